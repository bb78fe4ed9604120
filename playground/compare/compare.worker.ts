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

// The libraries' checks run here, off the page: one that hangs on a line stops this worker only, and the
// page terminates it and starts another past that line.
addEventListener('message', (event: MessageEvent<CompareRequest>) => {
  const { jobId, text, start, announceUntil, skip, custom } = event.data;
  const lines = splitLines(text);
  const send = (response: CompareResponse, transfer: Transferable[] = []) => {
    postMessage(response, { transfer });
  };
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
  );
  send({ jobId, kind: 'done' });
});
