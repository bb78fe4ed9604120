import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runsOr } from '../properties/runs.ts';
import { joinsBack, nfcSource } from './nfcSource.ts';

describe('nfcSource', () => {
  it('finds the typed span whose NFC holds a unit of the NFC form', () => {
    expect(nfcSource('ab', 1)).toEqual([1, 2]);
    expect(nfcSource('au\u0308b', 1)).toEqual([1, 3]);
    expect(nfcSource('au\u0308b', 2)).toEqual([3, 4]);
    expect(nfcSource('\u{1f600}\u037e', 2)).toEqual([2, 3]);
    expect(nfcSource('\u{1f600}\u0301\u037e', 0)).toEqual([0, 3]);
    // Hangul: a syllable and a trailing consonant compose, as do Kirat Rai's vowel signs.
    expect(nfcSource('\uac00\u11a8x', 1)).toEqual([2, 3]);
    expect(nfcSource('\u1100\u1161x', 1)).toEqual([2, 3]);
    expect(nfcSource('\uac00\u11c2x', 1)).toEqual([2, 3]);
    expect(nfcSource('\u1100\u1175x', 1)).toEqual([2, 3]);
    expect(nfcSource('\u{16d63}\u{16d67}x', 2)).toEqual([4, 5]);
    expect(nfcSource('\u{16d63}\u{16d68}x', 2)).toEqual([4, 5]);
    expect(nfcSource('\u1100\u1161\u11a8x', 1)).toEqual([3, 4]);
    expect(nfcSource('\uffff\u037e', 1)).toEqual([1, 2]);
    expect(nfcSource('a\u{1d165}\u{1d165}\u037e', 5)).toEqual([5, 6]);
    expect(nfcSource('ab', 5)).toEqual([1, 2]);
  });

  it('cuts the text where NFC works piece by piece: the pieces in NFC make the whole in NFC', () => {
    const tricky = [
      ...'au\u0308\u0301\u0951\u094d\u0915\u037e\u1fef\u212be\u0345\u1100\u1161\u11a8\uac00',
      ...'\u{16d63}\u{16d67}\u{16d68}\u0b47\u0b3e\u0f73\u0344\u{1d15e}\u{1d165}\u0300\u05b0\u0591',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...tricky), { maxLength: 12 }), (characters) => {
        const text = characters.join('');
        const normalized = text.normalize('NFC');
        let rebuilt = '';
        for (let index = 0; index < normalized.length;) {
          const [start, end] = nfcSource(text, index);
          const piece = text.slice(start, end).normalize('NFC');
          rebuilt += piece;
          index += piece.length;
        }
        expect(rebuilt).toBe(normalized);
      }),
      { numRuns: runsOr(2000), seed: 20261121 },
    );
  });

  it('joinsBack holds for every code point NFC can join to what comes before it, on all of Unicode', () => {
    // NFC joins only a code point that is not first in some canonical decomposition (NFD): each must join back.
    const missed: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const [, ...joined] = String.fromCodePoint(codePoint).normalize('NFD');
      for (const character of joined) if (!joinsBack(character)) missed.push(character);
    }
    expect(missed).toEqual([]);
    expect([joinsBack('\u0301'), joinsBack('\u1161'), joinsBack('\u{16d67}'), joinsBack('a'), joinsBack('é')]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
