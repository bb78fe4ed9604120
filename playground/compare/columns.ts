import { PROFILE_IDS, RULE_IDS, isValidEmail, validateEmail, type ProfileId, type RuleId } from '../../src/index.ts';
import { optionsFor } from '../model/profileOptions.ts';
import { LIBRARY_IDS, type LibraryId } from './libraryIds.ts';

/**
 * One compare column's answer for one line, as a byte (a column is a Uint8Array over the lines):
 * not judged yet, accepted, rejected, timed out, or (for the kit's profiles) rejected by a rule.
 */
export const PENDING = 0;
export const ACCEPTS = 1;
export const REJECTS = 2;
export const TIMED_OUT = 3;
/** The "yours" column when no regex has been given. */
export const NOT_SET = 4;
const RULE_CODE_BASE = 16;

/** The column of the person's own regular expression. */
export const YOURS = 'yours';
export type ColumnId = ProfileId | LibraryId | typeof YOURS;
/** The kit's profiles, then the libraries, then the person's own regex. */
export const COLUMN_IDS: readonly ColumnId[] = [...PROFILE_IDS, ...LIBRARY_IDS, YOURS];

export function isProfileColumn(id: ColumnId): id is ProfileId {
  return (PROFILE_IDS as readonly string[]).includes(id);
}

/** The code of a profile's answer: accepted, or rejected by the rule that fires. */
export function profileCode(line: string, profile: ProfileId): number {
  const options = optionsFor(profile);
  if (isValidEmail(line, options)) return ACCEPTS;
  const rule = validateEmail(line, options).failed[0];
  return rule === undefined ? REJECTS : RULE_CODE_BASE + RULE_IDS.indexOf(rule);
}

export function codeOf(accepted: boolean): number {
  return accepted ? ACCEPTS : REJECTS;
}

/** Whether a code is an answer (accepted or rejected), not pending or timed out. */
export function isAnswer(code: number): boolean {
  return code === ACCEPTS || code === REJECTS || code >= RULE_CODE_BASE;
}

/** The rule that fired, for a profile column's rejection. */
export function ruleOfCode(code: number): RuleId | undefined {
  return code >= RULE_CODE_BASE ? RULE_IDS[code - RULE_CODE_BASE] : undefined;
}
