/**
 * Printed output written as UTF-8 straight into a growing buffer of its own: a whole line by `line`, or
 * piece by piece (`ascii`, `bytes`, `decimal`, `byte`) for the lean path, which makes no string at all.
 * Each line's string, where there is one, dies as soon as it is written rather than living, with thousands
 * of others, until a batch is joined: in a worker thread's small young generation, those survivors were
 * promoted and cost most of its time in GC.
 */
const INITIAL_BYTES = 64 * 1024;
const LINE_FEED = 0x0a;
const DIGIT_ZERO = 0x30;
/** A UTF-16 unit becomes at most three UTF-8 bytes. */
const MAX_BYTES_PER_UNIT = 3;
/**
 * Pieces up to this long are copied by a loop, longer ones by `set`: on a few bytes the builtin's call
 * costs more than the copy, on the JSON verdict's hundred it costs far less.
 */
const SHORT_PIECE_BYTES = 16;
/** Digits of the largest safe integer. */
const MAX_DECIMAL_DIGITS = 16;

export class ByteBlock {
  #buffer: Buffer<ArrayBuffer>;
  #length = 0;

  /** `expectedBytes`: what the caller expects to write, so the buffer seldom has to grow. */
  constructor(expectedBytes = INITIAL_BYTES) {
    this.#buffer = Buffer.allocUnsafeSlow(Math.max(expectedBytes, INITIAL_BYTES));
  }

  /** Appends `text` and a line feed. */
  line(text: string): void {
    this.text(text);
    this.byte(LINE_FEED);
  }

  /** Appends `text` as UTF-8. */
  text(text: string): void {
    this.#reserve(text.length * MAX_BYTES_PER_UNIT);
    this.#length += this.#buffer.write(text, this.#length);
  }

  /**
   * Appends text the caller knows to be ASCII (every unit below 0x80), a byte per unit, with no call into the
   * encoder; from `from` on, when given.
   */
  ascii(text: string, from = 0): void {
    this.#reserve(text.length - from);
    const buffer = this.#buffer;
    let length = this.#length;
    for (let index = from; index < text.length; index++) buffer[length++] = text.charCodeAt(index);
    this.#length = length;
  }

  /** Appends bytes already encoded (a piece printed once and written on every line). */
  bytes(bytes: Uint8Array): void {
    this.#reserve(bytes.length);
    const buffer = this.#buffer;
    if (bytes.length > SHORT_PIECE_BYTES) {
      buffer.set(bytes, this.#length);
      this.#length += bytes.length;
      return;
    }
    let length = this.#length;
    for (let index = 0; index < bytes.length; index++) buffer[length++] = bytes[index] ?? 0;
    this.#length = length;
  }

  /** Appends a whole number, at least zero, in decimal digits. */
  decimal(value: number): void {
    this.#reserve(MAX_DECIMAL_DIGITS);
    // Most numbers printed are lengths of one or two digits: written without the general loop's divisions.
    if (value < 10) {
      this.#buffer[this.#length++] = DIGIT_ZERO + value;
      return;
    }
    if (value < 100) {
      const tens = Math.floor(value / 10);
      this.#buffer[this.#length++] = DIGIT_ZERO + tens;
      this.#buffer[this.#length++] = DIGIT_ZERO + value - 10 * tens;
      return;
    }
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let rest = value;
    for (let index = this.#length + digits - 1; index >= this.#length; index--) {
      this.#buffer[index] = DIGIT_ZERO + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    this.#length += digits;
  }

  /** Appends one byte. */
  byte(value: number): void {
    this.#reserve(1);
    this.#buffer[this.#length++] = value;
  }

  /** How many bytes are written. */
  get length(): number {
    return this.#length;
  }

  /**
   * Makes room for `total` bytes in all, exactly, when there is less: for a caller that can foresee the
   * final size, so the buffer is copied once, early, rather than doubled and copied whole near the end.
   */
  expect(total: number): void {
    if (total > this.#buffer.length) this.#grow(total);
  }

  /** The bytes written, in a buffer not shared with anything else (so it can be handed to another thread). */
  written(): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.#buffer.buffer, this.#buffer.byteOffset, this.#length);
  }

  /** Room for `more` bytes past what is written. */
  #reserve(more: number): void {
    const needed = this.#length + more;
    if (needed > this.#buffer.length) this.#grow(Math.max(needed, 2 * this.#buffer.length));
  }

  #grow(size: number): void {
    const grown = Buffer.allocUnsafeSlow(size);
    this.#buffer.copy(grown, 0, 0, this.#length);
    this.#buffer = grown;
  }
}
