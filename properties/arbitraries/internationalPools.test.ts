import { describe, expect, it } from 'vitest';
import { idna2008Property, rangesOf, readUnicodeFile, uts46Table } from '../international/unicodeFiles.ts';
import {
  ARABIC_INDIC_DIGITS,
  ASCII_DIGITS,
  ASCII_LOWER,
  ASCII_SYMBOLS,
  ASCII_UPPER,
  BIDI_NEUTRAL_LETTERS,
  DECOMPOSED,
  DISALLOWED,
  EXTENDED_ARABIC_INDIC_DIGITS,
  GREEK_KERAIA,
  HEBREW_GERESH,
  INVISIBLE,
  JOINERS,
  KATAKANA_MIDDLE_DOT,
  LEADING_MARKS,
  LOCAL_DIGITS,
  LTR_SCRIPT_IDS,
  MARKS_AFTER_VIRAMA,
  MIDDLE_DOT,
  NFC_GROWER,
  NONCHARACTERS,
  PRIVATE_USE,
  RTL_SCRIPT_IDS,
  SCRIPTS,
  SCRIPT_IDS,
  UNASSIGNED,
  UTS46_MAPPED,
  VIRAMA,
  WHITESPACE,
} from './internationalPools.ts';

/** One field of a UCD file per code point, `fallback` where the file lists none. */
function property(file: string, fallback: string): (character: string) => string {
  const values = new Map<number, string>();
  for (const { first, last, fields } of rangesOf(readUnicodeFile(file)))
    for (let codePoint = first; codePoint <= last; codePoint++) values.set(codePoint, fields[0] ?? fallback);
  return (character) => values.get(character.codePointAt(0) ?? -1) ?? fallback;
}

const bidiClass = property('DerivedBidiClass.txt', 'L');
const combiningClass = property('DerivedCombiningClass.txt', '0');
const joiningType = property('DerivedJoiningType.txt', 'U');
const idna = (character: string) => idna2008Property(character.codePointAt(0) ?? -1);
const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 5895's mapping of one character, as the profile applies it. */
const mapped = (character: string) => character.replaceAll('Σ', 'σ').toLowerCase().normalize('NFC');

describe.each(SCRIPT_IDS)('script %s', (id) => {
  const { letters, marks, capitals, direction, octets: width } = SCRIPTS[id];
  const directions = direction === 'rtl' ? ['R', 'AL'] : ['L'];

  it('letters: PVALID, NFC, lowercase, of the script direction, one UTF-8 width, distinct', () => {
    for (const letter of letters) {
      expect([letter, idna(letter)]).toEqual([letter, 'PVALID']);
      expect(letter).toMatch(/^\p{L}$/u);
      expect(mapped(letter)).toBe(letter);
      expect([letter, directions.includes(bidiClass(letter))]).toEqual([letter, true]);
      expect([letter, octets(letter)]).toEqual([letter, width]);
      // No joiner finds a context among them: left-to-right letters never join.
      if (direction === 'ltr') expect([letter, joiningType(letter)]).toEqual([letter, 'U']);
    }
    expect(new Set(letters).size).toBe(letters.length);
  });

  it('marks: PVALID combining marks, NFC after every letter, no virama', () => {
    for (const mark of marks) {
      expect([mark, idna(mark)]).toEqual([mark, 'PVALID']);
      expect(mark).toMatch(/^\p{M}$/u);
      expect(combiningClass(mark)).not.toBe('9');
      for (const letter of letters) expect((letter + mark).normalize('NFC')).toBe(letter + mark);
    }
  });

  it('capitals: letters the mapping lowers to one of the pool, NFC', () => {
    for (const capital of capitals) {
      expect(capital).toMatch(/^\p{Lu}$/u);
      expect(capital.normalize('NFC')).toBe(capital);
      expect(letters).toContain(mapped(capital));
      expect(octets(capital)).toBe(octets(mapped(capital)));
    }
  });
});

