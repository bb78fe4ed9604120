import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHAPE_ORACLES } from '../oracles.ts';
import { INTERESTING_CHARACTERS, addressLike, profileInput } from './arbitraryInputs.ts';

describe('the profile test inputs', () => {
  it('hold the characters the brief names, lone surrogates and an astral one included', () => {
    for (const character of ['\uD83D', '\uDE00', '😀', '\u00A0', '\u3000', '\t', ' ', '`', '\\', '"', 'ö', 'ａ']) {
      expect(INTERESTING_CHARACTERS).toContain(character);
    }
  });

  it.each(Object.entries(SHAPE_ORACLES))('give %s matches and near misses alike', (_profile, pattern) => {
    const verdicts = fc.sample(addressLike, { numRuns: 2000, seed: 20261121 }).map((input) => pattern.test(input));
    expect(verdicts.filter(Boolean).length).toBeGreaterThan(60);
    expect(verdicts.filter((verdict) => !verdict).length).toBeGreaterThan(60);
  });

  it('mix address-like and arbitrary strings', () => {
    const inputs = fc.sample(profileInput, { numRuns: 500, seed: 20261121 });
    expect(inputs.some((input) => input.includes('@'))).toBe(true);
    expect(inputs.some((input) => /[\uD800-\uDFFF]/.test(input))).toBe(true);
  });
});
