import { charSet, complement, type CharRange, type CharSet, JS_WHITESPACE } from './regexOracle.ts';
import { codePointLabel } from '../../src/text.ts';

/** Past this many pieces a set is summarised: a list of 700 ranges explains nothing. */
const MAX_LISTED = 6;

/** Named groups of characters, tried in this order: the words people use for a class. */
const NAMED: readonly { readonly words: string; readonly set: CharSet }[] = [
  {
    words: 'a letter',
    set: charSet([
      [0x41, 0x5a],
      [0x61, 0x7a],
    ]),
  },
  { words: 'a lowercase letter', set: [[0x61, 0x7a]] },
  { words: 'an uppercase letter', set: [[0x41, 0x5a]] },
  { words: 'a digit', set: [[0x30, 0x39]] },
  { words: 'white space', set: JS_WHITESPACE },
];

const sizeOf = (set: CharSet): number => set.reduce((sum, [from, to]) => sum + to - from + 1, 0);

export function intersection(left: CharSet, right: CharSet): CharSet {
  const ranges: CharRange[] = [];
  for (const [from, to] of left)
    for (const [otherFrom, otherTo] of right) ranges.push([Math.max(from, otherFrom), Math.min(to, otherTo)]);
  return charSet(ranges);
}

const isSubset = (inner: CharSet, outer: CharSet): boolean => sizeOf(intersection(inner, outer)) === sizeOf(inner);

/** One character in words: printable ASCII in backticks, anything else by its code point. */
export function characterWords(character: number): string {
  if (character === 0x20) return 'a space';
  // Not quoted in backticks: the page keeps each `x` together, and a backtick inside would split it.
  if (character === 0x60) return 'a backtick';
  if (character > 0x20 && character < 0x7f) return `\`${String.fromCharCode(character)}\``;
  return codePointLabel(character);
}

function rangeWords([from, to]: CharRange): string[] {
  if (to - from < 3) return Array.from({ length: to - from + 1 }, (_, offset) => characterWords(from + offset));
  return [`${characterWords(from)}–${characterWords(to)}`];
}

/** "a, b or c". */
export function listWords(pieces: readonly string[]): string {
  if (pieces.length <= 1) return pieces.join('');
  return `${pieces.slice(0, -1).join(', ')} or ${pieces.at(-1) ?? ''}`;
}

function pieces(set: CharSet): string[] {
  let rest = set;
  const words: string[] = [];
  for (const named of NAMED) {
    if (!isSubset(named.set, rest)) continue;
    // "a letter, digit or `-`": the article only on the first named group.
    words.push(words.length === 0 ? named.words : named.words.replace(/^an? /u, ''));
    rest = intersection(rest, complement(named.set, 0x10ffff));
  }
  const ascii = intersection(rest, [[0, 0x7f]]);
  const beyond = intersection(rest, [[0x80, 0x10ffff]]);
  words.push(...ascii.flatMap(rangeWords));
  if (beyond.length > 3)
    words.push(
      `one of ${sizeOf(beyond).toLocaleString('en')} non-ASCII characters (in ${beyond.length.toLocaleString('en')} ranges)`,
    );
  else words.push(...beyond.flatMap(rangeWords));
  return words.length > MAX_LISTED
    ? [...words.slice(0, MAX_LISTED - 1), `${(words.length - MAX_LISTED + 1).toLocaleString('en')} more`]
    : words;
}

/**
 * A set of characters in words, as a person would say it: "a letter, digit or `-`"; a set holding most
 * characters by what it leaves out: "any character except white space or `@`".
 */
export function charSetWords(set: CharSet, alphabetEnd: number): string {
  if (set.length === 0) return 'nothing';
  const left = complement(set, alphabetEnd);
  if (left.length === 0) return 'any character';
  if (sizeOf(set) > sizeOf(left)) return `any character except ${listWords(pieces(left))}`;
  return listWords(pieces(set));
}
