import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { PROFILE_IDS, isValidEmail, validateEmail, type RuleId, profileById } from '../src/index.ts';
import {
  LABEL_POSITIONS,
  addressOfLength,
  boundaryCase,
  localPart,
  type Bound,
  type LabelPosition,
} from './arbitraries/index.ts';
import { grow, labelIndex, type GrowablePart } from './growth.ts';
import { codePoints, labelsOfAddress } from './oracles.ts';

// The spec's limits, written literally: these suites check the code against the spec, not itself.
const LIMIT: Record<Bound, number> = { total: 254, local: 64, label: 63 };
const RULE: Record<Bound, RuleId> = { total: 'tooLong', local: 'localTooLong', label: 'labelTooLong' };

/** Where to add one character so that only the bounded length grows by one. */
function partToGrow(address: string, bound: Bound, position?: LabelPosition): GrowablePart {
  if (bound === 'local') return { part: 'local' };
  if (bound === 'label') return { part: 'label', index: labelIndex(address, position ?? 'first') };
  // The whole address grows through whichever part still has room.
  if (codePoints(address.slice(0, address.lastIndexOf('@'))) < LIMIT.local) return { part: 'local' };
  const index = labelsOfAddress(address).findIndex((label) => codePoints(label) < LIMIT.label);
  if (index < 0) throw new RangeError(`No part of ${address} has room to grow`);
  return { part: 'label', index };
}

const cases: { bound: Bound; position?: LabelPosition }[] = [
  { bound: 'total' },
  { bound: 'local' },
  ...LABEL_POSITIONS.map((position) => ({ bound: 'label' as const, position })),
];

describe.each(PROFILE_IDS)('profile %s', (profile) => {
  describe.each(cases)('bound $bound $position', ({ bound, position }) => {
    const limit = LIMIT[bound];
    const atLimit = boundaryCase({ profile, bound, length: limit, ...(position !== undefined && { position }) }).map(
      (drawn) => drawn.address,
    );

    // Invariant 2: L accepted, L + 1 rejected by that rule alone, everything else equal.
    test.prop([atLimit])(`accepts ${limit} and rejects ${limit + 1} with ${RULE[bound]} alone`, (address) => {
      const longer = grow(address, partToGrow(address, bound, position));
      expect(validateEmail(address, { profile: profileById(profile) }).failed).toEqual([]);
      expect(validateEmail(longer, { profile: profileById(profile) }).failed).toEqual([RULE[bound]]);
      expect(isValidEmail(address, { profile: profileById(profile) })).toBe(true);
      expect(isValidEmail(longer, { profile: profileById(profile) })).toBe(false);
    });

    // Invariant 5: growing one character at a time stays valid up to the limit, then exactly that rule fires.
    const start = fc.integer({ min: 1, max: 12 }).chain((slack) =>
      boundaryCase({
        profile,
        bound,
        length: Math.max(bound === 'total' ? 20 : 2, limit - slack),
        ...(position !== undefined && { position }),
      }),
    );
    test.prop([start])('grows accepted up to the limit, then exactly its rule fires', (drawn) => {
      let address = drawn.address;
      for (let length = drawn.length; length <= limit; length++) {
        expect([length, validateEmail(address, { profile: profileById(profile) }).failed]).toEqual([length, []]);
        address = grow(address, partToGrow(address, bound, position));
      }
      expect(validateEmail(address, { profile: profileById(profile) }).failed).toEqual([RULE[bound]]);
    });
  });

  // Invariant 4: lengthening a part changes only that part's rule (and tooLong as the total crosses 254).
  const lengthening = fc.record({
    address: fc.oneof(
      addressOfLength({ shape: profile, length: 40 }),
      boundaryCase({ profile, bound: 'label' }).map((drawn) => drawn.address),
    ),
    target: fc.constantFrom<'local' | LabelPosition>('local', ...LABEL_POSITIONS),
    count: fc.integer({ min: 1, max: 220 }),
  });
  test.prop([lengthening])(
    'lengthening a part changes only the verdict of that part’s rule',
    ({ address, target, count }) => {
      const part: GrowablePart =
        target === 'local' ? { part: 'local' } : { part: 'label', index: labelIndex(address, target) };
      const before = validateEmail(address, { profile: profileById(profile) });
      const after = validateEmail(grow(address, part, count), { profile: profileById(profile) });
      const own: RuleId = target === 'local' ? 'localTooLong' : 'labelTooLong';
      for (const [index, result] of after.results.entries()) {
        if (result.rule === own) continue;
        if (result.rule === 'tooLong')
          expect(result.status).toBe(codePoints(after.input) > LIMIT.total ? 'fail' : 'pass');
        else if (result.rule === 'labelTooLong' && target === 'local')
          expect(result.status).toBe(before.results[index]?.status);
        else if (result.rule !== 'labelTooLong')
          expect([result.rule, result.status]).toEqual([result.rule, before.results[index]?.status]);
      }
    },
  );

  // The local part builder holds its exact length for every length a bound needs.
  test.prop([
    fc
      .integer({ min: 1, max: 130 })
      .chain((length) => localPart({ shape: profile, length }).map((local) => ({ local, length }))),
  ])('builds local parts of exactly the asked length', ({ local, length }) => {
    expect(codePoints(local)).toBe(length);
  });
});
