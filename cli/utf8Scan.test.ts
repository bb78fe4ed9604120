import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Utf8Scan, firstMalformed } from './utf8Scan.ts';

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });

/** Mostly text, with the bytes around every boundary of Table 3-7 dropped in. */
const EDGE_BYTES = [
  0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff,
];
const bytes = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 4 }).map((text) => [...new TextEncoder().encode(text)]),
      fc.constantFrom(...EDGE_BYTES).map((byte) => [byte]),
    ),
    { maxLength: 12 },
  )
  .map((parts) => Uint8Array.from(parts.flat()));

describe('firstMalformed', () => {
  test.prop([bytes])('finds nothing exactly when the platform decoder reads the bytes without an error', (input) => {
    let decodes = true;
    try {
      strict.decode(input);
    } catch {
      decodes = false;
    }
    expect(firstMalformed(input) === undefined).toBe(decodes);
  });

  test.prop([bytes])(
    'names where the platform decoder writes its first U+FFFD, after a prefix that is UTF-8',
    (input) => {
      const found = firstMalformed(input);
      fc.pre(found !== undefined);
      const before = strict.decode(input.subarray(0, found.offset));
      expect(lenient.decode(input).startsWith(`${before}\uFFFD`)).toBe(true);
      expect(found.byte).toBe(input[found.offset]);
    },
  );

  test.prop([bytes, fc.array(fc.nat(), { maxLength: 5 })])('reads the same in chunks cut anywhere', (input, cuts) => {
    const at = [...new Set(cuts.map((cut) => cut % (input.length + 1)))].sort((a, b) => a - b);
    const scan = new Utf8Scan();
    let from = 0;
    for (const to of [...at, input.length]) {
      scan.push(input.subarray(from, to));
      from = to;
    }
    expect(scan.end()).toEqual(firstMalformed(input));
  });

  it('names the lead byte of a sequence cut short, and a byte that never leads one', () => {
    expect(firstMalformed(Uint8Array.of(0x61, 0xe2, 0x82, 0x0a))).toEqual({ offset: 1, byte: 0xe2 });
    expect(firstMalformed(Uint8Array.of(0x61, 0xc3))).toEqual({ offset: 1, byte: 0xc3 });
    expect(firstMalformed(Uint8Array.of(0x61, 0x62, 0xe9, 0x63))).toEqual({ offset: 2, byte: 0xe9 });
    // Overlong, surrogate, past U+10FFFF.
    expect(firstMalformed(Uint8Array.of(0xe0, 0x80, 0x80))).toEqual({ offset: 0, byte: 0xe0 });
    expect(firstMalformed(Uint8Array.of(0xed, 0xa0, 0x80))).toEqual({ offset: 0, byte: 0xed });
    expect(firstMalformed(Uint8Array.of(0xf4, 0x90, 0x80, 0x80))).toEqual({ offset: 0, byte: 0xf4 });
    expect(firstMalformed(new TextEncoder().encode('é☕😀'))).toBeUndefined();
  });

  it('reads only the range asked, offsets counted from its start', () => {
    expect(firstMalformed(Uint8Array.of(0xff, 0x61, 0xff, 0x62), 1, 3)).toEqual({ offset: 1, byte: 0xff });
    expect(firstMalformed(Uint8Array.of(0xff, 0x61, 0xff), 1, 2)).toBeUndefined();
  });
});
