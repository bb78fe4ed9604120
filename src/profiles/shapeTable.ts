import { AT } from '../characters.ts';

/**
 * A profile's shape automaton compiled to a transition table over ASCII: one typed-array read per
 * character, no call and no branch, which is what lets the boolean path run at a compiled regex's pace
 * (measured in docs/benchmarks.md). The automata themselves live beside their diagnoses, so the reasons
 * and the boolean path read one definition of the shape.
 */

/** A shape as a deterministic automaton over UTF-16 units (code points and units are the same on ASCII). */
export interface ShapeAutomaton {
  /** The states are 0 (the start) to `states - 1`. */
  readonly states: number;
  /** The one state in which the input read so far has the shape. */
  readonly accepting: number;
  /** The state after reading `unit`, or undefined when no continuation can have the shape. */
  readonly next: (state: number, unit: number) => number | undefined;
}

/**
 * What a non-ASCII unit leads to: `reject` when the shape is ASCII only, `defer` when the shape admits
 * some non-ASCII text, which the table does not model.
 */
export type NonAscii = 'reject' | 'defer';

/**
 * The table. Each state is stored as the offset of its row (the state's number × 129 columns), so a step
 * is one addition and one read.
 */
export interface ShapeTable {
  readonly accepting: number;
  /** No continuation has the shape (absorbing). */
  readonly rejected: number;
  /** A non-ASCII unit was read where the shape may admit one: only the general check can tell (absorbing). */
  readonly deferred: number;
  readonly transitions: Uint16Array;
}

/** Columns per state: the 128 ASCII units, then one for every non-ASCII unit. */
const COLUMNS = 129;
const NON_ASCII = 128;

const row = (state: number): number => state * COLUMNS;

export function compileShapeTable(automaton: ShapeAutomaton, nonAscii: NonAscii): ShapeTable {
  const rejected = automaton.states;
  const deferred = rejected + 1;
  const transitions = new Uint16Array(row(deferred + 1)).fill(row(rejected));
  for (let state = 0; state < automaton.states; state++) {
    for (let unit = 0; unit < NON_ASCII; unit++)
      transitions[row(state) + unit] = row(automaton.next(state, unit) ?? rejected);
    if (nonAscii === 'defer') transitions[row(state) + NON_ASCII] = row(deferred);
  }
  transitions.fill(row(deferred), row(deferred));
  return { accepting: row(automaton.accepting), rejected: row(rejected), deferred: row(deferred), transitions };
}

/** What `atSignOfMatch` returns when the input does not have the shape. */
export const NO_MATCH = -1;
/** What `atSignOfMatch` returns when the input holds non-ASCII text that the table defers. */
export const DEFERRED = -2;

/**
 * Reads all of `input` through the table: the offset of its at-sign (the last one, as the limits read
 * it) when it has the shape, else NO_MATCH or DEFERRED. The at-sign is noted on the way, which costs
 * far less than searching for it afterwards (`lastIndexOf` is not a fast builtin in V8). There is no
 * early exit: the walk is linear whatever the input, and the addresses that matter are read to the end anyway.
 */
export function atSignOfMatch(table: ShapeTable, input: string): number {
  const { transitions, rejected } = table;
  let state = 0;
  let at = NO_MATCH;
  for (let index = 0; index < input.length; index++) {
    const unit = input.charCodeAt(index);
    if (unit === AT) at = index;
    state = transitions[state + Math.min(unit, NON_ASCII)] ?? rejected;
  }
  if (state === table.accepting) return at;
  return state === table.deferred ? DEFERRED : NO_MATCH;
}
