/**
 * `check` the plain way, for the properties that prove its speed tricks (batches, worker threads, the lean
 * path) change nothing: each source read whole by the streaming reader, every line judged by the kit's
 * full report and printed from it, the summary and exit code from the same tally (test support: not built).
 */
import { ByteLineSplitter } from '../byteLines.ts';
import type { ExitCode } from '../io.ts';
import { printByReport, type PrintOptions } from '../lineJudge.ts';
import { Tally } from '../tally.ts';

export interface PlainSource {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface PlainRun {
  readonly code: ExitCode;
  readonly stdout: string;
  readonly stderr: string;
}

export function plainCheck(options: PrintOptions, sources: readonly PlainSource[], maxLineUnits: number): PlainRun {
  const tally = new Tally();
  let stdout = '';
  for (const { name, bytes } of sources) {
    const splitter = new ByteLineSplitter(maxLineUnits);
    const lines = [...splitter.push(bytes), ...splitter.end()];
    lines.forEach((line, index) => {
      const printed = printByReport(options, tally, name, index + 1, line);
      if (printed !== undefined) stdout += `${printed}\n`;
    });
  }
  return {
    code: tally.invalid === 0 ? 0 : 1,
    stdout,
    stderr: `${tally.format(options.profile, maxLineUnits)}\n`,
  };
}
