/**
 * Each profile's boolean path (its shape and the three limits in one go), by id, without the profile's
 * texts, reasons or diagnosis: what `isValidEmail` needs, and all a bundler keeps when nothing else is used.
 */
import { matchesHtmlWithin } from './html.ts';
import { PROFILE_IDS, type ProfileId } from './ids.ts';
import { keptLookup } from './keptLookup.ts';
import type { Limits } from './limits.ts';
import { matchesPermissiveWithin } from './permissive.ts';
import { matchesRfc5322Within } from './rfc5322.ts';
import { matchesStandardWithin } from './standard.ts';

/** Whether the input has the profile's shape and fits the limits (ASCII-only profiles count UTF-16 units). */
export type BooleanPath = (input: string, limits: Limits) => boolean;

/** The one place each profile's boolean path is named; the profiles read theirs from here. */
export const BOOLEAN_PATHS: Readonly<Record<ProfileId, BooleanPath>> = Object.freeze({
  standard: matchesStandardWithin,
  permissive: matchesPermissiveWithin,
  html: matchesHtmlWithin,
  rfc5322: matchesRfc5322Within,
});

/** The boolean path of a profile id; throws a RangeError naming the choices for anything else. */
export const booleanPathById: (id: unknown) => BooleanPath = keptLookup(
  new Map(PROFILE_IDS.map((id) => [id, BOOLEAN_PATHS[id]])),
);
