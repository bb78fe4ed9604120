import { describe, expect, it } from 'vitest';
import { readStructure } from './structure.ts';

/** The separators readStructure tells of, in order. */
function separatorsOf(input: string): number[] {
  const found: number[] = [];
  readStructure(input, { separator: (index) => found.push(index) });
  return found;
}
/** For the tests of comments. */
const ignored = { separator: () => undefined };

describe('readStructure', () => {
  it('finds separators outside quotes, angle brackets, literals and comments', () => {
    expect(separatorsOf('a@x, b@y; c@z')).toStrictEqual([3, 8]);
    expect(separatorsOf('"a,b"@x')).toStrictEqual([]);
    expect(separatorsOf('Doe <a,b@x>, c@y')).toStrictEqual([11]);
    expect(separatorsOf('a@[1,2], c@y')).toStrictEqual([7]);
    expect(separatorsOf('a@x (one, two), b@y')).toStrictEqual([14]);
    expect(separatorsOf('a>b, c')).toStrictEqual([3]);
    expect(separatorsOf('<<a>, b')).toStrictEqual([]);
    expect(separatorsOf('"a,b"@x, c@y')).toStrictEqual([7]);
  });

  it('finds balanced comments, nested and escaped, outside quotes and literals', () => {
    expect(readStructure('(a)x(b)', ignored).comments).toStrictEqual([
      [0, 3],
      [4, 7],
    ]);
    expect(readStructure('x(a(b)c)y', ignored).comments).toStrictEqual([[1, 8]]);
    expect(readStructure('x(a\\)b)y', ignored).comments).toStrictEqual([[1, 7]]);
    expect(readStructure('"(a)"x', ignored).comments).toStrictEqual([]);
    expect(readStructure('"a"(b)', ignored).comments).toStrictEqual([[3, 6]]);
    expect(readStructure('"a\\"(b)"x', ignored).comments).toStrictEqual([]);
    expect(readStructure('x@[(a)]', ignored).comments).toStrictEqual([]);
    expect(readStructure('x(a', ignored).comments).toStrictEqual([]);
    expect(readStructure('x)a(', ignored).comments).toStrictEqual([]);
    expect(readStructure('\\(a)', ignored).comments).toStrictEqual([[1, 4]]);
  });

  it('stays linear on deep nesting: a million open parentheses make no comment and no stack', () => {
    expect(readStructure('('.repeat(1_000_000), ignored).comments).toStrictEqual([]);
    expect(readStructure(`${'('.repeat(500_000)}${')'.repeat(500_000)}`, ignored).comments).toStrictEqual([
      [0, 1_000_000],
    ]);
  });
});
