/**
 * The character table against Unicode 17.0.0's own files (copied into properties/fixtures/unicode-17.0.0/):
 * Stryker mutates code, not the content of a table, so a wrong name or look-alike would pass every other test.
 */
import { describe, expect, it } from 'vitest';
import { confusablePrototypes, lookAlikeGround, skeletonOf, unicodeNames } from '../properties/unicodeCharacters.ts';
import { codePointLabel, nameCharacter } from './characterNames.ts';

const NAMES = unicodeNames();
const PROTOTYPES = confusablePrototypes();
const skeleton = (text: string): string => skeletonOf(text, PROTOTYPES);

/** Every code point the table says something about, with what it says. */
const TABLE = Array.from({ length: 0x110000 }, (_, codePoint) => ({ ...nameCharacter(codePoint), codePoint })).filter(
  (entry) => entry.name !== undefined || entry.looksLike !== undefined,
);

const range = (first: number, last: number): number[] =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

const GREEK_OR_CYRILLIC_CASED = /^[\p{sc=Greek}\p{sc=Cyrillic}]$/u;
const CASED_LETTER = /^[\p{Lu}\p{Ll}]$/u;

/** The Greek and Cyrillic letters (capital or small) whose skeleton is one ASCII letter: `а` is `a`, `ρ` is `p`. */
const LETTERS_LOOKING_LATIN = range(0x370, 0x52f).filter((codePoint) => {
  const character = String.fromCodePoint(codePoint);
  return (
    GREEK_OR_CYRILLIC_CASED.test(character) && CASED_LETTER.test(character) && /^[a-z]$/i.test(skeleton(character))
  );
});

describe('the character table, against Unicode 17.0.0', () => {
  it('names every character by its UnicodeData.txt name or a formal alias of NameAliases.txt', () => {
    const named = TABLE.filter((entry) => entry.name !== undefined);
    const wrong = named
      .filter(({ codePoint, name = '' }) => !NAMES.get(codePoint)?.has(name))
      .map(
        ({ codePoint, name }) =>
          `${codePointLabel(codePoint)} ${String(name)}: Unicode has ${[...(NAMES.get(codePoint) ?? [])].join(' / ')}`,
      );
    expect(wrong).toEqual([]);
    // ASCII, the fullwidth forms, the accented Latin letters, Greek, Cyrillic, spaces and controls.
    expect(named.length).toBeGreaterThan(500);
  });

  it('says a character looks like an ASCII one only where confusables.txt, NFKC or IDNA agrees', () => {
    const lookAlikes = TABLE.filter((entry) => entry.looksLike !== undefined);
    const unfounded = lookAlikes
      .filter(({ codePoint, looksLike = '' }) => lookAlikeGround(codePoint, looksLike) === undefined)
      .map(({ codePoint, looksLike }) => `${codePointLabel(codePoint)} looks like ${String(looksLike)}`);
    expect(unfounded).toEqual([]);
    expect(lookAlikes.length).toBeGreaterThan(150);
  });

  it('covers what people paste: fullwidth forms, Greek and Cyrillic letters that look Latin, small and ideographic dots and at-signs', () => {
    const pasted = [
      ...range(0xff01, 0xff5e),
      ...LETTERS_LOOKING_LATIN,
      // ONE DOT LEADER, SMALL FULL STOP, FULLWIDTH FULL STOP, the ideographic and halfwidth ideographic full stops.
      ...[0x2024, 0xfe52, 0xff0e, 0x3002, 0xff61],
      // SMALL COMMERCIAL AT, FULLWIDTH COMMERCIAL AT.
      ...[0xfe6b, 0xff20],
    ];
    const missing = pasted
      .filter((codePoint) => nameCharacter(codePoint).looksLike === undefined)
      .map((codePoint) => `${codePointLabel(codePoint)} ${String.fromCodePoint(codePoint)}`);
    expect(missing).toEqual([]);
    // Greek Α to Ω and Cyrillic А to я hold most of them; the rest come from the extended letters (Ѕ, Ү, һ, Ԝ).
    expect(LETTERS_LOOKING_LATIN.length).toBeGreaterThan(50);
  });

  it('grounds each look-alike it is asked about the way a reader would check it', () => {
    expect(lookAlikeGround(0x430, 'a')).toBe('skeleton');
    // FULLWIDTH LEFT SQUARE BRACKET: its skeleton is `(`, its compatibility form `[`.
    expect(lookAlikeGround(0xff3b, '[')).toBe('NFKC');
    expect(lookAlikeGround(0x3002, '.')).toBe('label separator');
    // A slip a careful developer makes: Greek ν said to look like n rather than v.
    expect(lookAlikeGround(0x3bd, 'n')).toBeUndefined();
    expect(lookAlikeGround(0x3bd, 'v')).toBe('skeleton');
    expect(lookAlikeGround(0x3002, '@')).toBeUndefined();
  });
});
