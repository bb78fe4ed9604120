import type { Limits } from './limits.ts';
import { asciiShapeChecks } from './shapeChecks.ts';
import { standardAutomaton } from './standardDiagnosis.ts';

/**
 * The shape check of npm `email-validator` 2.0.4, reproduced exactly, quirks included:
 *
 *   /^[-!#$%&'*+\/0-9=?A-Z^_a-z{|}~](\.?[-!#$%&'*+\/0-9=?A-Z^_a-z`{|}~])*
 *    @[a-zA-Z0-9](-*\.?[a-zA-Z0-9])*\.[a-zA-Z](-?[a-zA-Z0-9])+$/
 *
 * as the automaton its diagnosis reads (standardDiagnosis.ts), compiled to a table: linear whatever the
 * input, and faster than the regex itself.
 */
const standard = /* @__PURE__ */ asciiShapeChecks(standardAutomaton);

export const matchesStandard: (input: string) => boolean = standard.matches;

/** The boolean path: shape and the three limits at once (ASCII only, so UTF-16 units are characters). */
export const matchesStandardWithin: (input: string, limits: Limits) => boolean = standard.matchesWithin;
