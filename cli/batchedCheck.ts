/**
 * `check`: the sources are cut into batches of whole lines (lineBatcher.ts), judged and printed
 * (judgeBatch.ts), and written in input order, each as soon as it and those before it are judged (a slow
 * pipe's verdicts show as its lines come). With `--jobs N` (N > 1), this thread and N - 1 worker threads
 * (judgePool.ts) judge them: a batch goes to a worker unless every worker has two waiting, and is then
 * judged here. This thread has little else to do (reading and writing cost a fraction of the judging), and
 * its code is warm already. At most two batches per job are judged but not yet written: when the threads
 * or the reader of the output fall behind, reading waits. Until the input has filled a batch, its lines
 * are judged here: a small input starts no thread.
 */
import type { Worker } from 'node:worker_threads';
import { judgeBatch, judgeLines, type BatchResult, type JudgingOptions } from './judgeBatch.ts';
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
  readonly out: Output;
  readonly tally: Tally;
  readonly progress: Progress;
}

const BATCHES_PER_THREAD = 2;

export class BatchedCheck {
  readonly #run: BatchedRun;
  /** The writes of the batches judged or being judged, oldest first; each waits for the one before it. */
  readonly #writes: Promise<void>[] = [];
  #lastWrite: Promise<void> = Promise.resolve();
  #pool: JudgePool | undefined;
  /** Lines handed out by the batchers so far. */
  #linesSeen = 0;

  constructor(run: BatchedRun) {
    this.#run = run;
  }

  /** Judges every source in order and writes the results; rejects with a UsageError when a thread fails. */
  async check(sources: readonly Source[]): Promise<void> {
    try {
      for (const source of sources) {
        const batcher = new LineBatcher(source.name, this.#run.batch);
        for await (const chunk of source.chunks()) for (const piece of batcher.push(chunk)) await this.#submit(piece);
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
    } else if (this.#judgedHere(piece.lines)) {
      result = Promise.resolve(judgeBatch(options, piece.batch));
    } else {
      this.#pool ??= new JudgePool(this.#run.jobs - 1, this.#run.spawn);
      result = this.#pool.judge(piece.batch);
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
    return this.#run.jobs === 1 ? 1 : BATCHES_PER_THREAD * this.#run.jobs;
  }

  /**
   * Whether a batch is judged in this thread: with one job always; else until the input has filled a batch
   * (threads would cost more to start than they save), and whenever every worker has enough to do.
   */
  #judgedHere(lines: number | undefined): boolean {
    if (this.#run.jobs === 1) return true;
    if (this.#pool === undefined) return lines === undefined || this.#linesSeen < this.#run.batch.lines;
    return this.#pool.saturated(BATCHES_PER_THREAD);
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
