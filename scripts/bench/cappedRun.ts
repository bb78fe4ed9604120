import { Worker } from 'node:worker_threads';
import type { HostileJob, WorkerMessage } from './hostileProtocol.ts';

export type HostileOutcome =
  | { readonly status: 'measured'; readonly nsPerCall: number }
  /** One call ran past the cap; the worker was terminated. */
  | { readonly status: 'capped' }
  /** Not run: a smaller input of the same shape already ran past the cap. */
  | { readonly status: 'skipped' };

export interface HostileFigure {
  readonly contenderId: string;
  readonly shapeId: string;
  readonly size: number;
  readonly outcome: HostileOutcome;
}

export interface CapOptions {
  /** The longest a single call may take before its worker is terminated. */
  readonly capMs: number;
  readonly budgetMs: number;
}

/**
 * Starts a worker running a TypeScript entry: workers do not inherit tsx's loader from `tsx
 * main.ts`, so the worker registers it before importing the entry.
 */
function startTypeScriptWorker(entry: URL, data: HostileJob): Worker {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: data });
}

const WORKER_ENTRY = new URL('./hostileWorker.ts', import.meta.url);

interface WorkerRun {
  readonly figures: HostileFigure[];
  /** The shape on which a call ran past the cap, if one did. */
  readonly cappedShapeId?: string;
}

/** One worker over the given shapes, until it finishes or a call runs past the cap. */
function runWorker(job: HostileJob, options: CapOptions): Promise<WorkerRun> {
  return new Promise((resolve, reject) => {
    const figures: HostileFigure[] = [];
    const worker = startTypeScriptWorker(WORKER_ENTRY, job);
    let watchdog: NodeJS.Timeout | undefined;
    const arm = (ms: number, onExpiry: () => void): void => {
      clearTimeout(watchdog);
      watchdog = setTimeout(onExpiry, ms);
    };
    const record = (shapeId: string, size: number, outcome: HostileOutcome): void => {
      figures.push({ contenderId: job.contenderId, shapeId, size, outcome });
    };
    const capAt = (shapeId: string, size: number) => (): void => {
      record(shapeId, size, { status: 'capped' });
      for (const larger of job.sizes.filter((candidate) => candidate > size))
        record(shapeId, larger, { status: 'skipped' });
      void worker.terminate().then(() => {
        resolve({ figures, cappedShapeId: shapeId });
      });
    };
    worker.on('message', (message: WorkerMessage) => {
      switch (message.type) {
        case 'calling':
          arm(options.capMs, capAt(message.shapeId, message.size));
          return;
        case 'probed':
          // The first call stayed under the cap; the few timed calls that follow are each about as long.
          arm(4 * Math.max(message.ms, options.capMs) + 4 * options.budgetMs, capAt(message.shapeId, message.size));
          return;
        case 'measured':
          clearTimeout(watchdog);
          record(message.shapeId, message.size, { status: 'measured', nsPerCall: message.nsPerCall });
          return;
        case 'finished':
          void worker.terminate().then(() => {
            resolve({ figures });
          });
          return;
      }
    });
    worker.on('error', (error) => {
      clearTimeout(watchdog);
      reject(error);
    });
  });
}

/** Every (shape, size) figure of one contender, a fresh worker resuming after any shape that hit the cap. */
export async function measureHostile(
  contenderId: string,
  shapeIds: readonly string[],
  sizes: readonly number[],
  options: CapOptions,
): Promise<HostileFigure[]> {
  const figures: HostileFigure[] = [];
  let remaining = [...shapeIds];
  while (remaining.length > 0) {
    const run = await runWorker({ contenderId, shapeIds: remaining, sizes, budgetMs: options.budgetMs }, options);
    figures.push(...run.figures);
    const resumeAfter = run.cappedShapeId === undefined ? remaining.length : remaining.indexOf(run.cappedShapeId) + 1;
    remaining = remaining.slice(resumeAfter);
  }
  return figures;
}
