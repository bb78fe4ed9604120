import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './wording.ts';

describe('counts in words', () => {
  it('separate thousands and use the singular for one', () => {
    expect([0, 1, 2, 200_000, 2_097_152].map((count) => countOf(count, 'line'))).toEqual([
      '0 lines',
      '1 line',
      '2 lines',
      '200,000 lines',
      '2,097,152 lines',
    ]);
    expect(countOf(1, 'match', 'matches')).toBe('1 match');
    expect(countOf(3, 'match', 'matches')).toBe('3 matches');
    expect(formatCount(2_000_000)).toBe('2,000,000');
  });
});
