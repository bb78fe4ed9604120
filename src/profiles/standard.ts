import type { Limits } from './limits.ts';
import { STANDARD_TABLE } from './shapeTablesGenerated.ts';
import { asciiMatches, asciiMatchesWithin } from './shapeChecks.ts';

/**
 * The shape check of npm `email-validator` 2.0.4, reproduced exactly, quirks included:
 *
 *   /^[-!#$%&'*+\/0-9=?A-Z^_a-z{|}~](\.?[-!#$%&'*+\/0-9=?A-Z^_a-z`{|}~])*
 *    @[a-zA-Z0-9](-*\.?[a-zA-Z0-9])*\.[a-zA-Z](-?[a-zA-Z0-9])+$/
 *
 * as the automaton its diagnosis reads (standardDiagnosis.ts), compiled to a table (shapeTablesGenerated.ts): linear whatever the
 * input, and faster than the regex itself.
 */
export const matchesStandard: (input: string) => boolean = /* @__PURE__ */ asciiMatches(STANDARD_TABLE);

/** The boolean path: shape and the three limits at once (ASCII only, so UTF-16 units are characters). */
export const matchesStandardWithin: (input: string, limits: Limits) => boolean =
  /* @__PURE__ */ asciiMatchesWithin(STANDARD_TABLE);
