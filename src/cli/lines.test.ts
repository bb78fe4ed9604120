import { describe, expect, it } from 'vitest';
import { LineSplitter, type Line } from './lines.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds `chunks` to a fresh splitter and returns every line, with the largest buffer seen between chunks. */
function split(chunks: readonly (string | Uint8Array)[], maxLength = 1000): { lines: Line[]; mostBuffered: number } {
  const splitter = new LineSplitter(maxLength);
  const lines: Line[] = [];
  let mostBuffered = 0;
  for (const chunk of chunks) {
    lines.push(...splitter.push(typeof chunk === 'string' ? bytes(chunk) : chunk));
    mostBuffered = Math.max(mostBuffered, splitter.bufferedLength);
  }
  lines.push(...splitter.end());
  return { lines, mostBuffered };
}

const texts = (chunks: readonly (string | Uint8Array)[], maxLength?: number) =>
  split(chunks, maxLength).lines.map((line) => line.text);

describe('LineSplitter', () => {
  it('splits on LF and drops the CR of CRLF, even when CR and LF arrive in different chunks', () => {
    expect(texts(['a@b.co\r\nc@d.co\n'])).toEqual(['a@b.co', 'c@d.co']);
    expect(texts(['a@b.co\r', '\nc@d.co\r', '\n'])).toEqual(['a@b.co', 'c@d.co']);
  });

  it('keeps a final line without a newline, and adds no line after a final newline', () => {
    expect(texts(['a@b.co\nlast@x.org'])).toEqual(['a@b.co', 'last@x.org']);
    expect(texts(['a@b.co\n'])).toEqual(['a@b.co']);
    expect(texts([])).toEqual([]);
  });

  it('keeps blank lines and a CR that does not end the line', () => {
    expect(texts(['\n\r\na\rb\n'])).toEqual(['', '', 'a\rb']);
  });

  it('decodes UTF-8 split across chunks and drops a leading byte order mark', () => {
    const encoded = bytes('\uFEFFjöran@ex.com\n😀@ex.com\n');
    const oneByteChunks = Array.from(encoded, (byte) => Uint8Array.of(byte));
    expect(texts(oneByteChunks)).toEqual(['jöran@ex.com', '😀@ex.com']);
  });

  it('turns malformed UTF-8 into U+FFFD rather than failing', () => {
    expect(texts([Uint8Array.of(0x61, 0xff, 0x62, 0x0a)])).toEqual(['a\uFFFDb']);
  });

  it('cuts a line past maxLength, holding no more than maxLength units, and measures the whole line', () => {
    const long = `${'x'.repeat(25)}😀${'y'.repeat(30)}`;
    const { lines, mostBuffered } = split(['ok\n', long.slice(0, 20), long.slice(20), '\r\nnext'], 10);
    expect(mostBuffered).toBeLessThanOrEqual(10);
    expect(lines.map((line) => line.text)).toEqual(['ok', 'x'.repeat(10), 'next']);
    expect(lines[1]?.cut).toEqual({ codePoints: 56, utf16: 57, utf8: 59 });
    expect(lines[0]?.cut).toBeUndefined();
    expect(lines[2]?.cut).toBeUndefined();
  });

  it('never splits a surrogate pair at the cut', () => {
    const [line] = split(['abc😀def\n'], 4).lines;
    expect(line?.text).toBe('abc');
    expect(line?.cut).toEqual({ codePoints: 7, utf16: 8, utf8: 10 });
  });

  it('does not cut a line of exactly maxLength units followed by CRLF', () => {
    const [line] = split(['abcd', '\r\n'], 4).lines;
    expect(line).toEqual({ text: 'abcd', cut: undefined });
  });

  it('holds one line at most, however many lines a chunk carries', () => {
    const manyLines = 'a@b.co\n'.repeat(10_000);
    const { lines, mostBuffered } = split([manyLines, 'z'.repeat(5000), `${'z'.repeat(5000)}\n`], 64);
    expect(lines).toHaveLength(10_001);
    expect(mostBuffered).toBeLessThanOrEqual(64);
  });
});
