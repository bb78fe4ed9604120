/**
 * A profile's shape automaton compiled to a transition table: one typed-array read per character, no
 * call and no branch, which is what lets the boolean path run at a compiled regex's pace (measured in
 * docs/benchmarks.md). The automata live beside their diagnoses, so the reasons and the boolean path read
 * one definition of each shape; the tables are generated from them (shapeTablesGenerated.ts).
 */
import type { Limits } from '../bounds.ts';
import { AT as AT_SIGN, DOT as FULL_STOP } from '../characters.ts';

/** A shape as a deterministic automaton over characters (code points and UTF-16 units agree on ASCII). */
export interface ShapeAutomaton {
  /** The states are 0 (the start) to `states - 1`. */
  readonly states: number;
  /** The one state in which the input read so far has the shape. */
  readonly accepting: number;
  /** The state after reading `codePoint`, or undefined when no continuation can have the shape. */
  readonly next: (state: number, codePoint: number) => number | undefined;
  /**
   * For a shape that admits non-ASCII text: which non-ASCII code points are text. `next` must treat
   * every one of them alike (the table reads them as one column); absent for an ASCII-only shape.
   */
  readonly text?: (codePoint: number) => boolean;
}

/**
 * The table. Each state is stored as the offset of its row (the state's number × the columns), so a
 * step is one addition and one read.
 */
export interface ShapeTable {
  readonly accepting: number;
  readonly transitions: Uint16Array;
}

/** Columns: the 128 ASCII characters, then non-ASCII text (read by the general walk only). */
export const NON_ASCII = 128;
/** The bits of an ASCII unit. */
export const ASCII_BITS = 0x7f;
// Written as numbers, not as sums of the above: a bundler inlines a number, and keeps a sum as a variable.
const TEXT = 128;
export const COLUMNS = 129;

const row = (state: number): number => state * COLUMNS;

/** Read into module constants: an imported binding is loaded and checked on every read, and the walks read them per character. */
const AT = AT_SIGN;
const DOT = FULL_STOP;

/** The first non-ASCII code point the shape takes as text, which stands for all of them. */
function textSample(text: (codePoint: number) => boolean): number {
  let codePoint = NON_ASCII;
  while (!text(codePoint)) codePoint++;
  return codePoint;
}

export function compileShapeTable(automaton: ShapeAutomaton): ShapeTable {
  const { states, text } = automaton;
  // One more state, after the automaton's own: no continuation has the shape (absorbing).
  const rejected = states;
  const transitions = new Uint16Array(row(rejected + 1)).fill(row(rejected));
  const stepTo = (state: number, codePoint: number): number => row(automaton.next(state, codePoint) ?? rejected);
  for (let state = 0; state < states; state++) {
    // The text column first, then the ASCII ones: written the other way round, a loop bound one past the
    // ASCII would be hidden by the overwrite.
    if (text !== undefined) transitions[row(state) + TEXT] = stepTo(state, textSample(text));
    for (let unit = 0; unit < NON_ASCII; unit++) transitions[row(state) + unit] = stepTo(state, unit);
  }
  return { accepting: row(automaton.accepting), transitions };
}

/**
 * The table as text, small in a bundle: the columns that behave alike in every state share a class, and
 * each row lists the next state per class. One letter per entry (`a` for 0). A tuple rather than an
 * object, so that a bundle holds no key names.
 */
export type EncodedShapeTable = readonly [
  accepting: number,
  /** How many classes, the length of a row. */
  classCount: number,
  /** The class of each of the columns. */
  classes: string,
  /** The next state for each state and class, row after row. */
  rows: string,
];

const LETTER_A = 0x61;
const letter = (value: number): string => String.fromCharCode(LETTER_A + value);

export function encodeShapeTable(table: ShapeTable): EncodedShapeTable {
  const states = table.transitions.length / COLUMNS;
  const columnOf = (column: number): string =>
    Array.from({ length: states }, (_, state) => letter((table.transitions[row(state) + column] ?? 0) / COLUMNS)).join(
      '',
    );
  const distinct: string[] = [];
  let classes = '';
  for (let column = 0; column < COLUMNS; column++) {
    const targets = columnOf(column);
    if (!distinct.includes(targets)) distinct.push(targets);
    classes += letter(distinct.indexOf(targets));
  }
  const rows = Array.from({ length: states }, (_, state) => distinct.map((column) => column.charAt(state)).join(''));
  return [table.accepting / COLUMNS, distinct.length, classes, rows.join('')];
}

export function decodeShapeTable([accepting, classCount, classes, rows]: EncodedShapeTable): ShapeTable {
  // row() written out, and each letter read as its distance from `a`: a bundle holds the decoder alone, smaller so.
  return {
    accepting: accepting * COLUMNS,
    transitions: Uint16Array.from(
      { length: (rows.length / classCount) * COLUMNS },
      (_, index) =>
        COLUMNS *
        (rows.charCodeAt(classCount * ((index / COLUMNS) | 0) + classes.charCodeAt(index % COLUMNS) - LETTER_A) -
          LETTER_A),
    ),
  };
}

