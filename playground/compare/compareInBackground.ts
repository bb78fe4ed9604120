import { COLUMN_IDS, TIMED_OUT, YOURS } from './columns.ts';
import type { CompareRequest, CompareResponse } from './compareJob.ts';
import type { Position } from './compareLines.ts';
import type { CustomRegex } from './customRegex.ts';
import type { Comparison } from './disagreements.ts';
import { SpareWorker } from './spareWorker.ts';

/** A library call that takes longer than this is given up: its cell says "timed out". */
export const CELL_TIME_LIMIT_MS = 1000;
/** Loading the worker and the libraries, on a slow machine. */
const STARTUP_LIMIT_MS = 20_000;
/** After a hang, the lines announced cell by cell, to find the one that hangs. */
const ANNOUNCE_SPAN = 256;

export interface ComparisonRun {
  cancel(): void;
}

export interface WorkerLike {
  postMessage(message: CompareRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<CompareResponse>) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<CompareResponse>) => void): void;
  removeEventListener(type: 'error', listener: () => void): void;
  terminate(): void;
}

const newCompareWorker = (): WorkerLike =>
  typeof Worker === 'undefined'
    ? inPageWorker()
    : new Worker(new URL('./compare.worker.ts', import.meta.url), { type: 'module' });

/** A worker started while the page was idle (or done with a comparison), its libraries already loaded. */
const spare = new SpareWorker(newCompareWorker);
/** Unique across runs, since a worker serves one run after another. */
let nextJobId = 1;

/** Starts a compare worker while the page is idle, so that turning compare mode on later fetches nothing. */
export function prepareCompareWorker(): void {
  spare.prepare();
}

/**
 * Where there are no workers (jsdom): the same messages, computed on the page after a tick. Nothing can
 * stop a hanging call there; every browser the playground supports has workers.
 */
function inPageWorker(): WorkerLike {
  const listeners: ((event: MessageEvent<CompareResponse>) => void)[] = [];
  let terminated = false;
  const send = (data: CompareResponse) => {
    if (!terminated) for (const listener of listeners) listener({ data } as MessageEvent<CompareResponse>);
  };
  return {
    addEventListener(type: 'message' | 'error', listener: never) {
      if (type === 'message') listeners.push(listener);
    },
    removeEventListener(type: 'message' | 'error', listener: never) {
      const index = listeners.indexOf(listener);
      if (type === 'message' && index !== -1) listeners.splice(index, 1);
    },
    terminate() {
      terminated = true;
    },
    postMessage(request) {
      // Loaded when first used, like the worker: the libraries never weigh on the page's first load.
      void import('./compareJob.ts').then(({ runCompareJob }) => {
        // A run cancelled before its code loaded is not started: here no call can be stopped once it is.
        if (!terminated) runCompareJob(request, send);
      });
    },
  };
}

/**
 * Compares every line under every column in a worker. A cell that hangs (a library's regex backtracking
 * on a long line) is marked timed out: the worker is terminated and a new one goes on past that cell, so
 * the page never waits on it. The person's own regex runs in a worker of its own, beside the others: a
 * regex that hangs on line after line (a second each) holds up only its own column. `onUpdate` gets the
 * comparison so far, and `done` once complete.
 */
