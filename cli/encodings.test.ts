/**
 * `check` reads bytes, not text: a line that is not UTF-8 gets its own verdict (never the verdict of what a
 * decoder would mend it into), a UTF-16 file is read by its byte order mark, `--encoding` reads Latin-1 and
 * Windows-1252 exports, and an empty input is said to be empty, with an exit code of its own.
 */
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo } from './io.ts';
import { runCli } from './run.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...parts: (string | number)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...utf8(part)] : [part])));

/** Runs the command in-process, standard input delivered in the chunks given. */
async function run(argv: readonly string[], chunks: readonly Uint8Array[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const captured = { out: [] as Buffer[], err: [] as Buffer[] };
  stdout.on('data', (chunk: Buffer) => captured.out.push(chunk));
  stderr.on('data', (chunk: Buffer) => captured.err.push(chunk));
  const io: CliIo = { stdin: Readable.from(chunks.map((chunk) => Buffer.from(chunk))), stdout, stderr, now: () => 0 };
  const code = await runCli(argv, io);
  return { code, stdout: Buffer.concat(captured.out).toString(), stderr: Buffer.concat(captured.err).toString() };
}

/** Every byte a chunk of its own: the worst a pipe can do. */
const byteByByte = (input: Uint8Array) => [...input].map((byte) => Uint8Array.of(byte));

describe('check: bytes that are not UTF-8', () => {
  const latin1Export = bytes('jane@example.com\n', 'ab', 0xe9, 'c@example.com\n');

  it('gives such a line its own verdict, naming the first bad byte, and exits 1', async () => {
    for (const jobs of ['1', '2']) {
      const result = await run(['--profile', 'rfc5322', '--jobs', jobs], [latin1Export]);
      expect(result.code).toBe(1);
      expect(result.stdout.split('\n')).toEqual([
        '-:1\tvalid\tjane@example.com',
        '-:2\tinvalid\tab\\x{e9}c@example.com\tByte 0xE9 at offset 2 is not UTF-8; the line was not judged ' +
          '(--encoding windows-1252 or latin1 reads a file saved in one of those)',
        '',
      ]);
      expect(result.stderr).toContain('2 line(s): 1 valid, 1 invalid');
      expect(result.stderr).toContain(
        '(1 line(s) were not UTF-8 and were not judged: --encoding reads other encodings)',
      );
    }
  });

  it('prints it in JSON with the byte, its offset, the size and no rule judged, under --only-invalid too', async () => {
    const result = await run(['--json', '--only-invalid'], [latin1Export]);
    const [line, ...rest] = result.stdout.trimEnd().split('\n');
    expect(rest).toEqual([]);
    expect(JSON.parse(line ?? '')).toEqual({
      source: '-',
      line: 2,
      input: 'ab\\x{e9}c@example.com',
      valid: false,
      failed: [],
      rule: null,
      message: expect.stringContaining('Byte 0xE9 at offset 2 is not UTF-8') as unknown,
      reason: null,
      at: null,
      span: null,
      undecodable: { offset: 2, byte: 0xe9, bytes: 16 },
      unjudged: ['empty', 'tooLong', 'pattern', 'localTooLong', 'labelTooLong'],
    });
  });

  it('judges a U+FFFD that the bytes really hold, as any other character', async () => {
    const result = await run(['--json'], [utf8('a\uFFFD@example.com\n')]);
    expect(JSON.parse(result.stdout)).toMatchObject({
      input: 'a\uFFFD@example.com',
      rule: 'pattern',
      reason: expect.any(String) as unknown,
    });
  });
});

describe('check --encoding', () => {
  // 0xE9 is é in both; 0x93 is a left double quotation mark in Windows-1252 (punctuation, which an EAI
  // local part may hold) and a C1 control in Latin-1 (which it may not).
  const export1252 = bytes('caf', 0xe9, '@example.com\n', 0x93, 'x@example.com\n');

  it('reads a Windows-1252 or Latin-1 export on purpose, byte for byte', async () => {
    const windows = await run(['--encoding', 'windows-1252', '--profile', 'international'], [export1252]);
    expect(windows.stdout.split('\n').slice(0, 2)).toEqual([
      '-:1\tvalid\tcafé@example.com',
      '-:2\tvalid\t\u201cx@example.com',
    ]);
    const latin1 = await run(['--encoding', 'latin1', '--profile', 'international'], byteByByte(export1252));
    expect(latin1.stdout.split('\n').slice(0, 2)).toEqual([
      '-:1\tvalid\tcafé@example.com',
      expect.stringMatching(/^-:2\tinvalid\t\\u\{93\}x@example\.com\tpattern: /) as unknown,
    ]);
  });

  it('refuses an encoding it does not know, naming the ones it does', async () => {
    const result = await run(['--encoding', 'utf-16'], [utf8('a@b.c\n')]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('option --encoding takes one of utf-8, latin1, windows-1252, got "utf-16"');
  });
});

describe('check: a UTF-16 file', () => {
  const text = 'jane@example.com\r\nbad@@example.com\r\n用户@例子.广告\r\n';
  const utf8Run = () => run(['--profile', 'international'], [utf8(text)]);

  it('is read by its byte order mark, little- or big-endian, as its UTF-8 twin is', async () => {
    const little = bytes(0xff, 0xfe, ...Buffer.from(text, 'utf16le'));
    const big = bytes(0xfe, 0xff, ...Buffer.from(text, 'utf16le').swap16());
    const expected = await utf8Run();
    expect(expected.code).toBe(1);
    expect(await run(['--profile', 'international'], byteByByte(little))).toEqual(expected);
    expect(await run(['--profile', 'international'], [big])).toEqual(expected);
  });

  it('is read whole when its first byte comes alone and the rest in one large chunk', async () => {
    const lines = Array.from({ length: 20_000 }, (_, index) => `user${String(index)}@example.com\n`).join('');
    const little = Buffer.concat([Uint8Array.of(0xff, 0xfe), Buffer.from(lines, 'utf16le')]);
    const result = await run(['--only-invalid'], [little.subarray(0, 1), little.subarray(1)]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('20000 line(s): 20000 valid');
  });

  it('that is not UTF-16 after all ends the run with a way to convert it, exit 2', async () => {
    const odd = bytes(0xff, 0xfe, ...Buffer.from('a@b.c\n', 'utf16le'), 0x61);
    const result = await run([], [odd]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /standard input starts with a UTF-16LE byte order mark, .* iconv -f UTF-16LE -t UTF-8/,
    );
  });
});

describe('check: an empty input', () => {
  it('says there were no lines and exits 3, so an empty export fails a gate', async () => {
    for (const input of [[], [new Uint8Array()], [bytes(0xef, 0xbb, 0xbf)]]) {
      const result = await run([], input);
      expect(result.code).toBe(3);
      expect(result.stdout).toBe('');
      expect(result.stderr.trimEnd().split('\n').at(-1)).toBe(
        'email-rules: no lines: the input was empty (exit code 3)',
      );
    }
  });

  it('is not an input whose lines are all printed away by --only-invalid', async () => {
    expect((await run(['--only-invalid'], [utf8('jane@example.com\n')])).code).toBe(0);
  });
});
