import type { Limits } from './limits.ts';
import { HTML_TABLE } from './shapeTablesGenerated.ts';
import { asciiMatches, asciiMatchesWithin } from './shapeChecks.ts';

/**
 * The WHATWG HTML "valid e-mail address" (what `<input type=email>` checks), shape only:
 *
 *   /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?
 *    (?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
 *
 * with `{0,61}` read as `*`: label length belongs to the `labelTooLong` rule alone. Checked by the
 * automaton its diagnosis reads (htmlDiagnosis.ts), compiled to a table (shapeTablesGenerated.ts).
 */
export const matchesHtml: (input: string) => boolean = /* @__PURE__ */ asciiMatches(HTML_TABLE);

/** The boolean path: shape and the three limits at once (ASCII only, so UTF-16 units are characters). */
export const matchesHtmlWithin: (input: string, limits: Limits) => boolean =
  /* @__PURE__ */ asciiMatchesWithin(HTML_TABLE);
