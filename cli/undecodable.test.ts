import { describe, expect, it } from 'vitest';
import {
  SHOWN_BYTES,
  escapedBytes,
  formatUndecodableJson,
  formatUndecodableText,
  undecodableVerdict,
} from './undecodable.ts';

const bytes = (...parts: (string | number)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : [part])));

describe('escapedBytes', () => {
  it('writes each byte that is not UTF-8 as \\x{..}, the text around it as read', () => {
    expect(escapedBytes(bytes('ab', 0xe9, 'c@é.com'))).toBe('ab\\x{e9}c@é.com');
    // A sequence cut short: its lead byte is bad, the lone continuation after it too.
    expect(escapedBytes(bytes(0xe2, 0x82, 'A'))).toBe('\\x{e2}\\x{82}A');
    expect(escapedBytes(bytes('a\u202eb', 0xff))).toBe('a\\u{202e}b\\x{ff}');
  });
});

describe('undecodableVerdict', () => {
  const line = bytes('ab', 0xe9, 'c@example.com');
  const verdict = undecodableVerdict('export.txt', 3, line, line.length, { offset: 2, byte: 0xe9 });

  it('is invalid with no rule judged, and names the byte, its offset and the way to read such a file', () => {
    expect(formatUndecodableText(verdict)).toBe(
      'export.txt:3\tinvalid\tab\\x{e9}c@example.com\tByte 0xE9 at offset 2 is not UTF-8; the line was not judged ' +
        '(--encoding windows-1252 or latin1 reads a file saved in one of those)',
    );
    expect(JSON.parse(formatUndecodableJson(verdict))).toMatchObject({
      source: 'export.txt',
      line: 3,
      valid: false,
      failed: [],
      rule: null,
      undecodable: { offset: 2, byte: 0xe9, bytes: 16 },
      unjudged: ['empty', 'tooLong', 'pattern', 'localTooLong', 'labelTooLong'],
    });
  });

  it('shows a long line by its head and its size in bytes', () => {
    const long = bytes(0xff, 'x'.repeat(SHOWN_BYTES + 10));
    const shown = undecodableVerdict('-', 1, long, 5_000_000, { offset: 0, byte: 0xff }).input;
    expect(shown).toBe(`\\x{ff}${'x'.repeat(SHOWN_BYTES - 1)}… (5000000 bytes)`);
  });
});
