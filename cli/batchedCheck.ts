/**
 * `check`: the sources are cut into batches of whole lines (lineBatcher.ts), judged and printed
 * (judgeBatch.ts), and written in input order, each as soon as it and those before it are judged (a slow
 * pipe's verdicts show as its lines come). With `--jobs N` (N > 1), this thread and N - 1 worker threads
 * (judgePool.ts) judge them: a batch goes to a worker unless every worker is still starting or has two
 * waiting, and is then judged here. This thread has little else to do (reading and writing cost a fraction
 * of the judging), and its code is warm already. At most eight batches per job are judged but not yet
 * written: when the threads or the reader of the output fall behind, reading waits. Threads start only
 * once the input is known to be large enough to repay them (CheckTuning's threadsFromBytes: the files'
 * sizes up front, standard input's bytes as they are read) and has filled a batch; until then this thread
 * judges every line.
 */
import type { Worker } from 'node:worker_threads';
import { judgeBatch, judgeLines, judgeUndecodable, type BatchResult, type JudgingOptions } from './judgeBatch.ts';
import { JudgePool } from './judgePool.ts';
import { LineBatcher, type BatchLimits, type Piece } from './lineBatcher.ts';
import type { Output } from './output.ts';
import type { Progress } from './progress.ts';
import type { Source } from './sources.ts';
import type { Tally } from './tally.ts';

export interface BatchedRun {
  readonly options: JudgingOptions;
  readonly jobs: number;
  readonly batch: BatchLimits;
  /** Starts one worker thread running judgeWorker.ts. */
  readonly spawn: () => Worker;
  /** Wait for the threads to start before judging past the first batch (CheckTuning's, for tests). */
  readonly awaitThreads: boolean;
  /** Threads start only once the input is known to hold this many bytes (CheckTuning's). */
  readonly threadsFromBytes: number;
  readonly out: Output;
  readonly tally: Tally;
  readonly progress: Progress;
}

/** Batches waiting at a worker thread, at most, before this thread judges the next one itself. */
const BATCHES_PER_THREAD = 2;
/**
 * Batches judged or being judged but not yet written, at most, per job: a thread's first batches are slow
 * (its code not yet optimized), and the output's order holds back every batch after them. Eight per job let
 * this thread go on meanwhile (two held it waiting: 0.81 against 0.77 s on the 1,000,000-line file), and
 * bound what is held to eight batches of at most 256 KiB per job, with their output.
 */
const IN_FLIGHT_PER_JOB = 8;

export class BatchedCheck {
  readonly #run: BatchedRun;
  /** The writes of the batches judged or being judged, oldest first; each waits for the one before it. */
  readonly #writes: Promise<void>[] = [];
  #lastWrite: Promise<void> = Promise.resolve();
  #pool: JudgePool | undefined;
  /** Lines handed out by the batchers so far. */
  #linesSeen = 0;
  /** The input's size as known so far: the files' sizes, or the bytes read when more (standard input). */
  #inputBytes = 0;

  constructor(run: BatchedRun) {
    this.#run = run;
  }

  /** Judges every source in order and writes the results; rejects with a UsageError when a thread fails. */
  async check(sources: readonly Source[]): Promise<void> {
    const fileBytes = sources.reduce((sum, source) => sum + (source.size ?? 0), 0);
    let bytesRead = 0;
    try {
      for (const source of sources) {
        const batcher = new LineBatcher(source.name, this.#run.batch);
        for await (const chunk of source.chunks()) {
          bytesRead += chunk.length;
          this.#inputBytes = Math.max(fileBytes, bytesRead);
          for (const piece of batcher.push(chunk)) await this.#submit(piece);
        }
        for (const piece of batcher.end()) await this.#submit(piece);
      }
      await this.#lastWrite;
    } catch (error) {
      // What was judged before the failure is still written, in order, as far as it goes.
      await this.#lastWrite.catch(() => undefined);
      throw error;
    } finally {
      await this.#pool?.close();
    }
  }

  async #submit(piece: Piece): Promise<void> {
    const { options } = this.#run;
    let result: Promise<BatchResult>;
    if (piece.kind === 'line') {
      result = Promise.resolve(judgeLines(options, piece.source, piece.lineNumber, [piece.line]));
    } else if (piece.kind === 'undecodable') {
      result = Promise.resolve(judgeUndecodable(options, piece.source, piece.lineNumber, piece.line));
    } else {
      const pool = this.#poolFor(piece.lines);
      if (pool !== undefined && this.#run.awaitThreads) await pool.started;
      result =
        pool === undefined || pool.saturated(BATCHES_PER_THREAD)
          ? Promise.resolve(judgeBatch(options, piece.batch))
          : pool.judge(piece.batch);
    }
    const lines = piece.kind === 'batch' ? piece.lines : 1;
    this.#linesSeen += lines ?? 0;
    // A batch that fails stops the chain: nothing after it is written.
    const write = this.#lastWrite.then(async () => {
      await this.#write(await result, lines);
    });
    // Awaited in turn, by the write chain and below or by check(): a rejection before its turn is not an unhandled one.
    result.catch(() => undefined);
    write.catch(() => undefined);
    this.#lastWrite = write;
    this.#writes.push(write);
    while (this.#writes.length >= this.#inFlight) await this.#writes.shift();
  }

  /** Batches judged but not yet written, at most: one when this thread judges them all. */
  get #inFlight(): number {
    return this.#run.jobs === 1 ? 1 : IN_FLIGHT_PER_JOB * this.#run.jobs;
  }

  /**
   * The worker threads, started once the input has filled a batch and is known to hold threadsFromBytes
   * (threads would cost more to start than they save on less); none with one job. Started, they take batches only once ready (judgePool.ts): the
   * batch at hand is judged here meanwhile.
   */
  #poolFor(lines: number | undefined): JudgePool | undefined {
    if (this.#run.jobs === 1 || this.#pool !== undefined) return this.#pool;
    if (lines === undefined || this.#linesSeen < this.#run.batch.lines) return undefined;
    if (this.#inputBytes < this.#run.threadsFromBytes) return undefined;
    this.#pool = new JudgePool(this.#run.jobs - 1, this.#run.spawn);
    return this.#pool;
  }

  /** `lines`: how many lines the batch holds by this thread's count, when it ends with a terminator. */
  async #write({ output, counts }: BatchResult, lines: number | undefined): Promise<void> {
    if (lines !== undefined && counts.lines !== lines)
      throw new Error(`a batch of ${lines} lines was judged as ${counts.lines}`);
    const { tally, out, progress } = this.#run;
    tally.addCounts(counts);
    await out.bytes(output);
    progress.update(tally.lines);
  }
}
