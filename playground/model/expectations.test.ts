import { describe, expect, it } from 'vitest';
import { REASON_IDS, RULE_IDS, limitOf } from '../../src/index.ts';
import { judged } from '../testHelpers.ts';
import {
  expectationAt,
  EXPECTED_CHOICES,
  carryExpectations,
  describeExpected,
  describeTally,
  keepOnly,
  tallyExpectations,
  withExpectation,
  type ExpectationMark,
} from './expectations.ts';

const longLocal = `${'a'.repeat(limitOf('localTooLong') + 1)}@example.com`;
const lines = ['jane@example.com', '', 'a..b@example.com', longLocal, 'x@example.org'];

describe('expected verdicts', () => {
  it('offers valid, invalid, and every rule and reason of the kit', () => {
    expect(EXPECTED_CHOICES).toEqual([
      'valid',
      'invalid',
      ...RULE_IDS.map((id) => `rule:${id}`),
      ...REASON_IDS.map((id) => `reason:${id}`),
    ]);
    expect(describeExpected('rule:localTooLong')).toBe('localTooLong fires');
    expect(describeExpected('reason:doubleDot')).toMatch(/^the pattern fails: /);
  });

  it('tallies the marks met and the surprises, by verdict, rule (first or not) and reason', () => {
    const marks: ExpectationMark[] = [
      [0, 'valid'],
      [1, 'rule:pattern'],
      [2, 'reason:doubleDot'],
      [3, 'valid'],
      [4, 'invalid'],
      [9, 'valid'],
    ];
    const tally = tallyExpectations(judged(lines, 'standard'), marks);
    // Line 10 is past the text: not counted.
    expect(tally.total).toBe(5);
    expect(tally.met).toBe(3);
    expect([...tally.surprises]).toEqual([3, 4]);
    expect(describeTally(tally)).toBe('5 expectations: 3 met, 2 surprises');
    expect(describeTally(tallyExpectations(judged(lines, 'standard'), [[0, 'valid']]))).toBe(
      '1 expectation: 1 met, 0 surprises',
    );
  });

  it('sets and clears a mark, kept sorted', () => {
    const set = withExpectation([[4, 'valid']], 1, 'invalid');
    expect(set).toEqual([
      [1, 'invalid'],
      [4, 'valid'],
    ]);
    expect(withExpectation(set ?? [], 4, null)).toEqual([[1, 'invalid']]);
  });

  it('keeps only the shown lines that are surprises', () => {
    expect([...keepOnly(null, Uint32Array.of(2, 5))]).toEqual([2, 5]);
    expect([...keepOnly(Uint32Array.of(1, 2, 3), Uint32Array.of(2, 5))]).toEqual([2]);
  });
});

describe('the mark on a line', () => {
  it('finds each mark among many sorted ones, and none between them', () => {
    const marks = Array.from(
      { length: 1_000 },
      (_, index) => [index * 3, index % 2 === 0 ? 'valid' : 'invalid'] as const,
    );
    for (const [line, expected] of marks) expect(expectationAt(marks, line)).toBe(expected);
    for (const line of [-1, 1, 2, 1_000, 2_998, 3_000]) expect(expectationAt(marks, line)).toBeUndefined();
    expect(expectationAt([], 0)).toBeUndefined();
  });
});

describe('marks across an edit', () => {
  const marks: ExpectationMark[] = [
    [0, 'valid'],
    [2, 'invalid'],
    [3, 'rule:pattern'],
  ];
  const before = ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co'].join('\n');

  it('moves the marks below a line inserted above them with their lines', () => {
    const after = ['a@x.co', 'new@x.co', 'b@x.co', 'c@x.co', 'd@x.co'].join('\n');
    expect(carryExpectations(before, after, marks)).toEqual({
      marks: [
        [0, 'valid'],
        [3, 'invalid'],
        [4, 'rule:pattern'],
      ],
      dropped: 0,
    });
  });

  it('moves them up when a line above is removed, and keeps them when a line is added at the top', () => {
    const removed = ['a@x.co', 'c@x.co', 'd@x.co'].join('\n');
    expect(carryExpectations(before, removed, marks).marks).toEqual([
      [0, 'valid'],
      [1, 'invalid'],
      [2, 'rule:pattern'],
    ]);
    expect(carryExpectations(before, `top@x.co\n${before}`, marks).marks).toEqual([
      [1, 'valid'],
      [3, 'invalid'],
      [4, 'rule:pattern'],
    ]);
  });

  it('drops the mark of a line edited, never moving it to another line', () => {
    const after = ['a@x.co', 'b@x.co', 'c@x.com', 'd@x.co'].join('\n');
    expect(carryExpectations(before, after, marks)).toEqual({
      marks: [
        [0, 'valid'],
        [3, 'rule:pattern'],
      ],
      dropped: 1,
    });
    // Replacing everything keeps nothing.
    expect(carryExpectations(before, 'other@x.co', marks)).toEqual({ marks: [], dropped: 3 });
  });

  it('keeps the marks when a line is added at the end or the text is unchanged', () => {
    expect(carryExpectations(before, `${before}\ne@x.co`, marks).marks).toEqual(marks);
    expect(carryExpectations(before, before, marks).marks).toBe(marks);
  });
});
