/**
 * Printed lines encoded as UTF-8 one by one into a growing buffer of their own. Each line's string dies
 * as soon as it is written, rather than living, with thousands of others, until a batch is joined: in a
 * worker thread's small young generation, those survivors were promoted and cost most of its time in GC.
 */
const INITIAL_BYTES = 64 * 1024;
const LINE_FEED = 0x0a;
/** A UTF-16 unit becomes at most three UTF-8 bytes. */
const MAX_BYTES_PER_UNIT = 3;

export class ByteBlock {
  #buffer = Buffer.allocUnsafeSlow(INITIAL_BYTES);
  #length = 0;

  /** Appends `text` and a line feed. */
  line(text: string): void {
    const needed = this.#length + text.length * MAX_BYTES_PER_UNIT + 1;
    if (needed > this.#buffer.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(needed, 2 * this.#buffer.length));
      this.#buffer.copy(grown, 0, 0, this.#length);
      this.#buffer = grown;
    }
    this.#length += this.#buffer.write(text, this.#length);
    this.#buffer[this.#length++] = LINE_FEED;
  }

  /** The bytes written, in a buffer not shared with anything else (so it can be handed to another thread). */
  bytes(): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.#buffer.buffer, this.#buffer.byteOffset, this.#length);
  }
}
