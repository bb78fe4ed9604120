/**
 * `email-rules/international`: internationalized addresses (EAI: RFC 6531/6532 UTF-8 local part, IDNA2008
 * domain). `isValidEmail` alone ships the check and its pinned Unicode 17.0.0 tables; `international` is
 * the profile to pass to the package entry's `validateEmail` (or `emailSchema`) for the full report.
 */
import { internationalEntryWithin } from '../international/booleanPath.ts';
import { booleanCheck } from './booleanCheck.ts';

export { international } from '../international/profile.ts';

/** Equals `isValidEmail(value, { profile: international })` of the package entry, for every string. */
export const isValidEmail: (value: string) => boolean = booleanCheck(internationalEntryWithin);
