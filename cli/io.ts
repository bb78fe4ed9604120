/** What a command may touch of the outside world, passed in so tests can run it in-process. */
import type { Writable } from 'node:stream';

export interface CliIo {
  readonly stdin: AsyncIterable<Uint8Array>;
  readonly stdout: Writable;
  readonly stderr: Writable & { readonly isTTY?: boolean };
  /** Milliseconds, for the progress line's throttle. */
  readonly now: () => number;
  /**
   * Aborted when the person interrupts the run (Ctrl+C): `check` stops and sums up the lines it printed.
   * Absent, a run is never interrupted.
   */
  readonly interrupt?: AbortSignal;
}

/**
 * 0: every line valid; 1: some line invalid; 2: a usage or input/output error; 3: no lines at all (an empty
 * export must not pass a gate as "all valid"); 130: interrupted (128 + SIGINT).
 */
export type ExitCode = 0 | 1 | 2 | 3 | 130;

export const NO_LINES_EXIT_CODE = 3;

export const INTERRUPTED_EXIT_CODE = 130;
