import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointsOf, SURROGATE_EDGES } from '../../properties/international/punycodeEdges.ts';
import { runsOr } from '../../properties/runs.ts';
import { decodePunycode, encodePunycode } from './leanPunycode.ts';
import { punycodeDecode, punycodeEncode } from './punycode.ts';

/** punycode.ts's decoding with its errors as undefined: what decodePunycode must give on lowercase ASCII. */
function sharedDecode(text: string): readonly number[] | undefined {
  const decoded = punycodeDecode(text);
  return Array.isArray(decoded) ? decoded : undefined;
}

/** RFC 3492 §7.1, a few of (A) to (S): the text and its exact encoding (lowercased, as the boolean path reads it). */
const RFC_SAMPLES: readonly (readonly [string, string])[] = [
  [
    '\u0644\u064a\u0647\u0645\u0627\u0628\u062a\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064a\u061f',
    'egbpdaj6bu4bxfgehfvwxn',
  ],
  ['\u4ed6\u4eec\u4e3a\u4ec0\u4e48\u4e0d\u8bf4\u4e2d\u6587', 'ihqwcrb4cv8a8dqg056pqjye'],
  ['3\u5e74b\u7d44\u91d1\u516b\u5148\u751f', '3b-ww4c5e180e575a65lsy2b'],
  ['\u5b89\u5ba4\u5948\u7f8e\u6075-with-super-monkeys', '-with-super-monkeys-pc58ag80a8qai00g7n9n'],
  ['hello-another-way-\u305d\u308c\u305e\u308c\u306e\u5834\u6240', 'hello-another-way--fc4qua05auwb3674vfr0b'],
  ['\u3072\u3068\u3064\u5c4b\u6839\u306e\u4e0b2', '2-u9tlzr9756bt3uc0v'],
  ['-> $1.00 <-', '-> $1.00 <--'],
  ['b\u00fccher', 'bcher-kva'],
  ['\u00fc', 'tda'],
];

/** Text from a few ranges, letters repeated, so that deltas of every size and equal code points come up. */
const text: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom('a', 'b', '-', '0', 'ü', 'é', '中', 'α'),
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0x7ff }),
      fc.integer({ min: 0x800, max: 0xd7ff }),
      fc.integer({ min: 0x10000, max: 0x10ffff }),
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.map((piece) => (typeof piece === 'string' ? piece : String.fromCodePoint(piece))).join(''));

/** What the boolean path decodes: lowercase ASCII, mostly digits and hyphens. */
const encoded: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[a-z0-9-]{0,12}$/),
  fc.string({ unit: fc.constantFrom(...'abz09-_.!\u0000\u007f'), maxLength: 12 }),
  text.map((decoded) => punycodeEncode(codePointsOf(decoded))),
);

describe('encodePunycode', () => {
  it.each(RFC_SAMPLES)('encodes the RFC 3492 sample %j as %j', (decoded, expected) => {
    expect(encodePunycode(decoded)).toBe(expected);
  });

  it('encodes text without non-ASCII as itself and a delimiter, and nothing as nothing', () => {
    expect(encodePunycode('')).toBe('');
    expect(encodePunycode('ab')).toBe('ab-');
  });

  it('equals punycodeEncode on any text', () => {
    fc.assert(
      fc.property(text, (decoded) => {
        expect(encodePunycode(decoded)).toBe(punycodeEncode(codePointsOf(decoded)));
      }),
      { numRuns: runsOr(2000) },
    );
  });
});

describe('decodePunycode', () => {
  it.each(RFC_SAMPLES)('decodes the RFC 3492 sample %j from %j', (decoded, from) => {
    expect(decodePunycode(from)).toEqual(codePointsOf(decoded));
  });

  it.each([
    ['', []],
    ['a-', [0x61]],
    ['-a-', [0x2d, 0x61]],
    ['tda', [0xfc]],
  ])('decodes %j', (from, decoded) => {
    expect(decodePunycode(from)).toEqual(decoded);
  });

  it.each([
    ['a digit it does not know', 'bcher-kv_'],
    ['an uppercase digit (the boolean path reads lowercase only)', 'bcher-KVA'],
    ['a delimiter first with no basic code points, read as a digit', '-tda'],
    ['a truncated number', 'bcher-kv'],
    ['a truncated number, ending on a digit of weight', 'z'],
  ])('gives undefined on %s', (_, from) => {
    expect(decodePunycode(from)).toBeUndefined();
  });

  it('refuses exactly where punycodeDecode finds an overflow: the first code point past U+10FFFF', () => {
    const atTheEnd = punycodeEncode([0x10ffff]);
    const past = punycodeEncode([0x110000]);
    expect(decodePunycode(atTheEnd)).toEqual([0x10ffff]);
    expect(punycodeDecode(past)).toEqual({ problem: 'overflow' });
    expect(decodePunycode(past)).toBeUndefined();
  });

  it('refuses exactly the surrogates, as punycodeDecode does', () => {
    const decodes = (codePoint: number) => decodePunycode(punycodeEncode([codePoint]));
    expect(SURROGATE_EDGES.map(([codePoint]) => decodes(codePoint))).toEqual(
      SURROGATE_EDGES.map(([, decoded]) => decoded),
    );
  });

  it('reads every digit by its value and refuses what lies beside them: punycodeDecode on all two characters', () => {
    // ASCII but the capitals, two by two: each digit first and last, and the neighbours of a-z and 0-9 (`, {, /, :).
    const characters = Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code)).filter(
      (character) => !/[A-Z]/.test(character),
    );
    const differing = characters.flatMap((first) =>
      characters
        .map((second) => first + second)
        .filter((from) => JSON.stringify(decodePunycode(from)) !== JSON.stringify(sharedDecode(from))),
    );
    expect(differing).toEqual([]);
  });

  it('equals punycodeDecode, its errors as undefined, on lowercase ASCII', () => {
    fc.assert(
      fc.property(encoded, (from) => {
        expect(decodePunycode(from)).toEqual(sharedDecode(from));
      }),
      { numRuns: runsOr(3000) },
    );
  });

  it('undoes encodePunycode', () => {
    fc.assert(
      fc.property(text, (decoded) => {
        expect(decodePunycode(encodePunycode(decoded))).toEqual(codePointsOf(decoded));
      }),
      { numRuns: runsOr(1000) },
    );
  });
});
