import { describe, expect, it } from 'vitest';
import { BOOLEAN_PATHS, booleanPathById } from './booleanPaths.ts';
import { BUILT_IN_PROFILE_IDS } from './ids.ts';
import { international } from '../international/profile.ts';
import { PROFILES, profileById } from './index.ts';

describe('the boolean paths by id', () => {
  it('are the profiles’ own, one for each id', () => {
    expect(Object.keys(BOOLEAN_PATHS)).toEqual(BUILT_IN_PROFILE_IDS);
    for (const id of BUILT_IN_PROFILE_IDS) {
      expect(booleanPathById(id)).toBe(profileById(id).matchesWithin);
      expect(BOOLEAN_PATHS[id]).toBe(profileById(id).matchesWithin);
    }
  });

  it('answer a profile passed as a value with its own boolean path, any entry of PROFILES included', () => {
    expect(booleanPathById(international)).toBe(international.matchesWithin);
    for (const profile of PROFILES) expect(booleanPathById(profile)).toBe(profile.matchesWithin);
    expect(booleanPathById('standard')).toBe(profileById('standard').matchesWithin);
  });

  it('tell how to import the international profile when it is named by its id', () => {
    expect(() => booleanPathById('international')).toThrow(
      new RangeError(
        "The international profile comes with its Unicode tables from its own entry: import { international } from 'email-rules/international' and pass { profile: international }",
      ),
    );
  });

  it('refuse anything but a profile id, naming the choices', () => {
    expect(() => booleanPathById('Standard')).toThrow(
      new RangeError('Unknown profile "Standard"; expected one of: standard, permissive, html, rfc5322'),
    );
  });
});
