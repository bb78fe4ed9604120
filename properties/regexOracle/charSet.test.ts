import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SET,
  charSet,
  complement,
  contains,
  overlaps,
  setKey,
  singleton,
  union,
  type CharRange,
} from './charSet.ts';

const range = fc
  .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }))
  .map(([from, to]): CharRange => [from, to]);
const ranges = fc.array(range, { maxLength: 6 });
const naiveHas = (list: readonly CharRange[], character: number): boolean =>
  list.some(([from, to]) => from <= character && character <= to);

describe('character sets', () => {
  it('normalise: sorted, overlapping and touching ranges merged, empty ones dropped', () => {
    expect(
      charSet([
        [10, 12],
        [0, 3],
        [4, 5],
        [11, 20],
        [30, 29],
        [25, 25],
      ]),
    ).toEqual([
      [0, 5],
      [10, 20],
      [25, 25],
    ]);
    expect(charSet([])).toEqual(EMPTY_SET);
  });

  it('complement within the alphabet', () => {
    expect(
      complement(
        [
          [0, 3],
          [10, 20],
        ],
        0xffff,
      ),
    ).toEqual([
      [4, 9],
      [21, 0xffff],
    ]);
    expect(complement(EMPTY_SET, 0x10ffff)).toEqual([[0, 0x10ffff]]);
    expect(complement([[0, 0xffff]], 0xffff)).toEqual([]);
  });

  it('print a canonical key', () => {
    expect(setKey(union(singleton(0x41), [[0x30, 0x39]]))).toBe('30-39,41');
  });

  test.prop([ranges, fc.integer({ min: 0, max: 45 })])(
    'hold exactly the characters of their ranges',
    (list, character) => {
      const set = charSet(list);
      expect(contains(set, character)).toBe(naiveHas(list, character));
      expect(contains(complement(set, 45), character)).toBe(!naiveHas(list, character));
    },
  );

  test.prop([ranges, ranges])('have one normal form: equal sets, equal keys', (left, right) => {
    const sameCharacters = Array.from(
      { length: 42 },
      (_, character) => naiveHas(left, character) === naiveHas(right, character),
    );
    expect(setKey(charSet(left)) === setKey(charSet(right))).toBe(sameCharacters.every(Boolean));
  });

  const nonEmptyRange = range.map(([from, to]): CharRange => [Math.min(from, to), Math.max(from, to)]);
  test.prop([ranges, nonEmptyRange])(
    'overlap a range exactly when they hold one of its characters',
    (list, [from, to]) => {
      const expected = Array.from({ length: to - from + 1 }, (_, offset) => naiveHas(list, from + offset)).some(
        Boolean,
      );
      expect(overlaps(charSet(list), from, to)).toBe(expected);
    },
  );
});
