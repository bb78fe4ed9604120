/**
 * Anatomy: one linear pass over the input that finds the parts the rules measure.
 * Lengths are in Unicode code points (a lone surrogate counts as one);
 * spans are UTF-16 offsets, so `input.slice(...span)` is the part.
 */

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
  /** The domain split on '.', in order; empty without an at-sign. */
  readonly labels: readonly Part[];
}

const AT = 0x40;
const DOT = 0x2e;

export function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

export function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

function utf8Width(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** Dissects `input` in one pass; never throws for any string. */
export function anatomize(input: string): Anatomy {
  let codePoints = 0;
  let utf8 = 0;
  let at = -1;
  let localLength = 0;
  // Labels are collected only after an at-sign and restarted at each new one, so they end up
  // describing the domain after the last at-sign without a second pass.
  let labels: Part[] = [];
  let labelStart = 0;
  let labelLength = 0;

  for (let index = 0; index < input.length; index++) {
    const unit = input.charCodeAt(index);
    let codePoint = unit;
    if (isHighSurrogate(unit) && index + 1 < input.length) {
      const next = input.charCodeAt(index + 1);
      if (isLowSurrogate(next)) {
        codePoint = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
      }
    }
    const width = codePoint > 0xffff ? 2 : 1;

    if (unit === AT) {
      at = index;
      localLength = codePoints;
      labels = [];
      labelStart = index + 1;
      labelLength = 0;
    } else if (at >= 0) {
      if (unit === DOT) {
        labels.push({ span: [labelStart, index], length: labelLength });
        labelStart = index + 1;
        labelLength = 0;
      } else {
        labelLength += 1;
      }
    }

    codePoints += 1;
    utf8 += utf8Width(codePoint);
    index += width - 1;
  }

  const lengths: Lengths = { codePoints, utf16: input.length, utf8 };
  if (at < 0) return { lengths, at, local: undefined, domain: undefined, labels: [] };

  labels.push({ span: [labelStart, input.length], length: labelLength });
  return {
    lengths,
    at,
    local: { span: [0, at], length: localLength },
    domain: { span: [at + 1, input.length], length: codePoints - localLength - 1 },
    labels,
  };
}

/** Code points in `input`; a lone surrogate counts as one. */
export function countCodePoints(input: string, start = 0, end = input.length): number {
  let count = 0;
  for (let index = start; index < end; index++) {
    if (isHighSurrogate(input.charCodeAt(index)) && index + 1 < end && isLowSurrogate(input.charCodeAt(index + 1))) {
      index++;
    }
    count++;
  }
  return count;
}

/** UTF-16 offset reached after `count` code points from `start` (clamped to `end`). */
export function offsetAfterCodePoints(input: string, start: number, count: number, end = input.length): number {
  let index = start;
  for (let seen = 0; seen < count && index < end; seen++) {
    if (isHighSurrogate(input.charCodeAt(index)) && index + 1 < end && isLowSurrogate(input.charCodeAt(index + 1))) {
      index++;
    }
    index++;
  }
  return index;
}
