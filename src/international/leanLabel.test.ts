import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runsOr } from '../../properties/runs.ts';
import { judgeLabel } from './idna.ts';
import { labelForms } from './leanLabel.ts';
import { punycodeEncode } from './punycode.ts';

/** The full check's verdict on a label's judged text: its Unicode form, or undefined when it fails. */
function fullCheck(text: string): string | undefined {
  const verdict = judgeLabel(text);
  return typeof verdict === 'string' ? verdict : undefined;
}

const aLabelOf = (text: string): string => `xn--${punycodeEncode(Array.from(text, (c) => c.codePointAt(0) ?? 0))}`;

describe('labelForms', () => {
  it.each([
    ['example', ['example', 'example']],
    ['a-b', ['a-b', 'a-b']],
    ['a--b', ['a--b', 'a--b']],
    ['bücher', ['bücher', 'xn--bcher-kva']],
    ['xn--bcher-kva', ['bücher', 'xn--bcher-kva']],
    ['例子', ['例子', 'xn--fsqu00a']],
    ['l·l', ['l·l', 'xn--ll-0ea']],
    ['\u0915\u094d\u200d\u0937', ['\u0915\u094d\u200d\u0937', 'xn--11b2ezcw70k']],
    ['\u0628\u200c\u0628', ['\u0628\u200c\u0628', 'xn--ngba799q']],
    ['𝒜𝒜-x', undefined],
    ['😀', undefined],
  ])('gives %j the forms %j', (text, forms) => {
    expect(labelForms(text)).toEqual(forms);
  });

  it.each([
    ['a hyphen first', '-a'],
    ['a hyphen last', 'a-'],
    ['a hyphen alone', '-'],
    ['a mark first', '\u0301a'],
    ['an underscore', 'a_b'],
    ['an underscore first', '_a'],
    ['an underscore last', 'a_'],
    ['a capital (the mapping lowercases first)', 'Ab'],
    ['hyphens third and fourth', 'ab--c'],
    ['hyphens third and fourth, after two supplementary letters', '\u{20000}\u{20001}--c'],
    ['a disallowed symbol', 'a\u2615'],
    ['an unassigned code point', 'a\u0378'],
    ['a joiner out of context', 'a\u200cb'],
    ['a middle dot out of context', 'a\u00b7b'],
    ['U+0080', 'a\u0080'],
    ['an A-label that does not decode', 'xn--a'],
    ['an A-label of ASCII only', 'xn--ab-'],
    ['an A-label with non-ASCII after its prefix', 'xn--bücher'],
    ['an A-label not in NFC', aLabelOf('e\u0301')],
    ['an A-label whose U-label fails', aLabelOf('a\u2615')],
    ['an A-label whose U-label has hyphens third and fourth', aLabelOf('ab--ü')],
    ['an A-label whose U-label starts with a hyphen', aLabelOf('-ü')],
    ['xn-- alone', 'xn--'],
    // Two surrogates as code points would pair into one ideograph as a string, which encodes to another A-label.
    ['an A-label of a surrogate pair', `xn--${punycodeEncode([0xd840, 0xdc00])}`],
  ])('refuses %s: %j', (_, text) => {
    expect(labelForms(text)).toBeUndefined();
    expect(fullCheck(text)).toBeUndefined();
  });

  it('refuses an empty label, which checkDomain (check.ts) refuses before judging it', () => {
    expect(labelForms('')).toBeUndefined();
  });

  it('equals the full check on every BMP code point alone, first, last and between letters', () => {
    const differ: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const character = String.fromCharCode(unit);
      for (const text of [character, `${character}a`, `a${character}`, `a${character}b`]) {
        if (labelForms(text)?.[0] !== fullCheck(text)) differ.push(text);
      }
    }
    expect(differ).toEqual([]);
  });

  it('equals the full check on labels of letters, marks, hyphens, joiners and CONTEXTO characters, and on their A-labels', () => {
    const piece = fc.constantFrom(
      'a',
      'l',
      '-',
      'ü',
      '中',
      '\u0301',
      '\u094d',
      '\u0915',
      '\u200c',
      '\u200d',
      '\u00b7',
      '\u0628',
      '\u0660',
      '\u06f0',
      '\u30fb',
      '\u3042',
      '\u05d0',
      '\u05f3',
      '\u0375',
      '\u03b1',
      '\u{1d4b6}',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        expect([text, labelForms(text)?.[0]]).toEqual([text, fullCheck(text)]);
        const aLabel = aLabelOf(text);
        expect([aLabel, labelForms(aLabel)?.[0]]).toEqual([aLabel, fullCheck(aLabel)]);
      }),
      { numRuns: runsOr(2000) },
    );
  });
});
