import { COLUMN_IDS, NOT_SET, YOURS, codeOf, isProfileColumn, profileCode, type ColumnId } from './columns.ts';
import { compileRegex, type CustomRegex } from './customRegex.ts';
import { LIBRARY_CONTENDERS } from './contenders.ts';

/** Where a comparison goes on from: a line, and the first column to judge on it. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

export interface CompareEvents {
  /** Before judging a cell that may be slow (a library), while announcing: lets the page tell which cell hangs. */
  starting(position: Position): void;
  /** The codes of lines [from, to), one array per column. */
  chunk(from: number, to: number, codes: readonly Uint8Array[]): void;
}

/** A library's check can be slow on hostile input (a backtracking regex): its cells are watched. */
const isWatched = (id: ColumnId) => !isProfileColumn(id);

function judgeCell(id: ColumnId, line: string, yours: RegExp | undefined): number {
  if (isProfileColumn(id)) return profileCode(line, id);
  if (id === YOURS) {
    if (yours === undefined) return NOT_SET;
    // With the g or y flag, test() starts where the last match ended.
    yours.lastIndex = 0;
    return codeOf(yours.test(line));
  }
  const contender = LIBRARY_CONTENDERS.find((candidate) => candidate.id === id);
  return contender === undefined ? 0 : codeOf(contender.accepts(line));
}

/**
 * Judges every line under every compare column from `start`, reporting chunks at least every `chunkMs`
 * and at the end, and announcing each watched cell of the lines before `announceUntil` (each of those
 * lines reported as it is done). Runs in the
 * compare worker; the page terminates it when a cell hangs and starts it again past that cell.
 */
export function compareLines(
  lines: readonly string[],
  start: Position,
  announceUntil: number,
  events: CompareEvents,
  /** Cells that hung before: left unjudged (the page has marked them timed out). */
  skip: readonly Position[] = [],
  /** The person's own regex, already checked by the page; undefined when none is set. */
  custom: CustomRegex | null = null,
  {
    chunkMs = 50,
    now = () => performance.now(),
    columns = COLUMN_IDS.map((_, index) => index),
  }: {
    chunkMs?: number;
    now?: () => number;
    /** The columns to judge, by index; the others' cells are left 0 (another job judges them). */
    columns?: readonly number[];
  } = {},
): void {
  const yours = custom === null ? undefined : compileRegex(custom);
  const judged = new Set(columns);
  const skipped = new Set(skip.map((cell) => cell.line * COLUMN_IDS.length + cell.column));
  let chunkStart = start.line;
  let codes = COLUMN_IDS.map(() => new Uint8Array(0));
  const openChunk = (from: number) => {
    chunkStart = from;
    codes = COLUMN_IDS.map(() => new Uint8Array(Math.min(lines.length - from, 4096)));
  };
  const flush = (to: number) => {
    if (to > chunkStart)
      events.chunk(
        chunkStart,
        to,
        codes.map((column) => column.slice(0, to - chunkStart)),
      );
    openChunk(to);
  };
  openChunk(start.line);
  let lastFlush = now();
  for (let index = start.line; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (index - chunkStart >= (codes[0]?.length ?? 0)) flush(index);
    for (let column = index === start.line ? start.column : 0; column < COLUMN_IDS.length; column++) {
      const id = COLUMN_IDS[column];
      if (id === undefined || !judged.has(column) || skipped.has(index * COLUMN_IDS.length + column)) continue;
      if (index < announceUntil && isWatched(id)) events.starting({ line: index, column });
      const target = codes[column];
      if (target !== undefined) target[index - chunkStart] = judgeCell(id, line, yours);
    }
    // Each announced line, or after chunkMs: report, so the page knows how far it got.
    if (index < announceUntil || now() - lastFlush >= chunkMs) {
      flush(index + 1);
      lastFlush = now();
    }
  }
  flush(lines.length);
}
