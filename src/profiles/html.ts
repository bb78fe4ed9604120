import { decodeShapeTable } from './shapeTable.ts';
import { HTML_ENCODED } from './shapeTablesGenerated.ts';
import { ASCII_ONLY, asciiMatches, booleanPath, type BooleanPath } from './shapeChecks.ts';

// Pure: the profile's own entry reads the regex alone, and its bundle leaves the table out.
export const HTML_TABLE = /* @__PURE__ */ decodeShapeTable(HTML_ENCODED);

/**
 * The WHATWG HTML "valid e-mail address" (what `<input type=email>` checks), shape only:
 *
 *   /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?
 *    (?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
 *
 * with `{0,61}` read as `*`: label length belongs to the `labelTooLong` rule alone. Checked by the
 * automaton its diagnosis reads (htmlDiagnosis.ts), compiled to a table (shapeTablesGenerated.ts).
 */
export function matchesHtml(input: string): boolean {
  return asciiMatches(HTML_TABLE, input);
}

/**
 * The same shape, written for irregexp: a label is runs of letters and digits joined by hyphens, so no
 * quantifier can give back a character the next one would take, and the match is linear. The profile's
 * own entry (email-rules/html) runs it: it is smaller in a bundle than the table and the walks.
 */
export const HTML_REGEX =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9]+(?:-+[a-zA-Z0-9]+)*(?:\.[a-zA-Z0-9]+(?:-+[a-zA-Z0-9]+)*)*$/;

/** The boolean path of the package entry: shape and the three limits at once (ASCII only, so UTF-16 units are characters). */
export const matchesHtmlWithin: BooleanPath = /* @__PURE__ */ booleanPath(HTML_TABLE, ASCII_ONLY);
