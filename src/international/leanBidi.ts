/**
 * RFC 5893 §2, the bidi rule, for the boolean path: the same conditions as hasRightToLeft and bidiFailure
 * (idna.ts), read as regexes over a label's bidi groups, each group written as the digit of its index in
 * BIDI_GROUPS: 0 L, 1 R (R or AL), 2 AN, 3 EN, 4 N, 5 NSM, 6 other.
 */
import { codePointsOf } from './leanLocalPart.ts';
import { bidiIndex } from './unicodeData.ts';

/** The label's bidi groups, one digit per code point. */
const groupsOf = (label: string): string => codePointsOf(label).map(bidiIndex).join('');

/** R or AN: a label holding one makes the domain a bidi domain name. */
const RIGHT_TO_LEFT = /[12]/;

/**
 * The six conditions: L first, then L, EN, N or NSM, the last but NSM L or EN (1, 5, 6); or R first, then R, AN,
 * EN, N or NSM, the last but NSM R, AN or EN (1, 2, 3); and not both EN and AN (4).
 */
export const BIDI_LABEL = /^(?!(?=.*2).*3)(0([0345]*[03])?|1([1-5]*[123])?)5*$/;

/** RFC 5893 §2: in a domain with a right-to-left label (R or AN), every label keeps the six conditions. */
export function bidiRuleHolds(labels: readonly string[]): boolean {
  const groups = labels.map(groupsOf);
  return !groups.some((label) => RIGHT_TO_LEFT.test(label)) || groups.every((label) => BIDI_LABEL.test(label));
}
