import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, isValidEmail, profileById } from '../../src/index.ts';
import { CORRUPTIONS, corruptionsFor } from './wrongShapes.ts';

describe('corruptions', () => {
  const address = 'jane.doe@mail.example.com';

  it.each(
    CORRUPTIONS.flatMap((corruption) =>
      [0, 1, 2, 7, 13].map((choice) => [corruption.kind, choice, corruption] as const),
    ),
  )('%s (choice %i) is rejected by every profile it names', (_kind, choice, corruption) => {
    const corrupted = corruption.apply(address, choice);
    expect(corrupted).not.toBe(address);
    for (const profile of corruption.rejectedBy)
      expect([profile, isValidEmail(corrupted, { profile: profileById(profile) })]).toEqual([profile, false]);
  });

  it('leaves out the kinds a profile accepts by design', () => {
    expect(corruptionsFor('permissive').map((corruption) => corruption.kind)).not.toContain('emptyLabel');
    expect(corruptionsFor('html').map((corruption) => corruption.kind)).not.toContain('missingTld');
    for (const profile of PROFILE_IDS)
      expect(corruptionsFor(profile).map((corruption) => corruption.kind)).toContain('whitespace');
  });
});
