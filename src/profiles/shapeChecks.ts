import { asciiPartsFit, withinCodePointLimits, type Limits } from './limits.ts';
import { DEFERRED, NO_MATCH, atSignOfMatch, compileShapeTable, type ShapeAutomaton } from './shapeTable.ts';

/** A profile's two shape checks: the shape alone, and the boolean path (shape and limits at once). */
export interface ShapeChecks {
  readonly matches: (input: string) => boolean;
  readonly matchesWithin: (input: string, limits: Limits) => boolean;
}

/**
 * The checks of an ASCII-only shape: the table decides alone, and the limits count UTF-16 units, which
 * are characters on ASCII.
 */
export function asciiShapeChecks(automaton: ShapeAutomaton): ShapeChecks {
  const table = compileShapeTable(automaton, 'reject');
  return {
    matches: (input) => atSignOfMatch(table, input) !== NO_MATCH,
    matchesWithin: (input, limits) => {
      if (input.length > limits.total) return false;
      const at = atSignOfMatch(table, input);
      return at !== NO_MATCH && asciiPartsFit(input, at, limits);
    },
  };
}

/**
 * Whether all of `input`, read code point by code point (a lone surrogate alone), has the shape: the
 * general check, for input the table defers. Reading a pair as one code point is what RFC 6532's UTF-8
 * text needs, and the permissive shape, which judges UTF-16 units, treats a pair as two units of the same
 * kind, so it reads the same either way.
 */
export function matchesByCodePoints(automaton: ShapeAutomaton, input: string): boolean {
  let state = 0;
  for (let index = 0; index < input.length;) {
    const codePoint = input.codePointAt(index) ?? 0;
    const following = automaton.next(state, codePoint);
    if (following === undefined) return false;
    state = following;
    index += codePoint > 0xffff ? 2 : 1;
  }
  return state === automaton.accepting;
}

/**
 * The checks of a shape that admits non-ASCII text: the table decides input that is all ASCII, and input
 * holding non-ASCII is read code point by code point, its limits counted in code points. Every line that
 * picks the general way only picks the slower way to the same answer: see CONTRIBUTING.md, "The
 * table-first shortcuts".
 */
export function unicodeShapeChecks(automaton: ShapeAutomaton): ShapeChecks {
  const table = compileShapeTable(automaton, 'defer');
  const general = (input: string): boolean => matchesByCodePoints(automaton, input);
  const generalWithin = withinCodePointLimits(general);
  return {
    matches: (input) => {
      const at = atSignOfMatch(table, input);
      // Stryker disable next-line ConditionalExpression: equivalent when weakened, general decides every input; CONTRIBUTING.md, "The table-first shortcuts"
      return at === DEFERRED ? general(input) : at !== NO_MATCH;
    },
    matchesWithin: (input, limits) => {
      // Longer than the total in UTF-16 units may still fit in code points; the table walk must stay bounded.
      // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent when weakened; CONTRIBUTING.md, "The table-first shortcuts"
      if (input.length > limits.total) return generalWithin(input, limits);
      const at = atSignOfMatch(table, input);
      // Stryker disable next-line ConditionalExpression: equivalent when weakened; CONTRIBUTING.md, "The table-first shortcuts"
      if (at === DEFERRED) return generalWithin(input, limits);
      return at !== NO_MATCH && asciiPartsFit(input, at, limits);
    },
  };
}
