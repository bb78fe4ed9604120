/** What is searched for one unit from an offset: a string for a character, a byte array for a byte. */
interface Searchable<Unit> {
  indexOf(unit: Unit, from: number): number;
  readonly length: number;
}

/**
 * The line terminators (LF and CR) of one text or chunk, found by its own search (native code, several
 * times a JavaScript loop's pace). Each of LF and CR is searched again only once reading has passed its
 * last hit, so a text costs one pass per kind, whatever its lines.
 */
export class LineEnds<Unit> {
  readonly #text: Searchable<Unit>;
  readonly #lineFeedUnit: Unit;
  readonly #carriageReturnUnit: Unit;
  /** The next LF and CR at or after the last `from`; the length when there is none. */
  #lineFeed = -1;
  #carriageReturn = -1;

  constructor(text: Searchable<Unit>, lineFeed: Unit, carriageReturn: Unit) {
    this.#text = text;
    this.#lineFeedUnit = lineFeed;
    this.#carriageReturnUnit = carriageReturn;
  }

  /** The index of the first LF or CR from `from` on, or the length when there is none; `from` never goes back. */
  from(from: number): number {
    if (this.#lineFeed < from) this.#lineFeed = this.#next(this.#lineFeedUnit, from);
    if (this.#carriageReturn < from) this.#carriageReturn = this.#next(this.#carriageReturnUnit, from);
    return Math.min(this.#lineFeed, this.#carriageReturn);
  }

  /** Whether the terminator `from` found at `end` is a CR and an LF: one terminator of two units. */
  isCrLf(end: number): boolean {
    return end === this.#carriageReturn && this.#lineFeed === end + 1;
  }

  #next(unit: Unit, from: number): number {
    const index = this.#text.indexOf(unit, from);
    return index < 0 ? this.#text.length : index;
  }
}

export const textLineEnds = (text: string): LineEnds<string> => new LineEnds(text, '\n', '\r');

export const LINE_FEED = 0x0a;
export const CARRIAGE_RETURN = 0x0d;

export const byteLineEnds = (bytes: Uint8Array): LineEnds<number> => new LineEnds(bytes, LINE_FEED, CARRIAGE_RETURN);
