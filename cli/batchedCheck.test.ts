import { PassThrough, Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TUNING, THREADS_FROM_BYTES, runCheck, type CheckOptions, type CheckTuning } from './check.ts';
import { UsageError } from './usageError.ts';

const OPTIONS: CheckOptions = {
  profile: 'standard',
  json: false,
  onlyInvalid: false,
  encoding: 'utf-8',
  jobs: 2,
  files: [],
};
const INPUT = Array.from({ length: 12 }, (_, index) => `user${index + 1}@example.com\n`).join('');

/** Standard input that delivers INPUT, then fails as a disk might. */
async function* failingInput(): AsyncGenerator<Uint8Array> {
  yield Buffer.from(INPUT);
  await Promise.resolve();
  throw Object.assign(new Error('i/o'), { code: 'EIO' });
}

async function check(
  options: CheckOptions,
  tuning: CheckTuning,
  stdin: AsyncIterable<Uint8Array> = Readable.from([Buffer.from(INPUT)]),
) {
  const stdout = new PassThrough();
  let written = '';
  stdout.setEncoding('utf8').on('data', (text: string) => (written += text));
  const outcome = runCheck(options, { stdin, stdout, stderr: new PassThrough(), now: () => 0 }, tuning);
  return {
    outcome: await outcome.then(
      (code) => ({ code }),
      (error: unknown) => ({ error }),
    ),
    stdout: () => written,
  };
}

