/**
 * `email-rules/standard`: `isValidEmail` for the standard profile alone (npm email-validator's pattern and
 * the three limits), for a front end that ships nothing else of the kit.
 */
import { matchesStandardWithin } from '../profiles/standard.ts';
import { booleanCheck } from './booleanCheck.ts';

/** Equals `isValidEmail(value, { profile: 'standard' })` of the package entry, for every string. */
export const isValidEmail: (value: string) => boolean = booleanCheck(matchesStandardWithin);
