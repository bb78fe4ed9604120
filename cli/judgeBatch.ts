/**
 * A batch of whole lines, judged and printed as `check` prints them: the unit of work of `--jobs`,
 * done in a worker thread or, for a small input or a line too long for a batch, in the main thread.
 */
import type { Line } from './byteLines.ts';
import { ByteBlock } from './byteBlock.ts';
import { ByteLineSplitter } from './byteLines.ts';
import { LineJudge, type PrintOptions } from './lineJudge.ts';
import { Tally, type TallyCounts } from './tally.ts';

export interface Batch {
  /** The file the lines come from, or `-`. */
  readonly source: string;
  /** The number of the batch's first line within its source. */
  readonly firstLine: number;
  /** Whole lines, each with its terminator; only the last batch of a source may end without one. */
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** The batch starts its source: a byte order mark there is dropped, as the streaming reader drops it. */
  readonly startsSource: boolean;
}

export interface JudgingOptions extends PrintOptions {
  /** Lines longer than this many UTF-16 units are cut (a batch never holds one; kept for the same splitting). */
  readonly maxLineUnits: number;
}

export interface BatchResult {
  /** The printed lines, each with its line feed, as UTF-8 in a buffer of their own (handed between threads). */
  readonly output: Uint8Array<ArrayBuffer>;
  readonly counts: TallyCounts;
}

/** Judges lines numbered from `firstLine` and prints them into one block of output. */
export function judgeLines(
  options: PrintOptions,
  source: string,
  firstLine: number,
  lines: readonly Line[],
): BatchResult {
  const tally = new Tally();
  const judge = new LineJudge(options, tally);
  const output = new ByteBlock();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (line === undefined) continue;
    const printed = judge.print(source, firstLine + index, line);
    if (printed !== undefined) output.line(printed);
  }
  return { output: output.bytes(), counts: tally.counts() };
}

export function judgeBatch(options: JudgingOptions, batch: Batch): BatchResult {
  const splitter = new ByteLineSplitter(options.maxLineUnits, { keepByteOrderMark: !batch.startsSource });
  const lines = [...splitter.push(batch.bytes), ...splitter.end()];
  return judgeLines(options, batch.source, batch.firstLine, lines);
}
