import { describe, expect, it } from 'vitest';
import { contains } from './charSet.ts';
import { JS_WHITESPACE } from './jsWhitespace.ts';

describe('JS_WHITESPACE', () => {
  it('is /\\s/ over every UTF-16 unit', () => {
    const mismatches: number[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      if (contains(JS_WHITESPACE, unit) !== /\s/.test(String.fromCharCode(unit))) mismatches.push(unit);
    }
    expect(mismatches).toEqual([]);
  });

  it('is /\\s/u over every code point', () => {
    const mismatches: number[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      if (contains(JS_WHITESPACE, codePoint) !== /^\s$/u.test(String.fromCodePoint(codePoint)))
        mismatches.push(codePoint);
    }
    expect(mismatches).toEqual([]);
  });
});
