import { describe, expect, it } from 'vitest';
import { AT, DOT, HYPHEN, isHighSurrogate, isLowSurrogate } from './characters.ts';

describe('characters', () => {
  it('cover exactly U+D800–U+DBFF (high) and U+DC00–U+DFFF (low)', () => {
    expect([0xd7ff, 0xd800, 0xdbff, 0xdc00].map(isHighSurrogate)).toEqual([false, true, true, false]);
    expect([0xdbff, 0xdc00, 0xdfff, 0xe000].map(isLowSurrogate)).toEqual([false, true, true, false]);
  });

  it('name the units the scanners look for', () => {
    expect(String.fromCharCode(AT, DOT, HYPHEN)).toBe('@.-');
  });
});
