/**
 * `email-rules/rfc5322`: `isValidEmail` for the rfc5322 profile alone (RFC 5322 addr-spec with RFC 6532
 * UTF-8, and the three limits), for a front end that ships nothing else of the kit.
 */
import { rfc5322EntryWithin } from '../profiles/rfc5322.ts';
import { booleanCheck } from './booleanCheck.ts';

/** Equals `isValidEmail(value, { profile: 'rfc5322' })` of the package entry, for every string. */
export const isValidEmail: (value: string) => boolean = booleanCheck(rfc5322EntryWithin);
