/**
 * Buffered writing that waits when the reader is slower than us, so output never piles up in memory.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';

const FLUSH_AT = 64 * 1024;

export class BufferedOutput {
  readonly #stream: Writable;
  readonly #beforeWrite: () => void;
  #buffer: string[] = [];
  #size = 0;

  /** `beforeWrite` runs just before each write, e.g. to erase a progress line the text would be glued to. */
  constructor(stream: Writable, beforeWrite: () => void = () => undefined) {
    this.#stream = stream;
    this.#beforeWrite = beforeWrite;
  }

  line(text: string): void {
    this.#buffer.push(text, '\n');
    this.#size += text.length + 1;
  }

  /** Writes bytes already printed elsewhere (a worker thread's batch), after the text buffered before them. */
  async bytes(chunk: Uint8Array): Promise<void> {
    await this.flush(true);
    if (chunk.length === 0) return;
    this.#beforeWrite();
    if (!this.#stream.write(chunk)) await once(this.#stream, 'drain');
  }

  /** Writes what is buffered once there is enough of it, or always when `force`; waits for `drain` if the stream is full. */
  async flush(force = false): Promise<void> {
    if (this.#size === 0 || (!force && this.#size < FLUSH_AT)) return;
    const text = this.#buffer.join('');
    this.#buffer = [];
    this.#size = 0;
    this.#beforeWrite();
    if (!this.#stream.write(text)) await once(this.#stream, 'drain');
  }
}
