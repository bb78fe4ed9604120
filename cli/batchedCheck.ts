/**
 * `check --jobs N` (N > 1): the sources are cut into batches of whole lines (lineBatcher.ts), the worker
 * threads judge and print them (judgePool.ts), and this thread writes the results in input order. At most
 * two batches per thread are in flight: when the threads or the reader of the output fall behind, reading
 * waits. Until the input has filled a batch, its lines are judged here: a small input starts no thread.
 */
import type { Worker } from 'node:worker_threads';
import { judgeBatch, judgeLines, type BatchResult, type JudgingOptions } from './judgeBatch.ts';
import { JudgePool } from './judgePool.ts';
import { LineBatcher, type BatchLimits, type Piece } from './lineBatcher.ts';
import type { BufferedOutput } from './output.ts';
import type { Progress } from './progress.ts';
import type { Source } from './sources.ts';
import type { Tally } from './tally.ts';

export interface BatchedRun {
  readonly options: JudgingOptions;
  readonly jobs: number;
  readonly batch: BatchLimits;
  /** Starts one worker thread running judgeWorker.ts. */
  readonly spawn: () => Worker;
  readonly out: BufferedOutput;
  readonly tally: Tally;
  readonly progress: Progress;
}

const BATCHES_PER_THREAD = 2;

interface Pending {
  readonly result: Promise<BatchResult>;
  /** How many lines the batch holds by this thread's count, when it ends with a terminator. */
  readonly lines: number | undefined;
}

export class BatchedCheck {
  readonly #run: BatchedRun;
  readonly #queue: Pending[] = [];
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
      while (this.#queue.length > 0) await this.#writeFirst();
    } catch (error) {
      // What was judged before the failure is still written, in order, as far as it goes.
      await this.#writeWhatSucceeded();
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
    } else if (this.#pool === undefined && (piece.lines === undefined || this.#linesSeen < this.#run.batch.lines)) {
      // Until the input has filled a batch, threads would cost more to start than they save.
      result = Promise.resolve(judgeBatch(options, piece.batch));
    } else {
      this.#pool ??= new JudgePool(this.#run.jobs, this.#run.spawn);
      result = this.#pool.judge(piece.batch);
    }
    // Awaited in turn by #writeFirst; a rejection that comes before its turn is not an unhandled one.
    result.catch(() => undefined);
    const lines = piece.kind === 'batch' ? piece.lines : 1;
    this.#linesSeen += lines ?? 0;
    this.#queue.push({ result, lines });
    while (this.#queue.length >= BATCHES_PER_THREAD * this.#run.jobs) await this.#writeFirst();
  }

  async #writeFirst(): Promise<void> {
    const first = this.#queue.shift();
    if (first === undefined) return;
    const { output, counts } = await first.result;
    if (first.lines !== undefined && counts.lines !== first.lines)
      throw new Error(`a batch of ${first.lines} lines was judged as ${counts.lines}`);
    const { tally, out, progress } = this.#run;
    tally.addCounts(counts);
    await out.bytes(output);
    progress.update(tally.lines);
  }

  async #writeWhatSucceeded(): Promise<void> {
    try {
      while (this.#queue.length > 0) await this.#writeFirst();
    } catch {
      // The first batch that failed ends the output; the error that stopped the run is the one reported.
    }
  }
}
