import type { Limits } from './limits.ts';
import { decodeShapeTable } from './shapeTable.ts';
import { STANDARD_ENCODED } from './shapeTablesGenerated.ts';
import { asciiCheckWithin, asciiMatches } from './shapeChecks.ts';

// Not marked pure: both checks of this module read the table, so a bundle that holds the module needs it.
export const STANDARD_TABLE = decodeShapeTable(STANDARD_ENCODED);

/**
 * The shape check of npm `email-validator` 2.0.4, reproduced exactly, quirks included:
 *
 *   /^[-!#$%&'*+\/0-9=?A-Z^_a-z{|}~](\.?[-!#$%&'*+\/0-9=?A-Z^_a-z`{|}~])*
 *    @[a-zA-Z0-9](-*\.?[a-zA-Z0-9])*\.[a-zA-Z](-?[a-zA-Z0-9])+$/
 *
 * as the automaton its diagnosis reads (standardDiagnosis.ts), compiled to a table (shapeTablesGenerated.ts): linear whatever the
 * input, and faster than the regex itself.
 */
export function matchesStandard(input: string): boolean {
  return asciiMatches(STANDARD_TABLE, input);
}

/** The boolean path: shape and the three limits at once (ASCII only, so UTF-16 units are characters). */
export const matchesStandardWithin: (input: string, limits: Limits) => boolean = asciiCheckWithin(STANDARD_TABLE);
