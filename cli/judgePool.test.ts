import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { Batch } from './judgeBatch.ts';
import { JudgePool } from './judgePool.ts';
import { UsageError } from './usageError.ts';

const batch = (): Batch => ({
  source: '-',
  firstLine: 1,
  bytes: new TextEncoder().encode('a@b.co\n'),
  startsSource: true,
});
const evalWorker = (code: string) => () => new Worker(code, { eval: true });

let pool: JudgePool | undefined;
afterEach(async () => {
  await pool?.close();
});

describe('JudgePool', () => {
  it('rejects, in one line, every batch of a thread that throws, and every later batch', async () => {
    pool = new JudgePool(1, evalWorker('throw new Error("boom\\nsecond line")'));
    const expected = new UsageError('a worker thread failed: boom');
    await expect(pool.judge(batch())).rejects.toEqual(expected);
    await expect(pool.judge(batch())).rejects.toEqual(expected);
  });

  it('rejects the batches of a thread that ends without answering, never leaving them waiting', async () => {
    pool = new JudgePool(
      1,
      evalWorker('require("node:worker_threads").parentPort.once("message", () => process.exit(3))'),
    );
    await expect(Promise.all([pool.judge(batch()), pool.judge(batch())])).rejects.toEqual(
      new UsageError('a worker thread ended unexpectedly (exit code 3)'),
    );
  });

  it('counts a thread as busy until it says it is ready, and never once a thread has failed', async () => {
    // Says it is ready, or throws, when told to.
    const obedient = `const { parentPort } = require('node:worker_threads');
      parentPort.on('message', (order) => { if (order === 'crash') throw new Error('boom'); parentPort.postMessage('ready'); });`;
    const started: Worker[] = [];
    const running = new JudgePool(1, () => {
      const worker = new Worker(obedient, { eval: true });
      started.push(worker);
      return worker;
    });
    pool = running;
    const [worker] = started;
    expect(running.saturated(1)).toBe(true);
    worker?.postMessage('ready');
    await expect.poll(() => running.saturated(1)).toBe(false);
    worker?.postMessage('crash');
    await expect(running.judge(batch())).rejects.toEqual(new UsageError('a worker thread failed: boom'));
    expect(running.saturated(0)).toBe(false);
  });

  it('counts a thread that fails before it is ready as able to take the next batch, which brings the failure to light', async () => {
    const running = new JudgePool(1, evalWorker('setTimeout(() => { throw new Error("late"); }, 50)'));
    pool = running;
    expect(running.saturated(1)).toBe(true);
    await expect.poll(() => running.saturated(1)).toBe(false);
    await expect(running.judge(batch())).rejects.toEqual(new UsageError('a worker thread failed: late'));
  });

  it('spreads batches over its threads and resolves each with its own answer', async () => {
    const echo = `const { parentPort, threadId } = require('node:worker_threads');
      parentPort.on('message', ({ id, batch }) => parentPort.postMessage({ id, result: { output: new Uint8Array([threadId % 256, batch.firstLine]), counts: { lines: 0, valid: 0, cut: 0, fired: [] } } }));`;
    pool = new JudgePool(2, evalWorker(echo));
    const running = pool;
    const results = await Promise.all([1, 2, 3, 4].map((firstLine) => running.judge({ ...batch(), firstLine })));
    expect(results.map((result) => result.output[1])).toEqual([1, 2, 3, 4]);
    expect(new Set(results.map((result) => result.output[0])).size).toBe(2);
  });
});
