import emailValidator from 'email-validator';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { PROFILE_IDS, isValidEmail, validateEmail, profileById } from '../src/index.ts';
import { BOUNDS, boundaryAddress, hostileText, validAddress, wrongShape } from './arbitraries/index.ts';
import { anyInput } from './inputs.ts';
import { runsOr } from './runs.ts';
import { WHATWG_PATTERN, codePoints, labelsOfAddress } from './oracles.ts';

describe.each(PROFILE_IDS)('profile %s', (profile) => {
  // Invariant 6: damage to an accepted address is a pattern failure.
  test.prop([wrongShape({ profile })])(
    'white space, a second @, an empty label or a stray dot turn an accepted address into a pattern failure',
    ({ original, corrupted }) => {
      expect(validateEmail(original, { profile: profileById(profile) }).valid).toBe(true);
      expect(validateEmail(corrupted, { profile: profileById(profile) }).failed).toContain('pattern');
    },
  );
});

// Invariant 10: the standard profile is email-validator 2.0.4, on every kind of generated string.
test.prop([anyInput('standard')], { numRuns: runsOr(1000) })(
  'standard gives the answer of email-validator 2.0.4 on every generated string',
  (input) => {
    expect(isValidEmail(input)).toBe(emailValidator.validate(input));
    expect(validateEmail(input).valid).toBe(emailValidator.validate(input));
  },
);

// Invariant 11: with labels of at most 63, the html profile's shape and label rule together are the WHATWG regex.
const htmlInputs = fc.oneof(
  ...BOUNDS.map((bound) => boundaryAddress({ profile: 'html', bound })),
  anyInput('html'),
  validAddress({ shape: 'html' }),
);
test.prop([htmlInputs])(
  'html agrees with the WHATWG regex, its {0,61} restored, on addresses whose labels are at most 63',
  (input) => {
    fc.pre(input.includes('@') && labelsOfAddress(input).every((label) => codePoints(label) <= 63));
    const report = validateEmail(input, { profile: 'html' });
    const shapeAndLabels = report.results.every((result) => result.rule !== 'pattern' || result.status === 'pass');
    expect(shapeAndLabels).toBe(WHATWG_PATTERN.test(input));
  },
);

// Invariant 11, other side: a label of 64 or more fails the WHATWG regex, and here only labelTooLong.
test.prop([boundaryAddress({ profile: 'html', bound: 'label' })])(
  'html leaves long labels to labelTooLong, where the WHATWG regex fails the shape',
  (input) => {
    const longLabel = labelsOfAddress(input).some((label) => codePoints(label) > 63);
    fc.pre(longLabel);
    expect(WHATWG_PATTERN.test(input)).toBe(false);
    expect(validateEmail(input, { profile: 'html' }).failed).toEqual(['labelTooLong']);
  },
);

test.prop([hostileText()])('hostile text is rejected by standard, whatever email-validator says too', (input) => {
  expect(isValidEmail(input)).toBe(emailValidator.validate(input));
});
