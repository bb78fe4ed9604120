/**
 * What `email-rules check` reads, generated: lines of every kind (the kit's own arbitraries, hostile text,
 * non-ASCII, lone surrogates) ended by LF, CRLF or a lone CR or by nothing, encoded as UTF-8 with invalid
 * bytes dropped in, and cut into chunks anywhere. The command-line properties use it (test support: not built).
 */
import fc from 'fast-check';
import { BYTE_ORDER_MARK } from '../utf8Scan.ts';
import type { ProfileId } from '../../src/index.ts';
import {
  BOUNDS,
  addressWithHostileCharacter,
  boundaryAddress,
  hostileText,
  validAddress,
  wrongShape,
} from '../../properties/arbitraries/index.ts';

export interface ByteInput {
  /** The whole input. */
  readonly bytes: Uint8Array;
  /** The same bytes in the chunks a stream would deliver. */
  readonly chunks: readonly Uint8Array[];
}

const TERMINATORS = ['\n', '\r\n', '\r'] as const;
/** Bytes no UTF-8 text holds where they stand: a lone continuation, a lead byte cut short, never-valid bytes, a byte order mark. */
const INVALID_UTF8: readonly (readonly number[])[] = [
  [0x80],
  [0xc3],
  [0xe2, 0x82],
  [0xf0, 0x9f, 0x98],
  [0xff],
  [0xef, 0xbb, 0xbf],
];

const encoder = new TextEncoder();

/**
 * Internationalized addresses, some with the domain in forms the international mapping changes: capitals,
 * A-labels (in either case), the other dots (`。`, `．`, `｡`), and a few that fail IDNA2008.
 */
const internationalLine = fc
  .tuple(
    fc.constantFrom('用户', 'jöran', 'Jane', 'δοκιμή', 'a', 'é'.repeat(33)),
    fc.array(fc.constantFrom('例子', 'Bücher', 'XN--FSQU00A', 'xn--4rr70v', 'example', 'מבחן', 'a·b', '☕', 'ab--c'), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.constantFrom('.', '\u3002', '\uff0e', '\uff61'),
    fc.constantFrom('com', 'DE', '广告', 'ישראל'),
  )
  .map(([local, labels, dot, last]) => `${local}@${[...labels, last].join(dot)}`);

/** Addresses of the profile's own kind beyond the ASCII shapes (for `international`). */
const ownAddresses = (profile: ProfileId) =>
  profile === 'international' ? [{ arbitrary: internationalLine, weight: 3 }] : [];

/** One line's text: anything the kit is tested with, mostly addresses. */
export function lineText(profile: ProfileId, longLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    ...ownAddresses(profile),
    ...BOUNDS.map((bound) => ({ arbitrary: boundaryAddress({ profile, bound }), weight: 1 })),
    { arbitrary: validAddress({ shape: profile }), weight: 2 },
    { arbitrary: wrongShape({ profile }).map((wrong) => wrong.corrupted), weight: 1 },
    { arbitrary: addressWithHostileCharacter(), weight: 4 },
    { arbitrary: hostileText({ maxRun: 100 }), weight: 1 },
    { arbitrary: fc.constant(''), weight: 1 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map((text) => `${text}@example.com`), weight: 1 },
    // Past the line cap, so the line is cut and judged by its length.
    {
      arbitrary: fc
        .integer({ min: longLength, max: longLength + 40 })
        .map((length) => `${'x'.repeat(length)}@example.com`),
      weight: 1,
    },
  );
}

/** A line's bytes: its text, perhaps after a byte order mark, perhaps with invalid UTF-8 put in, and its terminator. */
function lineBytes(profile: ProfileId, longLength: number): fc.Arbitrary<number[]> {
  return fc
    .tuple(
      lineText(profile, longLength),
      fc.option(fc.tuple(fc.constantFrom(...INVALID_UTF8), fc.nat()), { freq: 4 }),
      fc.constantFrom(...TERMINATORS),
      fc.nat(5).map((draw) => draw === 0),
    )
    .map(([text, invalid, terminator, byteOrderMark]) => {
      const bytes = [...(byteOrderMark ? BYTE_ORDER_MARK : []), ...encoder.encode(text)];
      if (invalid !== null) bytes.splice(invalid[1] % (bytes.length + 1), 0, ...invalid[0]);
      return [...bytes, ...encoder.encode(terminator)];
    });
}

/** Chunk boundaries anywhere, inside a CRLF or a UTF-8 sequence too. */
function chunked(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  return [...at, bytes.length]
    .map((end, index) => bytes.subarray(at[index - 1] ?? 0, end))
    .filter((chunk) => chunk.length > 0);
}

/**
 * Several lines as a stream would deliver them; the last may lose its terminator. Lines of `longLength`
 * characters and more are generated too: give it more than the line cap to get cut lines.
 */
export function byteInput(
  profile: ProfileId,
  { maxLines = 12, longLength }: { maxLines?: number; longLength: number },
): fc.Arbitrary<ByteInput> {
  return fc
    .tuple(
      fc.array(lineBytes(profile, longLength), { maxLength: maxLines }),
      fc.boolean(),
      fc.array(fc.nat(), { maxLength: 6 }),
    )
    .map(([lines, dropLastTerminator, cuts]) => {
      const flat = lines.flat();
      if (dropLastTerminator && flat.at(-1) === 0x0a) flat.pop();
      const bytes = Uint8Array.from(flat);
      return { bytes, chunks: chunked(bytes, cuts) };
    });
}
