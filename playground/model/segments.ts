import type { Span } from '../../src/index.ts';
import { isHighSurrogate } from '../../src/text.ts';
import { markFor, type CharacterMark } from './characterMarks.ts';

/** A run of the input shown one way: plain text, or one marked character; inside an overflow span or not. */
export interface Segment {
  /** UTF-16 offsets into the input. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly mark: CharacterMark | undefined;
  readonly overflow: boolean;
}

export interface Segmentation {
  readonly segments: readonly Segment[];
  /** UTF-16 units left out after `maxUnits`, so a 10 MB line never reaches the DOM whole. */
  readonly omittedUnits: number;
}

function insideAny(offset: number, spans: readonly Span[]): boolean {
  return spans.some(([start, end]) => offset >= start && offset < end);
}

/**
 * Cuts the first `maxUnits` UTF-16 units of `input` into segments: every marked character on its own,
 * plain characters merged, and a new segment wherever an overflow span (from the report) starts or ends.
 */
export function segmentInput(input: string, overflow: readonly Span[], maxUnits: number): Segmentation {
  const segments: Segment[] = [];
  let limit = Math.min(input.length, maxUnits);
  // Never cut a surrogate pair in half.
  const lastUnit = input.charCodeAt(limit - 1);
  if (limit < input.length && isHighSurrogate(lastUnit)) limit -= 1;

  let runStart = 0;
  let runOverflow = insideAny(0, overflow);
  const closeRun = (end: number) => {
    if (end > runStart)
      segments.push({ start: runStart, end, text: input.slice(runStart, end), mark: undefined, overflow: runOverflow });
  };

  let offset = 0;
  while (offset < limit) {
    const codePoint = input.codePointAt(offset) ?? 0;
    const width = codePoint > 0xffff ? 2 : 1;
    const character = input.slice(offset, offset + width);
    const mark = markFor(character);
    const inOverflow = insideAny(offset, overflow);
    if (mark !== undefined) {
      closeRun(offset);
      segments.push({ start: offset, end: offset + width, text: character, mark, overflow: inOverflow });
      runStart = offset + width;
      runOverflow = insideAny(runStart, overflow);
    } else if (inOverflow !== runOverflow) {
      closeRun(offset);
      runStart = offset;
      runOverflow = inOverflow;
    }
    offset += width;
  }
  closeRun(limit);
  return { segments, omittedUnits: input.length - limit };
}
