import { describe, expect, it } from 'vitest';
import { MORE_PLACES_SHOWN, markFor, marksIn, placesInWords } from './characterMarks.ts';

describe('markFor', () => {
  it('leaves ordinary characters alone', () => {
    for (const character of ['a', '@', '.', 'é', '日', '😀']) expect(markFor(character)).toBeUndefined();
  });

  it.each([
    [' ', 'whitespace', 'SPACE U+0020'],
    ['\t', 'whitespace', 'CHARACTER TABULATION U+0009'],
    ['\u00a0', 'whitespace', 'NO-BREAK SPACE U+00A0'],
    ['\u2009', 'whitespace', 'THIN SPACE U+2009'],
    ['\u200b', 'invisible', 'ZERO WIDTH SPACE U+200B'],
    ['\ufeff', 'invisible', 'ZERO WIDTH NO-BREAK SPACE U+FEFF'],
    ['\u202e', 'invisible', 'RIGHT-TO-LEFT OVERRIDE U+202E'],
    ['\u061c', 'invisible', 'ARABIC LETTER MARK U+061C'],
    ['\u0000', 'control', 'NULL U+0000'],
    ['\u007f', 'control', 'DELETE U+007F'],
    ['\u0090', 'control', 'CONTROL CHARACTER U+0090'],
    ['\ud800', 'control', 'LONE SURROGATE U+D800, not a character'],
    ['＠', 'lookalike', 'FULLWIDTH COMMERCIAL AT U+FF20, looks like @'],
    ['а', 'lookalike', 'CYRILLIC SMALL LETTER A U+0430, looks like a'],
    ['Ρ', 'lookalike', 'GREEK CAPITAL LETTER RHO U+03A1, looks like P'],
    ['\u2212', 'lookalike', 'MINUS SIGN U+2212, looks like -'],
  ])('marks %j as %s', (character, kind, description) => {
    expect(markFor(character)).toMatchObject({ kind, description });
  });

  it('marks every bidirectional control, by its abbreviation', () => {
    for (let codePoint = 0; codePoint <= 0xffff; codePoint++) {
      const character = String.fromCodePoint(codePoint);
      if (/\p{Bidi_Control}/u.test(character)) expect(markFor(character)?.kind, character).toBe('invisible');
    }
    expect(['\u202e', '\u2066', '\u200f'].map((character) => markFor(character)?.shown)).toEqual(['RLO', 'LRI', 'RLM']);
  });

  it('shows controls as their control picture', () => {
    expect(markFor('\u0007')?.shown).toBe('␇');
  });

  it('lists each marked character of a line once, where it first stands', () => {
    expect(marksIn('a b＠c d\u200b', 100).map(({ at, mark }) => [at, mark.kind])).toEqual([
      [1, 'whitespace'],
      [3, 'lookalike'],
      [7, 'invisible'],
    ]);
    expect(marksIn('a b＠c', 2)).toHaveLength(1);
  });

  it('gives each its place in characters, 1-based, past astral characters too', () => {
    // 😀 is one character of two UTF-16 units: the space after two of them is the 4th character, at offset 5.
    expect(marksIn('a😀😀 b＠c', 100).map(({ at, place }) => [at, place])).toEqual([
      [5, 4],
      [7, 6],
    ]);
  });

  it('gives where a character stands again, a few places and then a count', () => {
    const [space, lookalike] = marksIn('a b c＠d e f g h', 100);
    expect(space).toMatchObject({ at: 1, place: 2, morePlaces: [4, 8, 10], uncounted: 2 });
    expect(lookalike).toMatchObject({ place: 6, morePlaces: [], uncounted: 0 });
    expect(MORE_PLACES_SHOWN).toBe(3);
    expect(space === undefined ? '' : placesInWords(space)).toBe('at characters 2, 4, 8, 10 and 2 more');
    expect(lookalike === undefined ? '' : placesInWords(lookalike)).toBe('at character 6');
    const [twice] = marksIn('Jane Doe <j@x.io>', 100);
    expect(twice === undefined ? '' : placesInWords(twice)).toBe('at characters 5 and 9');
    const [thrice] = marksIn('😀 a b c', 100);
    expect(thrice === undefined ? '' : placesInWords(thrice)).toBe('at characters 2, 4 and 6');
  });
});
