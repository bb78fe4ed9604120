/**
 * A batch of whole lines, judged and printed as `check` prints them: the unit of work of `check`, done in
 * a worker thread under `--jobs`, or in the main thread (with one job, for a small input, or for a line
 * too long for a batch).
 */
import type { Line } from './byteLines.ts';
import { ByteBlock } from './byteBlock.ts';
import { byteLineEnds, textLineEnds } from './lineEnds.ts';
import { LineJudge, type PrintOptions, type UndecodableLine } from './lineJudge.ts';
import { Tally, type TallyCounts } from './tally.ts';
import { firstMalformed, withoutByteOrderMark } from './utf8Scan.ts';

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

/** What `write` judges and prints through one judge, into one block of output, counted in one tally. */
function judged(
  options: PrintOptions,
  write: (judge: LineJudge, output: ByteBlock) => void,
  output = new ByteBlock(),
): BatchResult {
  const tally = new Tally();
  write(new LineJudge(options, tally), output);
  return { output: output.written(), counts: tally.counts() };
}

/** Judges lines numbered from `firstLine` and prints them into one block of output. */
export function judgeLines(
  options: PrintOptions,
  source: string,
  firstLine: number,
  lines: readonly Line[],
): BatchResult {
  return judged(options, (judge, output) => {
    lines.forEach((line, index) => {
      judge.write(output, source, firstLine + index, line.text, line.cut);
    });
  });
}

/** A line that is not UTF-8, on its own (one too long for a batch, read streaming). */
export function judgeUndecodable(
  options: PrintOptions,
  source: string,
  lineNumber: number,
  line: UndecodableLine,
): BatchResult {
  return judged(options, (judge, output) => {
    judge.writeUndecodable(output, source, lineNumber, line);
  });
}

// Malformed bytes become U+FFFD here: a batch that holds one is judged again line by line (judgeByLine).
const decoders = {
  dropByteOrderMark: new TextDecoder('utf-8'),
  keepByteOrderMark: new TextDecoder('utf-8', { ignoreBOM: true }),
};

/** What the output of a batch of `bytes` is likely to need: a JSON line is about ten times its input. */
const outputEstimate = (options: PrintOptions, bytes: number): number => bytes * (options.json ? 12 : 3);

/**
 * After this many lines the output's whole size is projected from them (the source's name, printed on
 * every JSON line, can make it more than the estimate), so a buffer too small grows once, early, instead
 * of being doubled and copied whole near its end: that copy was 7% of `check --json`.
 */
const LINES_BEFORE_PROJECTION = 64;
/** Room over the projection, for lines a little longer than the first ones. */
const PROJECTION_MARGIN = 1.1;

/**
 * Judges a batch: decoded whole, then cut into lines as the kit's splitter cuts them (at LF, CRLF or a
 * lone CR; a last line without a terminator is a line, a final terminator adds none). A batch holds no
 * line longer than the line cap, so none is cut.
 */
export function judgeBatch(options: JudgingOptions, batch: Batch): BatchResult {
  const text = (batch.startsSource ? decoders.dropByteOrderMark : decoders.keepByteOrderMark).decode(batch.bytes);
  // U+FFFD is rare in addresses: where the decoder wrote one, the bytes may not be UTF-8.
  if (text.includes(REPLACEMENT_CHARACTER)) return judgeByLine(options, batch);
  const tally = new Tally();
  const judge = new LineJudge(options, tally);
  const output = new ByteBlock(outputEstimate(options, batch.bytes.length));
  let lineNumber = batch.firstLine;
  const lineEnds = textLineEnds(text);
  for (let start = 0; start < text.length; lineNumber++) {
    const end = lineEnds.from(start);
    judge.write(output, batch.source, lineNumber, text.slice(start, end));
    if (lineNumber - batch.firstLine === LINES_BEFORE_PROJECTION)
      output.expect(Math.ceil((output.length / (end + 1)) * text.length * PROJECTION_MARGIN));
    // CRLF is one terminator.
    start = lineEnds.isCrLf(end) ? end + 2 : end + 1;
  }
  return { output: output.written(), counts: tally.counts() };
}

const REPLACEMENT_CHARACTER = '\ufffd';

/**
 * The batch cut into lines at the same terminators (LF, CRLF or a lone CR: bytes that never occur inside a
 * UTF-8 sequence, so these are the lines judgeBatch finds), each judged only if its bytes are UTF-8.
 */
function judgeByLine(options: JudgingOptions, batch: Batch): BatchResult {
  // A byte order mark that starts the source is not part of its first line.
  const bytes = batch.startsSource ? withoutByteOrderMark(batch.bytes) : batch.bytes;
  const lineEnds = byteLineEnds(bytes);
  const writeLines = (judge: LineJudge, output: ByteBlock) => {
    for (let lineNumber = batch.firstLine, start = 0; start < bytes.length; lineNumber++) {
      const end = lineEnds.from(start);
      const malformed = firstMalformed(bytes, start, end);
      if (malformed === undefined) {
        judge.write(output, batch.source, lineNumber, decoders.keepByteOrderMark.decode(bytes.subarray(start, end)));
      } else {
        const line = { head: bytes.subarray(start, end), size: end - start, malformed };
        judge.writeUndecodable(output, batch.source, lineNumber, line);
      }
      start = lineEnds.isCrLf(end) ? end + 2 : end + 1;
    }
  };
  return judged(options, writeLines, new ByteBlock(outputEstimate(options, bytes.length)));
}