describe('the pools of the local part', () => {
  it('ASCII atext and digits of other scripts whose compatibility form is not ASCII', () => {
    expect([...ASCII_LOWER, ...ASCII_UPPER, ...ASCII_DIGITS].join('')).toMatch(/^[a-zA-Z0-9]{62}$/);
    for (const symbol of ASCII_SYMBOLS) expect(symbol).toMatch(/^[!#$%&'*+\-/=?^_`{|}~]$/);
    for (const digit of LOCAL_DIGITS) {
      expect(digit).toMatch(/^\p{Nd}$/u);
      expect(digit.normalize('NFKC')).toBe(digit);
      expect(digit.charCodeAt(0)).toBeGreaterThan(0x7f);
    }
  });

  it('U+FB2C: 3 octets as typed, three code points and 6 octets in NFC, a letter first', () => {
    expect(octets(NFC_GROWER)).toBe(3);
    expect(Array.from(NFC_GROWER.normalize('NFC'))).toEqual(['\u05E9', '\u05BC', '\u05C1']);
    expect(octets(NFC_GROWER.normalize('NFC'))).toBe(6);
  });

  it('decomposed pairs: a letter and a mark, one octet shorter in NFC', () => {
    for (const pair of DECOMPOSED) {
      expect(pair).toMatch(/^[a-z]\p{Mn}$/u);
      expect(Array.from(pair.normalize('NFC'))).toHaveLength(1);
      expect(octets(pair.normalize('NFC'))).toBe(octets(pair) - 1);
    }
  });

  it('side and direction lists split the scripts', () => {
    expect([...LTR_SCRIPT_IDS, ...RTL_SCRIPT_IDS].sort()).toEqual([...SCRIPT_IDS].sort());
    expect(RTL_SCRIPT_IDS).toEqual(['hebrew', 'arabic']);
  });
});

describe('the characters of the near misses', () => {
  const each = (pool: readonly string[], check: (character: string) => void) => {
    expect(pool.length).toBeGreaterThan(0);
    for (const character of pool) check(character);
  };

  it('DISALLOWED, left as they are by the mapping, no white space, control, mark, format or look-alike of . or @', () => {
    each(DISALLOWED, (character) => {
      expect([character, idna(character)]).toEqual([character, 'DISALLOWED']);
      expect(mapped(character)).toBe(character);
      expect(character).not.toMatch(/[\p{Z}\p{C}\p{M}\uff01-\uffee\u2024\ufe52\ufe6b]/u);
    });
  });

  it('UNASSIGNED in Unicode 17.0.0 (and in this engine: Cn), no noncharacter', () => {
    each(UNASSIGNED, (character) => {
      expect([character, idna(character)]).toEqual([character, 'UNASSIGNED']);
      expect(character).toMatch(/^\p{Cn}$/u);
      expect(character).not.toMatch(/\p{Noncharacter_Code_Point}/u);
    });
    each(NONCHARACTERS, (character) => {
      expect(character).toMatch(/^\p{Noncharacter_Code_Point}$/u);
    });
  });

  it('private use, format (no joiner, no white space) and white space', () => {
    each(PRIVATE_USE, (character) => {
      expect(character).toMatch(/^\p{Co}$/u);
    });
    each(INVISIBLE, (character) => {
      expect(character).toMatch(/^\p{Cf}$/u);
      expect(character).not.toMatch(/[\p{Join_Control}\s]/u);
    });
    each(WHITESPACE, (character) => {
      expect(character).toMatch(/^[\p{Zs}\p{Zl}\p{Zp}]$/u);
    });
  });

  it('joiners are CONTEXTJ; the CONTEXTO characters are CONTEXTO', () => {
    each(JOINERS, (character) => {
      expect(character).toMatch(/^\p{Join_Control}$/u);
      expect(idna(character)).toBe('CONTEXTJ');
    });
    each([MIDDLE_DOT, GREEK_KERAIA, KATAKANA_MIDDLE_DOT, ...HEBREW_GERESH, ...ARABIC_INDIC_DIGITS], (character) => {
      expect([character, idna(character)]).toEqual([character, 'CONTEXTO']);
    });
    each(EXTENDED_ARABIC_INDIC_DIGITS, (character) => {
      expect([character, idna(character)]).toEqual([character, 'CONTEXTO']);
      expect(bidiClass(character)).toBe('EN');
    });
    each(ARABIC_INDIC_DIGITS, (character) => {
      expect(bidiClass(character)).toBe('AN');
    });
  });

  it('leading marks: PVALID marks; neutral letters: PVALID and Bidi ON', () => {
    each(LEADING_MARKS, (character) => {
      expect(character).toMatch(/^\p{M}$/u);
      expect([character, idna(character)]).toEqual([character, 'PVALID']);
    });
    each(BIDI_NEUTRAL_LETTERS, (character) => {
      expect([character, idna(character), bidiClass(character)]).toEqual([character, 'PVALID', 'ON']);
      expect(character.normalize('NFC')).toBe(character);
    });
  });

  it('the virama is one; the marks after it have a higher combining class, so NFC moves them before it', () => {
    expect(combiningClass(VIRAMA)).toBe('9');
    each(MARKS_AFTER_VIRAMA, (mark) => {
      expect(Number(combiningClass(mark))).toBeGreaterThan(9);
      expect(`क${mark}${VIRAMA}`.normalize('NFC')).toBe(`क${VIRAMA}${mark}`);
    });
  });

  it('what an A-label may not hide: DISALLOWED, and mapped by UTS 46 (so tr46 refuses it there too)', () => {
    each(UTS46_MAPPED, (character) => {
      expect([character, idna(character)]).toEqual([character, 'DISALLOWED']);
      expect(uts46Table().status(character.codePointAt(0) ?? 0)).toBe('mapped');
    });
  });
});
