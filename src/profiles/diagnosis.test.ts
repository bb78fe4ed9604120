import { describe, expect, it } from 'vitest';
import type { ReasonId } from '../reasons.ts';
import { describeCharacter, widthAt } from './diagnosis.ts';
import { BUILT_IN_PROFILE_IDS, profileById, type BuiltInProfileId } from './index.ts';

type Example = readonly [input: string, reason: ReasonId, at: number, span: readonly [number, number]];

/**
 * For every profile, an example of every reason it can give: the reason, `at` (where the input stops
 * being completable under that profile's regex) and the span a person should look at.
 */
const EXAMPLES: Readonly<Record<BuiltInProfileId, readonly Example[]>> = {
  standard: [
    ['', 'noAt', 0, [0, 0]],
    ['jane.', 'noAt', 5, [5, 5]],
    ['a@b@c.de', 'secondAt', 3, [3, 4]],
    ['a@b.co@', 'secondAt', 6, [6, 7]],
    ['@b.co', 'emptyLocal', 0, [0, 1]],
    ['a@', 'emptyDomain', 2, [2, 2]],
    [' a@b.co', 'whitespace', 0, [0, 1]],
    ['a\tb@c.de', 'whitespace', 1, [1, 2]],
    ['a\u0000b@c.de', 'control', 1, [1, 2]],
    ['a\u007fb@c.de', 'control', 1, [1, 2]],
    ['a\u0085b@c.de', 'control', 1, [1, 2]],
    ['a\ud800b@c.de', 'loneSurrogate', 1, [1, 2]],
    ['a\udc00b@c.de', 'loneSurrogate', 1, [1, 2]],
    ['support\uff20example.com', 'lookalike', 7, [7, 8]],
    ['a@b\u3002com', 'lookalike', 3, [3, 4]],
    ['j\u00f6ran@example.com', 'nonAscii', 1, [1, 2]],
    ['\u0430lice@example.com', 'nonAscii', 0, [0, 1]],
    ['a@b\u00fccher.de', 'nonAsciiDomain', 3, [3, 4]],
    ['a@b\u00fc%.de', 'nonAsciiDomain', 3, [3, 4]],
    ['.a@b.co', 'localDotFirst', 0, [0, 1]],
    ['a.@b.co', 'localDotLast', 2, [1, 2]],
    ['a..b@c.de', 'doubleDot', 2, [2, 3]],
    ['a@b..co', 'doubleDot', 4, [4, 5]],
    ['`a@b.co', 'backtickFirst', 0, [0, 1]],
    ['a(b@c.de', 'localCharacter', 1, [1, 2]],
    ['"a"@c.de', 'localCharacter', 0, [0, 1]],
    ['a@b_c.de', 'domainCharacter', 3, [3, 4]],
    ['a@.b.co', 'emptyLabel', 2, [2, 3]],
    ['a@b.co.', 'emptyLabel', 7, [7, 7]],
    ['a@-b.co', 'labelHyphenStart', 2, [2, 3]],
    ['a@b.-co', 'labelHyphenStart', 4, [4, 5]],
    ['a@b-.com', 'labelHyphenEnd', 8, [3, 4]],
    ['a@b.co-', 'labelHyphenEnd', 7, [6, 7]],
    ['a@b-', 'labelHyphenEnd', 4, [3, 4]],
    ['a@b', 'singleLabel', 3, [2, 3]],
    ['a@b.c', 'topLabelShort', 5, [4, 5]],
    ['a@b.1co', 'topLabelNotLetter', 7, [4, 7]],
    ['a@b.c--d', 'topLabelDoubleHyphen', 8, [4, 8]],
  ],
  permissive: [
    ['', 'noAt', 0, [0, 0]],
    ['"ab\\', 'noAt', 4, [4, 4]],
    ['a@b@c.de', 'secondAt', 3, [3, 4]],
    ['@b.co', 'emptyLocal', 0, [0, 1]],
    ['a@', 'emptyDomain', 2, [2, 2]],
    ['a b@c.de', 'whitespace', 1, [1, 2]],
    ['a@b.c\u3000', 'whitespace', 5, [5, 6]],
    ['support\uff20example.com', 'lookalike', 19, [7, 8]],
    ['a@b\uff0ecom', 'lookalike', 7, [3, 4]],
    ['a@b.', 'emptyLabel', 4, [4, 4]],
    ['a@.b', 'singleLabel', 4, [2, 4]],
    ['a@b-', 'singleLabel', 4, [2, 4]],
  ],
  html: [
    ['jane', 'noAt', 4, [4, 4]],
    ['a@b@c.de', 'secondAt', 3, [3, 4]],
    ['@b.co', 'emptyLocal', 0, [0, 1]],
    ['a@', 'emptyDomain', 2, [2, 2]],
    ['a b@c.de', 'whitespace', 1, [1, 2]],
    ['a\u0001b@c.de', 'control', 1, [1, 2]],
    ['a\udc00@c.de', 'loneSurrogate', 1, [1, 2]],
    ['a@b\uff0ecom', 'lookalike', 3, [3, 4]],
    ['\uff41lice@example.com', 'nonAscii', 0, [0, 1]],
    ['a@b\u00fccher.de', 'nonAsciiDomain', 3, [3, 4]],
    ['a@b..co', 'doubleDot', 4, [4, 5]],
    ['a"b@c.de', 'localCharacter', 1, [1, 2]],
    ['a@b_c.de', 'domainCharacter', 3, [3, 4]],
    ['a@.b.co', 'emptyLabel', 2, [2, 3]],
    ['a@b.', 'emptyLabel', 4, [4, 4]],
    ['a@b.-co', 'labelHyphenStart', 4, [4, 5]],
    ['a@b-.co', 'labelHyphenEnd', 4, [3, 4]],
    ['a@b--', 'labelHyphenEnd', 5, [4, 5]],
  ],
  rfc5322: [
    ['jane', 'noAt', 4, [4, 4]],
    ['"a b"', 'noAt', 5, [5, 5]],
    ['a@b@c.de', 'secondAt', 3, [3, 4]],
    ['@b.co', 'emptyLocal', 0, [0, 1]],
    ['a@', 'emptyDomain', 2, [2, 2]],
    ['a\u3000b@c.de', 'whitespace', 1, [1, 2]],
    ['"a\u3000"@c.de', 'whitespace', 2, [2, 3]],
    ['a\u0000b@c.de', 'control', 1, [1, 2]],
    ['"a\u0001"@c.de', 'control', 2, [2, 3]],
    ['a\ud800b@c.de', 'loneSurrogate', 2, [1, 2]],
    ['a\ud800', 'loneSurrogate', 2, [1, 2]],
    ['a\udc00b@c.de', 'loneSurrogate', 1, [1, 2]],
    ['a@b.c\ud83d', 'loneSurrogate', 5, [5, 6]],
    ['support\uff20example.com', 'lookalike', 19, [7, 8]],
    ['a@b\u3002com', 'lookalike', 3, [3, 4]],
    ['a@b\u3002', 'lookalike', 3, [3, 4]],
    ['"a\\\u3000"@c.de', 'whitespace', 3, [3, 4]],
    ['"a\\\u202e"@c.de', 'invisible', 3, [3, 4]],
    ['a@b\u00fc%.de', 'nonAsciiDomain', 3, [3, 4]],
    ['a@\u{1f600}.de', 'nonAsciiDomain', 2, [2, 4]],
    ['j\u00f6ran@b\u00fccher.de', 'nonAsciiDomain', 7, [7, 8]],
    ['\u0301a@b.co', 'leadingMark', 0, [0, 1]],
    ['\u202eevil@example.com', 'invisible', 0, [0, 1]],
    ['"a\u200b"@example.com', 'invisible', 2, [2, 3]],
    ['a\ue000@example.com', 'privateUse', 1, [1, 2]],
    ['a\u0378@example.com', 'unassigned', 1, [1, 2]],
    ['me.\u037e@example.com', 'changesUnderNfc', 3, [3, 4]],
    ['.a@b.co', 'localDotFirst', 0, [0, 1]],
    ['a.@b.co', 'localDotLast', 2, [1, 2]],
    ['a..b@c.de', 'doubleDot', 2, [2, 3]],
    ['a@b..co', 'doubleDot', 4, [4, 5]],
    ['a(b@c.de', 'localCharacter', 1, [1, 2]],
    ['a"b@c.de', 'localCharacter', 1, [1, 2]],
    ['a@b_c.de', 'domainCharacter', 3, [3, 4]],
    ['a@.b.co', 'emptyLabel', 2, [2, 3]],
    ['a@b.co.', 'emptyLabel', 7, [7, 7]],
    ['a@-b.co', 'labelHyphenStart', 2, [2, 3]],
    ['a@b.-co', 'labelHyphenStart', 4, [4, 5]],
    ['a@b-.co', 'labelHyphenEnd', 4, [3, 4]],
    ['a@b.c-.de', 'labelHyphenEnd', 6, [5, 6]],
    ['a@b.co-', 'labelHyphenEnd', 7, [6, 7]],
    ['a@b-', 'labelHyphenEnd', 4, [3, 4]],
    ['a@b', 'singleLabel', 3, [2, 3]],
    ['"abc@d.ef', 'unterminatedQuote', 9, [0, 9]],
    ['"ab\\', 'unterminatedQuote', 4, [0, 4]],
    ['"a b"x@c.de', 'afterQuote', 5, [5, 6]],
    ['"a"."b"@c.de', 'afterQuote', 3, [3, 4]],
    ['"a\\\u0001"@c.de', 'control', 3, [3, 4]],
    ['"\u0001', 'control', 1, [1, 2]],
  ],
};

