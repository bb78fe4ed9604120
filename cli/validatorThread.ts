/**
 * The user's validator in a worker thread, called from the main thread under a time limit. The worker
 * loads the module and answers one call at a time; this side holds the clock. A call that gets no answer
 * in time, or whose thread ends or crashes, rejects with ValidatorStalled, and the thread is replaced
 * before the next call. Loading has its own limit; a module that fails, hangs or ends its thread while
 * loading rejects with a UsageError. Nothing the validator does can stop or end the command's thread.
 *
 * Protocol: the worker posts `loading` when it starts importing the module, then `ready` or `failed`;
 * on a port of its own, the main thread posts `{ id, input }` and the worker replies `{ id, outcome }`
 * (wire.ts). When the clock runs out, that port is read once more before the call counts as stalled: an
 * answer that came in time, while this thread was busy, still counts.
 */
import { MessageChannel, receiveMessageOnPort, type MessagePort, type Worker } from 'node:worker_threads';
import { describeThrown } from './loadValidator.ts';
import { moduleWorker } from './moduleWorker.ts';
import { UsageError } from './usageError.ts';
import { fromWire, type CallReply, type CallRequest, type WorkerData, type WorkerReport } from './wire.ts';

/** The validator did not answer a call: too slow, or its thread ended or crashed. The message says which. */
export class ValidatorStalled extends Error {
  override readonly name = 'ValidatorStalled';
}

export interface ThreadLimits {
  /** Milliseconds a call may take. */
  readonly callMs: number;
  /** Milliseconds the module may take to load. */
  readonly loadMs: number;
}

/** Where the validator's own output (console.log and the like) goes: standard error, never the report. */
export interface OutputSink {
  write(chunk: Uint8Array | string): unknown;
}

function spawn(data: WorkerData): Worker {
  return moduleWorker(import.meta.url, 'auditWorker', {
    workerData: data,
    transferList: [data.calls],
    stdout: true,
    stderr: true,
  });
}

interface PendingCall {
  readonly id: number;
  readonly resolve: (value: unknown) => void;
  readonly reject: (thrown: unknown) => void;
  readonly timer: NodeJS.Timeout;
}

interface Live {
  readonly worker: Worker;
  /** This side of the calls' port. */
  readonly calls: MessagePort;
  /** Settles when the module is loaded (or not). */
  readonly ready: Promise<void>;
  pending: PendingCall | undefined;
  /** Why the thread ended without being asked to, once it has. */
  ended: string | undefined;
  /** Set when this side terminates the thread, so its exit is no news. */
  terminating: boolean;
}

export type ModuleToLoad = Omit<WorkerData, 'calls'>;

export class ValidatorThread {
  readonly #data: ModuleToLoad;
  readonly #limits: ThreadLimits;
  readonly #output: OutputSink;
  #live: Live | undefined;
  #nextId = 0;

  constructor(data: ModuleToLoad, limits: ThreadLimits, output: OutputSink) {
    this.#data = data;
    this.#limits = limits;
    this.#output = output;
  }

  /** Starts the thread and loads the module; rejects with a UsageError naming what went wrong. */
  start(): Promise<void> {
    this.#live ??= this.#spawn();
    return this.#live.ready;
  }

