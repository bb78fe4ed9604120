/**
 * Judges lines and prints them as `check` does, counting each in the tally: the lean path for the usual
 * accepted line, the full report (verdict.ts, format.ts) for every other. Both the in-process run and
 * the worker threads judge through it.
 */
import type { ProfileId } from '../src/index.ts';
import type { Line } from './byteLines.ts';
import { escapeControls, formatJson, formatText } from './format.ts';
import { leanJson, leanJudge, leanText, type LeanLengths } from './leanLine.ts';
import type { Tally } from './tally.ts';
import { judgeLine } from './verdict.ts';

export interface PrintOptions {
  readonly profile: ProfileId;
  readonly json: boolean;
  readonly onlyInvalid: boolean;
}

/** The plain path: the line's verdict from the kit's report, counted, and its printed form (undefined when not printed). */
export function printByReport(
  options: PrintOptions,
  tally: Tally,
  source: string,
  lineNumber: number,
  line: Line,
): string | undefined {
  const verdict = judgeLine({ source, line: lineNumber, text: line.text, cut: line.cut }, options.profile);
  tally.add(verdict);
  if (options.onlyInvalid && verdict.valid) return undefined;
  return options.json ? formatJson(verdict) : formatText(verdict);
}

export class LineJudge {
  readonly #options: PrintOptions;
  readonly #tally: Tally;
  readonly #lean: (text: string) => LeanLengths | undefined;
  #source: string | undefined;
  /** The source as printed, worked out once per source rather than per line. */
  #printedSource = '';

  constructor(options: PrintOptions, tally: Tally) {
    this.#options = options;
    this.#tally = tally;
    this.#lean = leanJudge(options.profile);
  }

  /** Judges a line of `source` and returns its printed form, or undefined when it is not printed (`--only-invalid`). */
  print(source: string, lineNumber: number, line: Line): string | undefined {
    const lengths = line.cut === undefined ? this.#lean(line.text) : undefined;
    if (lengths === undefined) return printByReport(this.#options, this.#tally, source, lineNumber, line);
    this.#tally.addValid();
    if (this.#options.onlyInvalid) return undefined;
    const printedSource = this.#printed(source);
    return this.#options.json
      ? leanJson(printedSource, lineNumber, line.text, lengths)
      : leanText(printedSource, lineNumber, line.text);
  }

  #printed(source: string): string {
    if (source !== this.#source) {
      this.#source = source;
      this.#printedSource = this.#options.json ? JSON.stringify(source) : escapeControls(source);
    }
    return this.#printedSource;
  }
}