describe('why and where the pattern fails', () => {
  // The international profile's reasons have their own examples (src/international).
  for (const id of BUILT_IN_PROFILE_IDS) {
    const profile = profileById(id);
    describe(id, () => {
      it.each(EXAMPLES[id])('%j: %s at %i', (input, reason, at, span) => {
        expect(profile.matches(input)).toBe(false);
        expect(profile.diagnose(input)).toMatchObject({ reason, at, span });
      });

      it('has an example of every reason it gives, and gives only reasons of its list', () => {
        const given = new Set(EXAMPLES[id].map(([, reason]) => reason));
        expect([...given].sort()).toEqual([...profile.reasons].sort());
      });
    });
  }

  it('accepts what each pattern accepts', () => {
    const valid: Readonly<Record<BuiltInProfileId, readonly string[]>> = {
      standard: ['a@b.co', 'a`b@c.de', 'a@b-.c.com', 'x@a--b.c-d.ef', 'a@1.b2', "!#$%&'*+/=?^_{|}~-@a.bc"],
      permissive: ['a@b.c', 'a@...', '\u0000@\ud800.\u0085', 'a@.b.c', '"x"@y.z'],
      html: ['a@b', '.a..@b-c.d', 'a@1', 'x@a--b.c'],
      rfc5322: ['a@b.co', '"a b@c"@d.ef', '"a\\"b"@c.de', 'j\u00f6ran@b.de', '\u{1f600}@b.cd', '""@a.b', 'a.b@1.2'],
    };
    for (const id of BUILT_IN_PROFILE_IDS) {
      const profile = profileById(id);
      for (const input of valid[id]) {
        expect([profile.id, input, profile.matches(input)]).toEqual([profile.id, input, true]);
        expect([profile.id, input, profile.diagnose(input)]).toEqual([profile.id, input, undefined]);
      }
    }
  });

  it('names the offending character, with its code point, its Unicode name and what it looks like', () => {
    const standard = profileById('standard');
    expect(standard.diagnose('support\uff20example.com')?.details).toEqual({
      character: '`\uff20` U+FF20 FULLWIDTH COMMERCIAL AT',
      codePoint: 'U+FF20',
      name: 'FULLWIDTH COMMERCIAL AT',
      looksLike: '@',
    });
    expect(standard.diagnose('\u0430lice@example.com')?.details.character).toBe(
      '`\u0430` U+0430 CYRILLIC SMALL LETTER A (looks like a)',
    );
    expect(standard.diagnose('j\u00f6ran@example.com')?.details.character).toBe(
      '`\u00f6` U+00F6 LATIN SMALL LETTER O WITH DIAERESIS',
    );
    expect(standard.diagnose('a\tb@c.de')?.details.character).toBe('U+0009 CHARACTER TABULATION');
    expect(standard.diagnose('a b@c.de')?.details.character).toBe('U+0020 SPACE');
    expect(standard.diagnose('a\u202eb@c.de')?.details.character).toBe('U+202E RIGHT-TO-LEFT OVERRIDE');
    expect(standard.diagnose('a\u2061b@c.de')?.details.character).toBe('U+2061');
    expect(standard.diagnose('a\u0301b@c.de')?.details.character).toBe('`\u0301` U+0301');
    expect(standard.diagnose('a\u0000b@c.de')?.details.character).toBe('U+0000 NULL');
    expect(standard.diagnose('a\ud800@c.de')?.details).toEqual({ character: 'U+D800', codePoint: 'U+D800' });
    expect(standard.diagnose('a(b@c.de')?.details.character).toBe('`(` U+0028 LEFT PARENTHESIS');
    expect(profileById('rfc5322').diagnose('a@b\u{1f600}%')?.details.character).toBe('`\u{1f600}` U+1F600');
  });

  it('names a non-ASCII domain whole, and converts nothing itself (the idna option does: international/nonAsciiDomainHint.ts)', () => {
    expect(profileById('rfc5322').diagnose('j\u00f6ran@b\u00fccher.de')?.details).toEqual({
      domain: 'b\u00fccher.de',
      hint: '',
      character: '`\u00fc` U+00FC LATIN SMALL LETTER U WITH DIAERESIS',
      codePoint: 'U+00FC',
      name: 'LATIN SMALL LETTER U WITH DIAERESIS',
    });
    // A look-alike in a domain says what it looks like.
    expect(profileById('standard').diagnose('a@\uff45xample.com')?.details.character).toBe(
      '`\uff45` U+FF45 FULLWIDTH LATIN SMALL LETTER E (looks like e)',
    );
  });

  it('names the domain and the label at fault', () => {
    expect(profileById('standard').diagnose('a@b.1co')?.details).toEqual({ label: '1co' });
    expect(profileById('standard').diagnose('a@b.c')?.details).toEqual({ label: 'c' });
    expect(profileById('rfc5322').diagnose('a@bc')?.details).toEqual({ domain: 'bc' });
  });

  it('measures a character in UTF-16 units', () => {
    expect(['a', '\u{1f600}', '\ud800', '\udc00'].map((text) => widthAt(`${text}x`, 0))).toEqual([1, 2, 1, 1]);
    expect(widthAt('\ud800', 0)).toBe(1);
  });

  it('puts a name and a look-alike in the details only when the character has them', () => {
    const standard = profileById('standard');
    expect(Object.keys(standard.diagnose('a\ud800@c.de')?.details ?? {})).toEqual(['character', 'codePoint']);
    expect(Object.keys(standard.diagnose('a\u2061b@c.de')?.details ?? {})).toEqual(['character', 'codePoint']);
    expect(Object.keys(standard.diagnose('j\u00f6ran@example.com')?.details ?? {})).toEqual([
      'character',
      'codePoint',
      'name',
    ]);
    expect(standard.diagnose('\u0430lice@example.com')?.details).toStrictEqual({
      character: '`\u0430` U+0430 CYRILLIC SMALL LETTER A (looks like a)',
      codePoint: 'U+0430',
      name: 'CYRILLIC SMALL LETTER A',
      looksLike: 'a',
    });
  });

  it('counts U+009F as the last control and U+00A0 as white space', () => {
    const standard = profileById('standard');
    expect(standard.diagnose('a\u009fb@c.de')).toMatchObject({ reason: 'control', at: 1, span: [1, 2] });
    expect(standard.diagnose('a\u00a0b@c.de')).toMatchObject({ reason: 'whitespace', at: 1, span: [1, 2] });
    expect(standard.diagnose('a\u00a1b@c.de')).toMatchObject({ reason: 'nonAscii', at: 1, span: [1, 2] });
  });

  it('names the domain only for a character of the domain', async () => {
    const { offendingCharacter } = await import('./diagnosis.ts');
    const input = 'j\u00f6ran@b\u00fccher.de';
    expect(offendingCharacter(input, 1, 'local', 6)).toMatchObject({ reason: 'nonAscii', at: 1, span: [1, 2] });
    expect(offendingCharacter(input, 1, 'local', 6).details).not.toHaveProperty('asciiDomain');
    expect(offendingCharacter(input, 7, 'domain', 6)).toMatchObject({
      reason: 'nonAsciiDomain',
      at: 7,
      span: [7, 8],
      details: { domain: 'b\u00fccher.de', hint: '' },
    });
  });

  it('describes a character once while it keeps its slot, frozen, and every character as itself', () => {
    const space = describeCharacter(0x20);
    expect(describeCharacter(0x20)).toBe(space);
    expect(Object.isFrozen(space)).toBe(true);
    // U+FF20 takes the slot of U+0020 (code points modulo 256): each is still described as itself.
    expect(describeCharacter(0xff20).codePoint).toBe('U+FF20');
    expect(describeCharacter(0x20)).not.toBe(space);
    expect(describeCharacter(0x20)).toStrictEqual(space);
  });

  it('finds the first look-alike, whichever kind comes first', () => {
    const permissive = profileById('permissive');
    expect(permissive.diagnose('a\uff20b\ufe6bc')?.span).toEqual([1, 2]);
    expect(permissive.diagnose('a\ufe6bb\uff20c')?.span).toEqual([1, 2]);
    expect(permissive.diagnose('a@b\u3002c\uff0ed')?.span).toEqual([3, 4]);
    expect(permissive.diagnose('a@b\uff0ec\u3002d')?.span).toEqual([3, 4]);
  });

  it('shows the look-alike it finds at the end of the input, glyph included', () => {
    expect(profileById('permissive').diagnose('support\uff20example.com')).toStrictEqual({
      reason: 'lookalike',
      at: 19,
      span: [7, 8],
      details: {
        character: '`\uff20` U+FF20 FULLWIDTH COMMERCIAL AT',
        codePoint: 'U+FF20',
        name: 'FULLWIDTH COMMERCIAL AT',
        looksLike: '@',
      },
    });
    expect(profileById('permissive').diagnose('a@b\uff0ecom')?.details.character).toBe(
      '`\uff0e` U+FF0E FULLWIDTH FULL STOP',
    );
  });
});
