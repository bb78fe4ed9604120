import fc from 'fast-check';
import { LIMITS, type Bound } from '../../src/index.ts';
import { internationalLengths } from './internationalForms.ts';
import { internationalBoundaryCase, type InternationalBoundaryOptions } from './internationalBounds.ts';

/** A length as the `international` profile measures a bound: octets of the longest form, or of the longest A-label. */
export type InternationalMeasure = (address: string, bound: Bound) => number;

/** The generators' own measure (see internationalForms.ts); pass another, e.g. the kit's report or tr46. */
export const measureInternational: InternationalMeasure = (address, bound) => internationalLengths(address)[bound];

/**
 * For each of limit - 1, limit and limit + 1: in how many of `samples` differently seeded samples of `runs`
 * draws of `internationalBoundaryCase(options)` it appeared at least once, as `measure` measures it. The
 * generators promise at least 99 of 100. A sample stops drawing once all three have appeared: the count is
 * the same as if it drew all `runs`, for a fraction of the time.
 */
export function internationalHitRates(
  options: InternationalBoundaryOptions & {
    readonly samples?: number;
    readonly runs?: number;
    readonly measure?: InternationalMeasure;
  },
): Map<number, number> {
  const { samples = 100, runs = 100, measure = measureInternational } = options;
  const limit = LIMITS[options.bound];
  const targets = [limit - 1, limit, limit + 1];
  const hits = new Map(targets.map((target) => [target, 0]));
  const cases = internationalBoundaryCase(options);
  for (let seed = 1; seed <= samples; seed++) {
    const seen = new Set<number>();
    fc.check(
      fc.property(cases, (drawn) => {
        seen.add(measure(drawn.address, options.bound));
        return !targets.every((target) => seen.has(target));
      }),
      { seed, numRuns: runs, endOnFailure: true },
    );
    for (const target of targets) if (seen.has(target)) hits.set(target, (hits.get(target) ?? 0) + 1);
  }
  return hits;
}
