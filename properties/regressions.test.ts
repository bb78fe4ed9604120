/**
 * Counterexamples the property suites found, kept as plain examples so they are checked on every
 * run whatever the seed. Each names the property that found it.
 */
import { describe, expect, it } from 'vitest';
import { isValidEmail, validateEmail } from '../src/index.ts';

describe('found by the properties', () => {
  it('rfc5322 rejects an ideographic space (U+3000) put into the local part (corruption property)', () => {
    // RFC 6532 admits any non-ASCII character; white space must still be a wrong shape under every profile.
    expect(validateEmail('aaaa\u3000@a.aa', { profile: 'rfc5322' }).failed).toEqual(['pattern']);
    expect(isValidEmail('aaaa\u2003@a.aa', { profile: 'rfc5322' })).toBe(false);
  });

  it('an astral first character grows as one code point (monotonicity property, a helper bug)', () => {
    // Inserting after the first UTF-16 unit split the pair into two lone surrogates: 2 characters, not 1.
    expect(validateEmail(`😀${'a'.repeat(63)}@a.a.a`, { profile: 'permissive' }).failed).toEqual([]);
    expect(validateEmail(`😀${'a'.repeat(64)}@a.a.a`, { profile: 'permissive' }).failed).toEqual(['localTooLong']);
  });
});
