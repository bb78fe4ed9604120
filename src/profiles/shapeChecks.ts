import { asciiPartsFit, type Limits } from './limits.ts';
import { DEFERRED, NO_MATCH, atSignOfMatch, matchesWithinByCodePoints, type ShapeTable } from './shapeTable.ts';

/**
 * A profile's two checks, read from its table: the shape alone (`…Matches`), and the boolean path, shape
 * and limits at once (`…MatchesWithin`). Plain functions, which each profile wraps in a function of its
 * own (a bundle keeps only the ones it calls), but for the boolean path, the hot one, which each profile
 * binds to its table in a closure made when it loads (`asciiCheckWithin`, `unicodeCheckWithin`).
 */

/** An ASCII-only shape: the table decides alone. */
export function asciiMatches(table: ShapeTable, input: string): boolean {
  return atSignOfMatch(table, input) > NO_MATCH;
}

/** An ASCII-only shape with the limits, which count UTF-16 units: they are characters on ASCII. */
export function asciiMatchesWithin(table: ShapeTable, input: string, limits: Limits): boolean {
  if (input.length > limits.total) return false;
  const at = atSignOfMatch(table, input);
  return at > NO_MATCH && asciiPartsFit(input, at, limits);
}

/**
 * The boolean path of an ASCII-only shape, bound to its table. A closure: V8 reads the table from the
 * closure's own context as a constant, where a function reading a module's binding loads and checks it
 * on every call, about a seventh of the walk's time on typical addresses.
 */
export const asciiCheckWithin =
  (table: ShapeTable) =>
  (input: string, limits: Limits): boolean =>
    asciiMatchesWithin(table, input, limits);

/** The shape alone: limits no input reaches. */
const UNLIMITED: Limits = { total: Infinity, local: Infinity, label: Infinity };

/*
 * A shape that admits non-ASCII text (`text`, its automaton's own): the fast walk decides input that is
 * all ASCII, and input holding non-ASCII takes the general walk, by code points, its limits counted in
 * code points. Every line that picks the general walk only picks the slower way to the same answer: see
 * CONTRIBUTING.md, "The table-first shortcuts".
 */

type Text = (codePoint: number) => boolean;

export function unicodeMatches(table: ShapeTable, text: Text, input: string): boolean {
  const at = atSignOfMatch(table, input);
  // Stryker disable next-line ConditionalExpression: equivalent when weakened, the general walk decides every input; CONTRIBUTING.md, "The table-first shortcuts"
  return at === DEFERRED ? matchesWithinByCodePoints(table, text, input, UNLIMITED) : at > NO_MATCH;
}

export function unicodeMatchesWithin(table: ShapeTable, text: Text, input: string, limits: Limits): boolean {
  // Longer than the total in UTF-16 units may still fit in code points; the fast walk must stay bounded.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent when weakened; CONTRIBUTING.md, "The table-first shortcuts"
  const at = input.length > limits.total ? DEFERRED : atSignOfMatch(table, input);
  // Stryker disable next-line ConditionalExpression: equivalent when weakened; CONTRIBUTING.md, "The table-first shortcuts"
  if (at === DEFERRED) return matchesWithinByCodePoints(table, text, input, limits);
  return at > NO_MATCH && asciiPartsFit(input, at, limits);
}

/** The boolean path of a shape that admits non-ASCII text, bound to its table and text (see asciiCheckWithin). */
export const unicodeCheckWithin =
  (table: ShapeTable, text: Text) =>
  (input: string, limits: Limits): boolean =>
    unicodeMatchesWithin(table, text, input, limits);
