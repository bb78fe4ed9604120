import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALL_LIMIT_MS } from '../properties/audit.ts';
import { DEFAULT_TIMEOUT_MS, formatAudit, parseAuditArgs } from './audit.ts';
import type { CliIo } from './io.ts';
import { runCli } from './run.ts';

async function run(argv: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const io: CliIo = { stdin: Readable.from([]), stdout, stderr, now: () => 0 };
  const code = await runCli(argv, io);
  return { code, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() };
}

const folder = mkdtempSync(join(tmpdir(), 'email-rules-audit-'));
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};
const kit = new URL('../src/index.ts', import.meta.url).pathname;
// A validator that is right except that it rejects at 254 characters instead of 255.
const broken = file(
  'broken.mjs',
  `import { isValidEmail } from ${JSON.stringify(kit)};\nexport const check = (s) => isValidEmail(s) && [...s].length < 254;\n`,
);
const commonJs = file(
  'plain.cjs',
  `module.exports = (s) => typeof s === 'string' && /^[^@\\s]+@[^@\\s.]+(\\.[^@\\s.]+)+$/.test(s) && s.length <= 254;\n`,
);
const noFunction = file('nothing.mjs', 'export const answer = 42;\n');

describe('email-rules audit', () => {
  it('reports the 254 invariant of a validator that rejects at 254, with a 254-character counterexample and a replay line', async () => {
    const result = await run(['audit', `${broken}#check`, '--runs', '40', '--seed', '7']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/VIOLATED {2}acceptsAtTotalLimit/);
    expect(result.stdout).toContain('lengths: 254 in all');
    expect(result.stdout).toMatch(
      /replay: email-rules audit \S+#check --runs 40 --seed 7 --only acceptsAtTotalLimit --path [\d:]+/,
    );
    expect(result.stdout).toMatch(/1 of 14 invariants violated\n$/);
    const counterexample = /rejected 254 characters in all: (".*")/.exec(result.stdout)?.[1];
    expect(Array.from(JSON.parse(counterexample ?? '""') as string)).toHaveLength(254);
  });

  it('replays one finding from the printed seed and path', async () => {
    const first = await run(['audit', `${broken}#check`, '--runs', '40', '--seed', '7', '--json']);
    const finding = (
      JSON.parse(first.stdout) as { findings: { invariant: string; path?: string; counterexample?: string }[] }
    ).findings.find((candidate) => candidate.invariant === 'acceptsAtTotalLimit');
    const replay = await run([
      'audit',
      `${broken}#check`,
      '--runs',
      '40',
      '--seed',
      '7',
      '--only',
      'acceptsAtTotalLimit',
      '--path',
      finding?.path ?? '',
      '--json',
    ]);
    const replayed = JSON.parse(replay.stdout) as { findings: { counterexample?: string }[] };
    expect(replayed.findings).toHaveLength(1);
    expect(replayed.findings[0]?.counterexample).toBe(finding?.counterexample);
  });

  it('loads a CommonJS default export and prints JSON findings', async () => {
    const result = await run(['audit', commonJs, '--runs', '25', '--seed', '3', '--json']);
    const report = JSON.parse(result.stdout) as {
      seed: number;
      runs: number;
      findings: { invariant: string; held: boolean }[];
    };
    expect(report).toMatchObject({ seed: 3, runs: 25 });
    expect(report.findings.map((finding) => finding.invariant)).toContain('rejectsPastLocalLimit');
    expect(result.code).toBe(report.findings.every((finding) => finding.held) ? 0 : 1);
  });

  it('audits an installed package by name, agreeing with the chosen profile', async () => {
    const result = await run([
      'audit',
      'email-validator#validate',
      '--profile',
      'standard',
      '--runs',
      '30',
      '--seed',
      '5',
    ]);
    expect(result.stdout).toContain('held      agreesWithProfile');
    expect(result.code).toBe(0);
  });

  it.each([
    [['audit'], 'audit needs a validator'],
    [['audit', join(folder, 'missing.mjs')], 'no such file'],
    [['audit', 'no-such-package-here#x'], 'no such package installed here'],
    [['audit', noFunction], 'has no default export that is a function; it exports no function'],
    [['audit', `${noFunction}#answer`], 'has no function answer'],
    [['audit', `${commonJs}#nope`], 'has no function nope; its functions: the default (no #name)'],
    [['audit', `${broken}#nope`], 'has no function nope; its functions: #check'],
    [['audit', commonJs, '--runs', '0'], 'option --runs takes a whole number of at least 1'],
    [
      ['audit', commonJs, '--seed', '99999999999999999999'],
      'option --seed takes a whole number from -2147483648 to 2147483647',
    ],
    [['audit', commonJs, '--seed', '2147483648'], 'option --seed takes a whole number from -2147483648 to 2147483647'],
    [['audit', commonJs, '--only', 'nope'], 'No invariant is called "nope"'],
    [['audit', commonJs, '--profile', 'strict'], 'Unknown profile "strict"'],
    [['audit', commonJs, '--bogus'], 'unknown option --bogus'],
  ])('%j exits 2 with one clear line', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('prints the version, as check does', async () => {
    expect(await run(['audit', '--version'])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^\d+\.\d+\.\d+\n$/) as unknown,
    });
  });

  it('lists audit in the help', async () => {
    const result = await run(['audit', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('email-rules audit [options] <module>[#exportName]');
  });
});

describe('the call time limit', () => {
  it('is the one email-rules/audit publishes, which the playground uses: the two audits stop the same calls', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(DEFAULT_CALL_LIMIT_MS);
  });
});

describe('parseAuditArgs', () => {
  it('reads every option, with = or a separate value', () => {
    expect(
      parseAuditArgs([
        'v.mjs#f',
        '--runs=5',
        '--seed',
        '-3',
        '--profile',
        'html',
        '--only',
        'rejectsEmpty',
        '--path=1:2',
        '--json',
      ]),
    ).toEqual({
      kind: 'audit',
      options: {
        validator: 'v.mjs#f',
        runs: 5,
        seed: -3,
        profile: 'html',
        only: 'rejectsEmpty',
        path: '1:2',
        timeout: 1000,
        json: true,
      },
    });
  });
});

describe('the text report', () => {
  it('shows an invisible counterexample by its code points, as check shows an input', () => {
    const finding = {
      invariant: 'rejectsWhitespace',
      statement: 'rejects white space',
      held: false,
      counterexample: 'a@\u2003aaaaaaaaaa.aa',
      problem: 'accepted white space',
      seed: 1,
      runs: 20,
    };
    const report: Parameters<typeof formatAudit>[0] = {
      findings: [finding],
      runs: 20,
      seed: 1,
      profile: undefined,
      violated: 1,
    };
    const options = {
      validator: 'v.mjs',
      runs: 20,
      seed: 1,
      profile: undefined,
      only: undefined,
      path: undefined,
      timeout: 1000,
      json: false,
    };
    expect(formatAudit(report, options)).toContain('accepted white space: "a@\\u{2003}aaaaaaaaaa.aa"');
  });
});
