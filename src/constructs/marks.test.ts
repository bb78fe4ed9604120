import { describe, expect, it } from 'vitest';
import { ANGLE, BACKSLASH, BRACKET, COLON, EQUALS, marksOf, NESTING, QUOTE, SPACE } from './marks.ts';

describe('marksOf', () => {
  it('finds no mark in a plain address, nor in non-ASCII text that is not white space', () => {
    expect(marksOf('')).toBe(0);
    expect(marksOf('jane.doe+tag@example.com.')).toBe(0);
    expect(marksOf('jöran@bücher.de\u200b\u{1f600}')).toBe(0);
  });

  it.each([
    [' ', SPACE],
    ['\t', SPACE],
    ['\n', SPACE],
    ['\v', SPACE],
    ['\f', SPACE],
    ['\r', SPACE],
    ['\u00a0', SPACE],
    ['\u3000', SPACE],
    ['\ufeff', SPACE],
    ['<', ANGLE],
    [',', NESTING],
    [';', NESTING],
    ['(', NESTING],
    ['\\', BACKSLASH],
    ['"', QUOTE],
    ['[', BRACKET],
    ['=', EQUALS],
    [':', COLON],
  ])('marks %j, wherever it stands', (character, mark) => {
    expect(marksOf(character)).toBe(mark);
    expect(marksOf(`a${character}b@example.com`)).toBe(mark);
    expect(marksOf(`jane@example.com${character}`)).toBe(mark);
  });

  it('or-s the marks of everything the input holds', () => {
    expect(marksOf('Jane "J" Doe <jane@[1.2.3.4]>, =?x?= (c) \\ mailto:')).toBe(
      SPACE | ANGLE | NESTING | BACKSLASH | QUOTE | BRACKET | EQUALS | COLON,
    );
    expect(marksOf('a b,c')).toBe(SPACE | NESTING);
  });

  it('gives each kind a bit of its own', () => {
    const marks = [SPACE, ANGLE, NESTING, BACKSLASH, QUOTE, BRACKET, EQUALS, COLON];
    expect(marks.reduce((all, mark) => all | mark, 0)).toBe(255);
  });
});
