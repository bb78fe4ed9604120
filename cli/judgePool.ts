/**
 * The worker threads of `check --jobs`: each batch goes to the thread with the fewest batches waiting,
 * and its result comes back as a promise. A thread counts as busy until it says it is ready (its modules
 * loaded): batches handed to a thread still starting made the main thread wait for it, about a tenth of a
 * run on the 1,000,000-line file. A thread that fails or ends rejects every batch it held, and
 * every later one, with one line saying so; nothing waits on a thread that is gone.
 */
import type { Worker } from 'node:worker_threads';
import type { Batch, BatchResult } from './judgeBatch.ts';
import { UsageError } from './usageError.ts';

export interface BatchRequest {
  readonly id: number;
  readonly batch: Batch;
}

export interface BatchReply {
  readonly id: number;
  readonly result: BatchResult;
}

/** What a worker thread sends once, when it can judge. */
export const READY = 'ready';

export type WorkerMessage = BatchReply | typeof READY;

interface Waiting {
  readonly resolve: (result: BatchResult) => void;
  readonly reject: (error: Error) => void;
}

interface Thread {
  readonly worker: Worker;
  readonly waiting: Map<number, Waiting>;
  /** It has said it is ready. */
  ready: boolean;
}

export class JudgePool {
  readonly #threads: Thread[];
  #nextId = 0;
  /** Why the pool can judge no more, once a thread has failed. */
  #broken: UsageError | undefined;
  #closing = false;
  /** Settles once every thread is ready, or the pool has failed. */
  readonly started: Promise<void>;
  #settleStarted: () => void = () => undefined;

  /** `spawn` starts one worker thread running judgeWorker.ts (tests pass their own). */
  constructor(size: number, spawn: () => Worker) {
    this.started = new Promise((resolve) => {
      this.#settleStarted = resolve;
    });
    this.#threads = Array.from({ length: size }, () => this.#start(spawn()));
  }

  /**
   * Whether every thread is still starting or has `perThread` batches or more waiting; never once a thread
   * has failed, so that the next batch brings the failure to light.
   */
  saturated(perThread: number): boolean {
    if (this.#broken !== undefined) return false;
    return this.#threads.every((thread) => !thread.ready || thread.waiting.size >= perThread);
  }

  judge(batch: Batch): Promise<BatchResult> {
    if (this.#broken !== undefined) return Promise.reject(this.#broken);
    const thread = this.#threads.reduce((least, next) => (next.waiting.size < least.waiting.size ? next : least));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      thread.waiting.set(id, { resolve, reject });
      thread.worker.postMessage({ id, batch } satisfies BatchRequest, [batch.bytes.buffer]);
    });
  }

  /** Ends every thread. */
  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(this.#threads.map((thread) => thread.worker.terminate()));
  }

  #start(worker: Worker): Thread {
    const thread: Thread = { worker, waiting: new Map(), ready: false };
    worker.on('message', (message: WorkerMessage) => {
      if (message === READY) {
        thread.ready = true;
        if (this.#threads.every((each) => each.ready)) this.#settleStarted();
        return;
      }
      const { id, result } = message;
      const waiting = thread.waiting.get(id);
      thread.waiting.delete(id);
      waiting?.resolve(result);
    });
    worker.on('error', (error) => {
      this.#fail(`a worker thread failed: ${error.message}`);
    });
    worker.on('messageerror', (error) => {
      this.#fail(`a worker thread sent a message that cannot be read: ${error.message}`);
    });
    worker.on('exit', (code) => {
      if (!this.#closing) this.#fail(`a worker thread ended unexpectedly (exit code ${code})`);
    });
    return thread;
  }

  /** The first failure names the cause; every batch still waiting anywhere is rejected with it. */
  #fail(message: string): void {
    this.#broken ??= new UsageError(message.split('\n')[0] ?? message);
    this.#settleStarted();
    const broken = this.#broken;
    for (const thread of this.#threads) {
      for (const waiting of thread.waiting.values()) waiting.reject(broken);
      thread.waiting.clear();
    }
  }
}
