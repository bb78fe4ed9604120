import { fc, test } from '@fast-check/vitest';
import { createRequire } from 'node:module';
import { describe, expect } from 'vitest';
import { punycodeEncode } from './punycode.ts';

/** punycode.js 2.3.1 (a dependency of tr46), typed here because it ships no declarations. */
const reference = createRequire(import.meta.url)('punycode/punycode.js') as { encode(text: string): string };

/**
 * Labels longer than the 64 code points whose buffers the encoder reuses, so that they take the path of buffers
 * made per call: ASCII and non-ASCII mixed, in any order (no surrogate: punycode.js cannot take one alone).
 */
const longLabel = fc.array(
  fc.oneof(
    fc.integer({ min: 0x21, max: 0x7e }),
    fc.integer({ min: 0x80, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0x10ffff }),
  ),
  { minLength: 65, maxLength: 300 },
);

describe('punycodeEncode past its reused buffers', () => {
  test.prop([longLabel])('encodes as punycode.js does', (codePoints) => {
    expect(punycodeEncode(codePoints)).toBe(reference.encode(String.fromCodePoint(...codePoints)));
  });

  test.prop([fc.array(fc.integer({ min: 0x80, max: 0x2fff }), { minLength: 65, maxLength: 70 })])(
    'encodes a label just past them as punycode.js does, its last code point after all the others',
    (codePoints) => {
      // The last slot read last, after every other slot is in the tree: where a tree too small loses a count.
      const ordered = [...codePoints.slice(0, -1), Math.max(...codePoints) + 1];
      expect(punycodeEncode(ordered)).toBe(reference.encode(String.fromCodePoint(...ordered)));
    },
  );
});
