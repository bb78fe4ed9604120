/**
 * Anatomy: one linear pass over the input that finds the parts the rules measure.
 * Lengths are in Unicode code points (a lone surrogate counts as one);
 * spans are UTF-16 offsets, so `input.slice(...span)` is the part.
 */
import { AT, BACKSLASH, DOT, isHighSurrogate, isLowSurrogate } from './characters.ts';

/** A half-open UTF-16 range `[start, end)` into the input. */
export type Span = readonly [start: number, end: number];

export interface Part {
  readonly span: Span;
  /** Length in code points. */
  readonly length: number;
}

export interface Lengths {
  /** Unicode code points: the unit of every rule. */
  readonly codePoints: number;
  /** UTF-16 code units (`string.length`). */
  readonly utf16: number;
  /** Bytes once encoded as UTF-8; a lone surrogate counts as U+FFFD (3 bytes), as TextEncoder writes it. */
  readonly utf8: number;
}

export interface Anatomy {
  readonly lengths: Lengths;
  /** UTF-16 index of the last at-sign, or -1 when there is none. */
  readonly at: number;
  /** Everything before the last at-sign; absent without an at-sign. */
  readonly local: Part | undefined;
  /** Everything after the last at-sign; absent without an at-sign. */
  readonly domain: Part | undefined;
  /** How many labels the domain has (the domain split on '.'); 0 without an at-sign. */
  readonly labelCount: number;
  /** The longest label (the first of equals); absent without an at-sign. `domainLabels` gives them all. */
  readonly longestLabel: Part | undefined;
  /** The labels longer than the `labelLimit` given to `anatomize`, in order. */
  readonly labelsOverLimit: readonly Part[];
}

export interface AnatomizeOptions {
  /** Collect the labels longer than this many code points in `labelsOverLimit` (none by default). */
  readonly labelLimit?: number;
  /** The ASCII units to note the first of in `AnatomyNotes.firstWatched`, as nonzero entries by unit (none by default). */
  readonly watch?: Uint8Array;
}

/**
 * What the pass notes on the side, for a caller that asks: validate.ts, so that a failing input is not read
 * again to learn whether it may hold a construct (constructs/recognize.ts). Not part of the anatomy.
 */
export interface AnatomyNotes {
  /** How many at-signs the input holds. */
  atSigns: number;
  /** The UTF-16 offset of the first ASCII unit `watch` marks, or -1 where there is none. */
  firstWatched: number;
}

/** No labels over the limit: one frozen empty list for every anatomy, so the usual input allocates none. */
const NO_PARTS: readonly Part[] = Object.freeze([]);
/** No unit watched. */
const UNWATCHED = new Uint8Array(0x80);

/** Whether a surrogate pair starts at `index` (before `end`): the two units are one code point. */
function isPairAt(input: string, index: number, end: number): boolean {
  return isHighSurrogate(input.charCodeAt(index)) && index + 1 < end && isLowSurrogate(input.charCodeAt(index + 1));
}

/**
 * Dissects `input` in one pass; never throws for any string. It makes no object per label (only the
 * longest and those over the limit are kept): a domain of a million dots costs no garbage, so the
 * pass stays linear. `domainLabels` lists every label when they are wanted.
 *
 * Lengths are derived from UTF-16 offsets: only a non-ASCII unit changes a count (a pair is two units
 * but one code point; UTF-8 needs one or two bytes more than units), so an ASCII character costs at most
 * four comparisons (a letter two) and no arithmetic.
 */
