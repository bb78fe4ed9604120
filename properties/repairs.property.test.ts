/**
 * The repairs of slips of the hand: a valid address with white space at its ends or around the at-sign, a
 * look-alike separator, a comma for a domain dot, a doubled at-sign or dot. Wherever the slip fails the
 * profile's pattern, the kit's suggestion is the address before the slip: nothing more changed, nothing
 * guessed. (Every suggestion passing its profile is proven in constructs.property.test.ts.)
 */
import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { PROFILE_IDS, international, validateEmail, type ProfileId, type ValidateOptions } from '../src/index.ts';
import { slip } from './arbitraries/index.ts';

const options = (profile: ProfileId): ValidateOptions =>
  profile === 'international' ? { profile: international } : { profile };

describe.each(PROFILE_IDS)('under %s', (profile) => {
  test.prop([slip()])(
    'a slip that fails the pattern is repaired back to the address it was',
    ({ kind, address, input }) => {
      if (!validateEmail(address, options(profile)).valid) return;
      const pattern = validateEmail(input, options(profile)).results[2];
      // A profile that takes the slip as it is (html's `..`, permissive's comma) leaves nothing to repair.
      if (pattern?.status !== 'fail') return;
      expect({ kind, input, suggestion: pattern.suggestion }).toStrictEqual({ kind, input, suggestion: address });
    },
  );
});
