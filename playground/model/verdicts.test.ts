import { describe, expect, it } from 'vitest';
import { REASON_IDS, RULE_IDS, limitOf } from '../../src/index.ts';
import { reasonOf } from './judgedText.ts';
import { judged } from '../testHelpers.ts';
import { filterLines, maskAt, rulesIn, summarize, verdictOf } from './verdicts.ts';

const longLocal = `${'a'.repeat(limitOf('localTooLong') + 1)}@example.com`;
const lines = ['jane@example.com', '', 'a@b.c', longLocal, 'x@example.org'];

describe('judging lines', () => {
  const all = judged(lines, 'standard');
  const masks = Array.from({ length: lines.length }, (_, index) => maskAt(all, index));

  it('names every rule that fires, in catalogue order, and the first as the verdict', () => {
    expect(rulesIn(masks[0] ?? -1)).toEqual([]);
    expect(rulesIn(masks[1] ?? -1)).toEqual(['empty', 'pattern']);
    expect(verdictOf(masks[1] ?? -1)).toBe('empty');
    expect(verdictOf(masks[2] ?? -1)).toBe('pattern');
    expect(verdictOf(masks[3] ?? -1)).toBe('localTooLong');
    expect(verdictOf(masks[4] ?? -1)).toBe('valid');
  });

  it('counts the lines each rule fired on', () => {
    const summary = summarize(all);
    expect(summary).toMatchObject({ lines: 5, valid: 2, invalid: 3 });
    expect(Object.fromEntries(RULE_IDS.map((id, index) => [id, summary.firedCounts[index]]))).toEqual({
      empty: 1,
      tooLong: 0,
      pattern: 2,
      localTooLong: 1,
      labelTooLong: 0,
    });
  });

  it('re-judges under another profile', () => {
    expect(verdictOf(maskAt(judged(['a@b.c'], 'permissive'), 0))).toBe('valid');
  });

  it('filters by rule and to failing lines only', () => {
    expect([...filterLines(all, { rule: 'pattern', reason: null, failingOnly: false })]).toEqual([1, 2]);
    expect([...filterLines(all, { rule: null, reason: null, failingOnly: true })]).toEqual([1, 2, 3]);
    expect([...filterLines(all, { rule: null, reason: null, failingOnly: false })]).toEqual([0, 1, 2, 3, 4]);
    expect([...filterLines(all, { rule: 'tooLong', reason: null, failingOnly: true })]).toEqual([]);
  });

  it('counts the lines each rule decides (they add up to the invalid lines) and each reason the pattern gives', () => {
    const summary = summarize(all);
    expect(summary.decidingCounts.reduce((sum, count) => sum + count, 0)).toBe(summary.invalid);
    // The empty line: empty decides, the pattern also fires.
    expect(Object.fromEntries(RULE_IDS.map((id, index) => [id, summary.decidingCounts[index]]))).toMatchObject({
      empty: 1,
      pattern: 1,
      localTooLong: 1,
    });
    const reasons: Record<string, number> = {};
    REASON_IDS.forEach((id, index) => {
      const count = summary.reasonCounts[index] ?? 0;
      if (count > 0) reasons[id] = count;
    });
    expect(reasons).toEqual({ noAt: 1, topLabelShort: 1 });
  });

  it('filters by the reason the pattern fails for', () => {
    const reasonOfLine = (index: number) => reasonOf(all, index);
    expect([0, 1, 2, 3, 4].map(reasonOfLine)).toEqual([undefined, 'noAt', 'topLabelShort', undefined, undefined]);
    expect([...filterLines(all, { rule: 'pattern', reason: 'topLabelShort', failingOnly: false })]).toEqual([2]);
    expect([...filterLines(all, { rule: 'pattern', reason: 'doubleDot', failingOnly: false })]).toEqual([]);
  });
});
