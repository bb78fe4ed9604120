import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { RFC5322_PATTERN as RFC5322_SHAPE } from '../../properties/oracles.ts';
import { matchesRfc5322 } from './rfc5322.ts';
import { runsOr } from '../../properties/runs.ts';
import { diagnoseRfc5322 } from './rfc5322Diagnosis.ts';

describe('the rfc5322 profile', () => {
  it.each([
    ['simple@example.com', true],
    ['"john doe"@example.com', true],
    ['"a@b"@example.com', true],
    ['""@example.com', true],
    ['"a\\"b"@example.com', true],
    ['jöran@exämple.com', false],
    ['jöran@example.com', true],
    ['😀@example.com', true],
    ["!#$%&'*+-/=?^_`{|}~@example.com", true],
    ['a@localhost', false],
    ['a.@example.com', false],
    ['a..b@example.com', false],
    ['"a"b@example.com', false],
    ['"a\\"@example.com', false],
    ['"a\tb"@example.com', false],
    ['a@-b.com', false],
    ['a@b-.com', false],
    ['a@b..com', false],
    ['\ud800@example.com', false],
    ['a@[127.0.0.1]', false],
    ['"@example.com', false],
    ['"a\\ b"@example.com', true],
    ['"a~b"@example.com', true],
    ['"a\\~"@example.com', true],
    ['"a\\\u00e9"@example.com', false],
    ['"a\\\u007f"@example.com', false],
    ['"a\u007f"@example.com', false],
    ['"a\u00a1"@example.com', true],
    ['a\u00a0b@example.com', false],
    ['"a"@example', false],
    ['a\u3000b@example.com', false],
    ['a\u00a0b@example.com', false],
    ['"a\u2003b"@example.com', false],
    ['a\u0085b@example.com', false],
    ['@example.com', false],
    ['example.com', false],
    ['"example.com', false],
    ['"abc@example.com', false],
    ['"a"b"@example.com', false],
    ['"a\\\u001f"@example.com', false],
    ['a\u009fb@example.com', false],
    ['a\u00a1b@example.com', true],
    ['a\ud83d@example.com', false],
    ['"a\ud83d"@example.com', false],
    ['a\ud83d\ude00b@example.com', true],
  ])('%j matches: %s', (input, expected) => {
    expect(matchesRfc5322(input)).toBe(expected);
    expect(RFC5322_SHAPE.test(input)).toBe(expected);
  });

  it('agrees with an independent regex of the grammar on a few thousand mixed strings', () => {
    const quoted = fc
      .string({
        unit: fc.constantFrom('a', ' ', '"', '\\', '@', 'é', '😀', '\ud800', '\t', '\u3000', '\u0085', '\u00a0'),
        maxLength: 8,
      })
      .map((inner) => `"${inner}"@example.com`);
    fc.assert(
      fc.property(fc.oneof(addressishString(), quoted), (input) => matchesRfc5322(input) === RFC5322_SHAPE.test(input)),
      { numRuns: runsOr(6000), seed: 20261121 },
    );
  });

  it('diagnoses nothing for a tilde, the last printable character, in quotes or escaped', () => {
    expect(diagnoseRfc5322('"~"@example.com')).toBeUndefined();
    expect(diagnoseRfc5322('"a\\~"@example.com')).toBeUndefined();
    expect(diagnoseRfc5322('"~"@example')).toEqual({
      reason: 'singleLabel',
      at: 11,
      span: [4, 11],
      details: { domain: 'example' },
    });
  });

  it('diagnoses a second dot in the domain as a double dot, not a hyphen at a label end', () => {
    expect(diagnoseRfc5322('a@b..com')).toEqual({ reason: 'doubleDot', at: 4, span: [4, 5], details: {} });
    expect(diagnoseRfc5322('a@b.c..com')).toEqual({ reason: 'doubleDot', at: 6, span: [6, 7], details: {} });
    expect(diagnoseRfc5322('a@b-.com')).toEqual({ reason: 'labelHyphenEnd', at: 4, span: [3, 4], details: {} });
  });

  it('blames the character after hyphens, not the hyphens, when it is not a dot', () => {
    expect(diagnoseRfc5322('a@b-_c.com')).toMatchObject({ reason: 'domainCharacter', at: 4, span: [4, 5] });
  });
});
