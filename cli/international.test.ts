/**
 * `check --profile international`: the profile the package entry does not resolve by id, passed to the
 * kit as a value (looked up in each worker thread, which receives only its id), its lengths in octets and
 * the address's forms in the JSON.
 */
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { commandsHelp } from './commands.ts';
import { DEFAULT_TUNING, runCheck, type CheckOptions, type CheckTuning } from './check.ts';
import type { CliIo } from './io.ts';
import { runCli } from './run.ts';

const E_33 = 'é'.repeat(33);
const LINES = ['用户@例子.广告', 'a@☕.example', `${E_33}@example.com`, 'jane@example.com', 'Jane@Example.COM'];
const INPUT = `${LINES.join('\n')}\n`;

function io(input: string) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const captured = { out: [] as Buffer[], err: [] as Buffer[] };
  stdout.on('data', (chunk: Buffer) => captured.out.push(chunk));
  stderr.on('data', (chunk: Buffer) => captured.err.push(chunk));
  const cliIo: CliIo = { stdin: Readable.from([Buffer.from(input)]), stdout, stderr, now: () => 0 };
  const result = () => ({
    stdout: Buffer.concat(captured.out).toString(),
    stderr: Buffer.concat(captured.err).toString(),
  });
  return { cliIo, result };
}

async function cli(args: readonly string[], input: string) {
  const { cliIo, result } = io(input);
  const code = await runCli(args, cliIo);
  return { code, ...result() };
}

/** Batches the worker threads judged: the threads' path is covered only if some did. */
let judgedByThreads = 0;
/** One line a batch, and the run waits for its threads: each thread takes its share of these few lines. */
const TUNING: CheckTuning = {
  ...DEFAULT_TUNING,
  batchLines: 1,
  batchBytes: 64,
  awaitThreads: true,
  threadsFromBytes: 0,
  spawn: (options) =>
    DEFAULT_TUNING.spawn(options).on('message', (message) => {
      if (message !== 'ready') judgedByThreads++;
    }),
};

async function check(options: Omit<CheckOptions, 'files' | 'profile'>, input: string) {
  const { cliIo, result } = io(input);
  const code = await runCheck({ ...options, profile: 'international', files: [] }, cliIo, TUNING);
  return { code, ...result() };
}

interface JsonLine {
  readonly input: string;
  readonly valid: boolean;
  readonly rule: string | null;
  readonly message: string | null;
  readonly reason: string | null;
  readonly at: number | null;
  readonly lengths: Readonly<Record<string, number | null>>;
  readonly units: Readonly<Record<string, string>>;
  readonly normalized: string | null;
  readonly asciiDomain: string | null;
  readonly ascii: string | null;
  readonly smtputf8: boolean | null;
}

const parsed = (stdout: string): JsonLine[] =>
  stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as JsonLine);

const OCTETS = { total: 'utf8Octets', local: 'utf8Octets', label: 'aLabelOctets' };

describe('check with another profile: the international profile as idna', () => {
  it('offers the ASCII form of a non-ASCII domain that IDNA2008 accepts, and names the failure of one it does not', async () => {
    const { stdout } = await cli(['--profile=rfc5322', '--json'], 'j\u00f6ran@b\u00fccher.de\na@\u2615.example\n');
    const [german, coffee] = parsed(stdout);
    expect(german).toMatchObject({ reason: 'nonAsciiDomain', at: 7 });
    expect(german?.message).toMatch(/b\u00fccher\.de is xn--bcher-kva\.de in ASCII$/);
    expect(coffee).toMatchObject({ reason: 'nonAsciiDomain', at: 2 });
    expect(coffee?.message).toContain('has no ASCII form under IDNA2008');
    expect(coffee?.message).not.toContain('xn--');
  });
});

describe('check --profile international', () => {
  it('judges in octets and names the IDNA2008 failure, in text', async () => {
    const { code, stdout, stderr } = await cli(['check', '--profile', 'international'], INPUT);
    expect(code).toBe(1);
    const rows = stdout.trimEnd().split('\n');
    expect(rows[0]).toBe('-:1\tvalid\t用户@例子.广告');
    expect(rows[1]).toMatch(/^-:2\tinvalid\ta@☕\.example\tpattern: .*U\+2615.* at character 3 .*IDNA2008/);
    expect(rows[2]).toBe(
      `-:3\tinvalid\t${E_33}@example.com\tlocalTooLong: 66 octets before the @ (33 characters); the limit is 64 octets`,
    );
    expect(rows.slice(3)).toEqual(['-:4\tvalid\tjane@example.com', '-:5\tvalid\tJane@Example.COM']);
    expect(stderr).toMatch(/^5 line\(s\): 3 valid, 2 invalid \(profile international\)/);
  });

  it('gives the units and the forms of each address in JSON', async () => {
    const { stdout } = await cli(['--profile=international', '--json'], INPUT);
    const [chinese, coffee, accents, plain, upper] = parsed(stdout);
    expect(chinese).toMatchObject({
      input: '用户@例子.广告',
      valid: true,
      rule: null,
      // 6 + 1 + 22 octets with the domain in A-labels, the longest of the address's forms.
      lengths: { total: 29, local: 6, label: 11, utf16: 8, utf8: 20 },
      units: OCTETS,
      normalized: '用户@例子.广告',
      asciiDomain: 'xn--fsqu00a.xn--4rr70v',
      ascii: null,
      smtputf8: true,
    });
    expect(coffee).toMatchObject({ valid: false, rule: 'pattern', reason: 'disallowed', at: 2, asciiDomain: null });
    expect(coffee?.message).toContain('IDNA2008');
    expect(accents).toMatchObject({
      valid: false,
      rule: 'localTooLong',
      message: '66 octets before the @ (33 characters); the limit is 64 octets',
      lengths: { total: 78, local: 66, label: 7, utf16: 45, utf8: 78 },
      units: OCTETS,
      asciiDomain: 'example.com',
      ascii: null,
      smtputf8: true,
    });
    // An ASCII address takes the lean path, unless the mapping changes its domain.
    expect(plain).toMatchObject({
      normalized: 'jane@example.com',
      asciiDomain: 'example.com',
      ascii: 'jane@example.com',
      smtputf8: false,
      units: OCTETS,
    });
    expect(upper).toMatchObject({
      normalized: 'Jane@example.com',
      asciiDomain: 'example.com',
      ascii: 'Jane@example.com',
      smtputf8: false,
    });
  });

  it('prints with --jobs 2 what one job prints, each worker thread looking the profile up by its id', async () => {
    for (const json of [false, true]) {
      const options = { json, onlyInvalid: false, encoding: 'utf-8' as const };
      const one = await check({ ...options, jobs: 1 }, INPUT);
      const before = judgedByThreads;
      const two = await check({ ...options, jobs: 2 }, INPUT);
      expect(judgedByThreads).toBeGreaterThan(before);
      expect(two).toEqual(one);
      expect(one.stdout).toBe((await cli(['--profile', 'international', ...(json ? ['--json'] : [])], INPUT)).stdout);
    }
  });

  it('is named in the help and accepted by audit', async () => {
    expect(commandsHelp()).toContain('standard, permissive, html, rfc5322, international');
    const { code, stderr } = await cli(['audit', '--profile', 'international'], '');
    // The profile is accepted: what is missing is the validator.
    expect(code).toBe(2);
    expect(stderr).toContain('audit needs a validator');
  });
});
