import { describe, expect, it } from 'vitest';
import { growthPerTenfold, median } from './statistics.ts';

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the two middle values of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('does not reorder its argument and refuses an empty list', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('growthPerTenfold', () => {
  it('is 10 for linear, 1 for flat and 100 for quadratic time', () => {
    expect(growthPerTenfold({ size: 1_000, nsPerCall: 50 }, { size: 10_000, nsPerCall: 500 })).toBeCloseTo(10);
    expect(growthPerTenfold({ size: 1_000, nsPerCall: 50 }, { size: 1_000_000, nsPerCall: 50 })).toBeCloseTo(1);
    expect(growthPerTenfold({ size: 1_000, nsPerCall: 1 }, { size: 100_000, nsPerCall: 10_000 })).toBeCloseTo(100);
  });

  it('normalises a step that is not tenfold', () => {
    expect(growthPerTenfold({ size: 250, nsPerCall: 10 }, { size: 1_000, nsPerCall: 40 })).toBeCloseTo(10);
  });

  it('refuses sizes out of order', () => {
    expect(() => growthPerTenfold({ size: 10, nsPerCall: 1 }, { size: 10, nsPerCall: 1 })).toThrow(RangeError);
  });
});
