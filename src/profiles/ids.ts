/**
 * The profiles' ids and the default, apart from the profiles themselves: the boolean path looks a
 * profile up by id without shipping its texts, reasons or diagnosis.
 */
import { describeReceived } from '../values.ts';

/** In the order the playground, the CLI and the docs list them. */
const IDS = ['standard', 'permissive', 'html', 'rfc5322', 'international'] as const;

export type ProfileId = (typeof IDS)[number];

export const PROFILE_IDS: readonly ProfileId[] = Object.freeze(IDS);

/**
 * The profiles the package entry's `validateEmail` and `isValidEmail` know by their id. `international`
 * carries Unicode tables of a few kilobytes: it is passed as the value its own entry exports
 * (`import { international } from 'email-rules/international'`), so that no other bundle ships them.
 */
const BUILT_IN_IDS = ['standard', 'permissive', 'html', 'rfc5322'] as const;

export type BuiltInProfileId = (typeof BUILT_IN_IDS)[number];

export const BUILT_IN_PROFILE_IDS: readonly BuiltInProfileId[] = /* @__PURE__ */ Object.freeze(BUILT_IN_IDS);

export const DEFAULT_PROFILE: BuiltInProfileId = 'standard';

export function isProfileId(value: unknown): value is ProfileId {
  // includes() compares with SameValueZero, so no value but one of the id strings is found.
  return (PROFILE_IDS as readonly unknown[]).includes(value);
}

/** The one profile that comes as an imported value, and how to import it. */
const IMPORTED_PROFILE: ProfileId = 'international';

/** Why a value is not a profile id, and what the choices are: one sentence for every front end. */
export function unknownProfileMessage(received: unknown, known: readonly ProfileId[] = PROFILE_IDS): string {
  if (received === IMPORTED_PROFILE && !known.includes(IMPORTED_PROFILE))
    return `The ${IMPORTED_PROFILE} profile comes with its Unicode tables from its own entry: import { ${IMPORTED_PROFILE} } from 'email-rules/${IMPORTED_PROFILE}' and pass { profile: ${IMPORTED_PROFILE} }`;
  const named = typeof received === 'string' ? JSON.stringify(received) : describeReceived(received);
  return `Unknown profile ${named}; expected one of: ${known.join(', ')}`;
}
