import { splitLines } from '../../src/text.ts';
import { compareLines, type Position } from './compareLines.ts';
import type { CustomRegex } from './customRegex.ts';

export interface CompareRequest {
  readonly jobId: number;
  readonly text: string;
  readonly start: Position;
  readonly announceUntil: number;
  readonly skip: readonly Position[];
  readonly custom: CustomRegex | null;
  /** The columns this job judges, by index in COLUMN_IDS; the others' cells are left 0 (pending). */
  readonly columns: readonly number[];
}

export type CompareResponse =
  | { readonly jobId: number; readonly kind: 'ready'; readonly lineCount: number }
  | { readonly jobId: number; readonly kind: 'starting'; readonly position: Position }
  | {
      readonly jobId: number;
      readonly kind: 'chunk';
      readonly from: number;
      readonly to: number;
      readonly codes: readonly Uint8Array[];
    }
  | { readonly jobId: number; readonly kind: 'done' };

/** `send` for a chunk also gets the buffers it may transfer rather than copy. */
export type Send = (response: CompareResponse, transfer?: Transferable[]) => void;

/**
 * One compare request, answered as a stream of messages: ready (with the line count), the announced
 * cells, the chunks of codes, done. The worker, the page's fallback without workers and the tests all
 * answer a request through this.
 */
export function runCompareJob(
  { jobId, text, start, announceUntil, skip, custom, columns }: CompareRequest,
  send: Send,
  options?: { chunkMs?: number },
): void {
  const lines = splitLines(text);
  send({ jobId, kind: 'ready', lineCount: lines.length });
  compareLines(
    lines,
    start,
    announceUntil,
    {
      starting: (position) => {
        send({ jobId, kind: 'starting', position });
      },
      chunk: (from, to, codes) => {
        send(
          { jobId, kind: 'chunk', from, to, codes },
          codes.map((column) => column.buffer),
        );
      },
    },
    skip,
    custom,
    { ...options, columns },
  );
  send({ jobId, kind: 'done' });
}
