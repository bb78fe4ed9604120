import { describe, expect, it } from 'vitest';
import { LineSplitter, splitLines, type Line } from './lines.ts';

/** Feeds `chunks` to a fresh splitter and returns every line, with the largest buffer seen between chunks. */
function split(chunks: readonly string[], maxLength = 1000): { lines: Line[]; mostBuffered: number } {
  const splitter = new LineSplitter(maxLength);
  const lines: Line[] = [];
  let mostBuffered = 0;
  for (const chunk of chunks) {
    lines.push(...splitter.push(chunk));
    mostBuffered = Math.max(mostBuffered, splitter.bufferedLength);
  }
  lines.push(...splitter.end());
  return { lines, mostBuffered };
}

const texts = (chunks: readonly string[], maxLength?: number) =>
  split(chunks, maxLength).lines.map((line) => line.text);

/** Every way to cut `text` into two chunks. */
const twoChunkings = (text: string) =>
  Array.from({ length: text.length + 1 }, (_, at) => [text.slice(0, at), text.slice(at)]);

describe('what a line is', () => {
  it('ends at LF, CRLF and a lone CR, and keeps blank lines in the middle', () => {
    expect(splitLines('a@b.co\r\nc@d.co\rx\n\ny')).toEqual(['a@b.co', 'c@d.co', 'x', '', 'y']);
    expect(splitLines('\n\r\na\rb\n')).toEqual(['', '', 'a', 'b']);
    expect(splitLines('a\r\rb')).toEqual(['a', '', 'b']);
    expect(splitLines('a\n\rb')).toEqual(['a', '', 'b']);
    expect(splitLines('a\r\n\nb')).toEqual(['a', '', 'b']);
  });

  it('gives no line for no text and none after a final line break, but keeps a lone blank line', () => {
    expect(splitLines('')).toEqual([]);
    expect(splitLines('a@b.co\n')).toEqual(['a@b.co']);
    expect(splitLines('a@b.co\r')).toEqual(['a@b.co']);
    expect(splitLines('a@b.co\r\n')).toEqual(['a@b.co']);
    expect(splitLines('\n')).toEqual(['']);
    expect(splitLines('a@b.co\nlast@x.org')).toEqual(['a@b.co', 'last@x.org']);
  });

  it('keeps white space inside a line, where the rules should see it', () => {
    expect(splitLines(' a@b.co\t\u2028')).toEqual([' a@b.co\t\u2028']);
  });

  it('reads the same however the text is cut into chunks', () => {
    for (const text of ['a\r\nb', 'a\r\n\nb', 'a\r\rb', 'x😀y\rz', '\r\n\r\n', 'a\n\rb😀']) {
      for (const chunks of twoChunkings(text)) expect(texts(chunks), JSON.stringify(chunks)).toEqual(splitLines(text));
    }
    expect(texts(['a\r', '', '\nb'])).toEqual(['a', 'b']);
    expect(texts(['a\r', 'b\n'])).toEqual(['a', 'b']);
  });

  it('keeps a surrogate pair whole when its halves arrive in different chunks, and a lone one at the end', () => {
    expect(texts(['a\uD83D', '\uDE00b'])).toEqual(['a😀b']);
    expect(texts(['a\uD83D'])).toEqual(['a\uD83D']);
    expect(texts(['a\uD83D', '\nb'])).toEqual(['a\uD83D', 'b']);
  });
});

