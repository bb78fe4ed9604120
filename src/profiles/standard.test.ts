import emailValidator from 'email-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { EMAIL_VALIDATOR_PATTERN } from '../../properties/oracles.ts';
import { differenceFromProfile } from '../../properties/regexOracle/index.ts';
import { STANDARD_REGEX, matchesStandard, matchesStandardWithin } from './standard.ts';
import { runsOr } from '../../properties/runs.ts';
import { diagnoseStandard } from './standardDiagnosis.ts';

describe('the standard profile', () => {
  it.each([
    ['simple@example.com', true],
    ['a@b-.c.com', true],
    ['a@b--c.co', true],
    ['a`b@example.com', true],
    ['`a@example.com', false],
    ['a@b.c', false],
    ['a@b.1com', false],
    ['a@b-.com', false],
    ['a@b.-c.com', false],
    ['a@b.c-', false],
    ['a@b.c--d', false],
    ['a.@b.co', false],
    ['.a@b.co', false],
    ['a..b@c.co', false],
    ['a@b..co', false],
    ['a@-b.co', false],
    ['a@localhost', false],
    ['"quoted"@example.com', false],
    ['jöran@example.com', false],
    ['a@b@c.co', false],
    ['', false],
  ])('%j matches: %s', (input, expected) => {
    expect(matchesStandard(input)).toBe(expected);
    expect(EMAIL_VALIDATOR_PATTERN.test(input)).toBe(expected);
  });

  it('has exactly the shape of the email-validator 2.0.4 regex on a few thousand mixed strings', () => {
    fc.assert(
      fc.property(addressishString(), (input) => matchesStandard(input) === EMAIL_VALIDATOR_PATTERN.test(input)),
      { numRuns: runsOr(5000), seed: 20261121 },
    );
  });

  it('is a shape check only: a very long local part or label still matches', () => {
    const longLabel = `a@${'b'.repeat(500)}.com`;
    expect(matchesStandard(longLabel)).toBe(true);
    expect(emailValidator.validate(longLabel)).toBe(false);
  });

  it('in the boolean path, rejects anything before or after an address, like the anchored regex', () => {
    const roomy = { total: 254, local: 64, label: 63 };
    expect(matchesStandardWithin('a@example.com', roomy)).toBe(true);
    for (const junk of [' ', '!', '.', '-', '@', '\n', 'é'])
      expect(matchesStandardWithin(`a@example.com${junk}`, roomy)).toBe(false);
    for (const junk of [' ', '.', '`', '@', '\n', 'é'])
      expect(matchesStandardWithin(`${junk}a@example.com`, roomy)).toBe(false);
  });

  it('names the top label that has a double hyphen', () => {
    expect(diagnoseStandard('a@b.c--d')).toEqual({
      reason: 'topLabelDoubleHyphen',
      at: 8,
      span: [4, 8],
      details: { label: 'c--d' },
    });
  });
});

describe('the regex of the boolean path', () => {
  it("matches exactly the inputs the profile's regex matches: a proof over every input, not a sample", () => {
    expect(STANDARD_REGEX.flags).toBe('');
    expect(differenceFromProfile('standard', STANDARD_REGEX)).toBeUndefined();
  });

  it('would be caught one character off', () => {
    const wrong = new RegExp(STANDARD_REGEX.source.replace('[-!#', '[-`!#'));
    const difference = differenceFromProfile('standard', wrong) ?? '';
    expect(difference).toHaveLength(6);
    expect(wrong.test(difference)).not.toBe(STANDARD_REGEX.test(difference));
  });
});

describe('the top label that dies, by its first character', () => {
  it.each(['a', 'z', 'A', 'Z'])('names two hyphens in a row after the letter %s', (letter) => {
    expect(diagnoseStandard(`a@b.${letter}--b`)).toMatchObject({ reason: 'topLabelDoubleHyphen', span: [4, 8] });
  });

  it.each(['0', '9'])('names a top label that starts with the digit %s', (digit) => {
    expect(diagnoseStandard(`a@b.${digit}ab`)).toMatchObject({ reason: 'topLabelNotLetter', span: [4, 7] });
  });
});
