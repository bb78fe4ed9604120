import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from './usageError.ts';
import { ValidatorStalled, ValidatorThread } from './validatorThread.ts';

const folder = mkdtempSync(join(tmpdir(), 'email-rules-thread-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function threadFor(name: string, source: string, callMs = 1000, output: string[] = []): ValidatorThread {
  const path = join(folder, name);
  writeFileSync(path, source);
  return new ValidatorThread(
    { url: pathToFileURL(path).href, module: name, exportName: undefined },
    { callMs, loadMs: 10 * callMs },
    { write: (chunk) => output.push(String(chunk)) },
  );
}

describe.concurrent('ValidatorThread', () => {
  it('answers calls with what the validator returns, and rejects with what it throws', async () => {
    const thread = threadFor(
      'answers.mjs',
      "export default async (s) => { if (s === 'boom') throw new RangeError('no'); return s.length > 2; };\n",
    );
    try {
      expect(await thread.call('abc')).toBe(true);
      expect(await thread.call('ab')).toBe(false);
      await expect(thread.call('boom')).rejects.toMatchObject({ name: 'RangeError', message: 'no' });
    } finally {
      await thread.close();
    }
  });

  it('counts an answer sent in time as an answer, though this thread was too busy to read it before the clock ran out', async () => {
    const thread = threadFor('quick.mjs', 'export default () => true;\n', 200);
    try {
      await thread.start();
      const answer = thread.call('x');
      // Once the call is posted, busy past the time limit: the answer arrives meanwhile, but when this thread is
      // free again, the event loop runs the call's expired timer before it reads any message.
      await new Promise<void>((resolve) => {
        setImmediate(() => {
          const until = Date.now() + 600;
          while (Date.now() < until);
          resolve();
        });
      });
      expect(await answer).toBe(true);
    } finally {
      await thread.close();
    }
  });

  it('rejects a call that takes too long with ValidatorStalled, then answers the next call on a fresh thread', async () => {
    const thread = threadFor(
      'slow.mjs',
      "export default (s) => { if (s === 'slow') for (;;) {} return true; };\n",
      150,
    );
    try {
      await expect(thread.call('slow')).rejects.toEqual(new ValidatorStalled('did not answer within 150 ms'));
      expect(await thread.call('fast')).toBe(true);
    } finally {
      await thread.close();
    }
  });

  it('sends what the validator prints to the output it was given', async ({ expect }) => {
    const output: string[] = [];
    const thread = threadFor(
      'prints.mjs',
      "export default () => { console.log('said'); return true; };\n",
      1000,
      output,
    );
    try {
      expect(await thread.call('x')).toBe(true);
      await expect.poll(() => output.join('')).toContain('said');
    } finally {
      await thread.close();
    }
  });

  it('rejects start with a UsageError naming the module when it cannot load', async () => {
    const thread = threadFor('broken.mjs', 'export default (;\n');
    await expect(thread.start()).rejects.toThrow(UsageError);
    await expect(thread.start()).rejects.toThrow(/^cannot load broken\.mjs: SyntaxError: /);
    await thread.close();
  });
});