describe('LineSplitter with a cap', () => {
  it('cuts a line past maxLength, holding no more than maxLength units, and measures the whole line', () => {
    const long = `${'x'.repeat(25)}😀${'y'.repeat(30)}`;
    const { lines, mostBuffered } = split(['ok\n', long.slice(0, 20), long.slice(20), '\r\nnext'], 10);
    expect(mostBuffered).toBeLessThanOrEqual(10);
    expect(lines.map((line) => line.text)).toEqual(['ok', 'x'.repeat(10), 'next']);
    expect(lines[1]?.cut).toEqual({ codePoints: 56, utf16: 57, utf8: 59 });
    expect(lines[0]?.cut).toBeUndefined();
    expect(lines[2]?.cut).toBeUndefined();
  });

  it('never splits a surrogate pair at the cut, and counts a pair split across dropped chunks once', () => {
    const [line] = split(['abc😀def\n'], 4).lines;
    expect(line).toEqual({ text: 'abc', cut: { codePoints: 7, utf16: 8, utf8: 10 } });
    const [cutPair] = split(['abcdef\uD83D', '\uDE00g'], 4).lines;
    expect(cutPair).toEqual({ text: 'abcd', cut: { codePoints: 8, utf16: 9, utf8: 11 } });
  });

  it('cuts at the limit exactly: a line of maxLength units is whole, one more is cut', () => {
    expect(split(['abcd', '\r\n'], 4).lines).toEqual([{ text: 'abcd', cut: undefined }]);
    expect(split(['abcd\rabcde'], 4).lines).toEqual([
      { text: 'abcd', cut: undefined },
      { text: 'abcd', cut: { codePoints: 5, utf16: 5, utf8: 5 } },
    ]);
    expect(split(['ab', 'cde'], 4).lines).toEqual([{ text: 'abcd', cut: { codePoints: 5, utf16: 5, utf8: 5 } }]);
  });

  it('holds one line at most, however many lines a chunk carries', () => {
    const manyLines = 'a@b.co\n'.repeat(10_000);
    const { lines, mostBuffered } = split([manyLines, 'z'.repeat(5000), `${'z'.repeat(5000)}\n`], 64);
    expect(lines).toHaveLength(10_001);
    expect(lines[10_000]?.cut?.utf16).toBe(10_000);
    expect(mostBuffered).toBeLessThanOrEqual(64);
  });

  it('refuses a cap too small to hold a code point', () => {
    expect(() => new LineSplitter(1)).toThrow(new RangeError('maxLength must be at least 2, got 1'));
    expect(() => new LineSplitter(Number.NaN)).toThrow(RangeError);
    expect(() => new LineSplitter(2)).not.toThrow();
  });

  it('counts the kept units and a held-back high surrogate in bufferedLength, and holds nothing after end()', () => {
    const splitter = new LineSplitter(4);
    expect(splitter.push('ab\uD83D')).toEqual([]);
    expect(splitter.bufferedLength).toBe(3);
    expect(splitter.push('\uDE00cdef')).toEqual([]);
    expect(splitter.bufferedLength).toBe(4);
    expect(splitter.end()).toEqual([{ text: 'ab😀', cut: { codePoints: 7, utf16: 8, utf8: 10 } }]);
    expect(splitter.bufferedLength).toBe(0);
    expect(splitter.push('abcdef')).toEqual([]);
    expect(splitter.bufferedLength).toBe(4);
  });

  it('starts afresh after end(): no held-back unit and no CR waiting for its LF', () => {
    const splitter = new LineSplitter(10);
    expect(splitter.push('a\uD83D')).toEqual([]);
    expect(splitter.end()).toEqual([{ text: 'a\uD83D', cut: undefined }]);
    expect(splitter.bufferedLength).toBe(0);
    expect(splitter.push('b\r')).toEqual([{ text: 'b', cut: undefined }]);
    expect(splitter.end()).toEqual([]);
    expect(splitter.push('\nc')).toEqual([{ text: '', cut: undefined }]);
    expect(splitter.end()).toEqual([{ text: 'c', cut: undefined }]);
    expect(splitter.push('d')).toEqual([]);
    expect(splitter.end()).toEqual([{ text: 'd', cut: undefined }]);
  });

  it('joins an LF only to the CR that ended the chunk just before it', () => {
    expect(texts(['a\r', 'b', '\nc'])).toEqual(['a', 'b', 'c']);
    expect(texts(['a\r', '\n', '\nb'])).toEqual(['a', '', 'b']);
    expect(texts(['a\rb', '\nc'])).toEqual(['a', 'b', 'c']);
    expect(texts(['a\r\rb', '\nc'])).toEqual(['a', '', 'b', 'c']);
  });

  it('drops every later chunk of a cut line, even when the cut fell one unit short of the limit', () => {
    const { lines, mostBuffered } = split(['abc😀', 'd', 'e\nf'], 4);
    expect(lines).toEqual([
      { text: 'abc', cut: { codePoints: 6, utf16: 7, utf8: 9 } },
      { text: 'f', cut: undefined },
    ]);
    expect(mostBuffered).toBe(3);
  });
});
