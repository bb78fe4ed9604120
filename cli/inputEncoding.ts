/**
 * What `check` reads is UTF-8; anything else is turned into UTF-8 before the lines are cut, so the rest of
 * the command sees one encoding. A source that starts with a UTF-16 byte order mark (Excel's "Unicode
 * text", PowerShell's default) is decoded as UTF-16; `--encoding` reads a Latin-1 or Windows-1252 export
 * on purpose. Nothing is mended: bytes that are not UTF-16 end the run with a message, and bytes that are
 * not UTF-8 are left for the lines' own verdict.
 */
import { Buffer } from 'node:buffer';
import { UsageError } from './usageError.ts';

export const INPUT_ENCODINGS = ['utf-8', 'latin1', 'windows-1252'] as const;
export type InputEncoding = (typeof INPUT_ENCODINGS)[number];
export const DEFAULT_ENCODING: InputEncoding = 'utf-8';

export function inputEncoding(text: string, name: string): InputEncoding {
  const found = INPUT_ENCODINGS.find((encoding) => encoding === text.toLowerCase());
  if (found === undefined)
    throw new UsageError(`option ${name} takes one of ${INPUT_ENCODINGS.join(', ')}, got ${JSON.stringify(text)}`);
  return found;
}

const encoder = new TextEncoder();

/** Each byte is the code point of the same value (ISO 8859-1), which Node's `latin1` reads exactly. */
const latin1 = (chunk: Uint8Array): string =>
  Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');

/** The source's chunks as UTF-8; `name` is the source's name for messages. */
export async function* asUtf8(
  name: string,
  chunks: AsyncIterable<Uint8Array>,
  encoding: InputEncoding,
): AsyncGenerator<Uint8Array> {
  if (encoding === 'latin1') {
    for await (const chunk of chunks) yield encoder.encode(latin1(chunk));
  } else if (encoding === 'windows-1252') {
    // The WHATWG decoder maps all 256 bytes (the five Windows leaves undefined become C1 controls): nothing is mended.
    const decoder = new TextDecoder('windows-1252');
    for await (const chunk of chunks) yield encoder.encode(decoder.decode(chunk, { stream: true }));
  } else {
    yield* utf8OrUtf16(name, chunks);
  }
}

/** Which UTF-16 a source's first two bytes announce, if any. */
function utf16ByteOrder(first: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (first[0] === 0xff && first[1] === 0xfe) return 'utf-16le';
  if (first[0] === 0xfe && first[1] === 0xff) return 'utf-16be';
  return undefined;
}

/** Two chunks as one (a copy: never spread, a chunk may hold more bytes than a call takes arguments). */
function joined(head: Uint8Array, tail: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(head.length + tail.length);
  bytes.set(head);
  bytes.set(tail, head.length);
  return bytes;
}

/** UTF-8 as it comes; a source with a UTF-16 byte order mark decoded (the mark dropped) and written as UTF-8. */
async function* utf8OrUtf16(name: string, chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  // The first two bytes decide; a stream may deliver them one at a time.
  let first: Uint8Array = new Uint8Array();
  while (first.length < 2) {
    const next = await iterator.next();
    if (next.done === true) break;
    first = first.length === 0 ? next.value : joined(first, next.value);
  }
  const rest: AsyncIterable<Uint8Array> = { [Symbol.asyncIterator]: () => iterator };
  const byteOrder = utf16ByteOrder(first);
  if (byteOrder === undefined) {
    if (first.length > 0) yield first;
    yield* rest;
    return;
  }
  const decoder = new TextDecoder(byteOrder, { fatal: true });
  const named = byteOrder.toUpperCase();
  let read = 0;
  const decode = (chunk: Uint8Array | undefined): Uint8Array => {
    try {
      const text = chunk === undefined ? decoder.decode() : decoder.decode(chunk, { stream: true });
      read += chunk?.length ?? 0;
      return encoder.encode(text);
    } catch {
      throw new UsageError(
        `${name === '-' ? 'standard input' : name} starts with a ${named} byte order mark, but past its first ` +
          `${read} bytes it is not ${named} (an unpaired surrogate, or an odd number of bytes); convert it to ` +
          `UTF-8 first, e.g. iconv -f ${named} -t UTF-8`,
      );
    }
  };
  yield decode(first);
  for await (const chunk of rest) yield decode(chunk);
  yield decode(undefined);
}
