/**
 * The command line's streaming input: bytes decoded as UTF-8 (a leading BOM is dropped, malformed bytes
 * become U+FFFD: the caller checks the bytes themselves, longLine.ts), then cut into lines by the kit's own
 * splitter, so a line here is what it is in the playground.
 */
import { LineSplitter, type Line } from '../src/text.ts';

export type { Line };

export class ByteLineSplitter {
  readonly #decoder: TextDecoder;
  readonly #lines: LineSplitter;

  /** `keepByteOrderMark` for bytes that do not start their input, where U+FEFF is a character of the line. */
  constructor(maxLength: number, { keepByteOrderMark = false } = {}) {
    this.#decoder = new TextDecoder('utf-8', { ignoreBOM: keepByteOrderMark });
    this.#lines = new LineSplitter(maxLength);
  }

  /** UTF-16 units held for the current, unfinished line. */
  get bufferedLength(): number {
    return this.#lines.bufferedLength;
  }

  /** Feeds the next chunk of bytes; returns the lines it completes. */
  push(chunk: Uint8Array): Line[] {
    return this.#lines.push(this.#decoder.decode(chunk, { stream: true }));
  }

  /** Ends the input; returns the last line when it has no terminator. */
  end(): Line[] {
    return [...this.#lines.push(this.#decoder.decode()), ...this.#lines.end()];
  }
}
