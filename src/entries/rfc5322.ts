/**
 * `email-rules/rfc5322`: `isValidEmail` for the rfc5322 profile alone (RFC 5322 addr-spec with RFC 6532
 * UTF-8, and the three limits), for a front end that ships nothing else of the kit.
 */
import { isUtf8Text } from '../profiles/nonAsciiText.ts';
import { RFC5322_TABLE } from '../profiles/rfc5322.ts';
import { unicodeCheckWithin } from '../profiles/shapeChecks.ts';
import { booleanCheck } from './booleanCheck.ts';

/** Equals `isValidEmail(value, { profile: 'rfc5322' })` of the package entry, for every string. */
export const isValidEmail: (value: string) => boolean = booleanCheck(unicodeCheckWithin(RFC5322_TABLE, isUtf8Text));
