import type { Span } from '../../src/index.ts';
import { isHighSurrogate, isLowSurrogate } from '../../src/text.ts';
import { markFor, type CharacterMark } from './characterMarks.ts';

/**
 * A run of the input shown one way: plain text, or one marked character; inside an overflow span or not,
 * inside the pattern's culprit (the character or run it fails at) or not.
 */
export interface Segment {
  /** UTF-16 offsets into the input. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly mark: CharacterMark | undefined;
  readonly overflow: boolean;
  readonly culprit: boolean;
}

export interface Segmentation {
  readonly segments: readonly Segment[];
  /** UTF-16 units left out before the window (see `from`). */
  readonly omittedBefore: number;
  /** UTF-16 units left out after `maxUnits`, so a 10 MB line never reaches the DOM whole. */
  readonly omittedUnits: number;
}

function insideAny(offset: number, spans: readonly Span[]): boolean {
  return spans.some(([start, end]) => offset >= start && offset < end);
}

/** 0 plain, 1 overflow, 2 culprit, 3 both: a new segment starts wherever this changes. */
type Highlight = 0 | 1 | 2 | 3;

/**
 * Cuts the first `maxUnits` UTF-16 units of `input` into segments: every marked character on its own,
 * plain characters merged, and a new segment wherever an overflow span or the culprit (from the report)
 * starts or ends.
 */
export function segmentInput(
  input: string,
  overflow: readonly Span[],
  maxUnits: number,
  culprit?: Span,
  from = 0,
): Segmentation {
  const culprits: readonly Span[] = culprit === undefined ? [] : [culprit];
  const highlightAt = (offset: number): Highlight =>
    ((insideAny(offset, overflow) ? 1 : 0) | (insideAny(offset, culprits) ? 2 : 0)) as Highlight;
  const segment = (start: number, end: number, mark: CharacterMark | undefined, highlight: Highlight): Segment => ({
    start,
    end,
    text: input.slice(start, end),
    mark,
    overflow: (highlight & 1) !== 0,
    culprit: (highlight & 2) !== 0,
  });
  const segments: Segment[] = [];
  // Never cut a surrogate pair in half, at either end of the window.
  let start = Math.max(0, Math.min(from, input.length));
  if (start > 0 && isHighSurrogate(input.charCodeAt(start - 1)) && isLowSurrogate(input.charCodeAt(start))) start -= 1;
  let limit = Math.min(input.length, start + maxUnits);
  const lastUnit = input.charCodeAt(limit - 1);
  if (limit < input.length && limit - 1 > start && isHighSurrogate(lastUnit)) limit -= 1;

  let runStart = start;
  let runHighlight = highlightAt(start);
  const closeRun = (end: number) => {
    if (end > runStart) segments.push(segment(runStart, end, undefined, runHighlight));
  };

  let offset = start;
  while (offset < limit) {
    const codePoint = input.codePointAt(offset) ?? 0;
    const width = codePoint > 0xffff ? 2 : 1;
    const character = input.slice(offset, offset + width);
    const mark = markFor(character);
    const highlight = highlightAt(offset);
    if (mark !== undefined) {
      closeRun(offset);
      segments.push(segment(offset, offset + width, mark, highlight));
      runStart = offset + width;
      runHighlight = highlightAt(runStart);
    } else if (highlight !== runHighlight) {
      closeRun(offset);
      runStart = offset;
      runHighlight = highlight;
    }
    offset += width;
  }
  closeRun(limit);
  return { segments, omittedBefore: start, omittedUnits: input.length - limit };
}

/**
 * Where a view that shows about `visible` units should start so that the first highlight (overflow or
 * culprit) is in it: 0 when it already is, else `context` units before the highlight.
 */
export function windowStart(
  overflow: readonly Span[],
  culprit: Span | undefined,
  { visible, context }: { visible: number; context: number },
): number {
  const starts = [...overflow.map(([start]) => start), ...(culprit === undefined ? [] : [culprit[0]])];
  if (starts.length === 0) return 0;
  const first = Math.min(...starts);
  return first < visible ? 0 : first - context;
}
