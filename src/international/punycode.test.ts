import { fc, test } from '@fast-check/vitest';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { punycodeDecode, punycodeEncode, type PunycodeError } from './punycode.ts';
import { codePointsOf } from '../../properties/international/punycodeEdges.ts';

/** punycode.js 2.3.1 (a dependency of tr46) as the reference; typed here because it ships no declarations. */
const reference = createRequire(import.meta.url)('punycode/punycode.js') as {
  encode(text: string): string;
  decode(text: string): string;
};

/** The reference's verdict: the decoded text, or undefined when it throws. */
function referenceDecode(text: string): string | undefined {
  try {
    return reference.decode(text);
  } catch {
    return undefined;
  }
}

const isError = (decoded: readonly number[] | PunycodeError): decoded is PunycodeError => !Array.isArray(decoded);

/** RFC 3492 §7.1, (A) to (S): the decoded text and the exact encoded string. */
const RFC_SAMPLES: readonly (readonly [string, string, string])[] = [
  [
    'A Arabic (Egyptian)',
    '\u0644\u064a\u0647\u0645\u0627\u0628\u062a\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064a\u061f',
    'egbpdaj6bu4bxfgehfvwxn',
  ],
  ['B Chinese (simplified)', '\u4ed6\u4eec\u4e3a\u4ec0\u4e48\u4e0d\u8bf4\u4e2d\u6587', 'ihqwcrb4cv8a8dqg056pqjye'],
  ['C Chinese (traditional)', '\u4ed6\u5011\u7232\u4ec0\u9ebd\u4e0d\u8aaa\u4e2d\u6587', 'ihqwctvzc91f659drss3x8bo0yb'],
  ['D Czech', 'Pro\u010dprost\u011bnemluv\u00ed\u010desky', 'Proprostnemluvesky-uyb24dma41a'],
  [
    'E Hebrew',
    '\u05dc\u05de\u05d4\u05d4\u05dd\u05e4\u05e9\u05d5\u05d8\u05dc\u05d0\u05de\u05d3\u05d1\u05e8\u05d9\u05dd\u05e2\u05d1\u05e8\u05d9\u05ea',
    '4dbcagdahymbxekheh6e0a7fei0b',
  ],
  [
    'F Hindi (Devanagari)',
    '\u092f\u0939\u0932\u094b\u0917\u0939\u093f\u0928\u094d\u0926\u0940\u0915\u094d\u092f\u094b\u0902\u0928\u0939\u0940\u0902\u092c\u094b\u0932\u0938\u0915\u0924\u0947\u0939\u0948\u0902',
    'i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd',
  ],
  [
    'G Japanese (kanji and hiragana)',
    '\u306a\u305c\u307f\u3093\u306a\u65e5\u672c\u8a9e\u3092\u8a71\u3057\u3066\u304f\u308c\u306a\u3044\u306e\u304b',
    'n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa',
  ],
  [
    'H Korean (Hangul syllables)',
    '\uc138\uacc4\uc758\ubaa8\ub4e0\uc0ac\ub78c\ub4e4\uc774\ud55c\uad6d\uc5b4\ub97c\uc774\ud574\ud55c\ub2e4\uba74\uc5bc\ub9c8\ub098\uc88b\uc744\uae4c',
    '989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c',
  ],
  [
    'I Russian (Cyrillic)',
    '\u043f\u043e\u0447\u0435\u043c\u0443\u0436\u0435\u043e\u043d\u0438\u043d\u0435\u0433\u043e\u0432\u043e\u0440\u044f\u0442\u043f\u043e\u0440\u0443\u0441\u0441\u043a\u0438',
    // The RFC prints `D`: its optional mixed-case annotation (§A), which this encoder, like every other, omits.
    'b1abfaaepdrnnbgefbaDotcwatmq2g4l',
  ],
  ['J Spanish', 'Porqu\u00e9nopuedensimplementehablarenEspa\u00f1ol', 'PorqunopuedensimplementehablarenEspaol-fmd56a'],
  [
    'K Vietnamese',
    'T\u1ea1isaoh\u1ecdkh\u00f4ngth\u1ec3ch\u1ec9n\u00f3iti\u1ebfngVi\u1ec7t',
    'TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g',
  ],
  ['L 3<nen>B<gumi><kinpachi><sensei>', '3\u5e74B\u7d44\u91d1\u516b\u5148\u751f', '3B-ww4c5e180e575a65lsy2b'],
  [
    'M <amuro><namie>-with-SUPER-MONKEYS',
    '\u5b89\u5ba4\u5948\u7f8e\u6075-with-SUPER-MONKEYS',
    '-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n',
  ],
  [
    'N Hello-Another-Way-<sorezore><no><basho>',
    'Hello-Another-Way-\u305d\u308c\u305e\u308c\u306e\u5834\u6240',
    'Hello-Another-Way--fc4qua05auwb3674vfr0b',
  ],
  ['O <hitotsu><yane><no><shita>2', '\u3072\u3068\u3064\u5c4b\u6839\u306e\u4e0b2', '2-u9tlzr9756bt3uc0v'],
  ['P Maji<de>Koi<suru>5<byou><mae>', 'Maji\u3067Koi\u3059\u308b5\u79d2\u524d', 'MajiKoi5-783gue6qz075azm5e'],
  ['Q <pafii>de<runba>', '\u30d1\u30d5\u30a3\u30fcde\u30eb\u30f3\u30d0', 'de-jg4avhby1noc0d'],
  ['R <sono><supiido><de>', '\u305d\u306e\u30b9\u30d4\u30fc\u30c9\u3067', 'd9juau41awczczp'],
  ['S -> $1.00 <-', '-> $1.00 <-', '-> $1.00 <--'],
];

