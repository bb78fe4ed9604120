import { LIMITS } from './bounds.ts';
import { booleanPathById } from './profiles/booleanPaths.ts';
import { namedProfile, type ValidateOptions } from './options.ts';
import { assertString } from './values.ts';

/** The limits, read once: an imported binding is loaded and checked on every read. */
const CATALOGUE_LIMITS = LIMITS;

/**
 * The boolean answer of `validateEmail(value, options).valid`, short-circuiting: each profile checks its
 * pattern and the three limits in one go, and never counts past a limit. A module of its own, so that a
 * front end importing only this ships the four boolean paths and none of the reports' texts.
 */
export function isValidEmail(value: string, options?: ValidateOptions): boolean {
  assertString(value, 'isValidEmail');
  return booleanPathById(namedProfile(options, 'isValidEmail'))(value, CATALOGUE_LIMITS);
}
