import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, isValidEmail, validateEmail, profileById } from '../../src/index.ts';
import { labelIndex } from '../growth.ts';
import { codePoints, labelsOfAddress } from '../oracles.ts';
import { BOUNDS, addressOfLength, boundaryCase, shortestAddress, validAddress } from './addresses.ts';
import { measuredLength } from './hitRates.ts';
import { label, labelLengths, localPart } from './parts.ts';
import { SHAPE_IDS } from './shapes.ts';
import { nearMiss } from './nearMiss.ts';

describe.each(PROFILE_IDS)('profile %s', (profile) => {
  test.prop([validAddress({ shape: profile })])('validAddress never violates any rule', (address) => {
    expect(validateEmail(address, { profile: profileById(profile) }).failed).toEqual([]);
  });

  test.prop([validAddress({ shape: 'plain' })])('plain addresses are accepted by this profile too', (address) => {
    expect(validateEmail(address, { profile: profileById(profile) }).failed).toEqual([]);
  });

  test.prop([
    fc
      .integer({ min: shortestAddress(profile), max: 300 })
      .chain((length) => addressOfLength({ shape: profile, length }).map((address) => ({ address, length }))),
  ])('addressOfLength has the asked length and breaks no rule but tooLong past 254', ({ address, length }) => {
    expect(codePoints(address)).toBe(length);
    expect(validateEmail(address, { profile: profileById(profile) }).failed).toEqual(length > 254 ? ['tooLong'] : []);
  });

  test.prop([fc.constantFrom(...BOUNDS).chain((bound) => boundaryCase({ profile, bound }))])(
    'boundaryCase reports what it drew, and only the bounded part can break a rule',
    (drawn) => {
      const measured =
        drawn.bound === 'label'
          ? codePoints(labelsOfAddress(drawn.address)[labelIndex(drawn.address, drawn.position ?? 'first')] ?? '')
          : measuredLength(drawn.address, drawn.bound);
      expect(measured).toBe(drawn.length);
      const expected = { total: 'tooLong', local: 'localTooLong', label: 'labelTooLong' }[drawn.bound];
      expect(validateEmail(drawn.address, { profile: profileById(profile) }).failed).toEqual(
        drawn.length > drawn.limit ? [expected] : [],
      );
    },
  );
});

describe.each(SHAPE_IDS)('part builders, shape %s', (shape) => {
  test.prop([
    fc.integer({ min: 1, max: 90 }).chain((length) => localPart({ shape, length }).map((text) => ({ text, length }))),
  ])('localPart has the asked length', ({ text, length }) => {
    expect(codePoints(text)).toBe(length);
  });

  test.prop([
    fc
      .integer({ min: 2, max: 90 })
      .chain((length) => label({ shape, length, top: true }).map((text) => ({ text, length }))),
  ])('label has the asked length', ({ text, length }) => {
    expect(codePoints(text)).toBe(length);
    expect(text).not.toContain('.');
  });

  test.prop([
    fc
      .integer({ min: 8, max: 400 })
      .chain((length) => labelLengths({ shape, length }).map((lengths) => ({ lengths, length }))),
  ])('labelLengths add up, with their dots, to the domain length, each within 63', ({ lengths, length }) => {
    expect(lengths.reduce((sum, size) => sum + size, 0) + lengths.length - 1).toBe(length);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(63);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(1);
  });
});

describe('builders refuse impossible requests with a clear message', () => {
  it.each([
    [() => addressOfLength({ shape: 'standard', length: 5 }), /at least 6 characters/],
    [() => label({ shape: 'standard', length: 1, top: true }), /at least 2 characters/],
    [() => labelLengths({ shape: 'plain', length: 2 }), /at least 4 characters/],
  ])('%#', (build, message) => {
    expect(build).toThrow(message);
  });
});

describe('shrinking', () => {
  // A validator with an off-by-one local limit: the counterexample must shrink to short, readable ASCII.
  const offByOne = (input: string) =>
    validateEmail(input).valid && codePoints(input.slice(0, input.lastIndexOf('@'))) < 64;

  it('leads to a small, readable counterexample', () => {
    const result = fc.check(
      fc.property(
        boundaryCase({ profile: 'standard', bound: 'local' }),
        (drawn) => offByOne(drawn.address) === drawn.length <= 64,
      ),
      { seed: 7 },
    );
    expect(result.failed).toBe(true);
    const [counterexample] = result.counterexample ?? [];
    expect(counterexample?.length).toBe(64);
    expect(counterexample?.address).toMatch(/^[a-z0-9.]{64}@[a-z0-9.-]{4,8}$/i);
    expect(counterexample?.address.startsWith('a'.repeat(10))).toBe(true);
  });
});

describe('the shape option', () => {
  it('is profile, or shape for this release, and a name neither knows is a RangeError naming the choices', () => {
    fc.assert(
      fc.property(validAddress({ profile: 'standard' }), validAddress({ shape: 'standard' }), (a, b) => {
        expect(isValidEmail(a) && isValidEmail(b)).toBe(true);
      }),
      { numRuns: 20 },
    );
    const choices = 'standard, permissive, html, rfc5322, international, plain';
    expect(() => validAddress({ profile: 'strict' as never })).toThrow(
      new RangeError(`validAddress expects profile to be one of ${choices}; received "strict"`),
    );
    expect(() => nearMiss({} as never)).toThrow(
      new RangeError(`nearMiss expects profile to be one of ${choices}; received undefined`),
    );
    expect(() => boundaryCase({ profile: 'x' as never, bound: 'total' })).toThrow(RangeError);
  });
});
