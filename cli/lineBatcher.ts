/**
 * Cuts one source's bytes into batches of whole lines for `--jobs`, without decoding them: a line ends at
 * LF, CRLF or a lone CR, as the kit's splitter reads it, and those bytes never occur inside a UTF-8
 * sequence, so a batch decodes on its own exactly as it would within the stream. Only the line count is
 * read here, to number the next batch's lines. A line longer than `longLineBytes` is never put in a
 * batch: it is read here, streaming, by the same reader as `--jobs 1` (so a giant line is never held
 * whole), and handed out as a line to judge in place.
 */
import type { Line } from './byteLines.ts';
import type { Batch } from './judgeBatch.ts';
import type { UndecodableLine } from './lineJudge.ts';
import { CARRIAGE_RETURN, LINE_FEED, byteLineEnds } from './lineEnds.ts';
import { LongLine, type LongLineEnd } from './longLine.ts';

export interface BatchLimits {
  /** A batch is cut after the line that makes it this many lines... */
  readonly lines: number;
  /** ...or this many bytes. */
  readonly bytes: number;
  /** Past this many bytes a line leaves the batches; at most the line cap in UTF-16 units, so no batched line is ever cut. */
  readonly longLineBytes: number;
  /** The cap of `check`'s reader, in UTF-16 units. */
  readonly maxLineUnits: number;
}

export type Piece =
  /** `lines` is the count of lines in a batch that ends with a terminator; undefined for the last of its source. */
  | { readonly kind: 'batch'; readonly batch: Batch; readonly lines: number | undefined }
  | { readonly kind: 'line'; readonly source: string; readonly lineNumber: number; readonly line: Line }
  /** A long line whose bytes are not UTF-8: not judged. */
  | {
      readonly kind: 'undecodable';
      readonly source: string;
      readonly lineNumber: number;
      readonly line: UndecodableLine;
    };

export class LineBatcher {
  readonly #source: string;
  readonly #limits: BatchLimits;
  /** The bytes of the batch being gathered, in order, and their total. */
  #parts: Uint8Array[] = [];
  #size = 0;
  /** Lines ended in the batch being gathered. */
  #lines = 0;
  /** Where the current, unfinished line starts, in the batch's bytes. */
  #lineStart = 0;
  #firstLine = 1;
  /** Whether a piece was handed out already: only the first starts the source. */
  #started = false;
  /** The last byte was a CR: an LF now belongs to it. */
  #afterCr = false;
  /** The batch is full, and is cut once it is known whether an LF follows its last CR. */
  #cutAfterCr = false;
  /** The long line being read, streaming. */
  #long: LongLine | undefined;
  /** An LF that follows the CR ending a long line is that line's terminator, not a line of its own. */
  #dropLineFeed = false;

  constructor(source: string, limits: BatchLimits) {
    this.#source = source;
    this.#limits = limits;
  }

