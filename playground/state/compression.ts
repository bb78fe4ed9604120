/**
 * Text <-> compact URL-safe text, with the browser's own deflate (CompressionStream 'deflate-raw') and
 * base64url: no dependency, and nothing leaves the page.
 */

async function pipeBytes(
  bytes: Uint8Array<ArrayBuffer>,
  transform: CompressionStream | DecompressionStream,
  maxOutputBytes: number,
): Promise<Uint8Array> {
  const input = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const reader = input.pipeThrough(transform).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // A few kilobytes of hostile deflate can expand to gigabytes: stop reading, do not buffer it.
    if (total > maxOutputBytes) {
      await reader.cancel();
      throw new RangeError(`it expands to more than ${Math.round(maxOutputBytes / 1_000_000)} MB`);
    }
    chunks.push(value);
  }
  const output = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    output.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return output;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += step) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + step));
  }
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!BASE64URL.test(text) || text.length % 4 === 1) throw new SyntaxError('it is not base64url text');
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function compressToBase64Url(text: string): Promise<string> {
  const bytes = await pipeBytes(
    new TextEncoder().encode(text),
    new CompressionStream('deflate-raw'),
    Number.POSITIVE_INFINITY,
  );
  return toBase64Url(bytes);
}

/** Inverse of compressToBase64Url; throws with a readable reason for anything it did not write. */
export async function decompressFromBase64Url(encoded: string, maxOutputBytes: number): Promise<string> {
  const compressed = fromBase64Url(encoded);
  let bytes: Uint8Array;
  try {
    bytes = await pipeBytes(compressed, new DecompressionStream('deflate-raw'), maxOutputBytes);
  } catch (error) {
    if (error instanceof RangeError) throw error;
    throw new SyntaxError('it is not compressed data', { cause: error });
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new SyntaxError('it is not UTF-8 text', { cause: error });
  }
}
