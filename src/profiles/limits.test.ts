import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { matchesHtml, matchesHtmlWithin } from './html.ts';
import { NO_LIMITS, type Limits } from './limits.ts';
import { matchesStandard, matchesStandardWithin } from './standard.ts';

/** The limits judged apart from the shape, naively, for ASCII input. */
function withinLimits(input: string, limits: Limits): boolean {
  const at = input.lastIndexOf('@');
  const labels = input.slice(at + 1).split('.');
  return input.length <= limits.total && at <= limits.local && labels.every((label) => label.length <= limits.label);
}

const limits = fc.record({ total: fc.integer({ min: 0, max: 30 }), local: fc.integer({ min: 0, max: 12 }), label: fc.integer({ min: 0, max: 8 }) });

describe.each([
  ['standard', matchesStandard, matchesStandardWithin],
  ['html', matchesHtml, matchesHtmlWithin],
] as const)('%s: shape and limits in one pass', (_name, matches, matchesWithin) => {
  it('equals the shape and the limits judged apart, for any limits', () => {
    fc.assert(
      fc.property(addressishString(), limits, (input, chosen) => matchesWithin(input, chosen) === (matches(input) && withinLimits(input, chosen))),
      { numRuns: 3000, seed: 20261121 },
    );
  });

  it('is the shape alone without limits', () => {
    expect(matchesWithin('a@bb.cc', NO_LIMITS)).toBe(true);
    expect(matchesWithin('a@bb.cc', { total: 7, local: 1, label: 2 })).toBe(true);
    expect(matchesWithin('a@bb.cc', { total: 6, local: 1, label: 2 })).toBe(false);
    expect(matchesWithin('a@bb.cc', { total: 7, local: 0, label: 2 })).toBe(false);
    expect(matchesWithin('a@bb.cc', { total: 7, local: 1, label: 1 })).toBe(false);
  });
});
