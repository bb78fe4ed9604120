import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { PERMISSIVE_PATTERN } from '../../properties/oracles.ts';
import { matchesPermissive } from './permissive.ts';
import { runsOr } from '../../properties/runs.ts';

describe('the permissive profile', () => {
  it.each([
    ['a@b.c', true],
    ['a@.b.c', true],
    ['a@b..c', true],
    ['"<x>"@y.z', true],
    ['😀@😀.😀', true],
    ['\ud800@x.y', true],
    ['a@b.', false],
    ['a@.b', false],
    ['a.b@c', false],
    ['@b.c', false],
    ['a@b@c.d', false],
    ['@a@b.c', false],
    ['a@@b.c', false],
    ['a@b.c@', false],
    ['a@b.cd', true],
    ['ab@c.d', true],
    ['a@bc.', false],
    ['a@b.c.', true],
    ['a@b c.d', false],
    ['a@b.c d', false],
    ['\u3000a@b.c', false],
    ['a@b.c\ufeff', false],
    ['a b@c.d', false],
    ['a\u00a0b@c.d', false],
    ['a@b.c\n', false],
    ['', false],
  ])('%j matches: %s', (input, expected) => {
    expect(matchesPermissive(input)).toBe(expected);
    expect(PERMISSIVE_PATTERN.test(input)).toBe(expected);
  });

  it('agrees with the regex on a few thousand mixed strings', () => {
    fc.assert(
      fc.property(addressishString(), (input) => matchesPermissive(input) === PERMISSIVE_PATTERN.test(input)),
      { numRuns: runsOr(5000), seed: 20261121 },
    );
  });
});
