import { Bench } from 'tinybench';
import { median } from './statistics.ts';

export interface MeasureOptions {
  /** tinybench time budget per task and round, in milliseconds. */
  readonly timeMs: number;
  readonly warmupMs: number;
  /** Minimum timed batches per task and round. */
  readonly minBatches: number;
}

const WARMUP_SAMPLES = 2;

/** Counts accepted inputs so no engine may treat a checked call as dead code. */
let acceptedSink = 0;
export const acceptedCount = (): number => acceptedSink;

function runBatch(check: (input: string) => boolean, batch: readonly string[]): void {
  for (const input of batch) if (check(input)) acceptedSink++;
}

export interface Task {
  readonly id: string;
  readonly check: (input: string) => boolean;
}

/**
 * Median nanoseconds per call of each task over `batch`, one timed sample being one pass over the
 * whole batch (so timer resolution never dominates a sub-microsecond call). Several rounds, each
 * visiting every task in turn, so a burst of load from elsewhere on the machine spoils one round of
 * every task rather than every round of one; the figure is the median of the rounds' p50s.
 */
export async function medianNsPerCall(
  tasks: readonly Task[],
  batch: readonly string[],
  rounds: number,
  options: MeasureOptions,
): Promise<ReadonlyMap<string, number>> {
  const roundFigures = new Map<string, number[]>(tasks.map((task) => [task.id, []]));
  for (let round = 0; round < rounds; round++) {
    // Few warm-up samples: a pass over the typical corpus by a slow peer takes 100 ms, and tinybench's default of 16 would spend most of the run warming up.
    const bench = new Bench({
      time: options.timeMs,
      warmupTime: options.warmupMs,
      warmup: options.warmupMs > 0,
      warmupIterations: WARMUP_SAMPLES,
      iterations: options.minBatches,
      throws: true,
    });
    // Each round starts with another task, so no contender always runs first (or last) after the others.
    const start = round % tasks.length;
    for (const task of [...tasks.slice(start), ...tasks.slice(0, start)])
      bench.add(task.id, () => {
        runBatch(task.check, batch);
      });
    await bench.run();
    for (const benchTask of bench.tasks) {
      const result = benchTask.result;
      if (result.state !== 'completed') throw new Error(`${benchTask.name} did not complete: ${result.state}`);
      roundFigures.get(benchTask.name)?.push((result.latency.p50 * 1e6) / batch.length);
    }
  }
  return new Map([...roundFigures].map(([id, figures]) => [id, median(figures)]));
}

/** How many copies of `input` make a batch that takes at least `targetMs`, so one sample is well above timer resolution. */
export function calibrateBatchSize(check: (input: string) => boolean, input: string, targetMs: number): number {
  for (let size = 1; ; size *= 2) {
    const started = performance.now();
    for (let call = 0; call < size; call++) if (check(input)) acceptedSink++;
    if (performance.now() - started >= targetMs || size >= 1 << 20) return size;
  }
}
