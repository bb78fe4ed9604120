import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { WHATWG_SHAPE } from '../../properties/oracles.ts';
import { matchesHtml } from './html.ts';
import { runsOr } from '../../properties/runs.ts';

describe('the html profile', () => {
  it.each([
    ['a@localhost', true],
    ['.a..b.@example.com', true],
    ['a@b.c', true],
    ['a@1.2', true],
    [`a@${'b'.repeat(100)}.com`, true],
    ['a@b-.com', false],
    ['a@-b.com', false],
    ['a@b..com', false],
    ['a@b.com.', false],
    ['a@', false],
    ['@b.com', false],
    ['"a"@b.com', false],
    ['a@b@c.com', false],
    ['jöran@example.com', false],
  ])('%j matches: %s', (input, expected) => {
    expect(matchesHtml(input)).toBe(expected);
    expect(WHATWG_SHAPE.test(input)).toBe(expected);
  });

  it('agrees with the WHATWG regex (shape only) on a few thousand mixed strings', () => {
    fc.assert(
      fc.property(addressishString(), (input) => matchesHtml(input) === WHATWG_SHAPE.test(input)),
      { numRuns: runsOr(5000), seed: 20261121 },
    );
  });
});
