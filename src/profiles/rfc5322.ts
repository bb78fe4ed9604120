import { decodeShapeTable, DEFERRED, NO_MATCH, atSignOfMatch, matchesWithinByCodePoints } from './shapeTable.ts';
import { booleanPath, type BooleanPath } from './shapeChecks.ts';
import { RFC5322_ENCODED } from './shapeTablesGenerated.ts';
import { isRfc5322Text } from './rfc5322Text.ts';
import { asciiPartsFit, type Limits } from './limits.ts';

// Not marked pure: both checks of this module read the table, so a bundle that holds the module needs it.
export const RFC5322_TABLE = decodeShapeTable(RFC5322_ENCODED);

/** A combining mark first in the local part (or first inside its quotes): it has nothing to combine with. */
export const LEADING_MARK = /^"?\p{M}/u;

/** The shape alone: limits no input reaches. */
const UNLIMITED: Limits = { total: Infinity, local: Infinity, label: Infinity };

/**
 * What the table cannot see, asked of non-ASCII input that has the shape: no mark first, and the shape
 * still holds after NFC (RFC 6532 §3.1), so that `me.\u037E` (NFC: `me.;`) fails. The domain is ASCII by
 * then, which NFC leaves alone; the lengths stay those of the input as typed. A mark first stays first
 * under NFC (no character composed from a mark is anything but a mark, checked over every code point in
 * rfc5322.test.ts), so the normalized form alone tells. Input NFC leaves as it is has the shape already:
 * only what NFC changes is read again (the usual address is typed in NFC, and the walk was two fifths of the
 * check).
 */
function settled(input: string): boolean {
  const normalized = input.normalize('NFC');
  if (LEADING_MARK.test(normalized)) return false;
  // Stryker disable next-line ConditionalExpression: equivalent when never taken, the walk then reads the same input again
  return normalized === input || matchesWithinByCodePoints(RFC5322_TABLE, isRfc5322Text, normalized, UNLIMITED);
}

/**
 * The boolean path, shape and the three limits at once, in one walk, counted in code points where the input
 * is not ASCII: `booleanPath` (shapeChecks.ts), the pair walk deciding short ASCII input alone (no ASCII
 * character is a mark, and NFC leaves ASCII as it is), with the look after NFC asked of the rest, so that
 * ASCII input never pays for it. A closure of booleanPath, as every profile's: see booleanPath.
 */
export const matchesRfc5322Within: BooleanPath = /* @__PURE__ */ booleanPath(RFC5322_TABLE, isRfc5322Text, settled);

/**
 * The same boolean path, smaller in a bundle: what the profile's own entry (email-rules/rfc5322) ships. The
 * table decides ASCII input alone, by the walk of one character a step and the at-sign found from the end;
 * input holding non-ASCII takes the general walk, then the look after NFC. As `unicodeMatchesWithin`
 * (shapeChecks.ts) with that look added.
 */
export function rfc5322EntryWithin(input: string, limits: Limits): boolean {
  // Longer than the total in UTF-16 units may still fit in code points; the fast walk must stay bounded.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent when weakened; CONTRIBUTING.md, "The table-first shortcuts"
  const at = input.length > limits.total ? DEFERRED : atSignOfMatch(RFC5322_TABLE, input);
  // Stryker disable next-line ConditionalExpression: equivalent when weakened, the general walk and the checks after it decide ASCII alike; CONTRIBUTING.md, "The table-first shortcuts"
  if (at !== DEFERRED) return at > NO_MATCH && asciiPartsFit(input, at, limits);
  return matchesWithinByCodePoints(RFC5322_TABLE, isRfc5322Text, input, limits) && settled(input);
}

/**
 * RFC 5322 `addr-spec` without comments, folding white space or domain literals, with the
 * UTF-8 extension of RFC 6531/6532 (a non-ASCII character may stand where `atext` or `qtext`
 * may, so internationalised local parts pass; white space such as U+3000, C1 controls and the unsafe
 * characters of rfc5322Text.ts stay out, so white space is a wrong shape under every profile):
 * - local part: a dot-atom (`atext+` separated by single dots) or a quoted string
 *   (`"…"` holding printable ASCII, space, non-ASCII, or `\` followed by any of those: a quoted pair),
 *   not starting (inside its quotes) with a combining mark, and of that shape again after NFC;
 * - domain: at least two LDH labels (letters, digits, hyphen; no leading or trailing hyphen).
 * The local part ends at the last at-sign, so a quoted local part may itself hold `@`.
 * Checked by the automaton its diagnosis reads (rfc5322Diagnosis.ts): compiled to a table (shapeTablesGenerated.ts) for ASCII input.
 */
export function matchesRfc5322(input: string): boolean {
  return rfc5322EntryWithin(input, UNLIMITED);
}