describe('RFC 3492 §7.1 sample strings', () => {
  it.each(RFC_SAMPLES)('(%s) decodes exactly', (_, decoded, encoded) => {
    expect(punycodeDecode(encoded)).toEqual(codePointsOf(decoded));
  });

  it.each(RFC_SAMPLES)('(%s) encodes exactly (digits in lowercase)', (_, decoded, encoded) => {
    const delimiter = encoded.lastIndexOf('-');
    expect(punycodeEncode(codePointsOf(decoded))).toBe(
      encoded.slice(0, delimiter + 1) + encoded.slice(delimiter + 1).toLowerCase(),
    );
  });
});

describe('punycodeEncode', () => {
  it('copies the basic code points, then a delimiter when there are any', () => {
    expect(punycodeEncode([])).toBe('');
    expect(punycodeEncode(codePointsOf('Bach'))).toBe('Bach-');
    expect(punycodeEncode([0x7f])).toBe('\u007f-');
    expect(punycodeEncode([0x80])).toBe('a');
    expect(punycodeEncode(codePointsOf('bücher'))).toBe('bcher-kva');
    expect(punycodeEncode(codePointsOf('üëäö♥'))).toBe('4can8av2009b');
  });

  it('encodes astral code points and the last one', () => {
    expect(punycodeEncode([0x1f4a9])).toBe('ls8h');
    expect(punycodeEncode([0x10ffff])).toBe('dn32g');
    expect(punycodeEncode([0x61, 0x10ffff])).toBe('a-h023p');
    expect(punycodeEncode([0x10ffff, 0x61])).toBe('a-g023p');
  });

  it('encodes a lone surrogate as the number it is (the decoder refuses it)', () => {
    expect(punycodeEncode([0xd800])).toBe('ib9b');
    expect(punycodeEncode([0xdfff])).toBe('zy0c');
    expect(punycodeEncode([0xd800])).toBe(reference.encode('\ud800'));
  });

  it('adapts the bias across its boundary (a first delta that scales to exactly 455)', () => {
    // Delta 254,803 = (0xF954 − 128) × 4 + 3; ⌊254,803 / 700⌋ = 364, plus ⌊364 / 4⌋ = 455: no division by 35 yet.
    expect(punycodeEncode([0x61, 0x62, 0x63, 0xf954, 0x10000])).toBe('abc-d91s02x');
    expect(punycodeDecode('abc-d91s02x')).toEqual([0x61, 0x62, 0x63, 0xf954, 0x10000]);
  });

  it('reads each input code point once (the RFC loop reads them once per distinct code point)', () => {
    const label = shuffledDistinct(10_000);
    let reads = 0;
    const counted = new Proxy(label, {
      get(target, key, receiver): unknown {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(punycodeEncode(counted)).toBe(punycodeEncode(label));
    expect(reads).toBe(label.length);
  });
});

describe('punycodeDecode', () => {
  it('takes the basic code points before the last delimiter', () => {
    expect(punycodeDecode('')).toEqual([]);
    expect(punycodeDecode('abc-')).toEqual([0x61, 0x62, 0x63]);
    expect(punycodeDecode('a-b-')).toEqual([0x61, 0x2d, 0x62]);
    expect(punycodeDecode('\u007f-')).toEqual([0x7f]);
    expect(punycodeDecode('a')).toEqual([0x80]);
    expect(punycodeDecode('bcher-KVA')).toEqual(codePointsOf('bücher'));
  });

  it('reads digits in either case, and nothing else, at each boundary of the digit ranges', () => {
    // A first digit v ≥ 1 continues (t = 1), then `a` ends the integer: i = v, so the code point is 128 + v.
    const decoded = [...'/09:@AZ[`az{'].map((character) => punycodeDecode(`${character}a`));
    const digitAt0 = { problem: 'digit', index: 0 };
    expect(decoded).toEqual([
      digitAt0,
      [128 + 26],
      [128 + 35],
      digitAt0,
      digitAt0,
      [128, 128],
      [128 + 25],
      digitAt0,
      digitAt0,
      [128, 128],
      [128 + 25],
      digitAt0,
    ]);
  });

  it('reports a non-digit or non-ASCII character at its UTF-16 index', () => {
    expect(punycodeDecode('ab-c!d')).toEqual({ problem: 'digit', index: 4 });
    expect(punycodeDecode('ab-ba\u{1f600}')).toEqual({ problem: 'digit', index: 5 });
    expect(punycodeDecode('a-b\u00e9')).toEqual({ problem: 'digit', index: 3 });
  });

  it('reports a non-basic character before the delimiter as a digit problem at its index', () => {
    expect(punycodeDecode('a\u00fc-b')).toEqual({ problem: 'digit', index: 1 });
    expect(punycodeDecode('\u0080-')).toEqual({ problem: 'digit', index: 0 });
    expect(punycodeDecode('ab\u{1f600}-a')).toEqual({ problem: 'digit', index: 2 });
  });

  it('reads a leading delimiter with no basic code points before it as a (bad) digit', () => {
    expect(punycodeDecode('-')).toEqual({ problem: 'digit', index: 0 });
    expect(punycodeDecode('-abc')).toEqual({ problem: 'digit', index: 0 });
  });

  it('reports text that ends inside an integer as truncated', () => {
    expect(punycodeDecode('b')).toEqual({ problem: 'truncated' });
    expect(punycodeDecode('ab-b')).toEqual({ problem: 'truncated' });
    expect(punycodeDecode('a-b-c')).toEqual({ problem: 'truncated' });
  });

  it('reports a code point past U+10FFFF, at the exact boundary, as an overflow', () => {
    expect(punycodeDecode('dn32g')).toEqual([0x10ffff]);
    expect(punycodeDecode('en32g')).toEqual({ problem: 'overflow' }); // U+110000 alone
    // With one basic code point, i = 2 × (0x110000 − 128) − 1 is the last that fits and the next one does not.
    expect(punycodeDecode('a-h023p')).toEqual([0x61, 0x10ffff]);
    expect(punycodeDecode('a-i023p')).toEqual({ problem: 'overflow' });
  });

  it('reports arithmetic that would overflow as an overflow, however long the integer', () => {
    expect(punycodeDecode('9'.repeat(20))).toEqual({ problem: 'overflow' });
    expect(punycodeDecode(`a-${'9'.repeat(100_000)}`)).toEqual({ problem: 'overflow' });
  });

  it('refuses a decoded surrogate, at both ends of the range', () => {
    expect(punycodeDecode('hb9b')).toEqual([0xd7ff]);
    expect(punycodeDecode('ib9b')).toEqual({ problem: 'surrogate' });
    expect(punycodeDecode('zy0c')).toEqual({ problem: 'surrogate' });
    expect(punycodeDecode('0y0c')).toEqual([0xe000]);
  });
});

/** Code points of many scripts, the ASCII and astral planes included, never a surrogate. */
const codePoint = fc.oneof(
  fc.constantFrom(0x7f, 0x80, 0xd7ff, 0xe000, 0xffff, 0x10000, 0x10ffff),
  ...(
    [
      [0x00, 0x7f], // ASCII
      [0x80, 0x24f], // Latin-1, Latin Extended
      [0x370, 0x4ff], // Greek, Cyrillic
      [0x590, 0x6ff], // Hebrew, Arabic
      [0x900, 0xe7f], // Indic scripts, Thai
      [0x3040, 0x30ff], // Hiragana, Katakana
      [0x4e00, 0x9fff], // CJK ideographs
      [0xac00, 0xd7a3], // Hangul
      [0xe000, 0xffff], // private use, compatibility forms, specials
      [0x10000, 0x1ffff], // historic scripts, emoji
      [0x20000, 0x10ffff], // CJK extensions and the other astral planes
    ] as const
  ).map(([min, max]) => fc.integer({ min, max })),
);

/** Labels of any mix, and labels drawn from a few code points (repeats, long runs). */
const label = fc.oneof(
  fc.array(codePoint, { maxLength: 40 }),
  fc
    .array(codePoint, { minLength: 1, maxLength: 4 })
    .chain((pool) => fc.array(fc.constantFrom(...pool), { maxLength: 40 })),
);

/** Short ASCII texts: any character, or mostly digits and delimiters, so that many decode. */
const asciiText = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 50 }),
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789--'), maxLength: 50 }),
);

