/**
 * How `check` runs is a speed trick (batches, worker threads, the lean path that prints an accepted line
 * with no report), so it must change nothing a user sees: over generated inputs of several sources
 * (files and standard input), `--jobs 1` (every batch judged in this thread) and `--jobs 3` (this thread
 * and two workers) write the same standard output, summary and exit code as the plain way
 * (testing/plainCheck.ts: each source read whole, every line judged by the kit's full report). Batches of
 * two lines and a small line cap make every path show on small inputs: batches cut inside a source, a
 * CRLF or a UTF-8 sequence across chunks, lines too long for a batch, cut lines, a source smaller than a batch.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fc, test } from '@fast-check/vitest';
import { afterAll, expect } from 'vitest';
import { PROFILE_IDS } from '../src/index.ts';
import { byteInput, type ByteInput } from './testing/lineInputs.ts';
import { DEFAULT_TUNING, runCheck, type CheckOptions, type CheckTuning } from './check.ts';
import type { CliIo } from './io.ts';
import { plainCheck } from './testing/plainCheck.ts';

const folder = mkdtempSync(join(tmpdir(), 'email-rules-jobs-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  expect(judgedByThreads).toBeGreaterThan(0);
});

/** Batches the worker threads judged, over every run: the property covers their path only if some did. */
let judgedByThreads = 0;
const TUNING: CheckTuning = {
  ...DEFAULT_TUNING,
  maxLineUnits: 600,
  batchLines: 2,
  batchBytes: 64,
  // The threads take batches only once started: on inputs this small, the runs wait for them.
  awaitThreads: true,
  threadsFromBytes: 0,
  spawn: (options) =>
    DEFAULT_TUNING.spawn(options).on('message', (message) => {
      if (message !== 'ready') judgedByThreads++;
    }),
};

async function run(options: CheckOptions, stdin: ByteInput) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const captured = { out: [] as Buffer[], err: [] as Buffer[] };
  stdout.on('data', (chunk: Buffer) => captured.out.push(chunk));
  stderr.on('data', (chunk: Buffer) => captured.err.push(chunk));
  const io: CliIo = { stdin: Readable.from(stdin.chunks), stdout, stderr, now: () => 0 };
  const code = await runCheck(options, io, TUNING);
  return { code, stdout: Buffer.concat(captured.out).toString(), stderr: Buffer.concat(captured.err).toString() };
}

let files = 0;
function file(input: ByteInput): string {
  const path = join(folder, `input-${++files}.txt`);
  writeFileSync(path, input.bytes);
  return path;
}

const profile = fc.constantFrom(...PROFILE_IDS);
const inputs = profile.chain((id) =>
  fc.record({
    profile: fc.constant(id),
    json: fc.boolean(),
    onlyInvalid: fc.boolean(),
    sources: fc.array(byteInput(id, { longLength: 600, maxLines: 10 }), { minLength: 1, maxLength: 3 }),
    stdinAt: fc.nat(),
  }),
);

// Each run of `--jobs 3` starts three threads from the TypeScript source: few runs keep the suite quick.
test.prop([inputs], { numRuns: 12, interruptAfterTimeLimit: 40_000, markInterruptAsFailure: true })(
  '--jobs 1 and --jobs 3 write byte for byte what the plain way writes, with the same summary and exit code',
  async ({ profile, json, onlyInvalid, sources, stdinAt }) => {
    // One source (not the only one, when there are several) is standard input; the others are files.
    const stdinIndex = sources.length === 1 ? -1 : stdinAt % sources.length;
    const stdin = sources[stdinIndex] ?? { bytes: new Uint8Array(), chunks: [] };
    const names = sources.map((source, index) => (index === stdinIndex ? '-' : file(source)));
    const options = { profile, json, onlyInvalid, encoding: 'utf-8' as const, files: names };
    const plain = plainCheck(
      { profile, json, onlyInvalid },
      sources.map((source, index) => ({ name: names[index] ?? '', bytes: source.bytes })),
      TUNING.maxLineUnits,
    );
    expect(await run({ ...options, jobs: 1 }, stdin)).toEqual(plain);
    expect(await run({ ...options, jobs: 3 }, stdin)).toEqual(plain);
  },
);
