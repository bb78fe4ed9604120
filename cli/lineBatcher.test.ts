import { describe, expect, it } from 'vitest';
import { LineBatcher, type BatchLimits, type Piece } from './lineBatcher.ts';

const LIMITS: BatchLimits = { lines: 2, bytes: 1000, longLineBytes: 20, maxLineUnits: 20 };
const bytes = (text: string) => new TextEncoder().encode(text);
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** The pieces as readable rows: a batch as its first line, line count and text; a line as its number and text. */
function pieces(chunks: readonly string[], limits = LIMITS): string[] {
  const batcher = new LineBatcher('f', limits);
  const all: Piece[] = [...chunks.flatMap((chunk) => batcher.push(bytes(chunk))), ...batcher.end()];
  return all.map((piece) => {
    if (piece.kind === 'batch')
      return `batch ${piece.batch.firstLine} (${String(piece.lines)}${piece.batch.startsSource ? ', first' : ''}): ${JSON.stringify(decoder.decode(piece.batch.bytes))}`;
    if (piece.kind === 'undecodable') {
      const { head, size, malformed } = piece.line;
      return `not UTF-8 ${piece.lineNumber}: ${head.length} of ${size} bytes, 0x${malformed.byte.toString(16)} at ${malformed.offset}`;
    }
    return `line ${piece.lineNumber}: ${JSON.stringify(piece.line.text)}${piece.line.cut === undefined ? '' : ' (cut)'}`;
  });
}

describe('LineBatcher', () => {
  it('cuts after the lines that fill a batch, numbering on, the last batch with no count', () => {
    expect(pieces(['a\nb\nc\nd\ne'])).toEqual([
      'batch 1 (2, first): "a\\nb\\n"',
      'batch 3 (2): "c\\nd\\n"',
      'batch 5 (undefined): "e"',
    ]);
  });

  it('hands out the lines a chunk completed at its end, keeping the start of the next line', () => {
    expect(pieces(['a\nb', 'c\n'], { ...LIMITS, lines: 100 })).toEqual([
      'batch 1 (1, first): "a\\n"',
      'batch 2 (1): "bc\\n"',
    ]);
  });

  it('never cuts between a CR and its LF, even across chunks', () => {
    expect(pieces(['a\r', '\nb\r\r', '\nc'])).toEqual([
      'batch 1 (1, first): "a\\r\\n"',
      'batch 2 (2): "b\\r\\r\\n"',
      'batch 4 (undefined): "c"',
    ]);
  });

  it('cuts by bytes too', () => {
    expect(pieces(['aaaa\nbbbb\ncc\n'], { ...LIMITS, lines: 100, bytes: 5 })).toEqual([
      'batch 1 (1, first): "aaaa\\n"',
      'batch 2 (1): "bbbb\\n"',
      'batch 3 (1): "cc\\n"',
    ]);
  });

  it('reads a line longer than a batch may hold here, streaming, and cuts it as check does', () => {
    const long = 'x'.repeat(30);
    expect(pieces(['a\n', long.slice(0, 15), `${long.slice(15)}\r`, '\nb\n'])).toEqual([
      'batch 1 (1, first): "a\\n"',
      `line 2: "${'x'.repeat(20)}" (cut)`,
      'batch 3 (1): "b\\n"',
    ]);
    expect(pieces(['y'.repeat(21)])).toEqual([`line 1: "${'y'.repeat(20)}" (cut)`]);
  });

  it('hands out a long line that is not UTF-8 as such, its bad byte counted past a dropped byte order mark', () => {
    const batcher = new LineBatcher('f', LIMITS);
    const chunks = [
      Uint8Array.of(0xef, 0xbb, 0xbf, ...bytes('z'.repeat(24)), 0xe2, 0x82),
      Uint8Array.of(0x0d, 0x0a, 0x41, 0x0a),
      Uint8Array.of(...bytes('y'.repeat(22)), 0xc3),
    ];
    const all = [...chunks.flatMap((chunk) => batcher.push(chunk)), ...batcher.end()];
    expect(
      all.map((piece) => (piece.kind === 'undecodable' ? { line: piece.lineNumber, ...piece.line } : piece.kind)),
    ).toEqual([
      {
        line: 1,
        head: Uint8Array.of(...bytes('z'.repeat(24)), 0xe2, 0x82),
        size: 26,
        malformed: { offset: 24, byte: 0xe2 },
      },
      'batch',
      { line: 3, head: Uint8Array.of(...bytes('y'.repeat(22)), 0xc3), size: 23, malformed: { offset: 22, byte: 0xc3 } },
    ]);
  });

  it('drops a byte order mark only where the source starts', () => {
    const bom = '\uFEFF';
    const long = `${bom}${'z'.repeat(25)}\n`;
    expect(pieces([long, long])).toEqual([
      `line 1: "${'z'.repeat(20)}" (cut)`,
      `line 2: "${bom}${'z'.repeat(19)}" (cut)`,
    ]);
  });
});
