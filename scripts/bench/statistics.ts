/** Small pure arithmetic the report needs: medians, ratios and growth per tenfold size. */

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

export interface SizedTime {
  readonly size: number;
  readonly nsPerCall: number;
}

/**
 * How much the time grows for a tenfold size between two measurements: (t2 / t1) ^ (1 / log10(n2 / n1)).
 * 10 means linear, 1 flat, 100 quadratic, whatever the two sizes are.
 */
export function growthPerTenfold(smaller: SizedTime, larger: SizedTime): number {
  if (larger.size <= smaller.size) throw new RangeError('growthPerTenfold needs a larger second size');
  return (larger.nsPerCall / smaller.nsPerCall) ** (1 / Math.log10(larger.size / smaller.size));
}

/**
 * Growth per tenfold size of the least-squares line through log(time) against log(size): one noisy
 * point bends it far less than it bends a single step.
 */
export function fittedGrowthPerTenfold(points: readonly SizedTime[]): number {
  if (points.length < 2) throw new RangeError('fittedGrowthPerTenfold needs two or more points');
  const xs = points.map((point) => Math.log10(point.size));
  const ys = points.map((point) => Math.log10(point.nsPerCall));
  const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / ys.length;
  let covariance = 0;
  let variance = 0;
  xs.forEach((x, index) => {
    covariance += (x - meanX) * ((ys[index] ?? Number.NaN) - meanY);
    variance += (x - meanX) ** 2;
  });
  return 10 ** (covariance / variance);
}