  /** Reads the next chunk; returns the pieces it completes, in order. */
  push(chunk: Uint8Array): Piece[] {
    const pieces: Piece[] = [];
    const terminators = byteLineEnds(chunk);
    // Bytes before `from` are in a piece or gathered already; `index` is where reading goes on.
    let from = 0;
    let index = 0;
    while (index < chunk.length) {
      if (this.#long !== undefined) {
        const end = terminators.from(index);
        if (end === chunk.length) break;
        pieces.push(this.#endLongLine(this.#long, chunk.subarray(from, end + 1)));
        this.#dropLineFeed = chunk[end] === CARRIAGE_RETURN;
        index = from = end + 1;
        continue;
      }
      const byte = chunk[index];
      if (this.#dropLineFeed) {
        this.#dropLineFeed = false;
        if (byte === LINE_FEED) {
          index = from = index + 1;
          continue;
        }
      }
      if (this.#afterCr) {
        this.#afterCr = false;
        if (byte === LINE_FEED) {
          this.#lineStart += 1;
          index += 1;
          if (this.#cutAfterCr) from = this.#cut(pieces, chunk, from, index);
          continue;
        }
        if (this.#cutAfterCr) from = this.#cut(pieces, chunk, from, index);
      }
      const end = terminators.from(index);
      // Where the line's text ends, counted in the batch's bytes.
      const lineEnd = this.#size + end - from;
      if (lineEnd - this.#lineStart > this.#limits.longLineBytes) {
        from = index = this.#startLongLine(pieces, chunk, from, end);
        continue;
      }
      if (end === chunk.length) break;
      this.#lines += 1;
      this.#lineStart = lineEnd + 1;
      this.#afterCr = chunk[end] === CARRIAGE_RETURN;
      index = end + 1;
      if (this.#lines < this.#limits.lines && this.#lineStart < this.#limits.bytes) continue;
      if (this.#afterCr) this.#cutAfterCr = true;
      else from = this.#cut(pieces, chunk, from, index);
    }
    if (this.#long !== undefined) {
      this.#long.push(chunk.subarray(from));
      return pieces;
    }
    this.#gather(chunk.subarray(from));
    // The lines this chunk completed go now, not once more input comes: a slow pipe's lines show as they come.
    if (this.#lines > 0 && !this.#afterCr) this.#cutBeforeLine(pieces);
    else if (this.#lines > 0) this.#cutAfterCr = true;
    return pieces;
  }

  /** Ends the source; returns its last pieces. */
  end(): Piece[] {
    const pieces: Piece[] = [];
    if (this.#long !== undefined) {
      pieces.push(this.#linePiece(this.#long.end(new Uint8Array(), 0)));
      this.#long = undefined;
    } else if (this.#size > 0) {
      pieces.push(this.#batchPiece(this.#take(), undefined));
    }
    return pieces;
  }

  #gather(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    this.#parts.push(bytes);
    this.#size += bytes.length;
  }

  /** The gathered bytes, copied into an array of their own (to hand to another thread), and a fresh batch begun. */
  #take(): Uint8Array<ArrayBuffer> {
    const bytes = new Uint8Array(this.#size);
    let offset = 0;
    for (const part of this.#parts) {
      bytes.set(part, offset);
      offset += part.length;
    }
    this.#parts = [];
    this.#size = 0;
    this.#lineStart = 0;
    this.#cutAfterCr = false;
    return bytes;
  }

  /** Hands out the batch gathered so far plus `chunk[from, to)`; returns `to`. */
  #cut(pieces: Piece[], chunk: Uint8Array, from: number, to: number): number {
    this.#gather(chunk.subarray(from, to));
    const lines = this.#lines;
    pieces.push(this.#batchPiece(this.#take(), lines));
    return to;
  }

  /** The batch of `bytes` up to `end`. */
  #batchPiece(bytes: Uint8Array<ArrayBuffer>, lines: number | undefined, end = bytes.length): Piece {
    const batch: Batch = {
      source: this.#source,
      firstLine: this.#firstLine,
      bytes: bytes.subarray(0, end),
      startsSource: !this.#started,
    };
    this.#started = true;
    this.#firstLine += lines ?? 0;
    this.#lines = 0;
    return { kind: 'batch', batch, lines };
  }

  #linePiece(end: LongLineEnd): Piece {
    this.#started = true;
    const lineNumber = this.#firstLine++;
    return end.kind === 'line'
      ? { kind: 'line', source: this.#source, lineNumber, line: end.line }
      : { kind: 'undecodable', source: this.#source, lineNumber, line: end.line };
  }

  /** Hands out the complete lines gathered; the start of the current line stays, to begin the next batch. */
  #cutBeforeLine(pieces: Piece[]): void {
    const lineStart = this.#lineStart;
    const lines = this.#lines;
    const gathered = this.#take();
    this.#gather(gathered.slice(lineStart));
    pieces.push(this.#batchPiece(gathered, lines, lineStart));
  }

  /** The current line is too long for a batch: the lines before it go as one, and it is read here from now on. */
  #startLongLine(pieces: Piece[], chunk: Uint8Array, from: number, to: number): number {
    this.#gather(chunk.subarray(from, to));
    const lineStart = this.#lineStart;
    const lines = this.#lines;
    const startsSource = !this.#started && lineStart === 0;
    const gathered = this.#take();
    if (lines > 0) pieces.push(this.#batchPiece(gathered, lines, lineStart));
    this.#long = new LongLine(this.#limits.maxLineUnits, gathered.subarray(lineStart), startsSource);
    return to;
  }

  /** `rest` ends with the line's terminator, a CR or an LF (the LF of a CRLF is dropped once it comes). */
  #endLongLine(long: LongLine, rest: Uint8Array): Piece {
    this.#long = undefined;
    return this.#linePiece(long.end(rest, 1));
  }
}
