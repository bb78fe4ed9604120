import { describe, expect, it } from 'vitest';
import { international } from '../../src/entries/international.ts';
import { isValidEmail } from '../../src/index.ts';
import { internationalCorpus } from './internationalCorpus.ts';

describe('internationalCorpus', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(internationalCorpus(5, 200)).toEqual(internationalCorpus(5, 200));
    expect(internationalCorpus(6, 200)).not.toEqual(internationalCorpus(5, 200));
  });

  it('holds 10k addresses by default, about 80% valid by the international profile, almost none by standard', () => {
    const corpus = internationalCorpus(1);
    expect(corpus).toHaveLength(10_000);
    const share = (profileValid: (address: string) => boolean) => corpus.filter(profileValid).length / corpus.length;
    const internationalShare = share((address) => isValidEmail(address, { profile: international }));
    expect(internationalShare).toBeGreaterThan(0.75);
    expect(internationalShare).toBeLessThan(0.85);
    expect(share((address) => isValidEmail(address))).toBeLessThan(0.15);
  });

  it('is mostly not ASCII', () => {
    const corpus = internationalCorpus(2, 1000);
    expect(corpus.filter((address) => /[^\0-\x7f]/u.test(address)).length).toBeGreaterThan(850);
  });
});
