import { describe, expect, it } from 'vitest';
import { splitLines } from '../src/text.ts';
import { ByteLineSplitter } from './byteLines.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

function texts(chunks: readonly Uint8Array[], maxLength = 1000): string[] {
  const splitter = new ByteLineSplitter(maxLength);
  const lines = chunks.flatMap((chunk) => splitter.push(chunk));
  return [...lines, ...splitter.end()].map((line) => line.text);
}

describe('ByteLineSplitter', () => {
  it('reads lines exactly as the kit (and so the playground) does, CR, LF and CRLF alike', () => {
    const text = 'a@b.co\r\nc@d.co\rx\n\ny\r';
    expect(texts([bytes(text)])).toEqual(splitLines(text));
    expect(texts(Array.from(bytes(text), (byte) => Uint8Array.of(byte)))).toEqual(splitLines(text));
  });

  it('decodes UTF-8 split across chunks and drops a leading byte order mark', () => {
    const encoded = bytes('\uFEFFjöran@ex.com\n😀@ex.com\n');
    const oneByteChunks = Array.from(encoded, (byte) => Uint8Array.of(byte));
    expect(texts(oneByteChunks)).toEqual(['jöran@ex.com', '😀@ex.com']);
  });

  it('turns malformed UTF-8 into U+FFFD rather than failing, also at the very end', () => {
    expect(texts([Uint8Array.of(0x61, 0xff, 0x62, 0x0a)])).toEqual(['a\uFFFDb']);
    expect(texts([Uint8Array.of(0x61, 0xf0, 0x9f)])).toEqual(['a\uFFFD']);
  });

  it('cuts a long line and holds no more than the cap', () => {
    const splitter = new ByteLineSplitter(8);
    const lines = splitter.push(bytes('x'.repeat(100)));
    expect(splitter.bufferedLength).toBeLessThanOrEqual(8);
    expect([...lines, ...splitter.end()]).toEqual([
      { text: 'x'.repeat(8), cut: { codePoints: 100, utf16: 100, utf8: 100 } },
    ]);
  });
});
