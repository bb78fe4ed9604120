import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { WHATWG_SHAPE } from '../../properties/oracles.ts';
import { differenceFromProfile } from '../../properties/regexOracle/index.ts';
import { HTML_REGEX, matchesHtml } from './html.ts';
import { runsOr } from '../../properties/runs.ts';
import { diagnoseHtml } from './htmlDiagnosis.ts';

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

  it('diagnoses a second dot in the domain as a double dot, not a hyphen at a label end', () => {
    expect(diagnoseHtml('a@b..com')).toEqual({ reason: 'doubleDot', at: 4, span: [4, 5], details: {} });
    expect(diagnoseHtml('a@b-.com')).toEqual({ reason: 'labelHyphenEnd', at: 4, span: [3, 4], details: {} });
  });

  it('diagnoses an input without an at-sign as missing it', () => {
    expect(diagnoseHtml('abc')).toEqual({ reason: 'noAt', at: 3, span: [3, 3], details: {} });
    expect(diagnoseHtml('')).toEqual({ reason: 'noAt', at: 0, span: [0, 0], details: {} });
  });

  it('places the domain start after the at-sign only, for an empty label after a dot', () => {
    expect(diagnoseHtml('a@b.')).toEqual({ reason: 'emptyLabel', at: 4, span: [4, 4], details: {} });
    expect(diagnoseHtml('a@')).toEqual({ reason: 'emptyDomain', at: 2, span: [2, 2], details: {} });
  });

  it('blames the character after hyphens, not the hyphens, when it is not a dot; and the whole domain for its ASCII form', () => {
    expect(diagnoseHtml('a@b-_c')).toMatchObject({ reason: 'domainCharacter', at: 4, span: [4, 5] });
    expect(diagnoseHtml('a@b.bü.de')).toMatchObject({
      reason: 'nonAsciiDomain',
      at: 5,
      details: { domain: 'b.bü.de', hint: '' },
    });
  });
});

describe('the regex of the boolean path', () => {
  it("matches exactly the inputs the profile's regex matches: a proof over every input, not a sample", () => {
    expect(HTML_REGEX.flags).toBe('');
    expect(differenceFromProfile('html', HTML_REGEX)).toBeUndefined();
  });

  it('would be caught one character off', () => {
    const wrong = new RegExp(HTML_REGEX.source.replace('@[a-zA-Z0-9]+', '@[a-zA-Z0-9]*'));
    const difference = differenceFromProfile('html', wrong) ?? '';
    expect(difference).toHaveLength(2);
    expect(wrong.test(difference)).not.toBe(HTML_REGEX.test(difference));
  });
});
