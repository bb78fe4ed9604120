import fc from 'fast-check';
import type { ProfileId } from '../src/index.ts';
import {
  BOUNDS,
  addressishString,
  boundaryAddress,
  hostileText,
  validAddress,
  wrongShape,
} from './arbitraries/index.ts';

/** Everything at once: boundary, valid, wrong-shape, mixed and hostile input, for one profile. */
export function anyInput(profile: ProfileId): fc.Arbitrary<string> {
  return fc.oneof(
    ...BOUNDS.map((bound) => boundaryAddress({ profile, bound })),
    ...BOUNDS.map((bound) => boundaryAddress({ profile: 'plain', bound })),
    validAddress({ shape: profile }),
    wrongShape({ profile }).map((wrong) => wrong.corrupted),
    addressishString(),
    hostileText({ maxRun: 600 }),
  );
}