describe('properties', () => {
  test.prop([label])('decoding undoes encoding', (codePoints) => {
    expect(punycodeDecode(punycodeEncode(codePoints))).toEqual(codePoints);
  });

  test.prop([asciiText])('encoding undoes decoding (digits in lowercase)', (text) => {
    const decoded = punycodeDecode(text);
    const delimiter = text.lastIndexOf('-');
    const canonical = text.slice(0, delimiter + 1) + text.slice(delimiter + 1).toLowerCase();
    if (!isError(decoded)) expect(punycodeEncode(decoded)).toBe(canonical);
  });

  test.prop([label])('encodes as punycode.js does', (codePoints) => {
    expect(punycodeEncode(codePoints)).toBe(reference.encode(String.fromCodePoint(...codePoints)));
  });

  test.prop([label])('decodes what punycode.js encodes, in either case', (codePoints) => {
    const encoded = reference.encode(String.fromCodePoint(...codePoints));
    expect(punycodeDecode(encoded)).toEqual(codePoints);
    const upper = codePoints.map((point) => (point >= 0x61 && point <= 0x7a ? point - 0x20 : point));
    expect(punycodeDecode(encoded.toUpperCase())).toEqual(upper);
  });

  // Up to 50 characters, punycode.js's 32-bit overflow checks fire only where a code point passes U+10FFFF anyway
  // (then it throws too), so the verdicts agree; it does accept surrogates, which this decoder refuses.
  test.prop([asciiText])('accepts and refuses the ASCII texts punycode.js does', (text) => {
    const decoded = punycodeDecode(text);
    const expected = referenceDecode(text);
    if (isError(decoded) && decoded.problem === 'surrogate') {
      expect(expected === undefined || /[\ud800-\udfff]/.test(expected)).toBe(true);
    } else expect(isError(decoded) ? undefined : String.fromCodePoint(...decoded)).toBe(expected);
  });

  test.prop([label, codePoint])(
    'appending the largest code point to a label that ends with it appends `a` (the generators rely on it)',
    (stem, extra) => {
      const largest = Math.max(0x80, extra, ...stem);
      expect(punycodeEncode([...stem, largest, largest])).toBe(`${punycodeEncode([...stem, largest])}a`);
    },
  );
});

