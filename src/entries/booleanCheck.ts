import { LIMITS } from '../bounds.ts';
import type { BooleanPath } from '../profiles/shapeChecks.ts';
import { assertString } from '../values.ts';

/**
 * A profile's `isValidEmail`, on its own: the shape and the three limits checked at once, as the package
 * entry's `isValidEmail(value, { profile })` does, without the catalogue, the reasons or the messages.
 */
export function booleanCheck(matchesWithin: BooleanPath): (value: string) => boolean {
  return (value) => {
    assertString(value, 'isValidEmail');
    return matchesWithin(value, LIMITS);
  };
}
