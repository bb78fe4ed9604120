import { describe, expect, it } from 'vitest';
import { isValidEmail } from './isValidEmail.ts';
import { PROFILE_IDS } from './profiles/ids.ts';
import { profileById } from './profiles/index.ts';
import { validateEmail } from './validate.ts';

describe('isValidEmail', () => {
  it('applies the standard profile without options, with empty options and with an absent profile', () => {
    // `a@b-.c.com` passes standard's shape only; `a@b` html's only.
    for (const options of [undefined, {}, { profile: undefined } as never]) {
      expect(isValidEmail('a@b-.c.com', options)).toBe(true);
      expect(isValidEmail('a@b', options)).toBe(false);
    }
  });

  it('answers as the full report does for each profile, on each rule’s near misses', () => {
    const local = 'a'.repeat(64);
    const label = 'b'.repeat(63);
    const inputs = ['', `${local}@x.co`, `${local}a@x.co`, `a@${label}.co`, `a@${label}b.co`, 'a@b', 'a,b@c.de'];
    const atTheTotal = `${local}@${label}.${label}.${'c'.repeat(61)}`;
    expect(atTheTotal).toHaveLength(254);
    for (const input of [...inputs, atTheTotal, `${atTheTotal}c`])
      for (const profile of PROFILE_IDS)
        expect([profile, input, isValidEmail(input, { profile: profileById(profile) })]).toEqual([
          profile,
          input,
          validateEmail(input, { profile: profileById(profile) }).valid,
        ]);
  });

  it('throws for a profile that is none, null included, naming the choices', () => {
    for (const profile of [null, 'HTML', 0])
      expect(() => isValidEmail('a@b.co', { profile } as never)).toThrow(/^Unknown profile .*; expected one of: /);
  });
});
