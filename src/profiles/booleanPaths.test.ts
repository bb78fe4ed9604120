import { describe, expect, it } from 'vitest';
import { BOOLEAN_PATHS, booleanPathById } from './booleanPaths.ts';
import { PROFILE_IDS } from './ids.ts';
import { PROFILES } from './index.ts';

describe('the boolean paths by id', () => {
  it('are the profiles’ own, one for each id', () => {
    expect(Object.keys(BOOLEAN_PATHS)).toEqual(PROFILE_IDS);
    for (const profile of PROFILES) {
      expect(booleanPathById(profile.id)).toBe(profile.matchesWithin);
      expect(BOOLEAN_PATHS[profile.id]).toBe(profile.matchesWithin);
    }
  });

  it('refuse anything but a profile id, naming the choices', () => {
    expect(() => booleanPathById('Standard')).toThrow(
      new RangeError('Unknown profile "Standard"; expected one of: standard, permissive, html, rfc5322'),
    );
  });
});
