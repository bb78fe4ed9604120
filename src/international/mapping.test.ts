import { describe, expect, it } from 'vitest';
import { mapLabel as oracleMapLabel } from '../../properties/international/rfc5895.ts';
import { isLabelSeparator, mapLabel, sourceOf } from './mapping.ts';

describe('isLabelSeparator', () => {
  it('is the full stop and the ideographic, fullwidth and halfwidth ideographic full stops', () => {
    const separators = [];
    for (let unit = 0; unit <= 0xffff; unit++) if (isLabelSeparator(unit)) separators.push(unit);
    expect(separators).toEqual([0x2e, 0x3002, 0xff0e, 0xff61]);
  });
});

describe('mapLabel (RFC 5895 §2)', () => {
  it.each([
    ['Bücher', 'bücher', 'bücher'],
    // Σ is σ wherever it stands: JavaScript's toLowerCase alone makes the last one ς (Final_Sigma).
    ['ΒΌΛΟΣ', 'βόλοσ', 'βόλοσ'],
    ['ΣΑΣ', 'σασ', 'σασ'],
    ['ς', 'ς', 'ς'],
    // The width forms take their compatibility form, after lowercasing (Ａ, ａ, a).
    ['ＡＢ１', 'ab1', 'ab1'],
    ['ｶﾞ', 'カ\u3099', 'ガ'],
    ['\uffe3', ' \u0304', ' \u0304'],
    // Nothing else is mapped.
    ['ﬁ', 'ﬁ', 'ﬁ'],
    ['b\u00adc', 'b\u00adc', 'b\u00adc'],
    ['İ', 'i\u0307', 'i\u0307'],
    ['bu\u0308cher', 'bu\u0308cher', 'bücher'],
  ])('%s is %s before NFC and %s after', (label, mapped, text) => {
    expect(mapLabel(label)).toEqual({ mapped, text });
  });
});

/** Every code point; a mutation run, which repeats the test for every mutant, takes every 257th (the examples above take the rest). */
const STEP = process.env.EMAIL_RULES_MUTATION === '1' ? 257 : 1;

describe('mapLabel on every code point', () => {
  it("maps each as the oracle's plain reading of RFC 5895 does, so its shortcuts skip only what changes nothing", () => {
    // Beside a capital, a letter and a width form, so that each shortcut's test sees the code point in company.
    const wrong: string[] = [];
    for (let codePoint = 0x80; codePoint <= 0x10ffff; codePoint += STEP) {
      if ((codePoint >= 0xd800 && codePoint <= 0xdfff) || isLabelSeparator(codePoint)) continue;
      const character = String.fromCodePoint(codePoint);
      if (mapLabel(character).text !== oracleMapLabel(character)) wrong.push(codePoint.toString(16));
      const label = `Ä${character}ｂ`;
      if (mapLabel(label).text !== oracleMapLabel(label)) wrong.push(`Ä+${codePoint.toString(16)}+ｂ`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('sourceOf', () => {
  const source = (label: string, index: number) => sourceOf(label, mapLabel(label), index);

  it('follows the mapping code point by code point', () => {
    expect(source('abc', 0)).toEqual([0, 1]);
    expect(source('abc', 2)).toEqual([2, 3]);
    expect(source('A\u{1F600}b', 1)).toEqual([1, 3]);
    expect(source('A\u{1F600}b', 3)).toEqual([3, 4]);
    // İ becomes two code points, U+FFE3 two units: both belong to it, and what follows moves on.
    expect(source('İx', 0)).toEqual([0, 1]);
    expect(source('İx', 1)).toEqual([0, 1]);
    expect(source('İx', 2)).toEqual([1, 2]);
    expect(source('\uffe3x', 1)).toEqual([0, 1]);
    expect(source('\uffe3x', 2)).toEqual([1, 2]);
    expect(source('\uffffx', 0)).toEqual([0, 1]);
    expect(source('\uffffx', 1)).toEqual([1, 2]);
    expect(source('l·l·', 3)).toEqual([3, 4]);
  });

  it('answers for an index that is no code point of the text, where the loop once never ended', () => {
    expect(source('abc', 5)).toBeUndefined();
    expect(source('a\u00b7b', 9)).toBeUndefined();
  });

  it('where NFC changed the label, finds the k-th occurrence of the code point in the mapped form', () => {
    // NFC: `aü·l·` → the second · is the second in the mapped form.
    expect(source('au\u0308\u00b7l\u00b7', 2)).toEqual([3, 4]);
    expect(source('au\u0308\u00b7l\u00b7', 4)).toEqual([5, 6]);
    expect(source('au\u0308\u00b7l\u00b7', 3)).toEqual([4, 5]);
    // ü itself comes from u and the diaeresis: no occurrence, so the caller names the label.
    expect(source('au\u0308', 1)).toBeUndefined();
    // U+0387 GREEK ANO TELEIA is · in NFC: a · typed before it is the first, the one it made has none.
    expect(source('l\u00b7l\u0387', 1)).toEqual([1, 2]);
    expect(source('l\u00b7l\u0387', 3)).toBeUndefined();
    // Past the last occurrence in the mapped form, the search does not start over.
    expect(source('\u00b7\u0387\u0387', 0)).toEqual([0, 1]);
    expect(source('\u00b7\u0387\u0387', 2)).toBeUndefined();
  });

  it('gives every code point its own width: the mapping of each one keeps its place', () => {
    // A marker no code point maps to, after each code point but the separators (which never reach a label).
    const marker = '\u{10fffd}';
    const wrong: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += STEP) {
      if ((codePoint >= 0xd800 && codePoint <= 0xdfff) || isLabelSeparator(codePoint)) continue;
      const character = String.fromCodePoint(codePoint);
      const label = character + marker;
      const mapped = mapLabel(label);
      const found = sourceOf(label, mapped, mapped.text.length - 2);
      if (found?.[0] !== character.length || found[1] !== label.length) wrong.push(codePoint.toString(16));
    }
    expect(wrong).toEqual([]);
  });
});
