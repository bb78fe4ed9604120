import { decodeShapeTable } from './shapeTable.ts';
import { PERMISSIVE_ENCODED } from './shapeTablesGenerated.ts';
import { isPermissiveText } from './nonAsciiText.ts';
import { booleanPath, unicodeMatches, type BooleanPath } from './shapeChecks.ts';

// Not marked pure: both checks of this module read the table, so a bundle that holds the module needs it.
export const PERMISSIVE_TABLE = decodeShapeTable(PERMISSIVE_ENCODED);

/**
 * The widespread `^[^\s@]+@[^\s@]+\.[^\s@]+$`, in linear time (the regex itself is quadratic on
 * inputs like `'a@' + '.'.repeat(n) + ' '`): one at-sign, not first; a dot inside the domain; no `\s`.
 * `\s` is JavaScript's: ASCII whitespace, NBSP, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F,
 * U+205F, U+3000 and U+FEFF. Like the regex without the `u` flag, it judges UTF-16 code units,
 * so lone surrogates are ordinary characters here. Checked by the automaton its diagnosis reads
 * (permissiveDiagnosis.ts): compiled to a table (shapeTablesGenerated.ts) for ASCII input.
 */
export function matchesPermissive(input: string): boolean {
  return unicodeMatches(PERMISSIVE_TABLE, isPermissiveText, input);
}

/** The boolean path of the package entry: shape and the three limits at once, counted in code points where the input is not ASCII. */
export const matchesPermissiveWithin: BooleanPath = /* @__PURE__ */ booleanPath(PERMISSIVE_TABLE, isPermissiveText);
