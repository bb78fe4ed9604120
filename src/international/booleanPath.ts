/**
 * The international profile's boolean path: its shape and the three bounds, in its units, at once. An
 * all-ASCII address (the usual one) is read by a regex and measured in characters, which are its octets;
 * anything else takes the lean check (leanLocalPart.ts, leanDomain.ts): the full check's verdict without
 * its failures, reasons or positions.
 */
import { LIMITS, type Limits } from '../bounds.ts';
import { domainOctets } from './leanDomain.ts';
import { NON_ASCII } from './ascii.ts';
import { normalizedLocalPart } from './leanLocalPart.ts';
import { octets } from './leanOctets.ts';

/**
 * A dot-atom of RFC 5322 atext, `@`, two or more LDH labels (letters and digits, hyphens inside): the profile's
 * shape for ASCII, but for the reserved `??--` labels (and `xn--`, which must be decoded), which the caller sends
 * to the lean check. Linear: every quantified run is followed by a character it cannot take.
 */
const ASCII_ADDRESS =
  /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@[a-z\d]+(?:-+[a-z\d]+)*(?:\.[a-z\d]+(?:-+[a-z\d]+)*)+$/i;

/** The regex reads at most the product's total: its backtracking stack grows with what it reads. */
const REGEX_READS_AT_MOST = LIMITS.total;

/** Whether `input` has the international profile's shape and fits the limits in its units. */
export function matchesInternationalWithin(input: string, limits: Limits): boolean {
  // UTF-8 takes at least one octet per UTF-16 unit: longer in units is longer in octets.
  if (input.length > limits.total) return false;
  const at = input.indexOf('@');
  // The regex is a shortcut: without it the lean check gives the same answers, slower (npm run bench measures it).
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral,BlockStatement: equivalent in value, see above (a@ab--cd.com kills the variants that are not)
  if (input.length <= REGEX_READS_AT_MOST && !input.includes('--')) {
    const matched = ASCII_ADDRESS.test(input);
    // A domain no longer than a label has no label too long (the usual one); a longer one goes the lean way.
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent in value, see above (a 64-character label kills the variants that are not)
    if (matched && input.length - at <= limits.label) return at <= limits.local;
    // ASCII the regex refuses, the lean check refuses too (the mapping only lowercases ASCII): a fifth of
    // the bench's typical corpus, which would otherwise cost it twenty times the bare regex.
    // Stryker disable next-line ConditionalExpression,Regex: equivalent in value, see above (jöran@bücher.de kills the true variant; the class negated still holds the at-sign)
    if (!matched && !NON_ASCII.test(input)) return false;
  }
  if (at === -1) return false;
  const local = input.slice(0, at);
  const normalized = normalizedLocalPart(local);
  if (normalized === undefined) return false;
  const domain = domainOctets(input.slice(at + 1), limits.label);
  // Stryker disable next-line ConditionalExpression: equivalent, an undefined domain makes the sum below NaN, which fails its comparison
  if (domain === undefined) return false;
  const normalizedOctets = octets(normalized);
  // The total in the largest of its three forms (as typed, normalized, in A-labels); the local part as typed and in NFC.
  return (
    Math.max(octets(input), normalizedOctets + 1 + domain) <= limits.total &&
    Math.max(octets(local), normalizedOctets) <= limits.local
  );
}
