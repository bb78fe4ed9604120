import { describe, it } from 'vitest';
import fc from 'fast-check';
import { PROFILE_IDS, isValidEmail, profileById } from '../src/index.ts';
import { AGREES_WITH_PROFILE, INVARIANTS } from './invariants.ts';

// The reusable invariants (the ones the audit runs on other validators) hold for the kit itself:
// with every profile's own shapes, and with the plain shape every profile accepts.
describe.each(PROFILE_IDS)('isValidEmail, profile %s', (profile) => {
  const validator = (input: string) => isValidEmail(input, { profile: profileById(profile) });
  describe.each(['own shape', 'plain shape'])('%s', (shapes) => {
    const options = { profile, ...(shapes === 'own shape' && { shape: profile }) };
    it.each(INVARIANTS.map((invariant) => [invariant.id, invariant] as const))('%s', async (_id, invariant) => {
      await fc.assert(invariant.property(validator, options));
    });
  });
});

describe('agreement between profiles', () => {
  it.each(PROFILE_IDS)(
    'isValidEmail with profile %s agrees with the kit under that profile (the audit’s reference)',
    async (profile) => {
      await fc.assert(
        AGREES_WITH_PROFILE.property((input) => isValidEmail(input, { profile: profileById(profile) }), { profile }),
      );
    },
  );
});
