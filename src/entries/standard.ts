/**
 * `email-rules/standard`: `isValidEmail` for the standard profile alone (npm email-validator's pattern and
 * the three limits), for a front end that ships nothing else of the kit.
 */
import { STANDARD_REGEX } from '../profiles/standard.ts';
import { regexCheckWithin } from '../profiles/shapeChecks.ts';
import { booleanCheck } from './booleanCheck.ts';

/** Equals `isValidEmail(value, { profile: 'standard' })` of the package entry, for every string. */
export const isValidEmail: (value: string) => boolean = booleanCheck(regexCheckWithin(STANDARD_REGEX));
