import type { Limits } from './limits.ts';
import { decodeShapeTable } from './shapeTable.ts';
import { HTML_ENCODED } from './shapeTablesGenerated.ts';
import { asciiCheckWithin, asciiMatches } from './shapeChecks.ts';

// Not marked pure: both checks of this module read the table, so a bundle that holds the module needs it.
export const HTML_TABLE = decodeShapeTable(HTML_ENCODED);

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

/** The boolean path: shape and the three limits at once (ASCII only, so UTF-16 units are characters). */
export const matchesHtmlWithin: (input: string, limits: Limits) => boolean = asciiCheckWithin(HTML_TABLE);
