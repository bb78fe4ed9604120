import fc from 'fast-check';
import { LIMITS, validateEmail, type Bound } from '../../src/index.ts';
import { boundaryCase } from './addresses.ts';
import type { ShapeId } from './shapes.ts';

/** The measured length a bound is about: the whole address, the local part, or the longest label. */
export function measuredLength(address: string, bound: Bound): number {
  return validateEmail(address).measured[bound] ?? 0;
}

/**
 * For each of limit - 1, limit and limit + 1: in how many of `samples` differently seeded samples of
 * `runs` draws it appeared at least once. The generators promise at least 99 of 100.
 */
export function boundaryHitRates({
  profile,
  bound,
  samples = 100,
  runs = 100,
}: {
  profile: ShapeId;
  bound: Bound;
  samples?: number;
  runs?: number;
}): Map<number, number> {
  const limit = LIMITS[bound];
  const targets = [limit - 1, limit, limit + 1];
  const hits = new Map(targets.map((target) => [target, 0]));
  for (let seed = 1; seed <= samples; seed++) {
    const seen = new Set(
      fc
        .sample(boundaryCase({ profile, bound }), { seed, numRuns: runs })
        .map((drawn) => measuredLength(drawn.address, bound)),
    );
    for (const target of targets) if (seen.has(target)) hits.set(target, (hits.get(target) ?? 0) + 1);
  }
  return hits;
}
