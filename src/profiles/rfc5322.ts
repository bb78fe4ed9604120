import { decodeShapeTable } from './shapeTable.ts';
import { RFC5322_ENCODED } from './shapeTablesGenerated.ts';
import { isUtf8Text } from './nonAsciiText.ts';
import { booleanPath, unicodeMatches, type BooleanPath } from './shapeChecks.ts';

// Not marked pure: both checks of this module read the table, so a bundle that holds the module needs it.
export const RFC5322_TABLE = decodeShapeTable(RFC5322_ENCODED);

/**
 * RFC 5322 `addr-spec` without comments, folding white space or domain literals, with the
 * UTF-8 extension of RFC 6531/6532 (a non-ASCII character may stand where `atext` or `qtext`
 * may, so internationalised local parts pass; white space such as U+3000 and C1 controls
 * stay out, so white space is a wrong shape under every profile):
 * - local part: a dot-atom (`atext+` separated by single dots) or a quoted string
 *   (`"…"` holding printable ASCII, space, non-ASCII, or `\` followed by printable ASCII or space);
 * - domain: at least two LDH labels (letters, digits, hyphen; no leading or trailing hyphen).
 * The local part ends at the last at-sign, so a quoted local part may itself hold `@`.
 * Checked by the automaton its diagnosis reads (rfc5322Diagnosis.ts): compiled to a table (shapeTablesGenerated.ts) for ASCII input.
 */
export function matchesRfc5322(input: string): boolean {
  return unicodeMatches(RFC5322_TABLE, isUtf8Text, input);
}

/** The boolean path of the package entry: shape and the three limits at once, counted in code points where the input is not ASCII. */
export const matchesRfc5322Within: BooleanPath = /* @__PURE__ */ booleanPath(RFC5322_TABLE, isUtf8Text);
