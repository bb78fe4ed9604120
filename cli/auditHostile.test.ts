/**
 * `email-rules audit` against validators that misbehave: they hang, loop, keep the process alive, end
 * their thread, crash, print, or break while loading. Each is a fixture file in a temporary folder. The
 * audit must always end, with one of its exit codes, and never with a stack trace.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIo } from './io.ts';
import { runCli } from './run.ts';

const folder = mkdtempSync(join(tmpdir(), 'email-rules-hostile-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};
const kit = JSON.stringify(fileURLToPath(new URL('../src/index.ts', import.meta.url)));

const neverSettles = file('never.mjs', 'export default () => new Promise(() => {});\n');
const loops = file('loops.mjs', "export default (s) => { if (s === '') for (;;) {} return false; };\n");
const exits = file('exits.mjs', 'export default () => process.exit(0);\n');
const keepsTimer = file(
  'timer.mjs',
  `import { isValidEmail } from ${kit};\nsetInterval(() => {}, 1000);\nexport default (s) => isValidEmail(s);\n`,
);
const crashesLater = file(
  'crashes.mjs',
  "export default (s) => { setTimeout(() => { throw new Error('late'); }); return s === 'x'; };\n",
);
const chatty = file(
  'chatty.mjs',
  `import { isValidEmail } from ${kit};\nexport default (s) => { console.log('judging', s.length); return isValidEmail(s); };\n`,
);
const throwsControls = file('controls.mjs', "export default () => { throw new Error('bad\\n\\u001b[2Jthing'); };\n");
const answersOddly = file('odd.mjs', 'export default () => Object.create(null);\n');
// Sound, but a little slow to load (50 ms), and its calls never answer.
const loadsSlowly = file(
  'loadsSlowly.mjs',
  'const end = Date.now() + 50;\nwhile (Date.now() < end);\nexport default () => new Promise(() => {});\n',
);
const exitsWhileLoading = file('exitsLoading.mjs', 'process.exit(3);\nexport default () => true;\n');
const hangsWhileLoading = file('hangsLoading.mjs', 'await new Promise(() => {});\nexport default () => true;\n');
const loopsWhileLoading = file('loopsLoading.mjs', 'for (;;) {}\nexport default () => true;\n');
const throwsWhileLoading = file('throwsLoading.mjs', "throw new TypeError('not today');\n");
const getterThrows = file(
  'getter.cjs',
  "Object.defineProperty(module.exports, 'check', { enumerable: true, get() { throw new Error('getter boom'); } });\n",
);
const proxyExports = file(
  'proxy.cjs',
  "module.exports = new Proxy({}, { get() { throw new Error('proxy boom'); }, ownKeys() { throw new Error('keys boom'); }, getOwnPropertyDescriptor() { throw new Error('descriptor boom'); } });\n",
);
const functionProxy = file(
  'functionProxy.cjs',
  "module.exports = new Proxy(function () {}, { get(target, key) { throw new Error('get ' + String(key)); } });\n",
);

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

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
// tsx by its path: the children run in folders where `--import tsx` would not find it.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The executable in a child process, killed if it outlives `limitMs`. */
async function cli(args: readonly string[], { cwd = folder, limitMs = 30_000 } = {}) {
  const child = spawn(process.execPath, ['--import', TSX, MAIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output.stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output.stderr += text));
  const killer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  clearTimeout(killer);
  return { code, signal, ...output };
}

const noStackTrace = (text: string) => {
  expect(text).not.toMatch(/\n\s+at /);
};

