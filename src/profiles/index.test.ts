import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_PROFILE_IDS,
  DEFAULT_PROFILE,
  PROFILES,
  PROFILE_IDS,
  isProfileId,
  profileById,
  unknownProfileMessage,
} from './index.ts';

describe('the profiles', () => {
  it('are the four of the design and international, standard by default; the package entry resolves the four by name', () => {
    expect(PROFILE_IDS).toEqual(['standard', 'permissive', 'html', 'rfc5322', 'international']);
    expect(BUILT_IN_PROFILE_IDS).toEqual(['standard', 'permissive', 'html', 'rfc5322']);
    expect(DEFAULT_PROFILE).toBe('standard');
    expect(Object.isFrozen(PROFILES)).toBe(true);
    expect(PROFILES.map((profile) => profile.id)).toEqual(PROFILE_IDS);
  });

  it('recognise their ids and nothing else', () => {
    for (const id of PROFILE_IDS) expect(isProfileId(id)).toBe(true);
    for (const value of ['Standard', '', 'strict', 42, null, undefined, ['standard']])
      expect(isProfileId(value)).toBe(false);
  });

  it('are found by id, and an unknown id is named with the choices', () => {
    expect(profileById('html').id).toBe('html');
    expect(() => profileById(7)).toThrow(
      new RangeError('Unknown profile number 7; expected one of: standard, permissive, html, rfc5322, international'),
    );
  });

  it('have the titles and summaries people read in the playground and messages', () => {
    expect(PROFILES.map((profile) => [profile.id, profile.title])).toEqual([
      ['standard', 'standard'],
      ['permissive', 'permissive'],
      ['html', 'HTML input'],
      ['rfc5322', 'RFC 5322'],
      ['international', 'international'],
    ]);
    for (const profile of PROFILES) {
      expect(profile.summary.length).toBeGreaterThan(20);
      expect(profile.quirks.length).toBeGreaterThan(0);
    }
  });

  it('name any other value as received, without ever failing to name it', () => {
    const choices = 'expected one of: standard, permissive, html, rfc5322, international';
    expect(() => profileById(Symbol('strict'))).toThrow(`Unknown profile symbol Symbol(strict); ${choices}`);
    expect(() => profileById({})).toThrow(`Unknown profile an object (Object); ${choices}`);
    expect(() => profileById(Object.create(null))).toThrow(`Unknown profile an object (Object); ${choices}`);
    expect(() => profileById(new String('html'))).toThrow(`Unknown profile an object (String); ${choices}`);
    expect(() => profileById(null)).toThrow(new RangeError(`Unknown profile null; ${choices}`));
    expect(() => profileById('strict')).toThrow(`Unknown profile "strict"; ${choices}`);
    expect(() => profileById('')).toThrow(`Unknown profile ""; ${choices}`);
    expect(unknownProfileMessage(['html'])).toBe(`Unknown profile an array; ${choices}`);
  });

  it('are frozen all the way down: no module can change a profile for the others', () => {
    const [standard] = PROFILES;
    expect(Object.isFrozen(PROFILES)).toBe(true);
    expect(() => {
      Object.assign(standard ?? {}, { matchesWithin: () => true });
    }).toThrow(TypeError);
    for (const profile of PROFILES) {
      expect(Object.isFrozen(profile)).toBe(true);
      expect(Object.isFrozen(profile.quirks)).toBe(true);
      expect(Object.isFrozen(profile.matches)).toBe(true);
    }
  });

  it("match as their own checks do: international's on its own tables, the others on their pattern", () => {
    const international = profileById('international');
    expect(['jöran@bücher.de', '用户@例子.广告', 'jane@example.com'].map(international.matches)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['a@☕.example', 'me.\u037E@example.com', 'plain'].map(international.matches)).toEqual([
      false,
      false,
      false,
    ]);
    expect(profileById('standard').matches('jöran@bücher.de')).toBe(false);
  });
});
