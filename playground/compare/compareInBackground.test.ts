import { describe, expect, it } from 'vitest';
import { COLUMN_IDS, TIMED_OUT, YOURS, isAnswer } from './columns.ts';
import { runCompareJob, type CompareRequest, type CompareResponse } from './compareJob.ts';
import { compareInBackground, type WorkerLike } from './compareInBackground.ts';
import type { Position } from './compareLines.ts';
import type { CustomRegex } from './customRegex.ts';
import type { Comparison } from './disagreements.ts';

/**
 * Runs compareLines as the worker would, delivering its messages one by one; on reaching a poisoned cell
 * it goes silent, as a worker stuck in a backtracking regex does.
 */
function fakeWorkers(poisoned: readonly Position[], log: { created: number }) {
  return (): WorkerLike => {
    log.created++;
    const listeners: ((event: MessageEvent<CompareResponse>) => void)[] = [];
    let terminated = false;
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
      postMessage(request: CompareRequest) {
        const queue: CompareResponse[] = [];
        // Chunks only for announced lines and at the end, so a hang is found wherever it is.
        runCompareJob(request, (response) => queue.push(response), { chunkMs: Infinity });
        // The first poisoned cell this run reaches hangs: what comes after it in the run is never sent.
        const before = (a: Position, b: Position) => a.line < b.line || (a.line === b.line && a.column < b.column);
        const skipped = (cell: Position) =>
          request.skip.some((other) => other.line === cell.line && other.column === cell.column);
        const hang = poisoned.find(
          (cell) => request.columns.includes(cell.column) && !before(cell, request.start) && !skipped(cell),
        );
        const delivered =
          hang === undefined
            ? queue
            : queue.filter((message) => {
                if (message.kind === 'starting') return !before(hang, message.position);
                if (message.kind === 'chunk') return message.to <= hang.line;
                return message.kind === 'ready';
              });
        const deliver = (index: number) => {
          const message = delivered[index];
          if (terminated || message === undefined) return;
          for (const listener of listeners) listener({ data: message } as MessageEvent<CompareResponse>);
          setTimeout(() => {
            deliver(index + 1);
          }, 0);
        };
        setTimeout(() => {
          deliver(0);
        }, 0);
      },
    };
  };
}

function runToEnd(
  text: string,
  poisoned: readonly Position[],
  custom: CustomRegex | null = null,
  onProgress: (comparison: Comparison) => void = () => undefined,
) {
  const log = { created: 0 };
  return new Promise<{ comparison: Comparison; workers: number }>((resolve) => {
    compareInBackground(
      text,
      custom,
      (comparison, done) => {
        onProgress(comparison);
        if (done) resolve({ comparison, workers: log.created });
      },
      { createWorker: fakeWorkers(poisoned, log), cellTimeLimitMs: 30 },
    );
  });
}

const libraryColumn = COLUMN_IDS.indexOf('zod');

describe('comparing in the background', () => {
  const text = Array.from({ length: 600 }, (_, index) => `user${String(index)}@example.com`).join('\n');

  it('answers every cell when nothing hangs, with one worker', async () => {
    const { comparison, workers } = await runToEnd(text, []);
    expect(workers).toBe(1);
    expect(comparison.lineCount).toBe(600);
    // Every cell answered, but the regex column, which has no regex here.
    expect(comparison.columns.every(({ id, codes }) => id === YOURS || codes.every(isAnswer))).toBe(true);
  });

  it("answers the other columns while the person's regex hangs on line after line, in a worker of its own", async () => {
    const yoursColumn = COLUMN_IDS.indexOf(YOURS);
    const hangs = Array.from({ length: 8 }, (_, line) => ({ line, column: yoursColumn }));
    // Seen at some update: every other column answered on every line, while the regex column still waits.
    let othersDoneFirst = false;
    const { comparison } = await runToEnd(text, hangs, { name: 'mine', source: '^(a+)+$', flags: '' }, (so) => {
      const others = so.columns.filter(({ id }) => id !== YOURS);
      const yours = so.columns.find(({ id }) => id === YOURS);
      if (others.length > 0 && others.every(({ codes }) => codes.every(isAnswer)) && yours?.codes.includes(0))
        othersDoneFirst = true;
    });
    expect(othersDoneFirst).toBe(true);
    const yours = comparison.columns[yoursColumn]?.codes ?? new Uint8Array();
    expect([...yours.slice(0, 8)]).toEqual(Array.from({ length: 8 }, () => TIMED_OUT));
    expect([...yours.slice(8)].every(isAnswer)).toBe(true);
  });

  it('marks a hanging cell timed out and answers every other cell, going on in a new worker', async () => {
    const hung = { line: 400, column: libraryColumn };
    const { comparison, workers } = await runToEnd(text, [hung]);
    expect(workers).toBeGreaterThan(1);
    comparison.columns.forEach(({ codes }, column) => {
      codes.forEach((code, line) => {
        const expected = line === hung.line && column === hung.column;
        expect(code === TIMED_OUT, `line ${String(line)} column ${String(column)}`).toBe(expected);
        if (!expected) expect(isAnswer(code) || COLUMN_IDS[column] === YOURS).toBe(true);
      });
    });
  });
});
