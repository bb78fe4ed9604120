import { PassThrough, Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TUNING, runCheck, type CheckOptions, type CheckTuning } from './check.ts';
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
      parentPort.on('message', ({ id, batch }) => parentPort.postMessage({ id, result: { output: new TextEncoder().encode('judged there\\n'), counts: { lines: 2, valid: 2, cut: 0, fired: [] } } }));
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
    expect(written).toBe('-:1\tvalid\ta@b.co\n-:2\tinvalid\ton time@c.co\tpattern: White space U+0020 SPACE at 2\n');
  });
});
