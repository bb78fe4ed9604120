import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointsOf, SURROGATE_EDGES } from '../../properties/international/punycodeEdges.ts';
import { runsOr } from '../../properties/runs.ts';
import { decodePunycode } from './leanPunycode.ts';
import { punycodeEncode } from './punycode.ts';
import { decodePunycodeAt } from './quickPunycode.ts';

/** What the quick verdict must give: the lean decoder's answer on the label as the mapping leaves it, in lower case. */
const leanAnswer = (encoded: string): number[] | undefined => decodePunycode(encoded.toLowerCase());

/** decodePunycodeAt on `encoded` standing inside an address, between text it must not read. */
const inPlace = (encoded: string, before = 'jöran@xn--', after = '.xn--tda.de'): number[] | undefined =>
  decodePunycodeAt(`${before}${encoded}${after}`, before.length, before.length + encoded.length);

/** What the quick verdict sends: LDH text, in either case, mostly digits and hyphens, and real Punycode. */
const encoded: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[a-zA-Z0-9-]{0,12}$/),
  fc.string({ unit: fc.constantFrom(...'abzAZ09-'), maxLength: 12 }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(0x61, 0x2d, 0x30, 0xfc, 0xe9, 0x4e2d, 0x3b1),
        fc.integer({ min: 0x80, max: 0x7ff }),
        fc.integer({ min: 0x800, max: 0xd7ff }),
        fc.integer({ min: 0x10000, max: 0x10ffff }),
      ),
      { maxLength: 12 },
    )
    .chain((codePoints) => {
      const text = punycodeEncode(codePoints);
      return fc.constantFrom(text, text.toUpperCase());
    }),
);

describe('decodePunycodeAt', () => {
  it.each([
    ['bcher-kva', 'bücher'],
    ['BCHER-KVA', 'bücher'],
    ['Bcher-Kva', 'bücher'],
    ['tda', 'ü'],
    ['-with-super-monkeys-pc58ag80a8qai00g7n9n', '\u5b89\u5ba4\u5948\u7f8e\u6075-with-super-monkeys'],
    ['hello-another-way--fc4qua05auwb3674vfr0b', 'hello-another-way-\u305d\u308c\u305e\u308c\u306e\u5834\u6240'],
    ['3b-ww4c5e180e575a65lsy2b', '3\u5e74b\u7d44\u91d1\u516b\u5148\u751f'],
    ['a-', 'a'],
    ['', ''],
  ])('decodes %j, read in place and in lower case, to %j', (from, decoded) => {
    expect(inPlace(from)).toEqual(codePointsOf(decoded));
  });

  it.each([
    ['a digit it does not know', 'bcher-kv_'],
    ['a delimiter first with no basic code points, read as a digit', '-tda'],
    ['a truncated number, though a digit follows the label', 'bcher-kv'],
    ['a truncated number, ending on a digit of weight', 'z'],
    ['a code point past U+10FFFF', punycodeEncode([0x110000])],
    ['a surrogate', punycodeEncode([0xd800])],
  ])('gives undefined on %s', (_, from) => {
    expect(inPlace(from, 'a@xn--', 'a.de')).toBeUndefined();
  });

  it('reads nothing past the label, though hyphens follow it', () => {
    expect(inPlace('tda', 'a@xn--', '--')).toEqual([0xfc]);
    expect(inPlace('bcher-kva', 'a@xn--', '.-')).toEqual(codePointsOf('bücher'));
  });

  it('refuses exactly the surrogates, as the lean decoder does', () => {
    const decodes = (codePoint: number) => inPlace(punycodeEncode([codePoint]));
    expect(SURROGATE_EDGES.map(([codePoint]) => decodes(codePoint))).toEqual(
      SURROGATE_EDGES.map(([, decoded]) => decoded),
    );
  });

  it('gives the lean decoder answer on the label in lower case, wherever the label stands', () => {
    fc.assert(
      fc.property(encoded, fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), (text, before, after) => {
        expect(inPlace(text, before, after)).toEqual(leanAnswer(text));
      }),
      { numRuns: runsOr(3000) },
    );
  });

  it('agrees with the lean decoder on every string of up to two LDH characters', () => {
    const characters = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'];
    const texts = ['', ...characters, ...characters.flatMap((first) => characters.map((second) => first + second))];
    for (const text of texts) expect(inPlace(text), text).toEqual(leanAnswer(text));
  });
});
