import { PassThrough, Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo } from './io.ts';
import { runCli } from './run.ts';

interface Captured {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI in-process with `stdinText` as standard input, in the chunks given. */
async function run(
  argv: readonly string[],
  stdinText: string | readonly string[] = '',
  options: { isTTY?: boolean; now?: () => number } = {},
): Promise<Captured> {
  const stdout = new PassThrough();
  const stderr = Object.assign(new PassThrough(), { isTTY: options.isTTY ?? false });
  const chunks = { out: [] as Buffer[], err: [] as Buffer[] };
  stdout.on('data', (chunk: Buffer) => chunks.out.push(chunk));
  stderr.on('data', (chunk: Buffer) => chunks.err.push(chunk));
  const io: CliIo = {
    stdin: Readable.from((typeof stdinText === 'string' ? [stdinText] : stdinText).map((text) => Buffer.from(text))),
    stdout,
    stderr,
    now: options.now ?? (() => 0),
  };
  const code = await runCli(argv, io);
  return { code, stdout: Buffer.concat(chunks.out).toString(), stderr: Buffer.concat(chunks.err).toString() };
}

const local65 = `${'a'.repeat(65)}@example.com`;

describe('runCli', () => {
  it('exits 0 when every line is valid, and summarises per rule on stderr', async () => {
    const result = await run([], 'jane@example.com\njohn@example.org\n');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('-:1\tvalid\tjane@example.com\n-:2\tvalid\tjohn@example.org\n');
    expect(result.stderr).toMatch(/^2 line\(s\): 2 valid, 0 invalid \(profile standard\)/);
  });

  it('exits 1 when some line is invalid, counting every rule that fired on each line', async () => {
    const result = await run(['check'], `jane@example.com\n${local65}\n\n`);
    expect(result.code).toBe(1);
    expect(
      result.stderr
        .split('\n')
        .slice(1, 6)
        .map((row) => row.trim().split(/\s+/)),
    ).toEqual([
      ['empty', '1'],
      ['tooLong', '0'],
      ['pattern', '1'],
      ['localTooLong', '1'],
      ['labelTooLong', '0'],
    ]);
  });

  it('prints only the failing lines with --only-invalid, as JSON with --json', async () => {
    const result = await run(['--only-invalid', '--json'], `jane@example.com\n${local65}\n`);
    const printed = result.stdout
      .trimEnd()
      .split('\n')
      .map((text) => JSON.parse(text) as unknown);
    expect(printed).toEqual([
      expect.objectContaining({
        line: 2,
        rule: 'localTooLong',
        message: '65 characters before the @; the limit is 64',
      }),
    ]);
  });

  it('applies the chosen profile', async () => {
    expect((await run(['--profile', 'rfc5322'], '"john doe"@example.com\n')).code).toBe(0);
    expect((await run([], '"john doe"@example.com\n')).code).toBe(1);
  });

  it('exits 2 with one line on stderr and nothing on stdout for a user mistake', async () => {
    for (const argv of [['--nope'], ['--profile', 'nope'], ['/no/such/file.txt'], ['.']]) {
      const result = await run(argv, 'jane@example.com\n');
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^email-rules: [^\n]+\n$/);
    }
  });

  it('checks every file before reading any, so a later missing file stops the run before output', async () => {
    const result = await run(['-', '/no/such/file.txt'], 'jane@example.com\n');
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'email-rules: cannot read /no/such/file.txt: no such file\n',
    });
  });

  it('prints help and the version on stdout, exit 0', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--only-invalid');
    expect(help.stdout).toContain(
      'Exit codes: 0 every line valid, 1 some line invalid, 2 usage or input error, 130 interrupted (Ctrl+C).',
    );
    expect((await run(['check', '--version'])).stdout).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('shows a progress line on a terminal only, after the first second, and erases it before the summary', async () => {
    let clock = 0;
    const tick = () => (clock += 600);
    const chunks = ['a@b.co\n'.repeat(4), 'a@b.co\n'.repeat(4), 'a@b.co\n'.repeat(4)];
    const onTerminal = await run([], chunks, { isTTY: true, now: tick });
    // Started at 600 ms; the first chunk ends at 1200 (too early), the second at 1800.
    const erase = '\r\u001b[K';
    const [first, ...rest] = onTerminal.stderr.split(erase);
    expect(first).toBe('');
    expect(rest[0]).toMatch(/^checked 8 lines \(\d[\d,]* lines\/s\)$/);
    expect(rest.at(-1)).toMatch(/^12 line\(s\)/);
    const piped = await run([], chunks, { isTTY: false, now: tick });
    expect(piped.stderr).toMatch(/^12 line\(s\)/);
  });

  it('erases the progress line before writing results, so no result is glued onto it on a terminal', async () => {
    // One terminal behind both streams, as when neither is redirected.
    let screen = '';
    const terminal = (isTTY: boolean) =>
      Object.assign(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            screen += chunk.toString();
            done();
          },
        }),
        { isTTY },
      );
    let clock = 0;
    const io: CliIo = {
      stdin: Readable.from(['a@b.co\n'.repeat(4), 'a@b.co\n'.repeat(4)].map((text) => Buffer.from(text))),
      stdout: terminal(true),
      stderr: terminal(true),
      now: () => (clock += 600),
    };
    expect(await runCli([], io)).toBe(0);
    expect(screen).toContain('checked 8 lines');
    // What the terminal shows: "\r" returns to the line's start and ESC [K erases the rest of it.
    const shown = screen.split('\n').map((row) => row.split('\r').at(-1)?.replace('\u001b[K', ''));
    expect(shown.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, index) => `-:${index + 1}\tvalid\ta@b.co`));
    expect(shown[8]).toMatch(/^8 line\(s\)/);
  });

  it('stops when interrupted, sums up the lines printed so far and says the rest was not read, exit 130', async () => {
    const interrupt = new AbortController();
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    let printed = '';
    let summary = '';
    stdout.setEncoding('utf8').on('data', (text: string) => {
      printed += text;
      // The person presses Ctrl+C once the first lines show; the input never ends by itself.
      if (printed.includes('-:3\t')) interrupt.abort();
    });
    stderr.setEncoding('utf8').on('data', (text: string) => (summary += text));
    async function* endless(): AsyncGenerator<Uint8Array> {
      yield Buffer.from(`jane@example.com\nbad\n${local65}\n`);
      await new Promise(() => undefined);
    }
    const code = await runCli(['--jobs', '1'], {
      stdin: endless(),
      stdout,
      stderr,
      now: () => 0,
      interrupt: interrupt.signal,
    });
    expect(code).toBe(130);
    expect(printed.trimEnd().split('\n')).toHaveLength(3);
    expect(summary).toMatch(/^3 line\(s\): 1 valid, 2 invalid \(profile standard\)/);
    expect(summary).toMatch(/^ {2}pattern {7}1$/m);
    expect(summary).toMatch(/^ {2}localTooLong {2}1$/m);
    expect(summary.trimEnd().split('\n').at(-1)).toBe(
      'email-rules: interrupted; the summary counts the 3 line(s) printed before, not the rest of the input',
    );
  });

  it('escapes control characters in an error line, which may quote a file name', async () => {
    const result = await run(['/no/such\u001b[2J\nfile.txt']);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'email-rules: cannot read /no/such\\u{1b}[2J\\u{a}file.txt: no such file\n',
    });
  });
});
