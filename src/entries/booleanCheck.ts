import { LIMITS, type Limits } from '../bounds.ts';
import { assertString } from '../values.ts';

/**
 * A profile's `isValidEmail`, on its own: the shape and the three limits checked at once, as the package
 * entry's `isValidEmail(value, { profile })` does, without the catalogue, the reasons or the messages.
 */
export function booleanCheck(matchesWithin: (input: string, limits: Limits) => boolean): (value: string) => boolean {
  return (value) => {
    assertString(value, 'isValidEmail');
    return matchesWithin(value, LIMITS);
  };
}
