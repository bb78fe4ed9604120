/**
 * A slip's repair judged without building it: the profile's table walked over the input itself, read the
 * way the repair rewrites it (repairs.ts builds the same text for the same reading). Such a repair is joined
 * from slices, a rope that V8 must copy flat before a walk can read it: building and then checking it cost
 * about a quarter of a failing report (measured 2026-12-02), where reading the input in place costs one walk.
 */
import { AT, DOT } from './characters.ts';
import type { ShapeTable } from './profiles/shapeTable.ts';

/** How a repair rewrites the input: each run of dots or of at-signs made one, or the commas after the last at-sign read as dots. */
export type Reading = 'singleDots' | 'singleAtSigns' | 'commasAsDots';

const COMMA = 0x2c;
/** The table's columns per state (shapeTable.ts's COLUMNS, written as a number so that a bundler inlines it). */
const COLUMNS = 129;

/**
 * Whether the input, read as `reading` rewrites it, has the table's shape. For ASCII input only (a unit reads
 * its own column); `at` is the last at-sign, after which commas read as dots.
 */
export function repairHasShape(table: ShapeTable, input: string, reading: Reading, at: number): boolean {
  const { transitions, accepting } = table;
  const rejected = transitions.length - COLUMNS;
  // What the reading does, decided once: the unit whose repeats are skipped (none for commas), and where
  // commas start to read as dots (past the end for the other readings).
  const single = reading === 'singleDots' ? DOT : reading === 'singleAtSigns' ? AT : -1;
  const commasAfter = reading === 'commasAsDots' ? at : input.length;
  let state = 0;
  for (let index = 0; index < input.length; index++) {
    const unit = input.charCodeAt(index);
    // Before the input's start charCodeAt is NaN: the first unit is never a repeat.
    // Stryker disable next-line ArithmeticOperator: equivalent, keeping the last of a run instead of the first reads the same text
    if (unit === single && input.charCodeAt(index - 1) === single) continue;
    state = transitions[state + (unit === COMMA && index > commasAfter ? DOT : unit)] ?? rejected;
    // The last row absorbs: nothing after a dead end can bring the walk back.
    if (state === rejected) return false;
  }
  return state === accepting;
}