/** What `atSignOfMatch` returns when the input does not have the shape. */
export const NO_MATCH = -1;
/**
 * What `atSignOfMatch` returns when the input holds non-ASCII, which the fast walk leaves to its caller: no
 * match for an ASCII-only shape, the general walk's to judge for one that admits text. Below NO_MATCH,
 * so that `at > NO_MATCH` reads "an at-sign was found".
 */
export const DEFERRED = -2;

/**
 * The fast walk, over UTF-16 units: the offset of the input's at-sign (the last one, as the limits read
 * it) when it has the shape, else NO_MATCH, or DEFERRED when the input holds non-ASCII. Each step reads
 * the unit's low seven bits and notes its high bits, so a step is an OR, an AND, an addition and a read:
 * non-ASCII makes the steps meaningless, and is dealt with once at the end. The at-sign is then found from the end, across the domain only. There is no early exit: the walk
 * is linear whatever the input, and the addresses that matter are read to the end anyway.
 */
export function atSignOfMatch(table: ShapeTable, input: string): number {
  const transitions = table.transitions;
  let state = 0;
  let units = 0;
  for (let index = 0; index < input.length; index++) {
    const unit = input.charCodeAt(index);
    units |= unit;
    // Every offset is inside the table: `?? state` is for the type checker only.
    state = transitions[state + (unit & ASCII_BITS)] ?? state;
  }
  if (units > ASCII_BITS) return DEFERRED;
  if (state !== table.accepting) return NO_MATCH;
  // Searched from the end, across the domain only.
  return input.lastIndexOf('@');
}

/**
 * The general walk, over code points (a lone surrogate alone): whether all of `input` has the shape, any
 * non-ASCII text included, and fits the limits, counted in code points: the whole, the local part before
 * the last at-sign, and each label after it. It stops past `limits.total`, so input of any length costs
 * little. `text` is the shape's own (ShapeAutomaton's `text`).
 */
export function matchesWithinByCodePoints(
  table: ShapeTable,
  text: (codePoint: number) => boolean,
  input: string,
  limits: Limits,
): boolean {
  const transitions = table.transitions;
  const { total, label } = limits;
  let state = 0;
  // Code points read so far; the local part's length; where the current label starts.
  let count = 0;
  let local = 0;
  let labelStart = 0;
  let labelTooLong = false;
  for (let index = 0; index < input.length;) {
    const codePoint = input.codePointAt(index) ?? 0;
    if (codePoint >= NON_ASCII && !text(codePoint)) return false;
    if (codePoint === DOT) {
      if (count - labelStart > label) labelTooLong = true;
      labelStart = count + 1;
    } else if (codePoint === AT) {
      // What came before is the local part, labels and all.
      local = count;
      labelStart = count + 1;
      labelTooLong = false;
    }
    // Against the last ASCII unit: TEXT is column 128, so a bound at 128 itself would read alike either way.
    state = transitions[state + (codePoint > ASCII_BITS ? TEXT : codePoint)] ?? state;
    index += codePoint > 0xffff ? 2 : 1;
    if (++count > total) return false;
  }
  return state === table.accepting && count - labelStart <= label && local <= limits.local && !labelTooLong;
}

/** Where the diagnosis walk stopped: the offset of the first character no continuation can follow, and the state before it. */
export interface ShapeStop<State extends number> {
  /** UTF-16 offset of the dead end; the input's length when every character could be followed. */
  readonly index: number;
  /** The automaton's state after the characters before `index`. */
  readonly state: State;
  /**
   * The offset right after the last at-sign read, the input's length when none was: the domain's start
   * once the walk is in the domain, since no shape lets a domain hold an at-sign.
   */
  readonly domainStart: number;
}

/**
 * The diagnosis walk: the table read over code points, as the general walk reads it, up to the first
 * character no continuation can follow. It makes the diagnoses as fast as the boolean path per character,
 * where calling the automaton's `next` cost a call and several branches each. `text` is the shape's own
 * (absent for an ASCII-only shape, where every non-ASCII character is a dead end).
 */
export function walkToDeadEnd<State extends number>(
  table: ShapeTable,
  text: ((codePoint: number) => boolean) | undefined,
  input: string,
): ShapeStop<State> {
  const transitions = table.transitions;
  // The last row: no continuation has the shape.
  const rejected = transitions.length - COLUMNS;
  let state = 0;
  let index = 0;
  let domainStart = input.length;
  // A step is one unit, or a pair's two at once, so the walk lands on the end exactly.
  while (index !== input.length) {
    const unit = input.charCodeAt(index);
    let column = unit;
    let width = 1;
    if (unit >= NON_ASCII) {
      const codePoint = input.codePointAt(index) ?? unit;
      if (text === undefined || !text(codePoint)) break;
      column = TEXT;
      width = codePoint > 0xffff ? 2 : 1;
    }
    // Every offset is inside the table: `?? rejected` is for the type checker only.
    const following = transitions[state + column] ?? rejected;
    if (following === rejected) break;
    state = following;
    index += width;
    if (unit === AT) domainStart = index;
  }
  // The table was compiled from the automaton whose states `State` names, row by row.
  return { index, state: (state / COLUMNS) as State, domainStart };
}