/**
 * A million code points or characters; a mutation run, which repeats this for every mutant through instrumented
 * code, uses 100,000 (enough for a 17-level tree). Completing at all is the check: the RFC's loops would take
 * about 10¹² steps here; the figures are the benchmark's to show, not a unit test's.
 */
const LARGE = process.env.EMAIL_RULES_MUTATION === '1' ? 100_000 : 1_000_000;

/** `count` distinct non-surrogate code points from U+0080 up, in a fixed pseudo-random order. */
function shuffledDistinct(count: number): number[] {
  const points: number[] = [];
  for (let point = 0x80; points.length < count; point++) if (point < 0xd800 || point > 0xdfff) points.push(point);
  let seed = 20261121;
  for (let index = count - 1; index > 0; index--) {
    seed = (seed * 48271) % 0x7fffffff;
    const other = seed % (index + 1);
    [points[index], points[other]] = [points[other] ?? 0, points[index] ?? 0];
  }
  return points;
}

/** The first index where the decoded output differs from `expected` (-1 if none): a small failure, not a huge diff. */
function firstDifference(decoded: readonly number[] | PunycodeError, expected: readonly number[]): number {
  if (isError(decoded)) return 0;
  const length = Math.max(decoded.length, expected.length);
  for (let index = 0; index < length; index++) if (decoded[index] !== expected[index]) return index;
  return -1;
}

describe('large inputs (O(n log n))', () => {
  it('encodes and decodes a label of LARGE distinct code points in random order', () => {
    const codePoints = shuffledDistinct(LARGE);
    const encoded = punycodeEncode(codePoints);
    expect(encoded.length).toBeGreaterThan(3 * LARGE);
    expect(firstDifference(punycodeDecode(encoded), codePoints)).toBe(-1);
  });

  it('decodes a body of LARGE characters, with and without basic code points', () => {
    expect(firstDifference(punycodeDecode('a'.repeat(LARGE)), new Array<number>(LARGE).fill(0x80))).toBe(-1);
    // Delta 0 first inserts at index 0, and each next one right after it: the U+0080s come before the basic ones.
    const half = LARGE / 2;
    const decoded = punycodeDecode(`${'b'.repeat(half)}-${'a'.repeat(half - 1)}`);
    const expected = [...new Array<number>(half - 1).fill(0x80), ...new Array<number>(half).fill(0x62)];
    expect(firstDifference(decoded, expected)).toBe(-1);
  });

  it('decodes a body of about LARGE characters whose insertions land anywhere', () => {
    const codePoints = [0x61, ...shuffledDistinct(LARGE / 4), 0x62];
    const encoded = punycodeEncode(codePoints);
    expect(encoded.length).toBeGreaterThan(3 * codePoints.length);
    expect(firstDifference(punycodeDecode(encoded), codePoints)).toBe(-1);
  });
});
