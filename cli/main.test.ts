/**
 * The executable as users run it: a child process on the TypeScript entry (through tsx, so no build is
 * needed), with real files, pipes and exit codes.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, createWriteStream, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const NODE_ARGS = ['--import', 'tsx', MAIN];
const folder = mkdtempSync(join(tmpdir(), 'email-rules-cli-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** Runs the executable to its end; the child processes of different tests run side by side. */
async function cli(args: readonly string[], input = '') {
  const child = spawn(process.execPath, [...NODE_ARGS, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output.stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output.stderr += text));
  child.stdin.end(input);
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, ...output };
}

function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

describe.concurrent('the email-rules executable', () => {
  it('exits 0 for all valid, 1 for some invalid, reading files in order', async () => {
    const good = file('good.txt', 'jane@example.com\r\njohn@example.org');
    const bad = file('bad.txt', `${'a'.repeat(65)}@example.com\n`);
    expect(await cli([good])).toMatchObject({
      code: 0,
      stdout: `${good}:1\tvalid\tjane@example.com\n${good}:2\tvalid\tjohn@example.org\n`,
    });
    const mixed = await cli(['check', good, bad]);
    expect(mixed.code).toBe(1);
    expect(mixed.stdout).toContain(`${bad}:1\tinvalid\t`);
    expect(mixed.stdout).toContain('localTooLong: 65 characters before the @; the limit is 64');
    expect(mixed.stderr).toMatch(/^3 line\(s\): 2 valid, 1 invalid/);
  });

  it('reads standard input with no file or with "-"', async () => {
    expect(await cli([], 'jane@example.com\n')).toMatchObject({ code: 0, stdout: '-:1\tvalid\tjane@example.com\n' });
    expect((await cli(['--json', '-'], 'bad\n')).stdout).toBe(
      '{"source":"-","line":1,"input":"bad","valid":false,"failed":["pattern"],"rule":"pattern","message":"No at-sign (@) between the local part and the domain","reason":"noAt","at":3,"span":[3,3],"suggestion":null,"lengths":{"total":3,"local":null,"label":null,"utf16":3,"utf8":3},"units":{"total":"codePoints","local":"codePoints","label":"codePoints"},"normalized":null,"asciiDomain":null,"ascii":null,"smtputf8":false}\n',
    );
  });

  it.each([
    [['--frobnicate'], 'email-rules: unknown option --frobnicate (see --help)\n'],
    [
      ['--profile', 'loose'],
      'email-rules: Unknown profile "loose"; expected one of: standard, permissive, html, rfc5322, international\n',
    ],
    [['missing.txt'], 'email-rules: cannot read missing.txt: no such file\n'],
    [[tmpdir()], `email-rules: cannot read ${tmpdir()}: is a directory\n`],
    [['--jobs', '0'], 'email-rules: option --jobs takes a whole number from 1 to 64, got "0"\n'],
  ])('exits 2 with one clear line and no stack trace for %j', async (args, message) => {
    expect(await cli(args)).toEqual({ code: 2, stdout: '', stderr: message });
  });

  // The worker threads (started from the TypeScript source here) may start after these lines are judged:
  // jobs.property.test.ts waits for them, so that they judge their share.
  it('prints with --jobs 2, on a big input, what one job prints', async () => {
    const lines = Array.from({ length: 10_000 }, (_, index) =>
      index % 7 === 0 ? `bad ${index}` : `u${index}@example.com`,
    );
    const big = file('big.txt', `${lines.join('\r\n')}\n`);
    const [oneJob, twoJobs] = await Promise.all([
      cli(['--jobs', '1', big]),
      cli(['--jobs', '2', '--json', big, '-'], 'x@y.co'),
    ]);
    expect(oneJob.code).toBe(1);
    expect(oneJob.stdout.split('\n')).toHaveLength(10_001);
    const json = twoJobs.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { source: string; line: number; valid: boolean });
    expect(json.map((verdict) => `${verdict.source}:${verdict.line}`)).toEqual([
      ...lines.map((_, index) => `${big}:${index + 1}`),
      '-:1',
    ]);
    expect(json.filter((verdict) => !verdict.valid)).toHaveLength(Math.ceil(10_000 / 7));
    expect(twoJobs.stderr).toMatch(/^10001 line\(s\): 8572 valid, 1429 invalid/);
  });

  it('exits 2 for a folder redirected to standard input, which Node would read as empty', async () => {
    const folderFd = openSync(folder, 'r');
    try {
      const child = spawn(process.execPath, NODE_ARGS, { stdio: [folderFd, 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr?.setEncoding('utf8').on('data', (text: string) => (stderr += text));
      const [code] = (await once(child, 'close')) as [number | null];
      expect({ code, stderr }).toEqual({
        code: 2,
        stderr: 'email-rules: cannot read standard input: is a directory\n',
      });
    } finally {
      closeSync(folderFd);
    }
  });

  it('prints help and version, exit 0', async () => {
    expect(await cli(['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage:') as unknown });
    expect((await cli(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('stops quietly, exit 0, when the reader closes the pipe early', async () => {
    const child = spawn(process.execPath, [...NODE_ARGS], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const exited = once(child, 'exit');
    // Feed far more output than a pipe buffer holds, then close the reading end after the first chunk.
    child.stdin.on('error', () => undefined);
    child.stdin.end('jane@example.com\n'.repeat(200_000));
    await once(child.stdout, 'data');
    child.stdout.destroy();
    const [code] = (await exited) as [number | null];
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('ends on Ctrl+C with the summary of the lines printed, exit 130, though its threads and input are busy', async () => {
    const child = spawn(process.execPath, [...NODE_ARGS, '--jobs', '2'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const closed = once(child, 'close');
    // Enough lines to start the threads; standard input stays open, as a terminal's would.
    child.stdin.write('jane@example.com\nbad\n'.repeat(10_000));
    while (!stdout.includes('-:20000\t')) await once(child.stdout, 'data');
    child.kill('SIGINT');
    const [code] = (await closed) as [number | null];
    expect(code).toBe(130);
    expect(stdout.trimEnd().split('\n')).toHaveLength(20_000);
    expect(stderr).toMatch(/^20000 line\(s\): 10000 valid, 10000 invalid/);
    expect(stderr).toMatch(
      /interrupted; the summary counts the 20000 line\(s\) printed before, not the rest of the input\n$/,
    );
  });

  it('streams a large file with a line too long to hold, judging every line', async () => {
    const path = join(folder, 'large.txt');
    const out = createWriteStream(path);
    const block = `${'user@example.com\n'.repeat(9)}not-an-address\n`;
    for (let index = 0; index < 20_000; index++) if (!out.write(block)) await once(out, 'drain');
    out.write(`${'g'.repeat(3 * 1024 * 1024)}@example.com\n`);
    out.end('last@example.com');
    await once(out, 'finish');

    const result = await cli(['--only-invalid', '--json', path]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^200002 line\(s\): 180001 valid, 20001 invalid/);
    expect(result.stderr).toContain('1 line(s) longer than 1048576 UTF-16 units were judged by their length alone');
    const printed = result.stdout.trimEnd().split('\n');
    expect(printed).toHaveLength(20_001);
    expect(JSON.parse(printed.at(-1) ?? '')).toMatchObject({
      line: 200_001,
      rule: 'tooLong',
      lengths: { total: 3 * 1024 * 1024 + 12 },
      unjudged: ['pattern', 'localTooLong', 'labelTooLong'],
    });
  });
});
