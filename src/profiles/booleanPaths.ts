/**
 * Each profile's boolean path (its shape and the three limits in one go), by id, without the profile's
 * texts, reasons or diagnosis: what `isValidEmail` needs, and all a bundler keeps when nothing else is used.
 */
import { matchesHtmlWithin } from './html.ts';
import type { BuiltInProfileId } from './ids.ts';
import { keptLookup } from './keptLookup.ts';
import { matchesPermissiveWithin } from './permissive.ts';
import { matchesRfc5322Within } from './rfc5322.ts';
import { matchesStandardWithin } from './standard.ts';
import type { BooleanPath } from './shapeChecks.ts';

/** The one place each profile's boolean path is named; the profiles read theirs from here. */
export const BOOLEAN_PATHS: Readonly<Record<BuiltInProfileId, BooleanPath>> = Object.freeze({
  standard: matchesStandardWithin,
  permissive: matchesPermissiveWithin,
  html: matchesHtmlWithin,
  rfc5322: matchesRfc5322Within,
});

/** The boolean path of a built-in profile id, or of a profile passed as a value; throws a RangeError naming the choices for anything else. */
export const booleanPathById: (id: unknown) => BooleanPath = keptLookup(
  BOOLEAN_PATHS,
  (profile) => profile.matchesWithin,
);
