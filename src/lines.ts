/**
 * What a line is, for every front end that judges a list of addresses: a line ends at LF, at CRLF or at a
 * lone CR (a file from any system reads the same); a final line break adds no empty line, while a blank line
 * in the middle stays, because an empty value is something the `empty` rule judges.
 * Text may arrive in chunks of any size: no more than one (capped) line is ever held.
 */
import { anatomize, type Lengths } from './anatomy.ts';
import { isHighSurrogate } from './characters.ts';

export interface Line {
  /** The line without its terminator; for a cut line, only its first `maxLength` UTF-16 units (one fewer rather than split a surrogate pair). */
  readonly text: string;
  /** Set when the line was longer than `maxLength`: the measures of the whole line. */
  readonly cut: Lengths | undefined;
}

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function addLengths(sum: Lengths, more: Lengths): Lengths {
  // Stryker disable next-line ArithmeticOperator: equivalent, #dropped starts at zero and is read only as the last term, so with '-' it holds 0 - a1 - ... - ak and text - that = text + a1 + ... + ak
  return { codePoints: sum.codePoints + more.codePoints, utf16: sum.utf16 + more.utf16, utf8: sum.utf8 + more.utf8 };
}

export class LineSplitter {
  readonly #maxLength: number;
  #parts: string[] = [];
  #kept = 0;
  /** Measures of what was dropped past the cut, while the current line is over `maxLength`. */
  #dropped: Lengths | undefined;
  /** The last chunk ended with CR: an LF that starts the next one belongs to that CR. */
  #afterCr = false;
  /** A high surrogate that ended the last chunk, held back until its pair can be read whole. */
  #pendingHigh = '';

  /** Lines longer than `maxLength` UTF-16 units are cut, and only measured past it. */
  constructor(maxLength = Infinity) {
    if (!(maxLength >= 2)) throw new RangeError(`maxLength must be at least 2, got ${String(maxLength)}`);
    this.#maxLength = maxLength;
  }

  /** UTF-16 units held for the current, unfinished line: never more than `maxLength` (plus one held-back unit). */
  get bufferedLength(): number {
    return this.#kept + this.#pendingHigh.length;
  }

  /** Feeds the next chunk of text; returns the lines it completes. */
  push(chunk: string): Line[] {
    let text = this.#pendingHigh + chunk;
    this.#pendingHigh = '';
    if (isHighSurrogate(text.charCodeAt(text.length - 1))) {
      this.#pendingHigh = text.slice(-1);
      text = text.slice(0, -1);
    }
    return this.#split(text);
  }

  /** Ends the text; returns the last line when it has no terminator. */
  end(): Line[] {
    const lines = this.#split(this.#pendingHigh);
    this.#pendingHigh = '';
    // A cut keeps at least one unit (maxLength >= 2), so a line with dropped content has kept some too.
    if (this.#kept > 0) lines.push(this.#finishLine());
    this.#afterCr = false;
    return lines;
  }

  #split(text: string): Line[] {
    const lines: Line[] = [];
    let start = 0;
    if (this.#afterCr && text.charCodeAt(0) === LINE_FEED) start = 1;
    if (text.length > 0) this.#afterCr = false;
    // Stryker disable next-line EqualityOperator: '<=' is equivalent, its extra round reads charCodeAt(text.length), NaN, neither LF nor CR, and continues
    for (let index = start; index < text.length; index++) {
      const unit = text.charCodeAt(index);
      if (unit !== LINE_FEED && unit !== CARRIAGE_RETURN) continue;
      this.#take(text.slice(start, index));
      lines.push(this.#finishLine());
      if (unit === CARRIAGE_RETURN) {
        if (text.charCodeAt(index + 1) === LINE_FEED) index++;
        else this.#afterCr = index === text.length - 1;
      }
      start = index + 1;
    }
    this.#take(text.slice(start));
    return lines;
  }

  #take(segment: string): void {
    if (this.#dropped !== undefined) {
      this.#drop(segment);
      return;
    }
    const room = this.#maxLength - this.#kept;
    if (segment.length <= room) {
      this.#parts.push(segment);
      this.#kept += segment.length;
      return;
    }
    const cutAt = isHighSurrogate(segment.charCodeAt(room - 1)) ? room - 1 : room;
    this.#parts.push(segment.slice(0, cutAt));
    this.#kept += cutAt;
    this.#drop(segment.slice(cutAt));
  }

  #drop(segment: string): void {
    this.#dropped = addLengths(this.#dropped ?? { codePoints: 0, utf16: 0, utf8: 0 }, anatomize(segment).lengths);
  }

  #finishLine(): Line {
    const text = this.#parts.join('');
    const cut = this.#dropped === undefined ? undefined : addLengths(anatomize(text).lengths, this.#dropped);
    this.#parts = [];
    this.#kept = 0;
    this.#dropped = undefined;
    return { text, cut };
  }
}

/** The lines of a whole text, none cut. */
export function splitLines(text: string): string[] {
  const splitter = new LineSplitter();
  return [...splitter.push(text), ...splitter.end()].map((line) => line.text);
}
