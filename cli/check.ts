/**
 * `email-rules check`: judges each line of the inputs, streaming, and prints a verdict per line and a
 * summary per rule.
 */
import { DEFAULT_PROFILE, PROFILE_IDS, limitOf, type ProfileId } from '../src/index.ts';
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { flag, parseArgs, profileId, valueOption, wholeNumber } from './args.ts';
import { BatchedCheck } from './batchedCheck.ts';
import type { JudgingOptions } from './judgeBatch.ts';
import { INTERRUPTED_EXIT_CODE, NO_LINES_EXIT_CODE, type CliIo, type ExitCode } from './io.ts';
import { Output } from './output.ts';
import { Progress } from './progress.ts';
import { openSources } from './sources.ts';
import { Tally } from './tally.ts';
import { bundledWorker } from './moduleWorker.ts';
import { DEFAULT_ENCODING, INPUT_ENCODINGS, asUtf8, inputEncoding, type InputEncoding } from './inputEncoding.ts';

/** More threads than this would cost memory and start-up time for no gain on any machine the command meets. */
export const MAX_JOBS = 64;
/**
 * Threads by default, at most: each adds about 16-19 MB (peak 92 MB with one job, 206 MB with 8 and 345 MB
 * with 16 on the 1,000,000-line file), so a many-core machine's default stays near the memory of a small one.
 */
export const DEFAULT_MAX_JOBS = 8;

/**
 * Below this size an input is judged faster by this thread alone than with worker threads, which start
 * cold and share two cores with it. Measured on two cores (the median of nine runs of each, typical lines
 * of about 22 bytes): 300,000 lines took 1.34 times as long with two jobs as with one, 500,000 lines (11 MB)
 * 1.07 times, 700,000 lines (15 MB) 0.91 times, 1,000,000 lines 0.85 times. More cores would repay the
 * threads sooner; this size is where two do, so the default is never slower than one job.
 */
export const THREADS_FROM_BYTES = 12 * 1024 * 1024;

export const CHECK_OPTIONS = {
  profile: valueOption({
    names: ['--profile'],
    placeholder: '<id>',
    summary: `the address pattern: ${PROFILE_IDS.join(', ')}`,
    parse: profileId,
    default: DEFAULT_PROFILE,
  }),
  json: flag(['--json'], 'one JSON object per line instead of text'),
  encoding: valueOption({
    names: ['--encoding'],
    placeholder: '<name>',
    summary: `how the input is encoded: ${INPUT_ENCODINGS.join(', ')}; UTF-8 reads a UTF-16 file by its byte order mark too`,
    parse: inputEncoding,
    default: DEFAULT_ENCODING,
  }),
  onlyInvalid: flag(['--only-invalid'], 'print only the lines that fail'),
  jobs: valueOption({
    names: ['--jobs'],
    placeholder: '<n>',
    summary: `threads that judge lines, 1 to ${MAX_JOBS}; 1 judges them in this thread`,
    parse: wholeNumber({ min: 1, max: MAX_JOBS }),
    default: Math.min(availableParallelism(), DEFAULT_MAX_JOBS),
    defaultText: `the machine's cores, at most ${DEFAULT_MAX_JOBS}; threads start from ${THREADS_FROM_BYTES / 2 ** 20} MiB of input`,
  }),
  help: flag(['-h', '--help'], 'show this help', { alone: true }),
  version: flag(['--version'], 'print the version', { alone: true }),
};

export interface CheckOptions {
  readonly profile: ProfileId;
  readonly json: boolean;
  readonly onlyInvalid: boolean;
  /** How the input's bytes are read (a UTF-16 byte order mark is heeded under `utf-8`). */
  readonly encoding: InputEncoding;
  /** Worker threads that judge the lines; 1: none, the lines are judged in this thread. */
  readonly jobs: number;
  /** Paths to read, in order; `-` is standard input. Empty means standard input. */
  readonly files: readonly string[];
}

export type CheckRequest =
  { readonly kind: 'check'; readonly options: CheckOptions } | { readonly kind: 'help' } | { readonly kind: 'version' };

/** The arguments after `check`; throws a UsageError for anything it does not understand. */
export function parseCheckArgs(args: readonly string[]): CheckRequest {
  const parsed = parseArgs(CHECK_OPTIONS, args);
  if (parsed.kind === 'alone') return { kind: parsed.option === 'help' ? 'help' : 'version' };
  const { profile, json, onlyInvalid, encoding, jobs } = parsed.options;
  return { kind: 'check', options: { profile, json, onlyInvalid, encoding, jobs, files: parsed.positionals } };
}

