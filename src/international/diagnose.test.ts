import { describe, expect, it } from 'vitest';
import { characterPlace } from '../anatomy.ts';
import { messageFor } from '../messages.ts';
import { checkInternational } from './check.ts';
import { diagnoseFailure, diagnoseInternational } from './diagnose.ts';

/** The English message a report would show for `input`, as validate.ts fills it. */
function messageOf(input: string): string | undefined {
  const found = diagnoseInternational(input);
  if (found === undefined) return undefined;
  const { reason, at, span, details } = found;
  return messageFor(reason, {
    at,
    position: span[0],
    place: characterPlace(input, span[0]),
    profile: 'international',
    ...details,
  });
}

describe('diagnoseInternational', () => {
  it('passes what passes', () => {
    expect(diagnoseInternational('用户@例子.广告')).toBeUndefined();
  });

  it('keeps the check’s reason, at and span', () => {
    expect(diagnoseInternational('a@a·b.com')).toEqual({
      reason: 'contextO',
      at: 3,
      span: [3, 4],
      details: { rule: 'RFC 5892 A.3', condition: 'between two l', character: '`·` U+00B7', codePoint: 'U+00B7' },
    });
    expect(diagnoseInternational('a@bü\u00adcher.de')).toEqual({
      reason: 'invisible',
      at: 4,
      span: [4, 5],
      details: { character: 'U+00AD SOFT HYPHEN', codePoint: 'U+00AD', name: 'SOFT HYPHEN' },
    });
  });

  it.each([
    ['jane＠example.com', '`＠` U+FF20 FULLWIDTH COMMERCIAL AT at character 5 looks like @ but is not'],
    ['aﬁ@b.c', '`ﬁ` U+FB01 at character 2 looks like fi but is not'],
    ['a①@b.c', '`①` U+2460 at character 2 looks like 1 but is not'],
    ['a@b\ufe52de', '`﹒` U+FE52 SMALL FULL STOP at character 4 looks like . but is not'],
    [
      'a(b@c.de',
      '`(` U+0028 LEFT PARENTHESIS at character 2 is not allowed in the local part under the international profile',
    ],
    ['a@b c.de', 'White space U+0020 SPACE at character 4'],
    ['a\u3000b@c.de', 'White space U+3000 IDEOGRAPHIC SPACE at character 2'],
    ['a\u0000b@c.de', 'Control character U+0000 NULL at character 2'],
    ['a@b\u0085c.de', 'Control character U+0085 NEXT LINE at character 4'],
    ['a\ud800b@c.de', 'Lone surrogate U+D800 at character 2: half of a character, not a character'],
    [
      'a@b_c.de',
      '`_` U+005F LOW LINE at character 4 is not allowed in a domain label: letters, digits and hyphens only',
    ],
    [
      'a@b\uff3fc.de',
      '`＿` U+FF3F FULLWIDTH LOW LINE at character 4 is not allowed in a domain label: letters, digits and hyphens only',
    ],
    [
      'a\u202eb@example.com',
      'Invisible U+202E RIGHT-TO-LEFT OVERRIDE at character 2: a format character that can hide or reorder what is shown',
    ],
    ['a\ue000@b.co', 'U+E000 at character 2 is for private use: it means nothing outside a private agreement'],
    ['a\u0378@b.co', 'U+0378 at character 2 is not assigned in Unicode 17.0.0'],
    ['a@\u0378.co', 'U+0378 at character 3 is not assigned in Unicode 17.0.0'],
    [
      '\u0301a@b.co',
      'The combining mark `́` U+0301 at character 1 starts the local part: it has nothing to combine with',
    ],
    [
      'a@\u0301b.co',
      'The combining mark `́` U+0301 at character 3 starts a domain label: it has nothing to combine with',
    ],
    [
      'me.\u037e@example.com',
      '`\u037e` U+037E at character 4 becomes `;` U+003B SEMICOLON under NFC, the normalization RFC 6532 §3.1 recommends; the international profile takes a local part only if it is valid before and after it',
    ],
    [
      'a@☕.example',
      '`☕` U+2615 at character 3 is not allowed in a domain name under IDNA2008; browsers accept it (UTS 46), IDNA2008 does not',
    ],
    [
      'a@ﬁ.com',
      '`ﬁ` U+FB01 at character 3 is not allowed in a domain name under IDNA2008; its compatibility form fi is allowed',
    ],
    [
      'a@①.com',
      '`①` U+2460 at character 3 is not allowed in a domain name under IDNA2008; its compatibility form 1 is allowed',
    ],
    // The hint is the judged character's: Ⅻ is lowercased to ⅻ, whose compatibility form is xii.
    [
      'a@\u216b.com',
      '`Ⅻ` U+216B at character 3 is not allowed in a domain name under IDNA2008; its compatibility form xii is allowed',
    ],
    ['a@\u2488.com', '`⒈` U+2488 at character 3 is not allowed in a domain name under IDNA2008'],
    ['a@\ue000.co', 'U+E000 at character 3 is not allowed in a domain name under IDNA2008'],
    ['a\u200db@c.de', 'U+200D ZERO WIDTH JOINER at character 2 stands only after a virama (RFC 5892 A.2)'],
    [
      'a@a\u200cb.com',
      'U+200C ZERO WIDTH NON-JOINER at character 4 stands only after a virama, or between two letters that join across it (RFC 5892 A.1)',
    ],
    ['a@a·b.com', '`·` U+00B7 at character 4 stands only between two l (RFC 5892 A.3)'],
    ['a@\u0375a.gr', '`͵` U+0375 at character 3 stands only before a Greek character (RFC 5892 A.4)'],
    ['a@a\u05f3.il', '`׳` U+05F3 at character 4 stands only after a Hebrew character (RFC 5892 A.5)'],
    ['a@a\u05f4.il', '`״` U+05F4 at character 4 stands only after a Hebrew character (RFC 5892 A.6)'],
    ['a@a\u30fb.jp', '`・` U+30FB at character 4 stands only in a label with Hiragana, Katakana or Han (RFC 5892 A.7)'],
    [
      'a@\u0660\u06f0.eg',
      '`٠` U+0660 at character 3 stands only in a label without Extended Arabic-Indic digits (RFC 5892 A.8)',
    ],
    [
      'a@\u06f0\u0660.eg',
      '`۰` U+06F0 at character 3 stands only in a label without Arabic-Indic digits (RFC 5892 A.9)',
    ],
    [
      'a@1مثال.com',
      'The label 1مثال breaks the bidi rule (RFC 5893 rule 1): a label must start with a letter written left to right or right to left, not `1` U+0031 DIGIT ONE',
    ],
    [
      'a@אa.com',
      'The label אa breaks the bidi rule (RFC 5893 rule 2): a right-to-left label may hold only right-to-left letters, digits, neutral signs and marks, not `a` U+0061 LATIN SMALL LETTER A',
    ],
    [
      'a@a.b.א1١',
      'The label א1١ breaks the bidi rule (RFC 5893 rule 4): a right-to-left label may not mix European and Arabic-Indic digits, as `١` U+0661 does',
    ],
    [
      'a@aא.b.א',
      'The label aא breaks the bidi rule (RFC 5893 rule 5): a left-to-right label may hold no right-to-left letter or Arabic-Indic digit, as `א` U+05D0 is',
    ],
    [
      'a@a-\u0301.א',
      'The label a-́ breaks the bidi rule (RFC 5893 rule 6): a left-to-right label must end with a left-to-right letter or a European digit (marks aside), not `-` U+002D HYPHEN-MINUS',
    ],
    [
      'a@ab--cd.com',
      'The label ab--cd has hyphens in its third and fourth places, which only xn-- may have (RFC 5891 §4.2.3.1)',
    ],
    ['a@b', 'The domain b has one label; the international profile needs a dot in it'],
    ['a@b@c.de', 'A second at-sign at character 4; the international profile allows only one here'],
    ['a@.b.co', 'An empty domain label at character 3: a dot at the start or end of the domain'],
    ['a@-b.co', 'A domain label starts with a hyphen at character 3'],
    ['a@b-.co', 'A domain label ends with a hyphen at character 4'],
    ['.a@b', 'The local part starts with a dot'],
    ['a..b@c', 'Two dots in a row at character 3'],
    ['a.@b', 'The local part ends with a dot at character 2, right before the at-sign'],
    ['@b', 'Nothing before the at-sign'],
    ['nothing', 'No at-sign (@) between the local part and the domain'],
    ['a@', 'Nothing after the at-sign'],
  ])('%j: %s', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('names the character of a structural reason nowhere', () => {
    expect(diagnoseInternational('a..b@c')?.details).toEqual({});
    expect(diagnoseInternational('a@-b.co')?.details).toEqual({});
  });
});

describe('what is wrong with an xn-- label', () => {
  const prefix = 'The label';
  it.each([
    [
      'a@xn--ü.com',
      'xn--ü starts with xn-- but is not a valid A-label: it is not valid Punycode: `ü` U+00FC LATIN SMALL LETTER U WITH DIAERESIS at character 7 is not a digit',
    ],
    [
      'a@b.xn--a\u{20000}.com',
      'xn--a\u{20000} starts with xn-- but is not a valid A-label: it is not valid Punycode: `\u{20000}` U+20000 at character 10 is not a digit',
    ],
    [
      'a@xn---tlz8.com',
      'xn---tlz8 starts with xn-- but is not a valid A-label: it is not valid Punycode: `-` U+002D HYPHEN-MINUS at character 7 is not a digit',
    ],
    // NFC made the ü of u and a diaeresis: the label's start is named.
    [
      'a@xn--u\u0308.com',
      'xn--u\u0308 starts with xn-- but is not a valid A-label: it is not valid Punycode: `ü` U+00FC LATIN SMALL LETTER U WITH DIAERESIS at character 3 is not a digit',
    ],
    [
      'a@xn--dw96.com',
      'xn--dw96 starts with xn-- but is not a valid A-label: it is not valid Punycode: it ends inside a number',
    ],
    [
      'a@xn--0922tt7.com',
      'xn--0922tt7 starts with xn-- but is not a valid A-label: it is not valid Punycode: it encodes a number beyond the last code point, U+10FFFF',
    ],
    [
      'a@xn--sx0c.com',
      'xn--sx0c starts with xn-- but is not a valid A-label: it is not valid Punycode: it encodes a surrogate, which is half of a character',
    ],
    ['a@xn--u-ccb.com', 'xn--u-ccb starts with xn-- but is not a valid A-label: its Unicode form is not NFC'],
    [
      'a@xn--a.com',
      'xn--a starts with xn-- but is not a valid A-label: its Unicode form fails: U+0080 at character 3 is not allowed in a domain name under IDNA2008',
    ],
    [
      'a@xn--ab-0ea.com',
      'xn--ab-0ea starts with xn-- but is not a valid A-label: its Unicode form fails: `·` U+00B7 at character 3 stands only between two l (RFC 5892 A.3)',
    ],
    [
      'a@xn--ab---3ra.com',
      'xn--ab---3ra starts with xn-- but is not a valid A-label: its Unicode form fails: The label ab--ü has hyphens in its third and fourth places, which only xn-- may have (RFC 5891 §4.2.3.1)',
    ],
    [
      'a@xn--a-ecp.com',
      'xn--a-ecp starts with xn-- but is not a valid A-label: its Unicode form fails: `⒈` U+2488 at character 3 is not allowed in a domain name under IDNA2008',
    ],
    [
      'a@xn--a-wbb.com',
      'xn--a-wbb starts with xn-- but is not a valid A-label: its Unicode form fails: The combining mark `́` U+0301 at character 3 starts a domain label: it has nothing to combine with',
    ],
  ])('%j', (input, message) => {
    expect(messageOf(input)).toBe(`${prefix} ${message}`);
  });

  it('says what an A-label that does not re-encode to itself encodes', () => {
    // The profile lowercases a label before it decodes it, so only a failure made by hand shows this.
    const input = 'a@xn--bcher-KVA.de';
    const found = diagnoseFailure(input, {
      reason: 'badALabel',
      at: 2,
      span: [2, 15],
      label: [2, 15],
      problem: 'reencode',
    });
    expect(found.details).toEqual({
      label: 'xn--bcher-KVA',
      problem: 'it does not re-encode to itself: xn--bcher-kva',
    });
    expect(
      diagnoseFailure('a@xn--abc-.com', { reason: 'badALabel', at: 2, span: [2, 10], problem: 'ascii' }).details,
    ).toEqual({ label: 'xn--abc-', problem: 'it decodes to ASCII only' });
  });

  it('words bidi rule 3 as the others', () => {
    const failure = { reason: 'bidi', at: 2, span: [2, 5], label: [2, 5], codePoint: 0x2d, rule: '3' } as const;
    expect(diagnoseFailure('a@א-ב.com', failure).details).toEqual({
      label: 'א-ב',
      rule: 'RFC 5893 rule 3',
      condition:
        'a right-to-left label must end with a right-to-left letter or a digit (marks aside), not `-` U+002D HYPHEN-MINUS',
    });
  });

  it('gives the check’s failure with its words', () => {
    const input = 'a@xn--ab-0ea.com';
    const failure = checkInternational(input);
    expect(failure).toBeDefined();
    if (failure !== undefined) expect(diagnoseFailure(input, failure)).toEqual(diagnoseInternational(input));
  });
});
