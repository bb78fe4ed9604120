import { PROFILE_IDS, profileById, type ProfileId, type ValidateOptions } from '../../src/index.ts';

/** The international profile, always passed as `idna`: the page ships it anyway, and the other profiles' non-ASCII domain hint then offers an ASCII form IDNA2008 accepts. */
const IDNA = profileById('international');

/**
 * The kit's options for a profile the page names by id. The profile goes to the kit as a value, which works
 * for every id (`international` has no id the package entry resolves); the page keeps ids, which go into
 * links, storage and workers.
 */
const OPTIONS: ReadonlyMap<ProfileId, ValidateOptions> = new Map(
  PROFILE_IDS.map((id) => [id, Object.freeze({ profile: profileById(id), idna: IDNA })]),
);

export function optionsFor(profile: ProfileId): ValidateOptions {
  return OPTIONS.get(profile) ?? { profile: profileById(profile), idna: IDNA };
}