  /** Calls the validator; resolves with its answer, rejects with what it threw, or with ValidatorStalled. */
  async call(input: string): Promise<unknown> {
    if (this.#live?.ended !== undefined) {
      const reason = this.#live.ended;
      this.#live = undefined;
      throw new ValidatorStalled(`${reason}, after answering the call before`);
    }
    await this.start();
    const live = this.#live;
    if (live === undefined) throw new Error('the validator thread is not running');
    const id = this.#nextId++;
    const answer = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        // An answer may be waiting, sent in time while this thread was busy: it counts.
        for (
          let queued = receiveMessageOnPort(live.calls);
          queued !== undefined;
          queued = receiveMessageOnPort(live.calls)
        )
          this.#settle(live, queued.message as CallReply);
        if (live.pending?.id === id) this.#fail(live, `did not answer within ${this.#limits.callMs} ms`);
      }, this.#limits.callMs);
      live.pending = { id, resolve, reject, timer };
    });
    live.calls.postMessage({ id, input } satisfies CallRequest);
    return answer;
  }

  /** Ends the thread (the validator's timers and handles with it). */
  async close(): Promise<void> {
    const live = this.#live;
    this.#live = undefined;
    if (live === undefined) return;
    live.terminating = true;
    live.calls.close();
    await live.worker.terminate();
  }

  /** An answer to the pending call settles it; an answer to an abandoned one is dropped. */
  #settle(live: Live, reply: CallReply): void {
    const pending = live.pending;
    if (pending?.id !== reply.id) return;
    clearTimeout(pending.timer);
    live.pending = undefined;
    const { outcome } = reply;
    if (outcome.kind === 'answered') pending.resolve(fromWire(outcome.value));
    else pending.reject(fromWire(outcome.thrown));
  }

  #spawn(): Live {
    const { port1: calls, port2 } = new MessageChannel();
    const worker = spawn({ ...this.#data, calls: port2 });
    calls.on('message', (reply: CallReply) => {
      this.#settle(live, reply);
    });
    worker.stdout.on('data', (chunk: Uint8Array) => this.#output.write(chunk));
    worker.stderr.on('data', (chunk: Uint8Array) => this.#output.write(chunk));
    let settleLoad: { resolve: () => void; reject: (error: Error) => void } | undefined;
    const ready = new Promise<void>((resolve, reject) => {
      settleLoad = { resolve, reject };
    });
    const live: Live = { worker, calls, ready, pending: undefined, ended: undefined, terminating: false };
    const module = this.#data.module;
    let loadTimer: NodeJS.Timeout | undefined;
    const loadFailed = (why: string) => {
      clearTimeout(loadTimer);
      if (settleLoad === undefined) return false;
      settleLoad.reject(new UsageError(`cannot load ${module}: ${why}`));
      settleLoad = undefined;
      live.terminating = true;
      calls.close();
      void worker.terminate();
      if (this.#live === live) this.#live = undefined;
      return true;
    };

    worker.on('message', (message: WorkerReport) => {
      if (message.kind === 'loading') {
        loadTimer = setTimeout(() => {
          loadFailed(`it did not finish loading within ${this.#limits.loadMs} ms`);
        }, this.#limits.loadMs);
      } else if (message.kind === 'ready') {
        clearTimeout(loadTimer);
        settleLoad?.resolve();
        settleLoad = undefined;
      } else {
        clearTimeout(loadTimer);
        settleLoad?.reject(new UsageError(message.message));
        settleLoad = undefined;
      }
    });
    // An error nobody caught in the thread (a throw from the validator's own timer, say): the thread dies.
    worker.on('error', (error: unknown) => {
      const why = `crashed its thread: ${describeThrown(error)}`;
      if (!loadFailed(why)) this.#fail(live, why);
    });
    worker.on('exit', (code: number) => {
      if (live.terminating) return;
      const why = `ended its thread (exit code ${code}, as process.exit(${code}) does)`;
      if (!loadFailed(`${why} while loading`)) this.#fail(live, why);
    });
    return live;
  }

  /** The thread is of no more use: a pending call rejects with `why`, or the next call will. */
  #fail(live: Live, why: string): void {
    live.ended ??= why;
    const pending = live.pending;
    live.pending = undefined;
    if (!live.terminating) {
      live.terminating = true;
      live.calls.close();
      void live.worker.terminate();
    }
    if (pending === undefined) return;
    clearTimeout(pending.timer);
    if (this.#live === live) this.#live = undefined;
    pending.reject(new ValidatorStalled(why));
  }
}