/**
 * Lines longer than this many UTF-16 units (1 Mi, about 2 MB in memory) are not held whole: the part
 * past it is only measured, and the line is judged by its length, which fails `tooLong` for certain.
 */
export const MAX_LINE_UNITS = Math.max(2 ** 20, 2 * limitOf('tooLong'));

/** How a run is cut up. Tests shrink the batches and the line cap, so that small inputs take every path. */
export interface CheckTuning {
  readonly maxLineUnits: number;
  /** A batch for the threads ends after this many lines, or this many bytes. */
  readonly batchLines: number;
  readonly batchBytes: number;
  /** Starts one worker thread of judgeWorker.ts with these options. */
  readonly spawn: (options: JudgingOptions) => Worker;
  /**
   * Wait for the worker threads to start before judging past the first batch, so that they take their share
   * of a small input (tests); a run does not wait, this thread judges meanwhile.
   */
  readonly awaitThreads: boolean;
  /** Worker threads start only for an input of at least this many bytes (THREADS_FROM_BYTES; tests take 0). */
  readonly threadsFromBytes: number;
}

const YOUNG_GENERATION_MB = 4;
const OLD_GENERATION_MB = 32;

export const DEFAULT_TUNING: CheckTuning = {
  maxLineUnits: MAX_LINE_UNITS,
  // About a tenth of a second of judging per batch on a slow core: messages stay few, and memory small.
  batchLines: 4096,
  batchBytes: 256 * 1024,
  // A young generation smaller than V8's default keeps each thread's memory small, at little cost in time.
  spawn: (options) =>
    bundledWorker(import.meta.url, 'judgeWorker', {
      workerData: options,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB },
    }),
  awaitThreads: false,
  threadsFromBytes: THREADS_FROM_BYTES,
};

/** Standard error's last line when the input holds no line at all. */
export const NO_LINES_MESSAGE = `email-rules: no lines: the input was empty (exit code ${NO_LINES_EXIT_CODE})\n`;

/** Runs the check; rejects with a UsageError for an input that cannot be read or a worker thread that fails. */
export async function runCheck(
  options: CheckOptions,
  io: CliIo,
  tuning: CheckTuning = DEFAULT_TUNING,
): Promise<ExitCode> {
  const sources = (await openSources(options.files, io.stdin)).map(({ name, size, chunks }) => ({
    name,
    size,
    chunks: () => asUtf8(name, chunks(), options.encoding),
  }));
  const progress = new Progress(io.stderr, io.now);
  // On a terminal, results and the progress line share the screen: erase the progress line before any result.
  const out = new Output(io.stdout, () => {
    progress.clear();
  });
  const tally = new Tally();
  const { maxLineUnits } = tuning;
  const judging = { profile: options.profile, json: options.json, onlyInvalid: options.onlyInvalid, maxLineUnits };
  // The lines judged before a failure are written, before the one line that says what failed.
  const checked = new BatchedCheck({
    options: judging,
    jobs: options.jobs,
    batch: { lines: tuning.batchLines, bytes: tuning.batchBytes, longLineBytes: maxLineUnits, maxLineUnits },
    spawn: () => tuning.spawn(judging),
    awaitThreads: tuning.awaitThreads,
    threadsFromBytes: tuning.threadsFromBytes,
    out,
    tally,
    progress,
  }).check(sources);
  const ending = await Promise.race([checked.then(() => 'checked' as const), interruption(io.interrupt)]);
  progress.clear();
  io.stderr.write(`${tally.format(options.profile, maxLineUnits)}\n`);
  if (ending === 'interrupted') {
    // The run is left unfinished (the process ends); its later failure, if any, is of no interest now.
    checked.catch(() => undefined);
    io.stderr.write(
      `email-rules: interrupted; the summary counts the ${tally.lines} line(s) printed before, not the rest of the input\n`,
    );
    return INTERRUPTED_EXIT_CODE;
  }
  if (tally.lines === 0) {
    io.stderr.write(NO_LINES_MESSAGE);
    return NO_LINES_EXIT_CODE;
  }
  return tally.invalid === 0 ? 0 : 1;
}

/** Settles when the person interrupts the run; never without a signal. */
function interruption(signal: AbortSignal | undefined): Promise<'interrupted'> {
  return new Promise((resolve) => {
    if (signal === undefined) return;
    if (signal.aborted) resolve('interrupted');
    else
      signal.addEventListener(
        'abort',
        () => {
          resolve('interrupted');
        },
        { once: true },
      );
  });
}