export function compareInBackground(
  text: string,
  custom: CustomRegex | null,
  onUpdate: (comparison: Comparison, done: boolean) => void,
  {
    createWorker = () => spare.take(),
    cellTimeLimitMs = CELL_TIME_LIMIT_MS,
  }: { createWorker?: () => WorkerLike; cellTimeLimitMs?: number } = {},
): ComparisonRun {
  let cancelled = false;
  let comparison: Comparison | undefined;
  const comparisonSoFar = (): Comparison => comparison ?? { lineCount: 0, columns: [] };

  /** Earlier cells of the chunk's first line may have been judged by a worker before: only answers are copied. */
  const merge = (from: number, codes: readonly Uint8Array[]) => {
    codes.forEach((chunk, column) => {
      const target = comparison?.columns[column]?.codes;
      if (target === undefined) return;
      chunk.forEach((code, offset) => {
        if (code !== 0) target[from + offset] = code;
      });
    });
  };

  const everyColumn = COLUMN_IDS.map((_, index) => index);
  const yoursColumn = COLUMN_IDS.indexOf(YOURS);
  const lanes =
    custom === null ? [everyColumn] : [everyColumn.filter((column) => column !== yoursColumn), [yoursColumn]];
  let lanesLeft = lanes.length;
  const laneDone = () => {
    lanesLeft -= 1;
    onUpdate(comparisonSoFar(), lanesLeft === 0);
  };

  /** Judges `columns` of every line in a worker, going on past each cell that hangs. */
  const startLane = (columns: readonly number[]): { stop(): void } => {
    let worker: WorkerLike | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let jobId = 0;
    /** Lines before this are complete (in this lane's columns). */
    let completed = 0;
    let lastStarting: Position | undefined;
    /** The cells that hung, left out of every later run. */
    const timedOut: Position[] = [];

    const stop = () => {
      if (timer !== undefined) clearTimeout(timer);
      worker?.terminate();
      worker = undefined;
    };

    const run = (start: Position, announceUntil: number) => {
      stop();
      const current = createWorker();
      worker = current;
      const id = nextJobId++;
      jobId = id;
      lastStarting = undefined;
      const watch = (limit: number) => {
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(() => {
          onHang(announceUntil);
        }, limit);
      };
      const onMessage = (event: MessageEvent<CompareResponse>) => {
        const message = event.data;
        if (cancelled || message.jobId !== id) return;
        watch(cellTimeLimitMs);
        if (message.kind === 'ready') {
          comparison ??= {
            lineCount: message.lineCount,
            columns: COLUMN_IDS.map((columnId) => ({ id: columnId, codes: new Uint8Array(message.lineCount) })),
          };
        } else if (message.kind === 'starting') {
          lastStarting = message.position;
        } else if (message.kind === 'chunk') {
          merge(message.from, message.codes);
          completed = message.to;
          onUpdate(comparisonSoFar(), false);
        } else {
          // Done: the worker is kept for the next comparison (its libraries already loaded).
          if (timer !== undefined) clearTimeout(timer);
          current.removeEventListener('message', onMessage);
          current.removeEventListener('error', onError);
          worker = undefined;
          spare.giveBack(current);
          laneDone();
        }
      };
      const onError = () => {
        if (cancelled || id !== jobId) return;
        onHang(announceUntil);
      };
      current.addEventListener('message', onMessage);
      current.addEventListener('error', onError);
      current.postMessage({ jobId: id, text, start, announceUntil, skip: timedOut, custom, columns });
      watch(STARTUP_LIMIT_MS);
    };

    const onHang = (announceUntil: number) => {
      if (cancelled) return;
      const stuck = lastStarting;
      if (stuck !== undefined && stuck.line >= completed) {
        // The announced cell that never finished: timed out; go on with the next one.
        const codes = comparison?.columns[stuck.column]?.codes;
        if (codes !== undefined) codes[stuck.line] = TIMED_OUT;
        timedOut.push(stuck);
        onUpdate(comparisonSoFar(), false);
        // Hangs come in runs (the same shape of line): the next lines are announced too.
        run({ line: completed, column: 0 }, Math.max(announceUntil, stuck.line + ANNOUNCE_SPAN));
      } else if (announceUntil <= completed) {
        // Somewhere after the last complete line: go again from there, announcing cell by cell.
        run({ line: completed, column: 0 }, completed + ANNOUNCE_SPAN);
      } else {
        // It failed again, announcing, outside any watched cell (out of memory, say): stop with what there is.
        stop();
        laneDone();
      }
    };

    run({ line: 0, column: 0 }, 0);
    return { stop };
  };

  const running = lanes.map(startLane);
  return {
    cancel() {
      cancelled = true;
      for (const lane of running) lane.stop();
    },
  };
}
