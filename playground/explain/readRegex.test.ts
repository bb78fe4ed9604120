import { describe, expect, it } from 'vitest';
import { MAX_DFA_STATES, readRegex, TooComplexError } from './readRegex.ts';
import { explainRegex } from './explainRegex.ts';

const reasonFor = (source: string, flags = '') => {
  const reading = readRegex({ source, flags });
  return reading.kind === 'outside' ? reading.reason : 'read';
};

describe('readRegex', () => {
  it('reads the subset, with the common escapes a person writes', () => {
    expect(reasonFor('^[\\w.+-]+@\\w+\\.[a-z]{2,}$')).toBe('read');
    expect(reasonFor('^.+@\\S+$')).toBe('read');
    expect(reasonFor('^[a-z]+@[a-z]+$', 'u')).toBe('read');
  });

  it('says plainly why a regex is outside the subset', () => {
    expect(reasonFor('^(a)\\1$')).toContain('back-references are outside the subset');
    expect(reasonFor('^(?=a)a$')).toContain('lookahead, lookbehind and named groups are outside the subset');
    expect(reasonFor('^(?<=a)a$')).toContain('lookahead, lookbehind');
    expect(reasonFor('a@b')).toBe(
      'at character 1, the pattern must start with ^ (the subset reads whole-line patterns, ^…$)',
    );
    expect(reasonFor('^a$', 'i')).toBe('only the u flag is supported, and it has i (ignore case)');
    expect(reasonFor('^a\\b$')).toContain('Unicode properties and word boundaries');
    expect(reasonFor('^[^@]+$', 'u')).toContain('lone surrogates');
    expect(reasonFor('^(a$')).toContain('does not compile');
  });

  it('refuses a counted repetition too large to unroll as too complex, not as outside', () => {
    expect(() => readRegex({ source: '^a{100000}$', flags: '' })).toThrow(TooComplexError);
  });

  it('stops a DFA that would grow past its bound', () => {
    // (a|b)*a(a|b){12}: the classic regex whose DFA needs 2^13 states to remember the last 13 characters.
    const reading = readRegex({ source: '^(a|b)*a(a|b){12}$', flags: '' });
    if (reading.kind !== 'read') throw new Error('not read');
    expect(() => explainRegex(reading)).toThrow(TooComplexError);
    expect(reading.dfa.stateCount).toBeLessThanOrEqual(MAX_DFA_STATES + 1);
  });
});
