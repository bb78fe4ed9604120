/**
 * `email-rules check`: judges each line of the inputs, streaming, and prints a verdict per line and a
 * summary per rule.
 */
import { DEFAULT_PROFILE, PROFILE_IDS, limitOf, type ProfileId } from '../src/index.ts';
import { flag, parseArgs, profileId, valueOption } from './args.ts';
import type { CliIo, ExitCode } from './io.ts';
import { ByteLineSplitter, type Line } from './byteLines.ts';
import { LineJudge } from './lineJudge.ts';
import { BufferedOutput } from './output.ts';
import { Progress } from './progress.ts';
import { openSources, type Source } from './sources.ts';
import { Tally } from './tally.ts';

export const CHECK_OPTIONS = {
  profile: valueOption({
    names: ['--profile'],
    placeholder: '<id>',
    summary: `the address pattern: ${PROFILE_IDS.join(', ')}`,
    parse: profileId,
    default: DEFAULT_PROFILE,
  }),
  json: flag(['--json'], 'one JSON object per line instead of text'),
  onlyInvalid: flag(['--only-invalid'], 'print only the lines that fail'),
  help: flag(['-h', '--help'], 'show this help', { alone: true }),
  version: flag(['--version'], 'print the version', { alone: true }),
};

export interface CheckOptions {
  readonly profile: ProfileId;
  readonly json: boolean;
  readonly onlyInvalid: boolean;
  /** Paths to read, in order; `-` is standard input. Empty means standard input. */
  readonly files: readonly string[];
}

export type CheckRequest =
  { readonly kind: 'check'; readonly options: CheckOptions } | { readonly kind: 'help' } | { readonly kind: 'version' };

/** The arguments after `check`; throws a UsageError for anything it does not understand. */
export function parseCheckArgs(args: readonly string[]): CheckRequest {
  const parsed = parseArgs(CHECK_OPTIONS, args);
  if (parsed.kind === 'alone') return { kind: parsed.option === 'help' ? 'help' : 'version' };
  const { profile, json, onlyInvalid } = parsed.options;
  return { kind: 'check', options: { profile, json, onlyInvalid, files: parsed.positionals } };
}

/**
 * Lines longer than this many UTF-16 units (1 Mi, about 2 MB in memory) are not held whole: the part
 * past it is only measured, and the line is judged by its length, which fails `tooLong` for certain.
 */
export const MAX_LINE_UNITS = Math.max(2 ** 20, 2 * limitOf('tooLong'));

interface Run {
  readonly options: CheckOptions;
  readonly out: BufferedOutput;
  readonly tally: Tally;
  readonly judge: LineJudge;
  readonly progress: Progress;
}

function emit(run: Run, source: string, lineNumber: number, line: Line): void {
  const printed = run.judge.print(source, lineNumber, line);
  if (printed !== undefined) run.out.line(printed);
}

async function checkSource(run: Run, source: Source): Promise<void> {
  const splitter = new ByteLineSplitter(MAX_LINE_UNITS);
  let lineNumber = 0;
  for await (const chunk of source.chunks()) {
    for (const line of splitter.push(chunk)) emit(run, source.name, ++lineNumber, line);
    await run.out.flush();
    run.progress.update(run.tally.lines);
  }
  for (const line of splitter.end()) emit(run, source.name, ++lineNumber, line);
}

/** Runs the check; rejects with a UsageError for an input that cannot be read. */
export async function runCheck(options: CheckOptions, io: CliIo): Promise<ExitCode> {
  const sources = await openSources(options.files, io.stdin);
  const progress = new Progress(io.stderr, io.now);
  // On a terminal, results and the progress line share the screen: erase the progress line before any result.
  const tally = new Tally();
  const run: Run = {
    options,
    out: new BufferedOutput(io.stdout, () => {
      progress.clear();
    }),
    tally,
    judge: new LineJudge(options, tally),
    progress,
  };
  for (const source of sources) await checkSource(run, source);
  await run.out.flush(true);
  run.progress.clear();
  io.stderr.write(`${run.tally.format(options.profile, MAX_LINE_UNITS)}\n`);
  return run.tally.invalid === 0 ? 0 : 1;
}
