import { describe, expect, it } from 'vitest';
import { shownInput } from './shownInput.ts';

describe('shownInput', () => {
  it('escapes control characters and quotes, so that what is shown is what is there', () => {
    expect(shownInput('aa\u0000"b')).toBe('"aa\\u0000\\"b"');
  });

  it('cuts a long input, saying how long it is', () => {
    const shown = shownInput('a'.repeat(5000));
    expect(shown).toBe(`"${'a'.repeat(99)}… (5,000 characters)`);
  });
});
