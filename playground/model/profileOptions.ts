import { PROFILE_IDS, profileById, type ProfileId, type ValidateOptions } from '../../src/index.ts';

/**
 * The kit's options for a profile the page names by id. The profile goes to the kit as a value, which works
 * for every id (`international` has no id the package entry resolves); the page keeps ids, which go into
 * links, storage and workers.
 */
const OPTIONS: ReadonlyMap<ProfileId, ValidateOptions> = new Map(
  PROFILE_IDS.map((id) => [id, Object.freeze({ profile: profileById(id) })]),
);

export function optionsFor(profile: ProfileId): ValidateOptions {
  return OPTIONS.get(profile) ?? { profile: profileById(profile) };
}
