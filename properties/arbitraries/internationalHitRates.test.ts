import { describe, expect, it } from 'vitest';
import type { Bound } from '../../src/index.ts';
import { LOCAL_FORMS, TOTAL_FORMS, type InternationalBoundaryOptions } from './internationalBounds.ts';
import { internationalHitRates, measureInternational, type InternationalMeasure } from './internationalHitRates.ts';
import { tr46AsciiAnyLength, tr46UnicodeAnyLength } from '../international/tr46.ts';
import { utf8Octets as octets } from '../oracles.ts';

const independent: InternationalMeasure = (address: string, bound: Bound) => {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const ascii = tr46AsciiAnyLength(domain) ?? '';
  const localNormalized = octets(local.normalize('NFC'));
  switch (bound) {
    case 'total':
      return Math.max(
        octets(address),
        localNormalized + 1 + octets(tr46UnicodeAnyLength(domain).domain),
        localNormalized + 1 + ascii.length,
      );
    case 'local':
      return Math.max(octets(local), localNormalized);
    case 'label':
      return Math.max(...ascii.split('.').map((label) => label.length));
  }
};

const CASES: readonly InternationalBoundaryOptions[] = [
  ...TOTAL_FORMS.map((form) => ({ bound: 'total' as const, form })),
  ...LOCAL_FORMS.map((form) => ({ bound: 'local' as const, form })),
  { bound: 'label' },
];

describe('internationalBoundaryCase hits every boundary value, measured with TextEncoder and tr46', () => {
  it.each(CASES.map((options) => [options.bound, 'form' in options ? options.form : 'any position', options] as const))(
    '%s, %s: limit - 1, limit and limit + 1 each in at least 99 of 100 seeded samples of 100',
    (_bound, _form, options) => {
      const rates = internationalHitRates({ ...options, measure: independent });
      expect(rates.size).toBe(3);
      for (const [length, samplesHit] of rates) expect([length, samplesHit >= 99]).toEqual([length, true]);
    },
  );
});

describe('measureInternational', () => {
  it('measures the longest form, the local part and the longest A-label in octets', () => {
    const address = 'ü@ü.ü.com';
    expect(measureInternational(address, 'total')).toBe(2 + 1 + 7 + 1 + 7 + 1 + 3);
    expect(measureInternational(address, 'local')).toBe(2);
    expect(measureInternational(address, 'label')).toBe(7);
    expect(independent(address, 'total')).toBe(measureInternational(address, 'total'));
  });

  it('a measure that misses the target gives a low rate: the count can fail', () => {
    const rates = internationalHitRates({
      bound: 'label',
      samples: 5,
      measure: (address, bound) => independent(address, bound) + 2,
    });
    expect(rates.get(64)).toBe(5);
    expect(rates.get(62)).toBeLessThan(5);
  });
});
