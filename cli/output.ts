/**
 * Writing that waits when the reader is slower than us, so output never piles up in memory.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';

export class Output {
  readonly #stream: Writable;
  readonly #beforeWrite: () => void;

  /** `beforeWrite` runs just before each write, e.g. to erase a progress line the text would be glued to. */
  constructor(stream: Writable, beforeWrite: () => void = () => undefined) {
    this.#stream = stream;
    this.#beforeWrite = beforeWrite;
  }

  /** Writes printed lines (a batch's); waits for `drain` if the stream is full. */
  async bytes(chunk: Uint8Array): Promise<void> {
    if (chunk.length === 0) return;
    this.#beforeWrite();
    if (!this.#stream.write(chunk)) await once(this.#stream, 'drain');
  }
}
