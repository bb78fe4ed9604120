/**
 * Judges lines and writes their printed forms as `check` does, counting each in the tally: the lean path
 * for the usual accepted line, the full report (verdict.ts, format.ts) for every other. Both the
 * in-process run and the worker threads judge through it.
 */
import { profileById, type Lengths, type ProfileId } from '../src/index.ts';
import type { Line } from './byteLines.ts';
import type { ByteBlock } from './byteBlock.ts';
import { formatJson, formatText } from './format.ts';
import { JsonPrinter } from './jsonPrinter.ts';
import { LeanPrinter, leanJudge, type LeanLengths } from './leanLine.ts';
import type { Tally } from './tally.ts';
import { formatUndecodableJson, formatUndecodableText, undecodableVerdict } from './undecodable.ts';
import type { MalformedByte } from './utf8Scan.ts';
import { judgeLine, type LineVerdict } from './verdict.ts';

export interface PrintOptions {
  /** An id, not the profile: the options go to worker threads, which look the profile up themselves. */
  readonly profile: ProfileId;
  readonly json: boolean;
  readonly onlyInvalid: boolean;
}

/** The line's verdict from the kit's report, counted; undefined when it is not printed (`--only-invalid`). */
function verdictToPrint(
  options: PrintOptions,
  tally: Tally,
  source: string,
  lineNumber: number,
  line: Line,
): LineVerdict | undefined {
  const verdict = judgeLine({ source, line: lineNumber, text: line.text, cut: line.cut }, options.profile);
  tally.add(verdict);
  return options.onlyInvalid && verdict.valid ? undefined : verdict;
}

/** The plain path: the line's verdict from the kit's report, counted, and its printed form (undefined when not printed). */
export function printByReport(
  options: PrintOptions,
  tally: Tally,
  source: string,
  lineNumber: number,
  line: Line,
): string | undefined {
  const verdict = verdictToPrint(options, tally, source, lineNumber, line);
  if (verdict === undefined) return undefined;
  return options.json ? formatJson(verdict) : formatText(verdict);
}

/** A line that is not UTF-8, as it is read: its first bytes at least (undecodable.ts), its size, its first bad byte. */
export interface UndecodableLine {
  readonly head: Uint8Array;
  readonly size: number;
  readonly malformed: MalformedByte;
}

/** A line that is not UTF-8: counted, and printed (it is invalid, so `--only-invalid` prints it too). */
export function printUndecodable(
  options: PrintOptions,
  tally: Tally,
  source: string,
  lineNumber: number,
  line: UndecodableLine,
): string {
  tally.addUndecodable();
  const verdict = undecodableVerdict(source, lineNumber, line.head, line.size, line.malformed);
  return options.json ? formatUndecodableJson(verdict) : formatUndecodableText(verdict);
}

export class LineJudge {
  readonly #options: PrintOptions;
  readonly #tally: Tally;
  readonly #lean: (text: string) => LeanLengths | undefined;
  readonly #printer: LeanPrinter;
  readonly #jsonPrinter = new JsonPrinter();

  constructor(options: PrintOptions, tally: Tally) {
    this.#options = options;
    this.#tally = tally;
    this.#lean = leanJudge(options.profile);
    this.#printer = new LeanPrinter(options.json, profileById(options.profile).units);
  }

  /** Judges a line of `source` and writes its printed form, with its line feed, unless it is not printed (`--only-invalid`). */
  write(block: ByteBlock, source: string, lineNumber: number, text: string, cut?: Lengths): void {
    const lengths = cut === undefined ? this.#lean(text) : undefined;
    if (lengths === undefined) {
      this.#writeByReport(block, source, lineNumber, { text, cut });
      return;
    }
    this.#tally.addValid();
    if (!this.#options.onlyInvalid) this.#printer.write(block, source, lineNumber, text, lengths);
  }

  /** Writes the verdict on a line that is not UTF-8, with its line feed. */
  writeUndecodable(block: ByteBlock, source: string, lineNumber: number, line: UndecodableLine): void {
    block.line(printUndecodable(this.#options, this.#tally, source, lineNumber, line));
  }

  /** The plain path's verdict and printed form (printByReport's), the JSON form written straight as bytes. */
  #writeByReport(block: ByteBlock, source: string, lineNumber: number, line: Line): void {
    const verdict = verdictToPrint(this.#options, this.#tally, source, lineNumber, line);
    if (verdict === undefined) return;
    if (this.#options.json) this.#jsonPrinter.write(block, verdict);
    else block.line(formatText(verdict));
  }
}
