/**
 * Sets of characters as sorted, disjoint, non-touching closed intervals of numbers: UTF-16 code units
 * (0..0xFFFF) for a regex without the u flag, code points (0..0x10FFFF) with it. One normal form per
 * set, so two sets are equal exactly when their keys are.
 */

export type CharRange = readonly [from: number, to: number];
export type CharSet = readonly CharRange[];

export const EMPTY_SET: CharSet = Object.freeze([]);

/** The set of the given ranges in normal form: sorted, overlapping or touching ranges merged, empty ones dropped. */
export function charSet(ranges: Iterable<CharRange>): CharSet {
  const sorted = [...ranges].filter(([from, to]) => from <= to).sort((left, right) => left[0] - right[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

export const singleton = (character: number): CharSet => [[character, character]];

export const union = (left: CharSet, right: CharSet): CharSet => charSet([...left, ...right]);

/** The characters of 0..alphabetEnd not in `set` (which must lie within it). */
export function complement(set: CharSet, alphabetEnd: number): CharSet {
  const result: CharRange[] = [];
  let next = 0;
  for (const [from, to] of set) {
    if (from > next) result.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= alphabetEnd) result.push([next, alphabetEnd]);
  return result;
}

/** Whether the set holds the character: binary search over the ranges. */
export function contains(set: CharSet, character: number): boolean {
  let low = 0;
  let high = set.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const range = set[middle];
    if (range === undefined) return false;
    if (character < range[0]) high = middle - 1;
    else if (character > range[1]) low = middle + 1;
    else return true;
  }
  return false;
}

/** Whether the set holds some character of from..to. */
export const overlaps = (set: CharSet, from: number, to: number): boolean =>
  set.some(([start, end]) => start <= to && end >= from);

/** A canonical text for the set, in hexadecimal: `30-39,41`. */
export const setKey = (set: CharSet): string =>
  set.map(([from, to]) => (from === to ? from.toString(16) : `${from.toString(16)}-${to.toString(16)}`)).join(',');
