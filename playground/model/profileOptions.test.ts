import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, profileById, validateEmail } from '../../src/index.ts';
import { optionsFor } from './profileOptions.ts';

describe('optionsFor', () => {
  it('passes every profile as a value, and the international profile as idna', () => {
    for (const id of PROFILE_IDS) {
      expect(optionsFor(id)).toEqual({ profile: profileById(id), idna: profileById('international') });
      expect(optionsFor(id)).toBe(optionsFor(id));
    }
  });

  it('lets a non-ASCII domain be offered in the ASCII form IDNA2008 gives', () => {
    const pattern = validateEmail('j\u00f6ran@b\u00fccher.de', optionsFor('rfc5322')).results[2];
    expect(pattern?.params).toMatchObject({ asciiDomain: 'xn--bcher-kva.de' });
    const coffee = validateEmail('a@\u2615.example', optionsFor('html')).results[2];
    expect(coffee?.params).toMatchObject({ idnaReason: 'disallowed' });
  });
});
