import { describe, expect, it } from 'vitest';
import { segmentInput, windowStart } from './segments.ts';

const shape = (input: string, overflow: readonly (readonly [number, number])[] = [], max = 1000) =>
  segmentInput(input, overflow, max).segments.map(({ text, mark, overflow: over }) => [
    text,
    mark?.kind ?? 'plain',
    over,
  ]);

describe('segmentInput', () => {
  it('keeps plain text in one segment', () => {
    expect(shape('jane@example.com')).toEqual([['jane@example.com', 'plain', false]]);
  });

  it('puts each marked character in its own segment', () => {
    expect(shape('a\u200bb＠c d')).toEqual([
      ['a', 'plain', false],
      ['\u200b', 'invisible', false],
      ['b', 'plain', false],
      ['＠', 'lookalike', false],
      ['c', 'plain', false],
      [' ', 'whitespace', false],
      ['d', 'plain', false],
    ]);
  });

  it('splits where overflow spans start and end', () => {
    expect(
      shape('abcdef@x.com', [
        [2, 4],
        [7, 8],
      ]),
    ).toEqual([
      ['ab', 'plain', false],
      ['cd', 'plain', true],
      ['ef@', 'plain', false],
      ['x', 'plain', true],
      ['.com', 'plain', false],
    ]);
  });

  it('marks an overflowing invisible character as overflowing', () => {
    expect(shape('ab\u00a0', [[1, 3]])).toEqual([
      ['a', 'plain', false],
      ['b', 'plain', true],
      ['\u00a0', 'whitespace', true],
    ]);
  });

  it('keeps astral characters whole and reports UTF-16 offsets', () => {
    const { segments } = segmentInput('😀\u200b', [], 10);
    expect(segments.map(({ start, end }) => [start, end])).toEqual([
      [0, 2],
      [2, 3],
    ]);
  });

  it('stops at the display limit without splitting a surrogate pair', () => {
    const result = segmentInput('ab😀cd', [], 3);
    expect(result.segments.map((segment) => segment.text).join('')).toBe('ab');
    expect(result.omittedUnits).toBe(4);
  });

  it('sets the culprit apart, also where it meets an overflow span', () => {
    const culprits = (
      input: string,
      overflow: readonly (readonly [number, number])[],
      culprit: readonly [number, number],
    ) =>
      segmentInput(input, overflow, 1000, culprit).segments.map(({ text, overflow: over, culprit: isCulprit }) => [
        text,
        over,
        isCulprit,
      ]);
    expect(culprits('a..b@x.com', [], [2, 3])).toEqual([
      ['a.', false, false],
      ['.', false, true],
      ['b@x.com', false, false],
    ]);
    expect(culprits('abcdef', [[3, 6]], [2, 4])).toEqual([
      ['ab', false, false],
      ['c', false, true],
      ['d', true, true],
      ['ef', true, false],
    ]);
  });

  it('marks no segment for an empty culprit (what is missing at the end)', () => {
    const { segments } = segmentInput('ab', [], 10, [2, 2]);
    expect(segments.map((segment) => segment.culprit)).toEqual([false]);
  });

  it('starts a window later without splitting a surrogate pair, and counts what it leaves out before', () => {
    const result = segmentInput('ab😀cd', [], 10, undefined, 3);
    expect(result.segments.map((segment) => [segment.start, segment.text])).toEqual([[2, '😀cd']]);
    expect([result.omittedBefore, result.omittedUnits]).toEqual([2, 0]);
  });

  it('moves a short view to the first highlight only when it would be out of view', () => {
    const window = { visible: 40, context: 16 };
    expect(windowStart([], undefined, window)).toBe(0);
    expect(windowStart([[30, 31]], undefined, window)).toBe(0);
    expect(windowStart([[64, 65]], undefined, window)).toBe(48);
    expect(windowStart([[254, 300]], [100, 101], window)).toBe(84);
  });
});
