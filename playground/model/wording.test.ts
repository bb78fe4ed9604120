import { describe, expect, it } from 'vitest';
import { cellCount, countOf, formatCount } from './wording.ts';

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

  it('write a count for a grid cell short past 99,999, so a figure is never cut', () => {
    expect([254, 99_999, 100_000, 150_000, 2_097_152, 1_000_000_000].map(cellCount)).toEqual([
      '254',
      '99,999',
      '100K',
      '150K',
      '2.1M',
      '1B',
    ]);
  });
});
