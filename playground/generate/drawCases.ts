import fc from 'fast-check';
import type { ProfileId } from '../../src/index.ts';
import { boundaryAddress, internationalBoundaryAddress } from '../../properties/arbitraries/index.ts';
import type { Bound } from '../../src/index.ts';

export interface DrawnCases {
  readonly addresses: readonly string[];
  /** Drawn addresses left out because they hold a line break, which would split them across rows. */
  readonly skipped: number;
}

/**
 * Draws `count` addresses at and around `bound` from the property generators. The same seed gives
 * the same cases. This module pulls in fast-check, so the app loads it only on demand.
 *
 * Under `international` the bound is in its own units, so the cases come from the generator its property
 * suites use: letters of many scripts, the local part in UTF-8 octets, a label as its A-label. The ASCII
 * shape's generator would only ever reach the octet bounds with one octet a character.
 */
export function drawCases({
  profile,
  bound,
  seed,
  count,
}: {
  profile: ProfileId;
  bound: Bound;
  seed: number;
  count: number;
}): DrawnCases {
  const arbitrary =
    profile === 'international' ? internationalBoundaryAddress({ bound }) : boundaryAddress({ profile, bound });
  const drawn = fc.sample(arbitrary, { seed, numRuns: count });
  const addresses = drawn.filter((address) => !/[\r\n]/.test(address));
  return { addresses, skipped: drawn.length - addresses.length };
}
