/**
 * A repair judged without building it: the profile's table walked over the input itself, read the way the
 * repair rewrites it (repairs.ts and constructs/recognize.ts build the same text). A repair joined from slices
 * is a rope that V8 must copy flat before a walk can read it, and a slice is read through its parent: building
 * a repair and then diagnosing it cost about a quarter of a failing report (measured 2026-12-02), where
 * reading the input in place costs one walk, and the repair is built only once it passes.
 *
 * For ASCII input only, where a unit reads its own column and each table profile's verdict is its table's.
 */
import { AT, DOT } from './characters.ts';
import { COLUMNS, type ShapeTable } from './profiles/shapeTable.ts';

/** How a slip's repair rewrites the input: each run of dots or of at-signs made one, or the commas after the last at-sign read as dots. */
export type Reading = 'singleDots' | 'singleAtSigns' | 'commasAsDots';

/** A profile's walks of ASCII input in place, by its table (inPlaceJudge). */
export interface InPlaceJudge {
  /** Whether the input, read as `reading` rewrites it, has the shape; `at` is the last at-sign. */
  readonly reading: (input: string, reading: Reading, at: number) => boolean;
  /** Whether the input from `start` to `end` has the shape: an address inside a construct. */
  readonly range: (input: string, start: number, end: number) => boolean;
  /** Whether the input with its stray white space taken out has the shape. */
  readonly unspaced: (input: string) => boolean;
}

const COMMA = 0x2c;

// The last row of a table is the dead end, and it absorbs: no unit leads out of it. Each walk below returns
// false on reaching it only to stop early; walking on to the end gives the same verdict, so the mutants of
// that early exit (its condition, and the row it compares with) are equivalent and disabled in place.

/** The walks by one table. Three walks, not one with options: a walk that could do all three read every unit slower. */
export const inPlaceJudge = (table: ShapeTable): InPlaceJudge => ({
  reading: (input, reading, at) => repairHasShape(table, input, reading, at),
  range: (input, start, end) => rangeHasShape(table, input, start, end),
  unspaced: (input) => unspacedHasShape(table, input),
});

/** Whether the input, read as `reading` rewrites it, has the table's shape; `at` is the last at-sign, after which commas read as dots. */
export function repairHasShape(table: ShapeTable, input: string, reading: Reading, at: number): boolean {
  const { transitions, accepting } = table;
  // Stryker disable next-line ArithmeticOperator: equivalent, the early exit only (see above)
  const rejected = transitions.length - COLUMNS;
  // What the reading does, decided once: the unit whose repeats are skipped (none for commas), and where
  // commas start to read as dots (past the end for the other readings).
  // Stryker disable next-line UnaryOperator: equivalent, U+0001 for "none" drops repeats of a unit only permissive takes, anywhere and any number of times
  const single = reading === 'singleDots' ? DOT : reading === 'singleAtSigns' ? AT : -1;
  const commasAfter = reading === 'commasAsDots' ? at : input.length;
  let state = 0;
  for (let index = 0; index < input.length; index++) {
    const unit = input.charCodeAt(index);
    // Before the input's start charCodeAt is NaN: the first unit is never a repeat.
    // Stryker disable next-line ArithmeticOperator: equivalent, keeping the last of a run instead of the first reads the same text
    if (unit === single && input.charCodeAt(index - 1) === single) continue;
    // Stryker disable next-line EqualityOperator: equivalent, the unit at `at` is the at-sign, no comma
    state = transitions[state + (unit === COMMA && index > commasAfter ? DOT : unit)] ?? rejected;
    // Stryker disable next-line ConditionalExpression: equivalent, the early exit only (see above)
    if (state === rejected) return false;
  }
  return state === accepting;
}

/** Whether `input` from `start` to `end` has the table's shape. */
export function rangeHasShape(table: ShapeTable, input: string, start: number, end: number): boolean {
  const { transitions, accepting } = table;
  // Stryker disable next-line ArithmeticOperator: equivalent, the early exit only (see above)
  const rejected = transitions.length - COLUMNS;
  let state = 0;
  for (let index = start; index < end; index++) {
    state = transitions[state + input.charCodeAt(index)] ?? rejected;
    // Stryker disable next-line ConditionalExpression: equivalent, the early exit only (see above)
    if (state === rejected) return false;
  }
  return state === accepting;
}

/**
 * White space as `trim` takes it, on ASCII: profiles/whitespace.ts's isJavaScriptWhitespace without its
 * non-ASCII half. These walks read ASCII input only, and that half tests nine code points on every unit
 * above U+0020, most of an address.
 */
const isAsciiSpace = (unit: number): boolean => unit === 0x20 || (unit >= 0x09 && unit <= 0x0d);

/**
 * Whether `input` with the white space at either end and beside an at-sign taken out (as repairs.ts trims each
 * part between at-signs) has the table's shape. Linear: each run of white space is read once.
 */
export function unspacedHasShape(table: ShapeTable, input: string): boolean {
  const { transitions, accepting } = table;
  // Stryker disable next-line ArithmeticOperator: equivalent, the early exit only (see above)
  const rejected = transitions.length - COLUMNS;
  const end = input.length;
  let state = 0;
  for (let index = 0; index < end; index++) {
    const unit = input.charCodeAt(index);
    if (isAsciiSpace(unit)) {
      let runEnd = index + 1;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, past the end charCodeAt is NaN, no white space
      while (runEnd < end && isAsciiSpace(input.charCodeAt(runEnd))) runEnd++;
      const stray =
        index === 0 || runEnd === end || input.charCodeAt(index - 1) === AT || input.charCodeAt(runEnd) === AT;
      // A run that stays is read here, unit by unit, so that no unit of it is looked at twice.
      for (let kept = index; !stray && kept < runEnd; kept++)
        state = transitions[state + input.charCodeAt(kept)] ?? rejected;
      index = runEnd - 1;
    } else {
      state = transitions[state + unit] ?? rejected;
    }
    // Stryker disable next-line ConditionalExpression: equivalent, the early exit only (see above)
    if (state === rejected) return false;
  }
  return state === accepting;
}
