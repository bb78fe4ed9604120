import { describe, expect, it } from 'vitest';
import { ByteBlock } from './byteBlock.ts';

const decoded = (block: ByteBlock): string => new TextDecoder().decode(block.written());

describe('ByteBlock', () => {
  it('encodes each line as UTF-8 with its line feed, growing past its first size', () => {
    const block = new ByteBlock();
    const lines = ['a@b.co', 'jöran@ex.com', '😀', '\ud800 lone', 'x'.repeat(100_000)];
    for (const line of lines) block.line(line);
    const expected = new TextEncoder().encode(lines.map((line) => `${line}\n`).join(''));
    expect(block.written()).toEqual(expected);
  });

  it('writes ASCII text, bytes, decimal numbers and single bytes in turn', () => {
    const block = new ByteBlock();
    block.ascii('line ');
    for (const value of [0, 7, 10, 99, 100, 1234567, Number.MAX_SAFE_INTEGER]) {
      block.decimal(value);
      block.byte(0x2c);
    }
    block.bytes(new TextEncoder().encode('é!'));
    expect(decoded(block)).toBe(`line 0,7,10,99,100,1234567,${Number.MAX_SAFE_INTEGER},é!`);
  });

  it('writes every number from 0 to 1,000 as its decimal digits, each length of number by its own way', () => {
    const block = new ByteBlock();
    const values = Array.from({ length: 1_001 }, (_, value) => value);
    for (const value of values) {
      block.decimal(value);
      block.byte(0x2c);
    }
    expect(decoded(block)).toBe(values.map((value) => `${String(value)},`).join(''));
  });

  it('grows as the pieces need, from any size it starts at', () => {
    const block = new ByteBlock(1);
    const text = 'ab'.repeat(50_000);
    block.ascii(text);
    block.bytes(new Uint8Array(70_000).fill(0x63));
    for (let index = 0; index < 10_000; index++) block.decimal(9_999_999_999);
    block.byte(0x21);
    expect(decoded(block)).toBe(`${text}${'c'.repeat(70_000)}${'9999999999'.repeat(10_000)}!`);
  });

  it('appends pieces of every length, short ones by a loop and longer ones at once, each after what came before', () => {
    const block = new ByteBlock();
    const pieces = Array.from({ length: 40 }, (_, length) =>
      'abcdefghijklmnopqrstuvwxyz0123456789ABCD'.slice(0, length),
    );
    for (const piece of pieces) {
      block.byte(0x7c);
      block.bytes(new TextEncoder().encode(piece));
    }
    expect(decoded(block)).toBe(pieces.map((piece) => `|${piece}`).join(''));
  });

  it('makes room for an expected total once, exactly, keeping what is written, and never shrinks', () => {
    const block = new ByteBlock(1);
    block.ascii('abc');
    block.expect(100_000);
    const buffer = block.written().buffer;
    expect(buffer.byteLength).toBe(100_000);
    block.bytes(new Uint8Array(99_990).fill(0x64));
    block.expect(10);
    expect(block.written().buffer).toBe(buffer);
    expect(block.length).toBe(99_993);
    expect(decoded(block)).toBe(`abc${'d'.repeat(99_990)}`);
  });

  it('is empty until something is written', () => {
    expect(new ByteBlock().written()).toHaveLength(0);
  });
});
