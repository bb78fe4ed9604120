import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { BUILT_IN_PROFILE_IDS, RULE_IDS, validateEmail } from '../src/index.ts';
import { anyInput } from './inputs.ts';
import { naiveFailures, naiveVerdicts } from './oracles.ts';

// The naive oracles read each profile's regex; the international profile has its own (properties/international).
describe.each(BUILT_IN_PROFILE_IDS)('profile %s', (profile) => {
  // Invariant 1: each rule against its own naive condition, limits written literally in the oracle.
  test.prop([anyInput(profile)])('each rule fires exactly when its own condition holds', (input) => {
    const naive = naiveVerdicts(input, profile);
    const statuses = validateEmail(input, { profile }).results.map((result) => [result.rule, result.status]);
    expect(statuses).toEqual(
      RULE_IDS.map((rule) => [rule, naive[rule] === 'skip' ? 'skip' : naive[rule] ? 'fail' : 'pass']),
    );
  });

  // Invariant 3: the spec's order, length before pattern, local before label.
  const severalFaults = fc
    .record({
      local: fc.integer({ min: 1, max: 130 }),
      label: fc.integer({ min: 1, max: 130 }),
      labels: fc.integer({ min: 1, max: 5 }),
      fault: fc.constantFrom('', ' ', '@', '..'),
    })
    .map(
      ({ local, label, labels, fault }) =>
        `${'a'.repeat(local)}${fault}@${Array.from({ length: labels }, () => 'b'.repeat(label)).join('.')}.com`,
    );
  test.prop([fc.oneof(severalFaults, anyInput(profile))])(
    'the first rule that fires is the first in catalogue order',
    (input) => {
      const report = validateEmail(input, { profile });
      expect(report.failed).toEqual(naiveFailures(input, profile));
      expect(report.failed[0]).toBe(naiveFailures(input, profile)[0]);
    },
  );
});
