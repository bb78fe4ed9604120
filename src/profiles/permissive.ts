import type { Limits } from './limits.ts';
import { PERMISSIVE_TABLE } from './shapeTablesGenerated.ts';
import { isPermissiveText } from './nonAsciiText.ts';
import { unicodeMatches, unicodeMatchesWithin } from './shapeChecks.ts';

/**
 * The widespread `^[^\s@]+@[^\s@]+\.[^\s@]+$`, in linear time (the regex itself is quadratic on
 * inputs like `'a@' + '.'.repeat(n) + ' '`): one at-sign, not first; a dot inside the domain; no `\s`.
 * `\s` is JavaScript's: ASCII whitespace, NBSP, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F,
 * U+205F, U+3000 and U+FEFF. Like the regex without the `u` flag, it judges UTF-16 code units,
 * so lone surrogates are ordinary characters here. Checked by the automaton its diagnosis reads
 * (permissiveDiagnosis.ts): compiled to a table (shapeTablesGenerated.ts) for ASCII input.
 */
export const matchesPermissive: (input: string) => boolean = /* @__PURE__ */ unicodeMatches(
  PERMISSIVE_TABLE,
  isPermissiveText,
);

/** The boolean path: shape and the three limits at once, counted in code points where the input is not ASCII. */
export const matchesPermissiveWithin: (input: string, limits: Limits) => boolean = /* @__PURE__ */ unicodeMatchesWithin(
  PERMISSIVE_TABLE,
  isPermissiveText,
);
