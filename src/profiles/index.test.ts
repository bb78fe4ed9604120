import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, PROFILES, PROFILE_IDS, isProfileId, profileById } from './index.ts';

describe('the profiles', () => {
  it('are the four of the design, standard by default', () => {
    expect(PROFILE_IDS).toEqual(['standard', 'permissive', 'html', 'rfc5322']);
    expect(DEFAULT_PROFILE).toBe('standard');
    expect(Object.isFrozen(PROFILES)).toBe(true);
  });

  it('recognise their ids and nothing else', () => {
    for (const id of PROFILE_IDS) expect(isProfileId(id)).toBe(true);
    for (const value of ['Standard', '', 'strict', 42, null, undefined, ['standard']]) expect(isProfileId(value)).toBe(false);
  });

  it('are found by id, and an unknown id is named with the choices', () => {
    expect(profileById('html').id).toBe('html');
    expect(() => profileById(7)).toThrow(new RangeError('Unknown profile 7; expected one of: standard, permissive, html, rfc5322'));
  });

  it('offer the one-pass boolean shortcut only where the shape is ASCII only', () => {
    expect(PROFILES.filter((profile) => profile.matchesWithin !== undefined).map((profile) => profile.id)).toEqual(['standard', 'html']);
  });
});
