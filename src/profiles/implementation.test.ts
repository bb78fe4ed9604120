import { describe, expect, it } from 'vitest';
import { international } from '../international/profile.ts';
import { isProfileImplementation } from './implementation.ts';

describe('isProfileImplementation', () => {
  it('takes a profile value, and nothing that lacks any of its parts', () => {
    expect(isProfileImplementation(international)).toBe(true);
    expect(isProfileImplementation({ ...international })).toBe(true);
    for (const missing of ['id', 'title', 'units', 'diagnose', 'matchesWithin']) {
      const without = Object.fromEntries(Object.entries(international).filter(([key]) => key !== missing));
      expect([missing, isProfileImplementation(without)]).toEqual([missing, false]);
    }
    expect(isProfileImplementation({ ...international, id: 'strict' })).toBe(false);
    expect(isProfileImplementation({ ...international, title: 7 })).toBe(false);
    expect(isProfileImplementation({ ...international, units: 'octets' })).toBe(false);
    expect(isProfileImplementation({ ...international, diagnose: 'no' })).toBe(false);
    expect(isProfileImplementation({ ...international, matchesWithin: {} })).toBe(false);
    expect(isProfileImplementation('international')).toBe(false);
    expect(isProfileImplementation(null)).toBe(false);
  });
});
