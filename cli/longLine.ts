/**
 * One line too long for a batch, read streaming as it comes (never held whole): decoded by the streaming
 * reader, and its bytes checked for UTF-8 on the way, keeping its first bytes to show should they fail.
 */
import { ByteLineSplitter, type Line } from './byteLines.ts';
import type { UndecodableLine } from './lineJudge.ts';
import { SHOWN_BYTES } from './undecodable.ts';
import { Utf8Scan, withoutByteOrderMark } from './utf8Scan.ts';

export type LongLineEnd =
  { readonly kind: 'line'; readonly line: Line } | { readonly kind: 'undecodable'; readonly line: UndecodableLine };

export class LongLine {
  readonly #splitter: ByteLineSplitter;
  readonly #scan = new Utf8Scan();
  /** The line's first bytes, SHOWN_BYTES at least once there are as many. */
  readonly #head: Uint8Array[] = [];
  #headSize = 0;
  #size = 0;

  /** `startsSource`: the line is its source's first, so a byte order mark before it is dropped, not judged. */
  constructor(maxLineUnits: number, first: Uint8Array, startsSource: boolean) {
    this.#splitter = new ByteLineSplitter(maxLineUnits, { keepByteOrderMark: !startsSource });
    this.#splitter.push(first);
    this.#take(startsSource ? withoutByteOrderMark(first) : first);
  }

  /** More of the line, with no terminator in it. */
  push(bytes: Uint8Array): void {
    this.#splitter.push(bytes);
    this.#take(bytes);
  }

  /** The line's last bytes, `terminator` the length of the terminator they end with (0: the source ends). */
  end(rest: Uint8Array, terminator: number): LongLineEnd {
    const lines = this.#splitter.push(rest);
    this.#take(rest.subarray(0, rest.length - terminator));
    if (terminator === 0) lines.push(...this.#splitter.end());
    const [line] = lines;
    if (lines.length !== 1 || line === undefined) throw new Error(`a long line was read as ${lines.length} lines`);
    const malformed = this.#scan.end();
    if (malformed === undefined) return { kind: 'line', line };
    const head = new Uint8Array(this.#headSize);
    let offset = 0;
    for (const part of this.#head) {
      head.set(part, offset);
      offset += part.length;
    }
    return { kind: 'undecodable', line: { head, size: this.#size, malformed } };
  }

  #take(bytes: Uint8Array): void {
    this.#scan.push(bytes);
    this.#size += bytes.length;
    if (this.#headSize < SHOWN_BYTES && bytes.length > 0) {
      // A copy: the chunk's buffer may be reused by the stream once this returns.
      this.#head.push(bytes.slice(0, SHOWN_BYTES - this.#headSize));
      this.#headSize += Math.min(bytes.length, SHOWN_BYTES - this.#headSize);
    }
  }
}