describe.concurrent('email-rules audit against hostile validators', () => {
  it('reports a promise that never settles as a violation, with its input and a replay line, even where throws are forgiven', async () => {
    // deterministic forgives a validator that throws the same way twice: no answer is still no answer.
    const result = await run(['audit', neverSettles, '--timeout', '100', '--only', 'deterministic', '--seed', '1']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/VIOLATED {2}deterministic[^\n]+\n {12}did not answer within 100 ms: "/);
    expect(result.stdout).toContain(
      `replay: email-rules audit ${neverSettles} --timeout 100 --runs 100 --seed 1 --only deterministic\n`,
    );
    expect(result.stdout).toMatch(/1 of 1 invariants violated\n$/);
  });

  it('gives a sound module time to load however short the --timeout for its calls', async () => {
    const result = await run(['audit', loadsSlowly, '--timeout', '1', '--only', 'rejectsEmpty', '--seed', '1']);
    expect(result.stderr).not.toContain('loading');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('did not answer within 1 ms');
  });

  it('stops a validator that loops forever, and audits on with a fresh thread', async () => {
    const result = await run(['audit', loops, '--timeout', '500', '--runs', '5', '--seed', '2', '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as {
      findings: { invariant: string; held: boolean; problem?: string; counterexample?: string; path?: string }[];
    };
    expect(report.findings.find((finding) => finding.invariant === 'rejectsEmpty')).toEqual({
      invariant: 'rejectsEmpty',
      statement: 'rejects the empty string',
      seed: 2,
      runs: 5,
      held: false,
      counterexample: '',
      problem: 'did not answer within 500 ms',
      lengths: { total: 0, local: null, label: null },
    });
    // The thread was replaced: the invariants after it were judged on the validator's answers.
    expect(report.findings.find((finding) => finding.invariant === 'rejectsWrongShapes')).toMatchObject({ held: true });
    expect(report.findings.find((finding) => finding.invariant === 'acceptsAtTotalLimit')).toMatchObject({
      held: false,
      problem: 'rejected 254 characters in all',
    });
  });

  it('reports a validator that calls process.exit(0) as a violation, not as "all held"', async () => {
    const result = await run(['audit', exits, '--only', 'neverThrows', '--seed', '3', '--runs', '5']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('ended its thread (exit code 0, as process.exit(0) does): "');
    expect(result.stdout).toMatch(/1 of 1 invariants violated\n$/);
  });

  it('reports a validator whose own timer throws as a crash', async () => {
    const result = await run(['audit', crashesLater, '--only', 'rejectsEmpty', '--seed', '4', '--runs', '5']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/crashed its thread: Error: late(, after answering the call before)?: ""/);
  });

  it('keeps the report whole when the validator prints: its output goes to standard error', async () => {
    const result = await run(['audit', chatty, '--only', 'rejectsEmpty', '--seed', '5', '--runs', '5', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ violated: 0 });
    expect(result.stderr).toContain('judging 0');
  });

  it('escapes control characters in what the validator threw', async () => {
    const result = await run(['audit', throwsControls, '--only', 'rejectsEmpty', '--seed', '6', '--runs', '5']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('threw Error: bad\\u{a}\\u{1b}[2Jthing: ""');
    expect(result.stdout).not.toContain('\u001b');
  });

  it('carries an answer that cannot cross threads as what the invariants see of it', async () => {
    const result = await run(['audit', answersOddly, '--only', 'neverThrows', '--seed', '7', '--runs', '5']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('answered object, not a boolean: "');
    const deterministic = await run(['audit', answersOddly, '--only', 'deterministic', '--seed', '7', '--runs', '5']);
    // String() of a null-prototype object throws, the same way every time: deterministic holds, as in one thread.
    expect(deterministic.stdout).toContain('held      deterministic');
  });

  it.each([
    [exitsWhileLoading, 'ended its thread (exit code 3, as process.exit(3) does) while loading'],
    [hangsWhileLoading, 'it did not finish loading within 10000 ms'],
    [loopsWhileLoading, 'it did not finish loading within 10000 ms'],
    [throwsWhileLoading, 'TypeError: not today'],
    [getterThrows, 'Error: getter boom'],
    [`${getterThrows}#check`, 'Error: getter boom'],
    [proxyExports, 'boom'],
    [`${proxyExports}#check`, 'boom'],
  ])('%s: a module that breaks while loading is a loading error, exit 2, in one line', async (validator, message) => {
    const result = await run(['audit', validator, '--timeout', '300', '--runs', '5']);
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toMatch(/^email-rules: cannot load [^\n]+\n$/);
    expect(result.stderr).toContain(message);
  });

  it('audits a module.exports that is a Proxy of a function: what it answers is judged', async () => {
    const result = await run(['audit', functionProxy, '--only', 'neverThrows', '--runs', '5', '--seed', '8']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('answered undefined, not a boolean');
  });

  it.each([
    [
      ['--path', 'zzz', '--seed', '1', '--only', 'rejectsEmpty'],
      'option --path takes a shrink path such as 3:0:1, got "zzz"',
    ],
    [['--path', '1e3', '--seed', '1', '--only', 'rejectsEmpty'], 'option --path takes a shrink path such as 3:0:1'],
    [['--path', '0:0'], 'option --path replays one finding: give it with the --seed and --only printed beside it'],
    [
      ['--path', '99:99:99', '--seed', '1', '--only', 'rejectsEmpty'],
      'option --path 99:99:99 leads to no case of rejectsEmpty with --seed 1 and --runs 100',
    ],
    [['--timeout', '0'], 'option --timeout takes a whole number from 1 to 214748364, got "0"'],
    [['--only', 'nope'], 'No invariant is called "nope"; the invariants: acceptsAtTotalLimit, '],
  ])('%j is a usage error, exit 2, in one line', async (args, message) => {
    const result = await run(['audit', chatty, ...args]);
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(message);
  });

  it('ends the process after the report, though the validator keeps a timer alive', async () => {
    const result = await cli(['audit', keepsTimer, '--runs', '10', '--seed', '9']);
    expect(result).toMatchObject({ code: 0, signal: null, stderr: '' });
    expect(result.stdout).toMatch(/every invariant held\n$/);
  });

  it('prints the report and exits 1 when the validator calls process.exit(0), as a process', async () => {
    const result = await cli(['audit', exits, '--only', 'rejectsEmpty', '--runs', '5', '--seed', '10']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('VIOLATED  rejectsEmpty');
    expect(result.stderr).toBe('');
  });

  it('never prints a stack trace for a module that breaks while loading, as a process', async () => {
    for (const validator of [getterThrows, proxyExports, throwsWhileLoading]) {
      const result = await cli(['audit', validator]);
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      noStackTrace(result.stderr);
    }
  });

  it('finds an ES-module-only package by name, as import would from the working folder', async () => {
    const project = join(folder, 'project');
    const pkg = join(project, 'node_modules', 'esm-only');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(project, 'package.json'), '{ "name": "project", "private": true }\n');
    writeFileSync(
      join(pkg, 'package.json'),
      JSON.stringify({ name: 'esm-only', type: 'module', exports: { '.': { import: './index.js' } } }),
    );
    writeFileSync(join(pkg, 'index.js'), `export { isValidEmail } from ${kit};\n`);
    const result = await cli(['audit', 'esm-only#isValidEmail', '--runs', '10', '--seed', '11'], { cwd: project });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^audit of esm-only#isValidEmail: 14 invariants/);
  });
});
