// Worker entry: measures one contender on hostile inputs, reporting before each call so the main
// thread can terminate it when a call runs past the cap.
import { parentPort, workerData } from 'node:worker_threads';
import { contenderById } from './contenders.ts';
import { hostileShapeById } from './corpora.ts';
import type { HostileJob, WorkerMessage } from './hostileProtocol.ts';
import { calibrateBatchSize, medianNsPerCall } from './measure.ts';

/** Calls slower than this are timed one by one, a few times, without warm-up: they dwarf any timer error. */
const SLOW_CALL_MS = 5;
const SLOW_CALL_SAMPLES = 3;
/** A fast call is batched until one sample takes this long. */
const BATCH_TARGET_MS = 0.2;
/** A fast call's budget is split over rounds, so one burst of load from elsewhere spoils one round, not the figure. */
const FAST_CALL_ROUNDS = 3;

const job = workerData as HostileJob;
const post = (message: WorkerMessage): void => parentPort?.postMessage(message);
const contender = contenderById(job.contenderId);
const task = [{ id: contender.id, check: contender.check }];

for (const shapeId of job.shapeIds) {
  const shape = hostileShapeById(shapeId);
  for (const size of job.sizes) {
    const input = shape.build(size);
    post({ type: 'calling', shapeId, size });
    const started = performance.now();
    contender.check(input);
    const ms = performance.now() - started;
    post({ type: 'probed', shapeId, size, ms });

    const slow = ms >= SLOW_CALL_MS;
    const batch = Array.from(
      { length: slow ? 1 : calibrateBatchSize(contender.check, input, BATCH_TARGET_MS) },
      () => input,
    );
    const figures = slow
      ? await medianNsPerCall(task, batch, 1, { timeMs: 0, warmupMs: 0, minBatches: SLOW_CALL_SAMPLES })
      : await medianNsPerCall(task, batch, FAST_CALL_ROUNDS, {
          timeMs: job.budgetMs / FAST_CALL_ROUNDS,
          warmupMs: job.budgetMs / 4,
          minBatches: 5,
        });
    post({ type: 'measured', shapeId, size, nsPerCall: figures.get(contender.id) ?? Number.NaN });
  }
}
post({ type: 'finished' });
