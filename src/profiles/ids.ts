/**
 * The profiles' ids and the default, apart from the profiles themselves: the boolean path looks a
 * profile up by id without shipping its texts, reasons or diagnosis.
 */
import { describeReceived } from '../values.ts';

/** In the order the playground, the CLI and the docs list them. */
const IDS = ['standard', 'permissive', 'html', 'rfc5322'] as const;

export type ProfileId = (typeof IDS)[number];

export const PROFILE_IDS: readonly ProfileId[] = Object.freeze(IDS);

export const DEFAULT_PROFILE: ProfileId = 'standard';

export function isProfileId(value: unknown): value is ProfileId {
  // includes() compares with SameValueZero, so no value but one of the id strings is found.
  return (PROFILE_IDS as readonly unknown[]).includes(value);
}

/** Why a value is not a profile id, and what the choices are: one sentence for every front end. */
export function unknownProfileMessage(received: unknown): string {
  const named = typeof received === 'string' ? JSON.stringify(received) : describeReceived(received);
  return `Unknown profile ${named}; expected one of: ${PROFILE_IDS.join(', ')}`;
}
