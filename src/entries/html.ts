/**
 * `email-rules/html`: `isValidEmail` for the html profile alone (the WHATWG pattern of <input type=email>
 * and the three limits), for a front end that ships nothing else of the kit.
 */
import { HTML_REGEX } from '../profiles/html.ts';
import { regexCheckWithin } from '../profiles/shapeChecks.ts';
import { booleanCheck } from './booleanCheck.ts';

/** Equals `isValidEmail(value, { profile: 'html' })` of the package entry, for every string. */
export const isValidEmail: (value: string) => boolean = booleanCheck(regexCheckWithin(HTML_REGEX));
