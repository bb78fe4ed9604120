import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { PROFILE_IDS, isValidEmail, type ProfileId, profileById } from '../src/index.ts';
import * as html from '../src/entries/html.ts';
import * as international from '../src/entries/international.ts';
import * as permissive from '../src/entries/permissive.ts';
import * as rfc5322 from '../src/entries/rfc5322.ts';
import * as standard from '../src/entries/standard.ts';
import { nearMiss } from './arbitraries/index.ts';
import { anyInput } from './inputs.ts';
import { runsOr } from './runs.ts';

const ENTRIES: Readonly<Record<ProfileId, (value: string) => boolean>> = {
  standard: standard.isValidEmail,
  permissive: permissive.isValidEmail,
  html: html.isValidEmail,
  rfc5322: rfc5322.isValidEmail,
  international: international.isValidEmail,
};

// Each per-profile entry (email-rules/standard and its siblings) is the package entry's isValidEmail with
// that profile, for every string: at the bounds, near misses, wrong shapes, hostile text, any string.
describe.each(PROFILE_IDS)('email-rules/%s', (profile) => {
  const entry = ENTRIES[profile];
  const inputs = fc.oneof(
    anyInput(profile),
    nearMiss({ shape: profile }).map((miss) => miss.input),
    fc.string({ unit: 'binary', maxLength: 300 }),
  );
  test.prop([inputs], { numRuns: runsOr(500) })('isValidEmail equals the package entry with the profile', (input) => {
    expect(entry(input)).toBe(isValidEmail(input, { profile: profileById(profile) }));
  });
});
