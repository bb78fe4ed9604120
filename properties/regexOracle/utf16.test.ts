import { describe, expect, it } from 'vitest';
import { characterAt, charactersOf, isHighSurrogate, isLowSurrogate, pairedCodePoint, widthOf } from './utf16.ts';

describe('reading a string as the regex does', () => {
  it('tells the surrogates apart', () => {
    expect([0xd7ff, 0xd800, 0xdbff, 0xdc00].map(isHighSurrogate)).toEqual([false, true, true, false]);
    expect([0xdbff, 0xdc00, 0xdfff, 0xe000].map(isLowSurrogate)).toEqual([false, true, true, false]);
  });

  it('pairs surrogates into the code point String.fromCodePoint would split them from', () => {
    for (const codePoint of [0x10000, 0x1f600, 0x10ffff]) {
      const text = String.fromCodePoint(codePoint);
      expect(pairedCodePoint(text.charCodeAt(0), text.charCodeAt(1))).toBe(codePoint);
    }
  });

  it('reads code points with the u flag, a lone surrogate on its own, and units without it', () => {
    const text = 'a😀\uD83D\uDE00b\uDE00\uD83D';
    expect(charactersOf(text, true)).toEqual(Array.from(text, (character) => character.codePointAt(0)));
    expect(charactersOf(text, false)).toEqual(
      Array.from({ length: text.length }, (_, index) => text.charCodeAt(index)),
    );
    expect(characterAt(text, 1, true)).toBe(0x1f600);
    expect(characterAt(text, 1, false)).toBe(0xd83d);
    expect(characterAt(text, text.length - 1, true)).toBe(0xd83d);
  });

  it('measures a character in UTF-16 units', () => {
    expect([0x41, 0xffff, 0x10000, 0x10ffff].map(widthOf)).toEqual([1, 1, 2, 2]);
  });
});
