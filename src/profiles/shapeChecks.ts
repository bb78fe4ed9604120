import { asciiPartsFit, matchedPartsFit, type Limits } from './limits.ts';
import { DEFERRED, NO_MATCH, atSignOfMatch, matchesWithinByCodePoints, type ShapeTable } from './shapeTable.ts';
import { compilePairTable, pairWalk } from './pairWalk.ts';

/**
 * A profile's two checks: the shape alone (`…Matches`, read from its table), and the boolean path, shape
 * and limits at once (`…MatchesWithin`). The shape checks are plain functions, which each profile wraps in
 * one of its own (a bundle keeps only the ones it calls). The boolean path, the hot one, is a closure bound
 * when the module loads: `booleanPath` in the package entry (one function for every profile), and in a
 * profile's own entry the smaller `regexCheckWithin` or `unicodeCheckWithin`, which leave out what that
 * profile does not read.
 */

/** Whether the input has a profile's shape and fits the limits (ASCII-only profiles count UTF-16 units). */
export type BooleanPath = (input: string, limits: Limits) => boolean;

/** An ASCII-only shape: the table decides alone. */
export function asciiMatches(table: ShapeTable, input: string): boolean {
  return atSignOfMatch(table, input) > NO_MATCH;
}

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

/**
 * The boolean path of a shape that admits non-ASCII text, bound to its table and text: what a profile's
 * own entry (email-rules/permissive, email-rules/rfc5322) ships. A closure, for the reason given at
 * booleanPath.
 */
export const unicodeCheckWithin =
  (table: ShapeTable, text: Text): BooleanPath =>
  (input, limits) =>
    unicodeMatchesWithin(table, text, input, limits);

/**
 * An ASCII-only shape read by `regex`, a regex of the same shape, with the limits. Only for limits whose
 * total is at most the product's (254): a regex's backtracking stack grows with its input, and ten million
 * characters overflow it, so the regex must only read what could be an address.
 */
export function regexMatchesWithin(regex: RegExp, input: string, limits: Limits): boolean {
  return input.length <= limits.total && regex.test(input) && matchedPartsFit(input, limits);
}

/** regexMatchesWithin bound to its regex: what a profile's own entry (email-rules/standard, email-rules/html) ships. */
export const regexCheckWithin =
  (regex: RegExp): BooleanPath =>
  (input, limits) =>
    regexMatchesWithin(regex, input, limits);

/** What an ASCII-only shape takes as text: nothing, so any non-ASCII fails it. */
export const ASCII_ONLY: Text = () => false;

/**
 * A profile's boolean path in the package entry, the shape and the three limits at once, bound to its
 * table and its text: tablePath, with the general walk for what the pair walk leaves.
 *
 * - Non-ASCII text, and longer input that can still fit in code points, take the general walk, which counts
 *   the parts as it reads and stops at a character that is not text or past the total; input over twice the
 *   total in units cannot be that many code points or fewer, and is not read.
 * - An ASCII-only shape fails whatever the pair walk leaves (non-ASCII, or longer than the total), unread:
 *   the general walk cost a fifth of its time on a failing address with an accent.
 */
export function booleanPath(table: ShapeTable, text: Text, settled: Settled = ALWAYS): BooleanPath {
  // What the pair walk leaves an ASCII-only shape is non-ASCII or longer than the total: it fails unread.
  // Stryker disable next-line ConditionalExpression: equivalent when never taken, the general walk refuses the same; the variant always taken fails every non-ASCII address of permissive and rfc5322
  if (text === ASCII_ONLY) return tablePath(table, REFUSED);
  return tablePath(table, (input, limits) => countingWalk(table, text, input, limits) && settled(input));
}

const REFUSED: BooleanPath = () => false;

/**
 * The boolean path of a shape table, bound to the table and to what judges the input the table cannot:
 * `beyond`, for input holding non-ASCII or longer than the total in units; `refused`, where the profile has
 * more to say of ASCII the table refuses (international's `--`), which otherwise fails.
 *
 * - Input within the total in units is read by the pair walk, two characters a step (pairWalk.ts). ASCII
 *   that has the shape is then measured by its at-sign and dots (matchedPartsFit: not at all up to 65
 *   units, where no part can pass a limit, as every shape puts a character on each side of the at-sign).
 * - One closure for every profile: `isValidEmail` calls all five through one call, which V8 inlines only
 *   while every callee is a closure of the same function (measured: with international's own function
 *   beside them, the other four took about 4% longer).
 * - A closure: V8 reads the tables from the closure's own context as constants, where a function reading a
 *   module's binding loads and checks it on every call, about a seventh of the walk's time.
 */
export function tablePath(table: ShapeTable, beyond: BooleanPath, refused?: BooleanPath): BooleanPath {
  const pairs = compilePairTable(table);
  return (input, limits) => {
    // Within the total in units, the pair walk reads the input; past it, only text can still fit in code points.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent when weakened, the general walk gives the same answer; CONTRIBUTING.md, "The pair walk of the boolean path"
    const matched = input.length <= limits.total ? pairWalk(pairs, input) : undefined;
    if (matched === undefined) return beyond(input, limits);
    // ASCII that has the shape: its parts measured by the at-sign and the dots (not at all when it is short).
    if (matched) return matchedPartsFit(input, limits);
    return refused !== undefined && refused(input, limits);
  };
}

/**
 * What a profile asks, past its table, of input that has its shape: rfc5322's look after NFC. Only input that
 * holds non-ASCII gets this far (ASCII within the total is the pair walk's; ASCII past it is too long).
 */
export type Settled = (input: string) => boolean;
const ALWAYS: Settled = () => true;

/** The general walk, for input the pair walk leaves: the parts counted as it reads; none read past what the total allows. */
function countingWalk(table: ShapeTable, text: Text, input: string, limits: Limits): boolean {
  // More than twice the total in units cannot be that many code points or fewer.
  // Stryker disable next-line ConditionalExpression: equivalent when weakened, the walk stops past the total by itself; this only spares reading it
  if (input.length > 2 * limits.total) return false;
  return matchesWithinByCodePoints(table, text, input, limits);
}
