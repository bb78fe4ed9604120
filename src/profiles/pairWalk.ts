/**
 * The boolean path's walk: a profile's shape table read two characters a step. A table walk waits on each
 * step's read before it can take the next, one read per character; here the pair's column is found from
 * two small lookups that need no state, so the walk waits on one read per two characters (measured in
 * docs/benchmarks.md: the step from about 0.9× to under 0.75× the bare WHATWG regex). The pair table is
 * built from the shape table when the module loads, so a bundle ships only the code that builds it.
 */
// The shape table's columns: the ASCII units below NON_ASCII, then non-ASCII text (which this walk leaves to its caller).
import { ASCII_BITS as SHAPE_ASCII_BITS, COLUMNS, NON_ASCII, type ShapeTable } from './shapeTable.ts';

/** Read into a module constant: an imported binding is loaded and checked on every read, and the walk took a seventh longer. */
const ASCII_BITS = SHAPE_ASCII_BITS;

/**
 * The shape table's ASCII columns grouped into classes, and each state's step over any two classes, in one
 * array, so that the walk reads one typed array.
 */
export interface PairTable {
  /**
   * From 0, for each ASCII unit its column as the first of a pair (its class × the second's choices); from
   * SECOND, its column as the second (its class); from STEPS, the rows: a state's row plus the pair's two
   * columns holds the next state's row.
   */
  readonly cells: Uint16Array;
  /** The second column that reads nothing: an input of odd length ends with a character alone. */
  readonly alone: number;
  readonly accepting: number;
  readonly rejected: number;
}

/** Where the second columns start, and the rows (the start state's first). */
const SECOND = 128;
const STEPS = 256;

export function compilePairTable(table: ShapeTable): PairTable {
  const { transitions } = table;
  const states = transitions.length / COLUMNS;
  const next = (state: number, unit: number): number => (transitions[state * COLUMNS + unit] ?? 0) / COLUMNS;
  // Units whose steps agree in every state share a class; the first of them stands for the class.
  const signatures = Array.from({ length: NON_ASCII }, (_, unit) =>
    String.fromCharCode(...Array.from({ length: states }, (__, state) => next(state, unit))),
  );
  const representatives = [...new Set(signatures)].map((signature) => signatures.indexOf(signature));
  const classOf = signatures.map((signature) => representatives.indexOf(signatures.indexOf(signature)));
  const alone = representatives.length;
  const choices = alone + 1;
  const width = alone * choices;
  const rowOf = (state: number): number => STEPS + state * width;
  const step = (state: number, cls: number): number => (cls === alone ? state : next(state, representatives[cls] ?? 0));
  // Each state's row: for each first class, the next state after it and each second class (or none).
  const rows = Array.from({ length: states * width }, (_, index) => {
    const state = Math.floor(index / width);
    const first = Math.floor((index % width) / choices);
    return rowOf(step(step(state, first), index % choices));
  });
  return {
    cells: Uint16Array.from([...classOf.map((cls) => cls * choices), ...classOf, ...rows]),
    alone,
    accepting: rowOf(table.accepting / COLUMNS),
    // The shape table's last row: no continuation has the shape.
    rejected: rowOf(states - 1),
  };
}

/**
 * Whether the whole input has the shape, or undefined when it holds non-ASCII, which the walk cannot read
 * (a shape that admits text leaves it to the general walk). It stops at the first pair that leaves no
 * continuation: an ASCII prefix that leaves none fails whatever follows it.
 */
export function pairWalk({ cells, alone, accepting, rejected }: PairTable, input: string): boolean | undefined {
  const last = input.length - 1;
  let state = STEPS;
  let units = 0;
  let index = 0;
  while (index < last) {
    const first = input.charCodeAt(index);
    const second = input.charCodeAt(index + 1);
    units |= first | second;
    // Every offset is inside the table: `?? rejected` and `?? 0` are for the type checker only.
    state = cells[state + (cells[first & ASCII_BITS] ?? 0) + (cells[SECOND + (second & ASCII_BITS)] ?? 0)] ?? rejected;
    index += 2;
    // Past here a non-ASCII unit read as its low bits may have led anywhere: only ASCII read decides.
    if (state === rejected) return units > ASCII_BITS ? undefined : false;
  }
  if (index === last) {
    const unit = input.charCodeAt(index);
    units |= unit;
    state = cells[state + (cells[unit & ASCII_BITS] ?? 0) + alone] ?? rejected;
  }
  return units > ASCII_BITS ? undefined : state === accepting;
}
