import { describe, expect, it } from 'vitest';
import { BOUNDS } from './addresses.ts';
import { boundaryHitRates, measuredLength } from './hitRates.ts';
import { SHAPE_IDS } from './shapes.ts';

describe('boundaryAddress hits every boundary value', () => {
  it.each(SHAPE_IDS.flatMap((profile) => BOUNDS.map((bound) => [profile, bound] as const)))(
    '%s, bound %s: limit - 1, limit and limit + 1 each in at least 99 of 100 seeded samples of 100',
    (profile, bound) => {
      const rates = boundaryHitRates({ profile, bound });
      expect(rates.size).toBe(3);
      for (const [length, samplesHit] of rates) expect([length, samplesHit >= 99]).toEqual([length, true]);
    },
  );
});

describe('measuredLength', () => {
  it('measures the whole, the local part or the longest label in code points', () => {
    expect(measuredLength('😀b@cc.ddd', 'total')).toBe(9);
    expect(measuredLength('😀b@cc.ddd', 'local')).toBe(2);
    expect(measuredLength('😀b@cc.ddd', 'label')).toBe(3);
    expect(measuredLength('no-at', 'label')).toBe(0);
  });
});
