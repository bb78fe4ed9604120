import { describe, expect, it } from 'vitest';
import { ANGLE, BACKSLASH, BRACKET, COLON, EQUALS, marksOf, NESTING, QUOTE, SPACE, WATCHED_UNITS } from './marks.ts';

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

  it('reads from the offset given, nothing before it', () => {
    expect(marksOf('a b<c@x', 2)).toBe(ANGLE);
    expect(marksOf('a b<c@x', 3)).toBe(ANGLE);
    expect(marksOf('a b<c@x', 4)).toBe(0);
    expect(marksOf('<', 1)).toBe(0);
  });
});

describe('WATCHED_UNITS', () => {
  it('watches what every construct but a list needs: `:`, `<`, `(`, `\\`, `"`, `[`, `=` and CR, nothing else', () => {
    const watched = [...WATCHED_UNITS.keys()].filter((unit) => WATCHED_UNITS[unit] !== 0);
    expect(String.fromCharCode(...watched)).toBe('\r"(:<=[\\');
    expect(WATCHED_UNITS).toHaveLength(0x80);
  });

  it('covers every mark but white space, `,` and `;`, which a list alone needs', () => {
    for (let unit = 0; unit < 0x80; unit++) {
      const character = String.fromCharCode(unit);
      const listOnly = unit !== 0x0d && (marksOf(character) === SPACE || character === ',' || character === ';');
      expect([character, WATCHED_UNITS[unit] !== 0]).toStrictEqual([character, marksOf(character) !== 0 && !listOnly]);
    }
  });
});
