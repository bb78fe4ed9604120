/**
 * `email-rules check`: judges each line of the inputs, streaming, and prints a verdict per line and a
 * summary per rule.
 */
import { limitOf } from '../src/index.ts';
import type { CheckOptions } from './checkArgs.ts';
import { formatJson, formatText } from './format.ts';
import type { CliIo, ExitCode } from './io.ts';
import { ByteLineSplitter, type Line } from './byteLines.ts';
import { BufferedOutput } from './output.ts';
import { Progress } from './progress.ts';
import { openSources, type Source } from './sources.ts';
import { Tally } from './tally.ts';
import { judgeLine } from './verdict.ts';

/**
 * Lines longer than this many UTF-16 units (1 Mi, about 2 MB in memory) are not held whole: the part
 * past it is only measured, and the line is judged by its length, which fails `tooLong` for certain.
 */
export const MAX_LINE_UNITS = Math.max(2 ** 20, 2 * limitOf('tooLong'));

interface Run {
  readonly options: CheckOptions;
  readonly out: BufferedOutput;
  readonly tally: Tally;
  readonly progress: Progress;
}

function emit(run: Run, source: string, lineNumber: number, line: Line): void {
  const verdict = judgeLine({ source, line: lineNumber, text: line.text, cut: line.cut }, run.options.profile);
  run.tally.add(verdict);
  if (run.options.onlyInvalid && verdict.valid) return;
  run.out.line(run.options.json ? formatJson(verdict) : formatText(verdict));
}

async function checkSource(run: Run, source: Source): Promise<void> {
  const splitter = new ByteLineSplitter(MAX_LINE_UNITS);
  let lineNumber = 0;
  for await (const chunk of source.chunks()) {
    for (const line of splitter.push(chunk)) emit(run, source.name, ++lineNumber, line);
    run.progress.update(run.tally.lines);
    await run.out.flush();
  }
  for (const line of splitter.end()) emit(run, source.name, ++lineNumber, line);
}

/** Runs the check; rejects with a UsageError for an input that cannot be read. */
export async function runCheck(options: CheckOptions, io: CliIo): Promise<ExitCode> {
  const sources = await openSources(options.files, io.stdin);
  const run: Run = {
    options,
    out: new BufferedOutput(io.stdout),
    tally: new Tally(),
    progress: new Progress(io.stderr, io.now),
  };
  for (const source of sources) await checkSource(run, source);
  await run.out.flush(true);
  run.progress.clear();
  io.stderr.write(`${run.tally.format(options.profile, MAX_LINE_UNITS)}\n`);
  return run.tally.invalid === 0 ? 0 : 1;
}
