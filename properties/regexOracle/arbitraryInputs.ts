import fc from 'fast-check';

/**
 * Inputs for holding the profile oracles to the native regexes: single characters that matter to some
 * profile (each class boundary, white space of several kinds, lone surrogates, an astral character), and
 * address-like strings assembled from pieces so that every profile sees matches as well as near misses.
 */

export const INTERESTING_CHARACTERS = [
  'a',
  'Z',
  '0',
  '.',
  '-',
  '@',
  '"',
  '\\',
  '`',
  '_',
  '{',
  '~',
  ' ',
  '\t',
  '\u00A0',
  '\u3000',
  '\u2028',
  '\uFEFF',
  '\u0085',
  'ö',
  'ａ',
  '\uD83D',
  '\uDE00',
  '😀',
  '\u{10FFFF}',
];

/** Strings of the interesting characters, in any order. */
export const interestingString = (maxLength = 16): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...INTERESTING_CHARACTERS), { maxLength }).map((characters) => characters.join(''));

const ATOMS = ['a', 'b', 'x1', 'q.r', 'Z0', 'ex', '_', 'a`', '`', 'ö', '😀', 'ａ', '-'];
const QUOTED = ['"a b"', '"q\\""', '"@"', '"ö"', '""', '"\\'];
const LABELS = ['ex', 'com', 'org', 'de', 'a', 'b0', 'x-y', 'co', '0', 'ö', '-a', 'a-', ''];
const RAW_PIECES = ['a', '.', '-', '@', '"', '\\', ' ', '\u3000', 'ö', '\uD83D'];

/** Atoms joined by dots, now and then a quoted string or loose pieces. */
const localPart = fc.oneof(
  {
    arbitrary: fc.array(fc.constantFrom(...ATOMS), { minLength: 1, maxLength: 3 }).map((atoms) => atoms.join('.')),
    weight: 4,
  },
  { arbitrary: fc.constantFrom(...QUOTED), weight: 1 },
  { arbitrary: fc.array(fc.constantFrom(...RAW_PIECES), { maxLength: 4 }).map((pieces) => pieces.join('')), weight: 1 },
);
const domain = fc.oneof(
  {
    arbitrary: fc.array(fc.constantFrom(...LABELS), { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.')),
    weight: 4,
  },
  { arbitrary: fc.array(fc.constantFrom(...RAW_PIECES), { maxLength: 4 }).map((pieces) => pieces.join('')), weight: 1 },
);
const splice = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 2 },
  { arbitrary: fc.tuple(fc.nat(), fc.constantFrom(...INTERESTING_CHARACTERS)), weight: 1 },
);

/** A local part, an at-sign (sometimes none or two) and a domain, with an interesting character spliced in now and then. */
export const addressLike: fc.Arbitrary<string> = fc
  .tuple(localPart, fc.constantFrom('@', '@', '@', '@', '', '@@'), domain, splice)
  .map(([local, at, host, spliced]) => {
    const address = `${local}${at}${host}`;
    if (spliced === undefined) return address;
    const [position, character] = spliced;
    const index = position % (address.length + 1);
    return address.slice(0, index) + character + address.slice(index);
  });

/** Everything the profile tests try: address-like strings, interesting characters, and any string at all. */
export const profileInput: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: addressLike, weight: 3 },
  { arbitrary: interestingString(), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 1 },
  { arbitrary: fc.string(), weight: 1 },
);
