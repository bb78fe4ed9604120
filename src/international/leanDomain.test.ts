import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { domain, nearMiss } from '../../properties/international/domains.ts';
import { runsOr } from '../../properties/runs.ts';
import { checkInternational } from './check.ts';
import { domainForms } from './domainForms.ts';
import { domainOctets } from './leanDomain.ts';
import { utf8Length } from './lengths.ts';

/** What the full check and the report's forms say: the larger form's octets, or undefined when it fails or a label is too long. */
function fullCheck(text: string, labelLimit: number): number | undefined {
  if (checkInternational(`a@${text}`) !== undefined) return undefined;
  const forms = domainForms(`a@${text}`, 2);
  if (forms.labels.some((label) => label.ascii.length > labelLimit)) return undefined;
  return Math.max(utf8Length(forms.unicode), forms.ascii.length);
}

describe('domainOctets', () => {
  it.each([
    ['example.com', 11],
    ['a.b', 3],
    ['a\u3002b', 3],
    ['a\uff0eb', 3],
    ['a\uff61b', 3],
    ['EXAMPLE.COM', 11],
    // In A-labels 16 octets (xn--bcher-kva.de), in U-labels 10.
    ['bücher.de', 16],
    ['xn--bcher-kva.de', 16],
    // In U-labels 34 octets (ten of 3 and four), in A-labels xn--fiqaaaaaaaaa.com, 20.
    ['中中中中中中中中中中.com', 34],
    ['مثال.مصر', 22],
  ])('gives %j the octets of its larger form, %i', (text, octets) => {
    expect(domainOctets(text, 63)).toBe(octets);
    expect(fullCheck(text, 63)).toBe(octets);
  });

  it.each([
    ['empty', ''],
    ['one label', 'com'],
    ['an empty label', 'a..b'],
    ['a dot last', 'a.b.'],
    ['a label that fails', 'a_b.com'],
    ['a label that fails, last', 'a.b_c'],
    ['a right-to-left label beside one that breaks the bidi rule', 'مثال.1com'],
    ['a right-to-left label that breaks it itself', '1مثال.com'],
  ])('refuses %s: %j', (_, text) => {
    expect(domainOctets(text, 63)).toBeUndefined();
    expect(fullCheck(text, 63)).toBeUndefined();
  });

  it('refuses a label whose A-label is longer than the limit, and only then', () => {
    expect(domainOctets('abc.de', 3)).toBe(6);
    expect(domainOctets('abc.de', 2)).toBeUndefined();
    expect(domainOctets('de.abc', 2)).toBeUndefined();
    expect(domainOctets('bücher.de', 13)).toBe(16);
    expect(domainOctets('bücher.de', 12)).toBeUndefined();
  });

  it('equals the full check and the report’s forms on the differential suites’ domains', () => {
    fc.assert(
      fc.property(fc.oneof(domain, nearMiss), fc.integer({ min: 5, max: 63 }), (text, labelLimit) => {
        expect([text, domainOctets(text, labelLimit)]).toEqual([text, fullCheck(text, labelLimit)]);
      }),
      { numRuns: runsOr(1000) },
    );
  });
});
