import { describe, expect, it } from 'vitest';
import { codePointLabel, lookalikesOf, nameCharacter } from './characterNames.ts';

const nameOf = (character: string) => nameCharacter(character.codePointAt(0) ?? 0).name;
const looksLikeOf = (character: string) => nameCharacter(character.codePointAt(0) ?? 0).looksLike;

describe('character names', () => {
  it('write code points as Unicode does, with at least four digits', () => {
    expect([0x9, 0xf6, 0xff41, 0x1f600].map(codePointLabel)).toEqual(['U+0009', 'U+00F6', 'U+FF41', 'U+1F600']);
  });

  it('name every printable ASCII character', () => {
    expect(['a', 'z', 'A', 'Z', '0', '9', '@', '.', '-', ' ', '~', '`'].map(nameOf)).toEqual([
      'LATIN SMALL LETTER A',
      'LATIN SMALL LETTER Z',
      'LATIN CAPITAL LETTER A',
      'LATIN CAPITAL LETTER Z',
      'DIGIT ZERO',
      'DIGIT NINE',
      'COMMERCIAL AT',
      'FULL STOP',
      'HYPHEN-MINUS',
      'SPACE',
      'TILDE',
      'GRAVE ACCENT',
    ]);
    for (let codePoint = 0x20; codePoint < 0x7f; codePoint++) expect(nameCharacter(codePoint).name).toBeDefined();
  });

  it('name the fullwidth forms after the ASCII they stand for, at both ends of the block', () => {
    expect(['\uff01', '\uff20', '\uff41', '\uff5e'].map(nameOf)).toEqual([
      'FULLWIDTH EXCLAMATION MARK',
      'FULLWIDTH COMMERCIAL AT',
      'FULLWIDTH LATIN SMALL LETTER A',
      'FULLWIDTH TILDE',
    ]);
    expect(['\uff01', '\uff20', '\uff5e'].map(looksLikeOf)).toEqual(['!', '@', '~']);
    expect(['\uff00', '\uff5f'].map(nameOf)).toEqual([undefined, undefined]);
  });

  it('name accented Latin letters by their letter and mark', () => {
    expect(['ö', 'É', 'ñ', 'ç', 'Å', 'ő', 'ž', 'ą', 'ė'].map(nameOf)).toEqual([
      'LATIN SMALL LETTER O WITH DIAERESIS',
      'LATIN CAPITAL LETTER E WITH ACUTE',
      'LATIN SMALL LETTER N WITH TILDE',
      'LATIN SMALL LETTER C WITH CEDILLA',
      'LATIN CAPITAL LETTER A WITH RING ABOVE',
      'LATIN SMALL LETTER O WITH DOUBLE ACUTE',
      'LATIN SMALL LETTER Z WITH CARON',
      'LATIN SMALL LETTER A WITH OGONEK',
      'LATIN SMALL LETTER E WITH DOT ABOVE',
    ]);
    // Not a letter and one mark: left unnamed rather than named wrongly.
    expect(['ß', 'ø', 'æ', '¿', 'ǖ'].map(nameOf)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('name the Cyrillic and Greek letters, at both ends of their ranges, and what they pass for', () => {
    expect(['а', 'я', 'А', 'Я', 'α', 'ω', 'ς'].map(nameOf)).toEqual([
      'CYRILLIC SMALL LETTER A',
      'CYRILLIC SMALL LETTER YA',
      'CYRILLIC CAPITAL LETTER A',
      'CYRILLIC CAPITAL LETTER YA',
      'GREEK SMALL LETTER ALPHA',
      'GREEK SMALL LETTER OMEGA',
      'GREEK SMALL LETTER FINAL SIGMA',
    ]);
    expect(['а', 'о', 'Р', 'ο', 'я'].map(looksLikeOf)).toEqual(['a', 'o', 'P', 'o', undefined]);
  });

  it('name white space, controls and the look-alikes of @ and .', () => {
    expect(['\t', '\u0000', '\u00a0', '\u2000', '\u200a', '\u3000', '\ufeff'].map(nameOf)).toEqual([
      'CHARACTER TABULATION',
      'NULL',
      'NO-BREAK SPACE',
      'EN QUAD',
      'HAIR SPACE',
      'IDEOGRAPHIC SPACE',
      'ZERO WIDTH NO-BREAK SPACE',
    ]);
    expect(['\u3002', '\uff61', '\ufe52', '\u2024', '\ufe6b'].map(looksLikeOf)).toEqual(['.', '.', '.', '.', '@']);
    expect(nameOf('\u{1f600}')).toBeUndefined();
    expect(looksLikeOf('a')).toBeUndefined();
  });

  it('name every bidirectional control, which reorders the text shown around it without being seen', () => {
    const controls: number[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++)
      if (/\p{Bidi_Control}/u.test(String.fromCodePoint(codePoint))) controls.push(codePoint);
    expect(controls).toHaveLength(12);
    for (const codePoint of controls) expect(nameCharacter(codePoint).name, codePointLabel(codePoint)).toBeDefined();
    expect(['\u202e', '\u2069', '\u061c'].map(nameOf)).toEqual([
      'RIGHT-TO-LEFT OVERRIDE',
      'POP DIRECTIONAL ISOLATE',
      'ARABIC LETTER MARK',
    ]);
  });

  it('name DELETE by its own name, not as printable ASCII, and leave the control below SPACE unnamed', () => {
    expect(nameCharacter(0x7f)).toEqual({ codePoint: 'U+007F', name: 'DELETE', looksLike: undefined });
    expect(nameCharacter(0x1f).name).toBeUndefined();
  });

  it('name the first accented Latin letter, U+00C0, and no letter of the Latin Extended Additional block', () => {
    expect(nameCharacter(0xc0)).toEqual({
      codePoint: 'U+00C0',
      name: 'LATIN CAPITAL LETTER A WITH GRAVE',
      looksLike: undefined,
    });
    // U+1E02 is B and a DOT ABOVE to NFD, like the letters named above, but past the range this table names.
    expect(['\u1e02', '\u1e0b', '\u1e1e'].map(nameOf)).toEqual([undefined, undefined, undefined]);
  });

  it('leave unnamed an accented Latin letter whose mark the table does not know', () => {
    // NFD splits each into an ASCII letter and one mark: COMMA BELOW, DOUBLE GRAVE, INVERTED BREVE, HORN.
    expect(['\u0218', '\u0200', '\u0202', '\u01a0'].map(nameOf)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('name each accented letter NFC composes from an ASCII letter and one of the marks, and no other below U+1E02', () => {
    // Worked the other way round from the table: composing rather than decomposing.
    // The thirteen marks: GRAVE to CARON but OVERLINE and HOOK ABOVE, then CEDILLA and OGONEK.
    const marks = [...'\u0300\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u030a\u030b\u030c\u0327\u0328'];
    const composed = new Set<number>();
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')
      for (const mark of marks) {
        const letterAndMark = `${letter}${mark}`.normalize('NFC');
        if (letterAndMark.length === 1) composed.add(letterAndMark.charCodeAt(0));
      }
    const named: number[] = [];
    for (let codePoint = 0x80; codePoint < 0x1e02; codePoint++)
      if (nameCharacter(codePoint).name?.includes(' WITH ')) named.push(codePoint);
    expect(named).toEqual([...composed].filter((codePoint) => codePoint < 0x1e02).sort((a, b) => a - b));
    // Both ends of the range, and a letter whose base is no ASCII letter (Æ and a MACRON).
    expect(['\u00c0', '\u0233', '\u01e2'].map(nameOf)).toEqual([
      'LATIN CAPITAL LETTER A WITH GRAVE',
      'LATIN SMALL LETTER Y WITH MACRON',
      undefined,
    ]);
  });

  it('know every look-alike of other scripts, and the fullwidth forms, and nothing else', () => {
    const lookAlikes: string[] = [];
    let fullwidth = 0;
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      const { looksLike } = nameCharacter(codePoint);
      if (looksLike === undefined) continue;
      if (codePoint >= 0xff01 && codePoint <= 0xff5e) fullwidth++;
      else lookAlikes.push(`${String.fromCodePoint(codePoint)}${looksLike}`);
    }
    expect(fullwidth).toBe(0x5e);
    expect(lookAlikes.join('')).toBe(
      'ͿJΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧXαaγyιiνvοoρpσoυuϒYϜFϱpϲcϳjϸpϹCϺM' +
        'ЅSІIЈJАAВBЕEКKМMНHОOРPСCТTУYХXЬbаaгrеeоoрpсcуyхxшwѕsіiјjѡwѴVѵvҮYүyһhҽeӀIӏlԁdԌGԛqԜWԝw' +
        '\u2010-\u2011-\u2024.\u2212-\u3002.\ufe52.\ufe6b@\uff61.',
    );
    expect(['\uff00', '\uff5f'].map(looksLikeOf)).toEqual([undefined, undefined]);
    expect(lookalikesOf('@').sort()).toEqual(['\ufe6b', '\uff20']);
  });

  it('name only the Greek capitals drawn like a Latin letter, skipping the others in their run', () => {
    const capitals: string[] = [];
    for (let codePoint = 0x391; codePoint <= 0x3a9; codePoint++)
      if (nameCharacter(codePoint).name !== undefined) capitals.push(String.fromCodePoint(codePoint));
    expect(capitals.join('')).toBe('ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ');
    expect(['Γ', '\u2061', '\u3001'].map(nameOf)).toEqual([undefined, undefined, undefined]);
  });

  it('name as many code points as the table was written with', () => {
    let named = 0;
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++)
      if (nameCharacter(codePoint).name !== undefined) named++;
    expect(named).toBe(535);
  });

  it('give a number that is no code point no name, rather than throw', () => {
    expect([-1, 0x110000].map((codePoint) => nameCharacter(codePoint).name)).toEqual([undefined, undefined]);
    expect(nameCharacter(-1).looksLike).toBeUndefined();
  });

  it('give a number that is not a whole code point no name and no look-alike', () => {
    expect([0x30 + 0.5, 0x61 + 0.5, 0xff01 + 0.5, 0x430 + 0.5].map((codePoint) => nameCharacter(codePoint))).toEqual(
      ['U+30.8', 'U+61.8', 'U+FF01.8', 'U+430.8'].map((label) => ({
        codePoint: label,
        name: undefined,
        looksLike: undefined,
      })),
    );
  });
});
