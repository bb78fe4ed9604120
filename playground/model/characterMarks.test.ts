import { describe, expect, it } from 'vitest';
import { markFor } from './characterMarks.ts';

describe('markFor', () => {
  it('leaves ordinary characters alone', () => {
    for (const character of ['a', '@', '.', 'é', '日', '😀']) expect(markFor(character)).toBeUndefined();
  });

  it.each([
    [' ', 'whitespace', 'space (U+0020)'],
    ['\t', 'whitespace', 'tab (U+0009)'],
    ['\u00a0', 'whitespace', 'no-break space (U+00A0)'],
    ['\u200b', 'invisible', 'zero-width space (U+200B)'],
    ['\ufeff', 'invisible', 'zero-width no-break space (byte order mark) (U+FEFF)'],
    ['\u0000', 'control', 'control character (U+0000)'],
    ['\u007f', 'control', 'delete control character (U+007F)'],
    ['\ud800', 'control', 'lone surrogate (U+D800), not a character'],
    ['＠', 'lookalike', 'fullwidth @ (U+FF20), not @'],
    ['а', 'lookalike', 'Cyrillic letter that looks Latin (U+0430)'],
  ])('marks %j as %s', (character, kind, description) => {
    expect(markFor(character)).toMatchObject({ kind, description });
  });

  it('shows controls as their control picture', () => {
    expect(markFor('\u0007')?.shown).toBe('␇');
  });
});
