import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { runsOr } from '../../properties/runs.ts';
import { PROFILES } from './index.ts';
import { withinOctetLimits } from '../../properties/international/octetLimits.ts';
import { asciiPartsFit, type Limits } from './limits.ts';
import { compileShapeTable, matchesWithinByCodePoints } from './shapeTable.ts';

/** Code points, naively: the string iterator yields each pair whole and each lone surrogate alone. */
const codePoints = (text: string): number => [...text].length;

/** The limits judged apart from the shape, naively, in code points. */
function withinLimits(input: string, limits: Limits): boolean {
  const at = input.lastIndexOf('@');
  const labels = input.slice(at + 1).split('.');
  return (
    codePoints(input) <= limits.total &&
    codePoints(input.slice(0, at)) <= limits.local &&
    labels.every((label) => codePoints(label) <= limits.label)
  );
}

const limits = fc.record({
  total: fc.integer({ min: 0, max: 30 }),
  local: fc.integer({ min: 0, max: 12 }),
  label: fc.integer({ min: 0, max: 8 }),
});
const character = fc.constantFrom('b', 'é', '😀');
const longerParts = fc
  .tuple(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), character)
  .map(([local, first, second, unit]) => `${unit.repeat(local)}@${unit.repeat(first)}.${'c'.repeat(second)}.com`);

describe.each(PROFILES.map((profile) => [profile.id, profile] as const))(
  '%s: shape and limits in one go',
  (_id, profile) => {
    it('equals the shape and the limits judged apart, for any limits', () => {
      fc.assert(
        fc.property(
          fc.oneof(addressishString(), longerParts),
          limits,
          (input, chosen) =>
            profile.matchesWithin(input, chosen) ===
            (profile.matches(input) &&
              (profile.id === 'international' ? withinOctetLimits(input, chosen) : withinLimits(input, chosen))),
        ),
        { numRuns: runsOr(3000), seed: 20261121 },
      );
    });

    it('checks each limit at its bound', () => {
      expect(profile.matchesWithin('a@bb.cc', { total: 1000, local: 1000, label: 1000 })).toBe(true);
      expect(profile.matchesWithin('a@bb.cc', { total: 7, local: 1, label: 2 })).toBe(true);
      expect(profile.matchesWithin('a@bb.cc', { total: 6, local: 1, label: 2 })).toBe(false);
      expect(profile.matchesWithin('a@bb.cc', { total: 7, local: 0, label: 2 })).toBe(false);
      expect(profile.matchesWithin('a@bb.cc', { total: 7, local: 1, label: 1 })).toBe(false);
      expect(profile.matchesWithin('', { total: 1000, local: 1000, label: 1000 })).toBe(false);
    });
  },
);

const SMALL_LIMITS: Limits = { total: 100, local: 2, label: 3 };

/** Any input with the shape "anything", non-ASCII text included: only the limits decide. */
const anything = () => compileShapeTable({ states: 1, accepting: 0, next: () => 0, text: () => true });

/** ASCII cases both part checks must judge alike: the local part, then a label first, in the middle and last. */
const ASCII_PARTS: readonly (readonly [string, boolean])[] = [
  ['aa@bbb.ccc.ddd', true],
  ['aaa@bbb.ccc.ddd', false],
  ['aa@bbbb.ccc.ddd', false],
  ['aa@bbb.cccc.ddd', false],
  ['aa@bbb.ccc.dddd', false],
  ['aa@bbbb', false],
  ['aa@bbb', true],
];

describe.each([
  ['asciiPartsFit', (input: string): boolean => asciiPartsFit(input, input.indexOf('@'), SMALL_LIMITS)],
  [
    'the general walk',
    (input: string): boolean => matchesWithinByCodePoints(anything(), () => true, input, SMALL_LIMITS),
  ],
] as const)('%s', (_name, fits) => {
  it.each(ASCII_PARTS)('judges the parts of %j: %s', (input, expected) => {
    expect(fits(input)).toBe(expected);
  });
});

describe('the general walk', () => {
  const fits = (input: string): boolean => matchesWithinByCodePoints(anything(), () => true, input, SMALL_LIMITS);

  it('counts code points: a pair is one character, a lone surrogate is one too', () => {
    expect(fits('😀😀@😀😀😀.😀😀😀')).toBe(true);
    expect(fits('😀😀😀@b.c')).toBe(false);
    expect(fits('\ud800\ud800@b.c')).toBe(true);
    expect(fits('\ud800\ud800\ud800@b.c')).toBe(false);
  });

  it('measures from the last at-sign: labels before it are the local part', () => {
    expect(fits('a@b@bbb.ccc.ddd')).toBe(false);
    expect(fits('a@b@c')).toBe(false);
    expect(fits('a.bbbb@cc')).toBe(false);
    expect(matchesWithinByCodePoints(anything(), () => true, 'bbbb.c@cc', { total: 100, local: 6, label: 3 })).toBe(
      true,
    );
  });

  it('counts the whole in code points and stops past its limit', () => {
    const total = (input: string, limit: number): boolean =>
      matchesWithinByCodePoints(anything(), () => true, input, { total: limit, local: 100, label: 100 });
    expect(total('😀😀😀', 3)).toBe(true);
    expect(total('😀😀😀😀', 3)).toBe(false);
    expect(total('\ud800\ud800\ud800', 3)).toBe(true);
    expect(total('', 0)).toBe(true);
    expect(total('a', 0)).toBe(false);
  });
});
