import { describe, expect, it } from 'vitest';
import { ByteBlock } from './byteBlock.ts';

describe('ByteBlock', () => {
  it('encodes each line as UTF-8 with its line feed, growing past its first size', () => {
    const block = new ByteBlock();
    const lines = ['a@b.co', 'jöran@ex.com', '😀', '\ud800 lone', 'x'.repeat(100_000)];
    for (const line of lines) block.line(line);
    const expected = new TextEncoder().encode(lines.map((line) => `${line}\n`).join(''));
    expect(block.bytes()).toEqual(expected);
    expect(block.bytes().buffer.byteLength).toBeGreaterThanOrEqual(expected.length);
  });

  it('is empty until a line is written', () => {
    expect(new ByteBlock().bytes()).toHaveLength(0);
  });
});
