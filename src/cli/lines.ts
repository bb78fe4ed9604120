/**
 * Splits a byte stream into lines without ever holding more than one (capped) line: the CLI's
 * streaming core. Bytes are decoded as UTF-8 (a leading BOM is dropped, malformed bytes become
 * U+FFFD); lines end at LF, and a CR before the LF is dropped, so CRLF files read the same.
 */
import { countCodePoints } from '../anatomy.ts';
import type { Lengths } from '../anatomy.ts';

export interface Line {
  /** The line without its terminator; for a cut line, only its first `maxLength` UTF-16 units (or one fewer, so as not to split a surrogate pair). */
  readonly text: string;
  /** Set when the line was longer than `maxLength`: the measures of the whole line. */
  readonly cut: Lengths | undefined;
}

const LINE_FEED = '\n';
const CARRIAGE_RETURN = '\r';
const CR_LENGTHS: Lengths = { codePoints: 1, utf16: 1, utf8: 1 };
const NOTHING: Lengths = { codePoints: 0, utf16: 0, utf8: 0 };

function isHighSurrogateAt(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  return unit >= 0xd800 && unit <= 0xdbff;
}

function addLengths(sum: Lengths, more: Lengths, sign = 1): Lengths {
  return {
    codePoints: sum.codePoints + sign * more.codePoints,
    utf16: sum.utf16 + sign * more.utf16,
    utf8: sum.utf8 + sign * more.utf8,
  };
}

/** Measures decoded text, which never holds a lone surrogate (the decoder writes U+FFFD instead). */
function measure(text: string): Lengths {
  return { codePoints: countCodePoints(text), utf16: text.length, utf8: Buffer.byteLength(text, 'utf8') };
}

export class LineSplitter {
  readonly #decoder = new TextDecoder('utf-8');
  readonly #maxLength: number;
  #parts: string[] = [];
  #kept = 0;
  /** Measures of what was dropped past the cut, while the current line is over `maxLength`. */
  #dropped: Lengths | undefined;
  #droppedEndsWithCr = false;

  constructor(maxLength: number) {
    this.#maxLength = maxLength;
  }

  /** UTF-16 units held for the current, unfinished line: never more than `maxLength`. */
  get bufferedLength(): number {
    return this.#kept;
  }

  /** Feeds the next chunk; returns the lines it completes. */
  push(chunk: Uint8Array): Line[] {
    return this.#split(this.#decoder.decode(chunk, { stream: true }));
  }

  /** Ends the input; returns the last line when it has no terminator. */
  end(): Line[] {
    const lines = this.#split(this.#decoder.decode());
    if (this.#kept > 0 || this.#dropped !== undefined) lines.push(this.#finishLine());
    return lines;
  }

  #split(text: string): Line[] {
    const lines: Line[] = [];
    let start = 0;
    for (let end = text.indexOf(LINE_FEED); end >= 0; end = text.indexOf(LINE_FEED, start)) {
      this.#take(text.slice(start, end));
      lines.push(this.#finishLine());
      start = end + 1;
    }
    if (start < text.length) this.#take(text.slice(start));
    return lines;
  }

  #take(segment: string): void {
    if (segment.length === 0) return;
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
    const cutAt = room > 0 && isHighSurrogateAt(segment, room - 1) ? room - 1 : room;
    this.#parts.push(segment.slice(0, cutAt));
    this.#kept += cutAt;
    this.#drop(segment.slice(cutAt));
  }

  #drop(segment: string): void {
    this.#dropped = addLengths(this.#dropped ?? NOTHING, measure(segment));
    this.#droppedEndsWithCr = segment.endsWith(CARRIAGE_RETURN);
  }

  #finishLine(): Line {
    let text = this.#parts.join('');
    let cut: Lengths | undefined;
    if (this.#dropped === undefined) {
      if (text.endsWith(CARRIAGE_RETURN)) text = text.slice(0, -1);
    } else {
      const whole = addLengths(measure(text), this.#dropped);
      const withoutCr = this.#droppedEndsWithCr ? addLengths(whole, CR_LENGTHS, -1) : whole;
      // A line of exactly maxLength units whose CR alone was dropped is whole after all.
      cut = withoutCr.utf16 > text.length ? withoutCr : undefined;
    }
    this.#parts = [];
    this.#kept = 0;
    this.#dropped = undefined;
    this.#droppedEndsWithCr = false;
    return { text, cut };
  }
}
