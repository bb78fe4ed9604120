import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { matchesHtml, matchesHtmlWithin } from './html.ts';
import type { Limits } from './limits.ts';
import { matchesStandard, matchesStandardWithin } from './standard.ts';
import { runsOr } from '../../properties/runs.ts';

/** The limits judged apart from the shape, naively, for ASCII input. */
function withinLimits(input: string, limits: Limits): boolean {
  const at = input.lastIndexOf('@');
  const labels = input.slice(at + 1).split('.');
  return input.length <= limits.total && at <= limits.local && labels.every((label) => label.length <= limits.label);
}

const limits = fc.record({ total: fc.integer({ min: 0, max: 30 }), local: fc.integer({ min: 0, max: 12 }), label: fc.integer({ min: 0, max: 8 }) });
const longerLabels = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 })).map(([first, second]) => `a@${'b'.repeat(first)}.${'c'.repeat(second)}.com`);

describe.each([
  ['standard', matchesStandard, matchesStandardWithin],
  ['html', matchesHtml, matchesHtmlWithin],
] as const)('%s: shape and limits in one pass', (_name, matches, matchesWithin) => {
  it('equals the shape and the limits judged apart, for any limits', () => {
    fc.assert(
      fc.property(fc.oneof(addressishString(), longerLabels), limits, (input, chosen) => matchesWithin(input, chosen) === (matches(input) && withinLimits(input, chosen))),
      { numRuns: runsOr(3000), seed: 20261121 },
    );
  });

  it('checks each limit at its bound', () => {
    expect(matchesWithin('a@bb.cc', { total: 1000, local: 1000, label: 1000 })).toBe(true);
    expect(matchesWithin('a@bb.cc', { total: 7, local: 1, label: 2 })).toBe(true);
    expect(matchesWithin('a@bb.cc', { total: 6, local: 1, label: 2 })).toBe(false);
    expect(matchesWithin('a@bb.cc', { total: 7, local: 0, label: 2 })).toBe(false);
    expect(matchesWithin('a@bb.cc', { total: 7, local: 1, label: 1 })).toBe(false);
  });
});
