/**
 * The international profile's boolean path: its shape and the three bounds, in its units, at once. An
 * all-ASCII address (the usual one) is read by its shape table in the package entry, by a regex in the
 * profile's own entry, and measured in characters, which are its octets; the profile's path then tries the
 * quick way (quickPath.ts) for the usual non-ASCII address; anything else takes the lean check
 * (leanLocalPart.ts, leanDomain.ts): the full check's verdict without its failures, reasons or positions.
 */
import type { Limits } from '../bounds.ts';
import { tablePath, type BooleanPath } from '../profiles/shapeChecks.ts';
import { decodeShapeTable } from '../profiles/shapeTable.ts';
import { INTERNATIONAL_ASCII_ENCODED } from '../profiles/shapeTablesGenerated.ts';
import { domainOctets } from './leanDomain.ts';
import { ASCII_ADDRESS, NON_ASCII } from './ascii.ts';
import { normalizedLocalPart } from './leanLocalPart.ts';
import { octets } from './leanOctets.ts';
import { quickVerdict } from './quickPath.ts';

/**
 * Whether `input` has the international profile's shape and fits the limits in its units, as
 * `email-rules/international` judges it: ASCII by one regex, anything else by the lean check, without the quick
 * verdict, to stay within 5 kB (a non-ASCII address costs some 4 µs; npm run bench measures both paths).
 */
export function internationalEntryWithin(input: string, limits: Limits): boolean {
  const length = input.length;
  // UTF-8 takes at least one octet per UTF-16 unit: longer in units is longer in octets.
  if (length > limits.total) return false;
  // The regex is a shortcut: without it the lean check gives the same answers, slower (npm run bench measures
  // it). Every variant that skips a part of it is equivalent; the ones that take a wrong shortcut are killed by
  // a 64-character label, jöran@bücher.de and a@xn--bcher-kva.de. It reads at most limits.total units (above):
  // the catalogue's 254 for every caller but the tests.
  const matched = ASCII_ADDRESS.test(input);
  // Stryker disable next-line ConditionalExpression,BlockStatement: equivalent in value, see above
  if (matched) {
    const atSign = input.indexOf('@');
    // A domain no longer than a label has no label too long; a longer one goes the lean way.
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent in value, see above
    if (length - atSign <= limits.label) return atSign <= limits.local;
  }
  // ASCII the regex refuses, without a `--` that could make a reserved or an A-label, the lean check refuses
  // too (the mapping only lowercases ASCII): a fifth of the bench's typical corpus.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral,Regex: equivalent in value, see above
  if (!matched && !NON_ASCII.test(input) && !input.includes('--')) return false;
  return leanWithin(input, limits);
}

/** The lean check: the full check's verdict and the three bounds in the profile's units, without failures. */
function leanWithin(input: string, limits: Limits): boolean {
  const at = input.indexOf('@');
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

/** What the shape table leaves: non-ASCII, and input longer than the total in units, which is longer in octets. */
function beyondTable(input: string, limits: Limits): boolean {
  // Input longer than the total in units is longer in octets, and so is non-ASCII input exactly as long: the checks
  // after this refuse both. The test spares reading hostile input, which the bench holds flat.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent in value, see above; the variant that refuses what is shorter fails jöran@bücher.de
  return input.length <= limits.total && (quickVerdict(input, limits) ?? leanWithin(input, limits));
}

/**
 * ASCII the shape table refuses: it fails, unless it holds a `--`, which the table does not read (`xn--` must be
 * decoded, `??--` is reserved). Sending all of it on is only slower: the lean check refuses what the table does.
 */
function refusedByTable(input: string, limits: Limits): boolean {
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent in value, see above; the variant that never sends it on fails a@xn--bcher-kva.de
  return input.includes('--') && beyondTable(input, limits);
}

/**
 * The profile's boolean path in the package entry: ASCII read by the shape table's pair walk, as every profile's
 * is (tablePath), and the quick verdict (quickPath.ts) first for what the table leaves.
 */
export const matchesInternationalWithin: BooleanPath = /* @__PURE__ */ tablePath(
  /* @__PURE__ */ decodeShapeTable(INTERNATIONAL_ASCII_ENCODED),
  beyondTable,
  refusedByTable,
);
