import { decodeShapeTable } from './shapeTable.ts';
import { STANDARD_ENCODED } from './shapeTablesGenerated.ts';
import { ASCII_ONLY, asciiMatches, booleanPath, type BooleanPath } from './shapeChecks.ts';

// Pure: the profile's own entry reads the regex alone, and its bundle leaves the table out.
export const STANDARD_TABLE = /* @__PURE__ */ decodeShapeTable(STANDARD_ENCODED);

/**
 * The shape check of npm `email-validator` 2.0.4, reproduced exactly, quirks included:
 *
 *   /^[-!#$%&'*+\/0-9=?A-Z^_a-z{|}~](\.?[-!#$%&'*+\/0-9=?A-Z^_a-z`{|}~])*
 *    @[a-zA-Z0-9](-*\.?[a-zA-Z0-9])*\.[a-zA-Z](-?[a-zA-Z0-9])+$/
 *
 * as the automaton its diagnosis reads (standardDiagnosis.ts), compiled to a table (shapeTablesGenerated.ts): linear whatever the
 * input, and no stack to overflow.
 */
export function matchesStandard(input: string): boolean {
  return asciiMatches(STANDARD_TABLE, input);
}

/**
 * The same shape, written for irregexp: every quantifier is followed by a character it cannot take, so a
 * failed step is undone in one move and the match is linear (no backtracking blow-up). The local part is
 * runs of atext joined by single dots; the domain is runs of letters and digits joined by hyphens, or by
 * hyphens and a dot, up to its last dot; then the last label. The profile's own entry
 * (email-rules/standard) runs it: it is smaller in a bundle than the table and the walks.
 */
export const STANDARD_REGEX =
  /^[-!#$%&'*+/0-9=?A-Z^_a-z{|}~][-!#$%&'*+/0-9=?A-Z^_`a-z{|}~]*(?:\.[-!#$%&'*+/0-9=?A-Z^_`a-z{|}~]+)*@[a-zA-Z0-9]+(?:-+[a-zA-Z0-9]+|-*\.[a-zA-Z0-9]+)*\.[a-zA-Z](?:-?[a-zA-Z0-9])+$/;

/** The boolean path of the package entry: shape and the three limits at once (ASCII only, so UTF-16 units are characters). */
export const matchesStandardWithin: BooleanPath = /* @__PURE__ */ booleanPath(STANDARD_TABLE, ASCII_ONLY);