describe('check --jobs', () => {
  /**
   * A thread from `code` (run with `require`), and standard input that gives the first four lines (the
   * threads start after the first two), waits for `event` from the thread, then gives the rest.
   */
  function threadAndInput(code: string, event: 'message' | 'error') {
    let seen: () => void = () => undefined;
    const eventSeen = new Promise<void>((resolve) => (seen = resolve));
    const tuning: CheckTuning = {
      ...DEFAULT_TUNING,
      batchLines: 2,
      threadsFromBytes: 0,
      spawn: () =>
        new Worker(code, { eval: true }).once(event, () => {
          seen();
        }),
    };
    const lines = INPUT.split(/(?<=\n)/);
    async function* input(): AsyncGenerator<Uint8Array> {
      yield Buffer.from(lines.slice(0, 4).join(''));
      await eventSeen;
      yield Buffer.from(lines.slice(4).join(''));
    }
    return { tuning, input: input() };
  }

  it('ends the run with one line when a worker thread crashes on a batch, the lines before it written in order', async () => {
    const { tuning, input } = threadAndInput(
      `const { parentPort } = require('node:worker_threads');
      parentPort.on('message', () => { throw new Error('boom'); });
      parentPort.postMessage('ready');`,
      'message',
    );
    const { outcome, stdout } = await check(OPTIONS, tuning, input);
    expect(outcome).toEqual({ error: new UsageError('a worker thread failed: boom') });
    const oneJob = await check({ ...OPTIONS, jobs: 1 }, DEFAULT_TUNING);
    // Judged here before the thread was ready: the first four lines, and nothing out of order after them.
    expect(stdout().split('\n').length).toBeGreaterThan(4);
    expect(oneJob.stdout().startsWith(stdout())).toBe(true);
  });

  it('ends the run with one line when a worker thread fails to start, once it is known', async () => {
    const { tuning, input } = threadAndInput('throw new Error("no start")', 'error');
    const { outcome, stdout } = await check(OPTIONS, tuning, input);
    expect(outcome).toEqual({ error: new UsageError('a worker thread failed: no start') });
    expect(stdout()).toBe(
      INPUT.split('\n')
        .slice(0, 4)
        .map((line, index) => `-:${index + 1}\tvalid\t${line}\n`)
        .join(''),
    );
  });

  it('judges the lines here while the worker threads start, and hands them batches once they are ready', async () => {
    let handedOut = 0;
    const { tuning, input } = threadAndInput(
      `const { parentPort } = require('node:worker_threads');
      parentPort.on('message', ({ id, batch }) => parentPort.postMessage({ id, result: { output: new TextEncoder().encode('judged there\\n'), counts: { lines: 2, valid: 2, cut: 0, undecodable: 0, fired: [] } } }));
      parentPort.postMessage('ready');`,
      'message',
    );
    const counting: CheckTuning = {
      ...tuning,
      spawn: (options) => tuning.spawn(options).on('message', (message) => (handedOut += message === 'ready' ? 0 : 1)),
    };
    const { outcome, stdout } = await check(OPTIONS, counting, input);
    expect(outcome).toEqual({ code: 0 });
    expect(
      stdout().startsWith(
        INPUT.split('\n')
          .slice(0, 4)
          .map((line, index) => `-:${index + 1}\tvalid\t${line}\n`)
          .join(''),
      ),
    ).toBe(true);
    expect(handedOut).toBeGreaterThan(0);
    expect(stdout()).toContain('judged there\n');
  });

  it.each([1, 2])(
    'writes every line read before an input fails, then says so in one line (--jobs %i)',
    async (jobs) => {
      const { outcome, stdout } = await check(
        { ...OPTIONS, jobs },
        { ...DEFAULT_TUNING, batchLines: 100 },
        failingInput(),
      );
      expect(outcome).toEqual({ error: new UsageError('cannot read standard input: input/output error') });
      expect(stdout()).toBe(
        Array.from({ length: 12 }, (_, index) => `-:${index + 1}\tvalid\tuser${index + 1}@example.com\n`).join(''),
      );
    },
  );

  it('judges an input smaller than a batch without starting a thread', async () => {
    const never: CheckTuning = {
      ...DEFAULT_TUNING,
      spawn: () => {
        throw new Error('no thread should start');
      },
    };
    const { outcome, stdout } = await check(OPTIONS, never);
    expect(outcome).toEqual({ code: 0 });
    expect(stdout().split('\n')).toHaveLength(13);
  });

  describe('starts threads only for an input large enough to repay them', () => {
    /** A thread that says it is ready and counts each batch's lines as valid, printing nothing; `spawned` counts them. */
    function counted(threadsFromBytes: number) {
      const counter = { spawned: 0 };
      const tuning: CheckTuning = {
        ...DEFAULT_TUNING,
        batchLines: 2,
        awaitThreads: true,
        threadsFromBytes,
        spawn: () => {
          counter.spawned++;
          return new Worker(
            `const { parentPort } = require('node:worker_threads');
            parentPort.on('message', ({ id, batch }) => {
              const lines = batch.bytes.filter((byte) => byte === 10).length;
              parentPort.postMessage({ id, result: { output: new Uint8Array(), counts: { lines, valid: lines, cut: 0, undecodable: 0, fired: [0, 0, 0, 0, 0] } } });
            });
            parentPort.postMessage('ready');`,
            { eval: true },
          );
        },
      };
      return { counter, tuning };
    }

    it('by default: twelve lines fill six batches and start none', async () => {
      expect(DEFAULT_TUNING.threadsFromBytes).toBe(THREADS_FROM_BYTES);
      const { counter, tuning } = counted(THREADS_FROM_BYTES);
      const { outcome, stdout } = await check(OPTIONS, tuning);
      expect(outcome).toEqual({ code: 0 });
      expect(stdout().split('\n')).toHaveLength(13);
      expect(counter.spawned).toBe(0);
    });

    it('a file known to be that large starts them at its first full batch, before it is read', async () => {
      const folder = mkdtempSync(join(tmpdir(), 'email-rules-threads-'));
      const path = join(folder, 'input.txt');
      // Larger than the 64 KiB a file stream reads at first, so the bytes read lag behind the file's size.
      const text = Array.from({ length: 4000 }, (_, index) => `user${index + 1}@example.com\n`).join('');
      const linesInFirstRead = text.slice(0, 64 * 1024).split('\n').length - 1;
      writeFileSync(path, text);
      try {
        const large = counted(Buffer.byteLength(text));
        const run = await check({ ...OPTIONS, files: [path] }, large.tuning);
        expect(run.outcome).toEqual({ code: 0 });
        expect(large.counter.spawned).toBe(1);
        // The thread prints nothing: the first line missing from the output is one it took, from the first read.
        const printed = run
          .stdout()
          .split('\n')
          .map((line) => Number(/^[^\t]+:(\d+)\t/.exec(line)?.[1]));
        const firstTaken = printed.findIndex((line, index) => line !== index + 1) + 1;
        expect(firstTaken).toBeGreaterThan(0);
        expect(firstTaken).toBeLessThanOrEqual(linesInFirstRead);
        const small = counted(Buffer.byteLength(text) + 1);
        expect((await check({ ...OPTIONS, files: [path] }, small.tuning)).outcome).toEqual({ code: 0 });
        expect(small.counter.spawned).toBe(0);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it('standard input starts them once the bytes read reach that size', async () => {
      const lines = INPUT.split(/(?<=\n)/);
      const input = () => Readable.from(lines.map((line) => Buffer.from(line)));
      const reached = counted(Buffer.byteLength(lines.slice(0, 8).join('')));
      expect((await check(OPTIONS, reached.tuning, input())).outcome).toEqual({ code: 0 });
      expect(reached.counter.spawned).toBe(1);
      const never = counted(Buffer.byteLength(INPUT) + 1);
      expect((await check(OPTIONS, never.tuning, input())).outcome).toEqual({ code: 0 });
      expect(never.counter.spawned).toBe(0);
    });
  });

  it.each([1, 2])('writes the verdicts of the lines read so far before more input comes (--jobs %i)', async (jobs) => {
    const stdout = new PassThrough();
    let written = '';
    let outputSeen: () => void = () => undefined;
    stdout.setEncoding('utf8').on('data', (text: string) => {
      written += text;
      outputSeen();
    });
    // A slow pipe: the second line comes only once the first one's verdict is out, or after a second at most.
    async function* slowPipe(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('a@b.co\n');
      if (written === '')
        await new Promise<void>((resolve) => {
          outputSeen = resolve;
          setTimeout(resolve, 1_000);
        });
      yield Buffer.from(`${written === '' ? 'late' : 'on time'}@c.co\n`);
    }
    const code = await runCheck(
      { ...OPTIONS, jobs },
      { stdin: slowPipe(), stdout, stderr: new PassThrough(), now: () => 0 },
    );
    expect(code).toBe(1);
    expect(written).toBe(
      '-:1\tvalid\ta@b.co\n-:2\tinvalid\ton time@c.co\tpattern: White space U+0020 SPACE at character 3\n',
    );
  });
});
