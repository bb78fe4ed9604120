import { describe, expect, it } from 'vitest';
import { fittedGrowthPerTenfold, growthPerTenfold, median } from './statistics.ts';

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

describe('fittedGrowthPerTenfold', () => {
  const series = (timeAt: (size: number) => number) =>
    [1_000, 10_000, 100_000, 1_000_000].map((size) => ({ size, nsPerCall: timeAt(size) }));

  it('is 10 for linear, 1 for flat and 100 for quadratic time', () => {
    expect(fittedGrowthPerTenfold(series((size) => size * 3))).toBeCloseTo(10);
    expect(fittedGrowthPerTenfold(series(() => 60))).toBeCloseTo(1);
    expect(fittedGrowthPerTenfold(series((size) => size * size))).toBeCloseTo(100);
  });

  it('is bent less by one outlier than the step next to it', () => {
    const flatWithOutlier = series((size) => (size === 1_000_000 ? 180 : 60));
    expect(growthPerTenfold({ size: 100_000, nsPerCall: 60 }, { size: 1_000_000, nsPerCall: 180 })).toBeCloseTo(3);
    expect(fittedGrowthPerTenfold(flatWithOutlier)).toBeLessThan(1.5);
  });

  it('refuses fewer than two points', () => {
    expect(() => fittedGrowthPerTenfold([{ size: 1, nsPerCall: 1 }])).toThrow(RangeError);
  });
});
