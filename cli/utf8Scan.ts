/**
 * Where bytes stop being UTF-8 (Unicode's Table 3-7 of well-formed byte sequences), read in chunks of any
 * size: `check` must never judge a line whose bytes a decoder would have mended into U+FFFD.
 */

/** The UTF-8 byte order mark (U+FEFF): dropped where it starts a source, a character of the line anywhere else. */
export const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf] as const;

/** The bytes, past a byte order mark that starts them. */
export const withoutByteOrderMark = (bytes: Uint8Array): Uint8Array =>
  BYTE_ORDER_MARK.every((byte, index) => bytes[index] === byte) ? bytes.subarray(BYTE_ORDER_MARK.length) : bytes;

/** The first byte of an ill-formed sequence: its offset from the start of what was scanned, and its value. */
export interface MalformedByte {
  readonly offset: number;
  readonly byte: number;
}

export class Utf8Scan {
  /** Bytes scanned so far. */
  #offset = 0;
  /** Continuation bytes the current sequence still needs, and the range its next one must fall in. */
  #needed = 0;
  #lower = 0x80;
  #upper = 0xbf;
  /** Where the current multi-byte sequence starts, and its lead byte. */
  #start = 0;
  #lead = 0;
  #malformed: MalformedByte | undefined;

  /** The first ill-formed sequence found so far, if any. */
  get malformed(): MalformedByte | undefined {
    return this.#malformed;
  }

  push(bytes: Uint8Array, from = 0, to = bytes.length): void {
    if (this.#malformed === undefined) this.#scan(bytes, from, to);
    this.#offset += to - from;
  }

  /** Ends the input: a sequence cut short by the end is ill-formed. */
  end(): MalformedByte | undefined {
    if (this.#malformed === undefined && this.#needed > 0) this.#malformed = { offset: this.#start, byte: this.#lead };
    return this.#malformed;
  }

  #scan(bytes: Uint8Array, from: number, to: number): void {
    for (let index = from; index < to; index++) {
      const byte = bytes[index] ?? 0;
      const offset = this.#offset + index - from;
      if (this.#needed > 0) {
        if (byte < this.#lower || byte > this.#upper) {
          this.#malformed = { offset: this.#start, byte: this.#lead };
          return;
        }
        this.#needed -= 1;
        this.#lower = 0x80;
        this.#upper = 0xbf;
      } else if (byte >= 0x80 && !this.#startSequence(byte, offset)) {
        this.#malformed = { offset, byte };
        return;
      }
    }
  }

  /** Starts a multi-byte sequence at a lead byte; false for a byte that cannot lead one (80-C1, F5-FF). */
  #startSequence(byte: number, offset: number): boolean {
    if (byte < 0xc2 || byte > 0xf4) return false;
    this.#start = offset;
    this.#lead = byte;
    if (byte <= 0xdf) {
      this.#needed = 1;
    } else if (byte <= 0xef) {
      this.#needed = 2;
      // E0 would otherwise start an overlong form, ED a surrogate.
      if (byte === 0xe0) this.#lower = 0xa0;
      if (byte === 0xed) this.#upper = 0x9f;
    } else {
      this.#needed = 3;
      // F0 would otherwise start an overlong form, F4 a code point past U+10FFFF.
      if (byte === 0xf0) this.#lower = 0x90;
      if (byte === 0xf4) this.#upper = 0x8f;
    }
    return true;
  }
}

/** The first ill-formed sequence in `bytes[from, to)`, which is taken as a whole (one ending cut short is ill-formed). */
export function firstMalformed(bytes: Uint8Array, from = 0, to = bytes.length): MalformedByte | undefined {
  const scan = new Utf8Scan();
  scan.push(bytes, from, to);
  return scan.end();
}
