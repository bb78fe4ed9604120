import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runsOr } from '../../properties/runs.ts';
import { LIMITS, type Limits } from '../bounds.ts';
import { internationalEntryWithin } from './booleanPath.ts';
import { encodePunycode } from './leanPunycode.ts';
import { aLabelBound, quickAccepts } from './quickPath.ts';

const quick = (input: string, limits: Partial<Limits> = {}): boolean => quickAccepts(input, { ...LIMITS, ...limits });

/** The lean check alone (no quick way): what the quick way must never contradict when it accepts. */
const lean = (input: string, limits: Partial<Limits> = {}): boolean =>
  internationalEntryWithin(input, { ...LIMITS, ...limits });

describe('quickAccepts', () => {
  it('vouches for the usual address of many scripts, upper-case ASCII included', () => {
    for (const address of [
      '用户@例子.广告',
      'jöran@bücher.de',
      'θσερ@εχαμπλε.ψομ',
      'Jöran.Ünal@BÜCHER.de'.replace('BÜCHER', 'bücher').replace('bücher', 'BüCHER'),
      'иван@пример.рф',
      'さくら@例え.テスト',
      '홍길동@예시.한국',
      'ahmed@example.com',
      'a--b@παράδειγμα.ελ',
    ])
      expect([address, quick(address), lean(address)]).toEqual([address, true, true]);
  });

  it('leaves to the lean check what needs context, mapping, NFC or the bidi rule, though it may be valid', () => {
    for (const address of [
      // Right to left in the domain: the bidi rule.
      'ahmed@مثال.مصر',
      // Capitals, Σ, fullwidth forms: the mapping.
      'a@BÜcher.de',
      'a@σΣ.gr',
      'a@ｅｘａｍｐｌｅ.com',
      // Combining marks: NFC may compose them; a mark first fails.
      'a@उदाहरण.भारत',
      'cafe\u0301@example.com',
      // Joiners (CONTEXTJ), CONTEXTO, reserved hyphens and A-labels, other dots.
      '\u0915\u094d\u200d@example.com',
      'a@l\u00b7l.cat',
      'a@xn--bcher-kva.de',
      'a@ab--cd.de',
      'a@例子。广告',
      // Beyond the BMP: two units a character.
      '𠮷野@例子.广告',
      // What NFC changes alone (U+212B ANGSTROM SIGN is Å in NFC); what is no letter at all.
      '\u212b@example.com',
      'a@☕.example',
    ])
      expect([address, quick(address)]).toEqual([address, false]);
    expect(lean('ahmed@مثال.مصر')).toBe(true);
    expect(lean('a@BÜcher.de')).toBe(true);
  });

  it('refuses what is not the shape, as the ASCII regex does', () => {
    for (const wrong of ['', 'jöran', 'jöran@', '@bücher.de', 'a@bücher', 'a..ö@b.de', 'ö.@b.de', 'a@-ü.de', 'a@ü-.de'])
      expect([wrong, quick(wrong)]).toEqual([wrong, false]);
  });

  it('measures the local part and the total in UTF-8 octets, at each bound', () => {
    const local = 'é'.repeat(32);
    expect(quick(`${local}@example.com`)).toBe(true);
    expect(quick(`${local}a@example.com`)).toBe(false);
    expect(quick('中中@a.de', { local: 6 })).toBe(true);
    expect(quick('中中@a.de', { local: 5 })).toBe(false);
    // 6 + 1 + 4 octets: the domain as typed is longer than in A-labels here.
    expect(quick('中中@a.de', { total: 11 })).toBe(true);
    expect(quick('中中@a.de', { total: 10 })).toBe(false);
  });

  it('measures the total with the domain in A-labels by their bound, and leaves the rest to the lean check', () => {
    // bücher.de is 10 octets as typed, 16 as xn--bcher-kva.de, at most 21 by the bound (18 for the label).
    expect(quick('a@bücher.de', { total: 23 })).toBe(true);
    expect(quick('a@bücher.de', { total: 22 })).toBe(false);
    expect(lean('a@bücher.de', { total: 18 })).toBe(true);
    expect(lean('a@bücher.de', { total: 17 })).toBe(false);
  });

  it('measures each label as its A-label, by the bound and, past it, by the Punycode itself', () => {
    // xn--bcher-kva: 13 octets; its bound, 4 + 5 + 1 + 8 = 18, is within a label of 18.
    expect(quick('a@bücher.de', { label: 18 })).toBe(true);
    // Past the bound, the Punycode: 13 passes, 12 does not.
    expect(quick('a@bücher.de', { label: 13 })).toBe(true);
    expect(quick('a@bücher.de', { label: 12 })).toBe(false);
    // 54 letters and a Hangul syllable: an A-label of exactly 63 octets, the bound 68.
    const label = `${'a'.repeat(53)}\ud7a3`;
    expect(4 + encodePunycode(label).length).toBe(63);
    expect(quick(`a@${label}.com`)).toBe(true);
    expect(quick(`a@a${label}.com`)).toBe(false);
    expect(lean(`a@a${label}.com`)).toBe(false);
  });

  it('never accepts what the lean check refuses, on text of the characters it takes and those it must not', () => {
    const piece = fc.constantFrom(
      'a',
      'Z',
      '0',
      '-',
      '.',
      '@',
      'ü',
      'é',
      '中',
      'α',
      'Σ',
      'ß',
      'İ',
      '\u0301',
      '\u200d',
      'ا',
      '\uff21',
      '\u212b',
      '\ud7a3',
      '\ufffd',
    );
    const text = fc.array(piece, { maxLength: 20 }).map((pieces) => pieces.join(''));
    const limits = fc.record({
      total: fc.integer({ min: 1, max: 40 }),
      local: fc.integer({ min: 1, max: 20 }),
      label: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(text, limits, (input, bounds) => {
        if (quickAccepts(input, bounds))
          expect([input, bounds, internationalEntryWithin(input, bounds)]).toEqual([input, bounds, true]);
      }),
      { numRuns: runsOr(3000), seed: 20261127 },
    );
  });
});

describe('aLabelBound', () => {
  it('is the label itself for ASCII, and xn--, the ASCII, its delimiter and 8 octets a code point otherwise', () => {
    expect(aLabelBound(5, 0)).toBe(5);
    expect(aLabelBound(0, 3)).toBe(28);
    expect(aLabelBound(5, 1)).toBe(18);
  });

  it('is never below the A-label of a BMP label, whatever its code points', () => {
    const label = fc.array(
      fc.oneof(
        fc.integer({ min: 0x61, max: 0x7a }),
        fc.integer({ min: 0x80, max: 0xd7ff }),
        fc.integer({ min: 0xe000, max: 0xffff }),
      ),
      { minLength: 1, maxLength: 60 },
    );
    fc.assert(
      fc.property(label, (codePoints) => {
        const text = String.fromCharCode(...codePoints);
        const basic = codePoints.filter((codePoint) => codePoint < 0x80).length;
        const exact = basic === codePoints.length ? basic : 4 + encodePunycode(text).length;
        expect(aLabelBound(basic, codePoints.length - basic)).toBeGreaterThanOrEqual(exact);
      }),
      { numRuns: runsOr(3000), seed: 20261127 },
    );
  });
});
