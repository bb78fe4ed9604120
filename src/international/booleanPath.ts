/**
 * The international profile's boolean path: its shape and the three bounds, in its units, at once. An
 * all-ASCII address (the usual one) is read by a regex and measured in characters, which are its octets;
 * anything else takes the full check.
 */
import { LIMITS, type Limits } from '../bounds.ts';
import { matchedPartsFit } from '../profiles/limits.ts';
import { checkInternational } from './check.ts';
import { internationalLengths } from './lengths.ts';

/**
 * A dot-atom of RFC 5322 atext, `@`, two or more LDH labels: the profile's shape for ASCII, but for the
 * reserved `??--` labels (and `xn--`, which must be decoded), which the caller sends to the full check.
 * Linear: every quantified run is followed by a character it cannot take but once.
 */
const ASCII_ADDRESS =
  /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)+$/;

/** The regex reads at most the product's total: its backtracking stack grows with what it reads. */
const REGEX_READS_AT_MOST = LIMITS.total;

/** Whether the three bounds fit, in the profile's units, for input whose shape passed. */
function boundsFit(input: string, limits: Limits): boolean {
  const { typed, parts } = internationalLengths(input, input.lastIndexOf('@'));
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: equivalent, the shape never passes without an at-sign
  if (parts === undefined) return false;
  return (
    Math.max(typed, parts.normalized, parts.ascii) <= limits.total &&
    Math.max(parts.localTyped, parts.localNormalized) <= limits.local &&
    parts.domain.labels.every((label) => label.ascii.length <= limits.label)
  );
}

/** Whether `input` has the international profile's shape and fits the limits in its units. */
export function matchesInternationalWithin(input: string, limits: Limits): boolean {
  // UTF-8 takes at least one octet per UTF-16 unit: longer in units is longer in octets.
  if (input.length > limits.total) return false;
  // The regex is a shortcut: without it the full check gives the same answers, slower (npm run bench measures it).
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: equivalent in value, see above
  if (input.length <= REGEX_READS_AT_MOST && ASCII_ADDRESS.test(input) && !input.includes('--'))
    return matchedPartsFit(input, limits);
  return checkInternational(input) === undefined && boundsFit(input, limits);
}
