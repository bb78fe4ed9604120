import { describe, expect, it } from 'vitest';
import { readStructure } from './structure.ts';

describe('readStructure', () => {
  it('finds separators outside quotes, angle brackets, literals and comments', () => {
    expect(readStructure('a@x, b@y; c@z').separators).toStrictEqual([3, 8]);
    expect(readStructure('"a,b"@x').separators).toStrictEqual([]);
    expect(readStructure('Doe <a,b@x>, c@y').separators).toStrictEqual([11]);
    expect(readStructure('a@[1,2], c@y').separators).toStrictEqual([7]);
    expect(readStructure('a@x (one, two), b@y').separators).toStrictEqual([14]);
    expect(readStructure('a>b, c').separators).toStrictEqual([3]);
    expect(readStructure('<<a>, b').separators).toStrictEqual([]);
    expect(readStructure('"a,b"@x, c@y').separators).toStrictEqual([7]);
  });

  it('finds balanced comments, nested and escaped, outside quotes and literals', () => {
    expect(readStructure('(a)x(b)').comments).toStrictEqual([
      [0, 3],
      [4, 7],
    ]);
    expect(readStructure('x(a(b)c)y').comments).toStrictEqual([[1, 8]]);
    expect(readStructure('x(a\\)b)y').comments).toStrictEqual([[1, 7]]);
    expect(readStructure('"(a)"x').comments).toStrictEqual([]);
    expect(readStructure('"a"(b)').comments).toStrictEqual([[3, 6]]);
    expect(readStructure('"a\\"(b)"x').comments).toStrictEqual([]);
    expect(readStructure('x@[(a)]').comments).toStrictEqual([]);
    expect(readStructure('x(a').comments).toStrictEqual([]);
    expect(readStructure('x)a(').comments).toStrictEqual([]);
    expect(readStructure('\\(a)').comments).toStrictEqual([[1, 4]]);
  });

  it('stays linear on deep nesting: a million open parentheses make no comment and no stack', () => {
    expect(readStructure('('.repeat(1_000_000)).comments).toStrictEqual([]);
    expect(readStructure(`${'('.repeat(500_000)}${')'.repeat(500_000)}`).comments).toStrictEqual([[0, 1_000_000]]);
  });
});
