import { describe, expect, it } from 'vitest';
import { BUILT_IN_PROFILE_IDS } from './ids.ts';
import { international } from '../international/profile.ts';
import { PROFILES, profileById } from './index.ts';
import { REPORT_PROFILES, reportProfileById } from './reportProfiles.ts';

describe('the report side of the profiles', () => {
  it('is the profiles’ own title and diagnosis, one for each id', () => {
    expect(Object.keys(REPORT_PROFILES)).toEqual(BUILT_IN_PROFILE_IDS);
    expect(reportProfileById(international)).toBe(international);
    for (const profile of PROFILES) {
      const { id, title, diagnose } = reportProfileById(profile.id === 'international' ? profile : profile.id);
      expect({ id, title, diagnose }).toEqual({ id: profile.id, title: profile.title, diagnose: profile.diagnose });
      expect(diagnose).toBe(profile.diagnose);
    }
  });

  it('is frozen, and refuses anything but a profile id, naming the choices', () => {
    expect(Object.isFrozen(REPORT_PROFILES)).toBe(true);
    for (const id of BUILT_IN_PROFILE_IDS) expect(Object.isFrozen(REPORT_PROFILES[id])).toBe(true);
    expect(profileById('international').units).toEqual({
      total: 'utf8Octets',
      local: 'utf8Octets',
      label: 'aLabelOctets',
    });
    expect(() => reportProfileById('rfc')).toThrow(
      new RangeError('Unknown profile "rfc"; expected one of: standard, permissive, html, rfc5322'),
    );
  });
});
