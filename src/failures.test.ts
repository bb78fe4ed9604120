import { describe, expect, it } from 'vitest';
import { international } from './entries/international.ts';
import { emailFailures } from './failures.ts';

describe('emailFailures', () => {
  it('is empty for a valid address', () => {
    expect(emailFailures('jane@example.com', {})).toEqual([]);
  });

  it('describes each rule that fires, in catalogue order, with the profile and the span', () => {
    expect(emailFailures(`${'a'.repeat(65)}@example.com`, { profile: 'html' })).toStrictEqual([
      {
        rule: 'localTooLong',
        message: '65 characters before the @; the limit is 64',
        params: { length: 65, limit: 64, unit: 'characters', detail: '', limitUnit: '' },
        profile: 'html',
        span: [0, 65],
        length: 65,
        limit: 64,
      },
    ]);
    expect(emailFailures('a..b@example.com', {})).toStrictEqual([
      {
        rule: 'pattern',
        message: 'Two dots in a row at character 3',
        params: { at: 2, position: 2, place: 3, profile: 'standard' },
        profile: 'standard',
        reason: 'doubleDot',
        at: 2,
        span: [2, 3],
        suggestion: 'a.b@example.com',
      },
    ]);
  });

  it('suggests the domain in ASCII when the idna option gives it and the repaired address passes', () => {
    const [failure] = emailFailures('jane@bücher.de', { idna: international });
    expect(failure).toMatchObject({ rule: 'pattern', reason: 'nonAsciiDomain', suggestion: 'jane@xn--bcher-kva.de' });
    // Without the option there is no ASCII form, so no repair.
    expect(emailFailures('jane@bücher.de', {})[0]).not.toHaveProperty('suggestion');
  });

  it('gives no span, reason or length to a result without one, not even undefined', () => {
    expect(emailFailures('', {})[0]).toStrictEqual({
      rule: 'empty',
      message: 'The value is empty',
      params: {},
      profile: 'standard',
    });
  });

  it('suggests nothing for a failure without an ASCII form, even where any domain would pass', () => {
    // html accepts one label: a repair made of nothing would pass there.
    expect(emailFailures('jane@exa_mple.com', { profile: 'html' })[0]).not.toHaveProperty('suggestion');
  });

  it('suggests nothing the repaired address would still fail', () => {
    const failures = emailFailures(`${'a'.repeat(65)}@bücher.de`, { idna: international });
    expect(failures.map((failure) => failure.rule)).toEqual(['pattern', 'localTooLong']);
    expect(failures[0]?.params['asciiDomain']).toBe('xn--bcher-kva.de');
    expect(failures[0]).not.toHaveProperty('suggestion');
  });
});
