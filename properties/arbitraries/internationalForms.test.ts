import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { internationalAddress } from './international.ts';
import { aLabel, internationalLengths, labelsOf, mapLabel, utf8Octets } from './internationalForms.ts';
import { tr46AsciiAnyLength, tr46UnicodeAnyLength } from '../international/tr46.ts';
import { utf8Octets as octets } from '../oracles.ts';

test.prop([fc.string({ unit: 'binary', maxLength: 40 })])('utf8Octets counts what TextEncoder writes', (text) => {
  expect(utf8Octets(text)).toBe(octets(text));
});

it('utf8Octets counts a lone surrogate as the three octets of U+FFFD', () => {
  expect(utf8Octets('\ud800a')).toBe(4);
});

test.prop([internationalAddress()])(
  'the lengths of a generated address are what TextEncoder and tr46 measure',
  (address) => {
    const at = address.lastIndexOf('@');
    const local = address.slice(0, at);
    const domain = address.slice(at + 1);
    const ascii = tr46AsciiAnyLength(domain) ?? '';
    const unicode = tr46UnicodeAnyLength(domain).domain;
    const lengths = internationalLengths(address);
    expect(lengths.typed).toBe(octets(address));
    expect(lengths.localTyped).toBe(octets(local));
    expect(lengths.localNormalized).toBe(octets(local.normalize('NFC')));
    expect(lengths.normalized).toBe(octets(local.normalize('NFC')) + 1 + octets(unicode));
    expect(lengths.ascii).toBe(octets(local.normalize('NFC')) + 1 + ascii.length);
    expect(lengths.labels).toEqual(ascii.split('.').map((label) => label.length));
    expect(lengths.total).toBe(Math.max(lengths.typed, lengths.normalized, lengths.ascii));
    expect(lengths.local).toBe(Math.max(lengths.localTyped, lengths.localNormalized));
    expect(lengths.label).toBe(Math.max(...lengths.labels));
    expect(labelsOf(domain).map(mapLabel).map(aLabel).join('.')).toBe(ascii);
  },
);

describe('mapLabel', () => {
  it('maps as RFC 5895 does: Σ to σ everywhere, lowercase, fullwidth forms, NFC', () => {
    expect(mapLabel('ΑΣ')).toBe('ασ');
    expect(mapLabel('ＡＢ')).toBe('ab');
    expect(mapLabel('e\u0301')).toBe('é');
    expect(aLabel('ü')).toBe('xn--tda');
    expect(aLabel('abc')).toBe('abc');
    expect(labelsOf('a.b\u3002c\uff0ed\uff61e')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