export function anatomize(
  input: string,
  { labelLimit = Infinity, watch = UNWATCHED }: AnatomizeOptions = {},
  notes?: AnatomyNotes,
): Anatomy {
  const length = input.length;
  // Surrogate pairs read so far, and the UTF-8 bytes beyond one per unit.
  let pairs = 0;
  let extraUtf8 = 0;
  let at = -1;
  let pairsBeforeAt = 0;
  let labelCount = 0;
  let labelStart = 0;
  let pairsBeforeLabel = 0;
  let longestStart = 0;
  let longestEnd = 0;
  // Set at each at-sign, like all label state: only the labels after the last one are reported.
  let longestLength = 0;
  // Made on the first label over the limit, so the usual input allocates no array.
  let overLimit: Part[] | undefined;
  let atSigns = 0;
  let firstWatched = -1;

  // One extra round at index === length closes the last label. Labels restart at each at-sign,
  // so they end up describing the domain after the last one.
  for (let index = 0; index <= length; index++) {
    const unit = index < length ? input.charCodeAt(index) : DOT;
    // Most characters are small letters, past the backslash and inside ASCII: two comparisons, and on to the
    // next. Capitals, `[` and `\\` take the tests below, where only a watched unit is noted.
    // Stryker disable next-line ConditionalExpression: equivalent when never taken, the tests below judge a letter alike; its "always taken" variant skips every dot and at-sign and fails the tests
    if (unit > BACKSLASH && unit < 0x80) continue;
    if (unit === DOT) {
      const labelLength = index - labelStart - (pairs - pairsBeforeLabel);
      if (labelLength > longestLength) {
        longestLength = labelLength;
        longestStart = labelStart;
        longestEnd = index;
      }
      if (labelLength > labelLimit) (overLimit ??= []).push({ span: [labelStart, index], length: labelLength });
      labelCount++;
      labelStart = index + 1;
      pairsBeforeLabel = pairs;
    } else if (unit === AT) {
      atSigns++;
      at = index;
      pairsBeforeAt = pairs;
      labelCount = 0;
      labelStart = index + 1;
      pairsBeforeLabel = pairs;
      longestLength = -1;
      overLimit = undefined;
    } else if (unit >= 0x80) {
      if (isPairAt(input, index, length)) {
        pairs++;
        extraUtf8 += 2;
        index++;
      } else {
        extraUtf8 += unit < 0x800 ? 1 : 2;
      }
    } else if (firstWatched < 0 && watch[unit] !== 0) {
      firstWatched = index;
    }
  }
  if (notes !== undefined) {
    notes.atSigns = atSigns;
    notes.firstWatched = firstWatched;
  }

  const codePoints = length - pairs;
  const lengths: Lengths = { codePoints, utf16: length, utf8: length + extraUtf8 };
  if (at < 0)
    return {
      lengths,
      at,
      local: undefined,
      domain: undefined,
      labelCount: 0,
      longestLabel: undefined,
      labelsOverLimit: NO_PARTS,
    };
  const localLength = at - pairsBeforeAt;
  return {
    lengths,
    at,
    local: { span: [0, at], length: localLength },
    domain: { span: [at + 1, length], length: codePoints - localLength - 1 },
    labelCount,
    longestLabel: { span: [longestStart, longestEnd], length: longestLength },
    labelsOverLimit: overLimit ?? NO_PARTS,
  };
}

/** Every label of the domain after the last at-sign, with span and code point length; empty without an at-sign. */
export function domainLabels(input: string): Part[] {
  const at = input.lastIndexOf('@');
  if (at < 0) return [];
  const labels: Part[] = [];
  let labelStart = at + 1;
  for (let index = labelStart; index <= input.length; index++) {
    if (index < input.length && input.charCodeAt(index) !== DOT) continue;
    labels.push({ span: [labelStart, index], length: countCodePoints(input, labelStart, index) });
    labelStart = index + 1;
  }
  return labels;
}

/** Code points in `input` between `start` and `end`; a lone surrogate counts as one. */
export function countCodePoints(input: string, start = 0, end = input.length): number {
  let count = 0;
  for (let index = start; index < end; index++) {
    if (isPairAt(input, index, end)) index++;
    count++;
  }
  return count;
}

/**
 * The 1-based place of the character at UTF-16 `offset`, counted in characters (code points) as a person
 * counts them: the number a message gives ("at character 6") and the playground's caret line shows.
 */
export function characterPlace(input: string, offset: number): number {
  return countCodePoints(input, 0, offset) + 1;
}

/** UTF-16 offset reached after `count` code points from `start` (clamped to `end`). */
export function offsetAfterCodePoints(input: string, start: number, count: number, end = input.length): number {
  let index = start;
  for (let seen = 0; seen < count && index < end; seen++) index += isPairAt(input, index, end) ? 2 : 1;
  return index;
}
