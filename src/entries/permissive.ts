/**
 * `email-rules/permissive`: `isValidEmail` for the permissive profile alone (`/^[^\s@]+@[^\s@]+\.[^\s@]+$/`
 * read in linear time, and the three limits), for a front end that ships nothing else of the kit.
 */
import { isPermissiveText } from '../profiles/nonAsciiText.ts';
import { PERMISSIVE_TABLE } from '../profiles/permissive.ts';
import { unicodeCheckWithin } from '../profiles/shapeChecks.ts';
import { booleanCheck } from './booleanCheck.ts';

/** Equals `isValidEmail(value, { profile: 'permissive' })` of the package entry, for every string. */
export const isValidEmail: (value: string) => boolean = booleanCheck(
  unicodeCheckWithin(PERMISSIVE_TABLE, isPermissiveText),
);
