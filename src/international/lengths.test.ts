import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runsOr } from '../../properties/runs.ts';
import { internationalLengths, utf8Length } from './lengths.ts';

/** What an encoder sends: TextEncoder writes a lone surrogate as U+FFFD, three octets. */
const encoded = (text: string): number => new TextEncoder().encode(text).length;

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['\u007f', 1],
    ['\u0080', 2],
    ['é', 2],
    ['\u07ff', 2],
    ['\u0800', 3],
    ['中', 3],
    ['\ud7ff', 3],
    ['\uffff', 3],
    ['😀', 4],
    ['\udbff\udfff', 4],
    ['\ud800', 3],
    ['\udbff', 3],
    ['\udc00', 3],
    ['\ud800a', 4],
    ['\udc00\ud800', 6],
    ['\udc00\udc00', 6],
    ['中\udc00', 6],
    ['\ud7ff\udc00', 6],
    ['\ue000\udc00', 6],
    ['\ud800\ue000', 6],
    ['\ud800\udbff', 6],
    ['\ud800\ud800\udc00', 7],
    ['a😀é中', 10],
  ])('counts %j as %i octets', (text, octets) => {
    expect(utf8Length(text)).toBe(octets);
    expect(encoded(text)).toBe(octets);
  });

  it('counts between start and end only, and a pair cut by end as a lone surrogate', () => {
    expect(utf8Length('a😀b', 1, 3)).toBe(4);
    expect(utf8Length('a😀b', 1)).toBe(5);
    expect(utf8Length('😀', 0, 1)).toBe(3);
    expect(utf8Length('😀', 1, 2)).toBe(3);
    expect(utf8Length('éé', 1, 1)).toBe(0);
  });

  it('equals TextEncoder on any UTF-16 text and any slice of it, lone surrogates included', () => {
    const units = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 });
    fc.assert(
      fc.property(units, fc.nat(), fc.nat(), (codes, first, second) => {
        const text = String.fromCharCode(...codes);
        const start = first % (text.length + 1);
        const end = start + (second % (text.length - start + 1));
        expect(utf8Length(text, start, end)).toBe(encoded(text.slice(start, end)));
      }),
      { numRuns: runsOr(2000), seed: 20261126 },
    );
  });
});

describe('internationalLengths', () => {
  it('has no parts without an at-sign, and has them with an empty local part', () => {
    expect(internationalLengths('jöran', -1)).toEqual({ typed: 6, parts: undefined });
    expect(internationalLengths('@b.de', 0).parts).toMatchObject({ localTyped: 0, localNormalized: 0, normalized: 5 });
  });

  it('measures the three forms of the total and the two of the local part', () => {
    // NFD local part: 3 octets typed, 2 in NFC; the domain in U-labels 9 octets, in A-labels 16.
    const input = 'e\u0301@Bücher.DE';
    const { typed, parts } = internationalLengths(input, input.indexOf('@'));
    expect(typed).toBe(encoded(input));
    expect(parts).toMatchObject({
      normalizedLocal: 'é',
      localTyped: 3,
      localNormalized: 2,
      normalized: 2 + 1 + encoded('bücher.de'),
      ascii: 2 + 1 + 'xn--bcher-kva.de'.length,
    });
    expect(parts?.domain.unicode).toBe('bücher.de');
    expect(parts?.domain.ascii).toBe('xn--bcher-kva.de');
  });

  it('measures a local part that NFC lengthens (U+0958 is U+0915 U+093C in NFC)', () => {
    const { parts } = internationalLengths('\u0958@b.de', 1);
    expect([parts?.localTyped, parts?.localNormalized, parts?.normalized, parts?.ascii]).toEqual([3, 6, 11, 11]);
  });

  it('keeps the typed count when NFC changes nothing', () => {
    const { parts } = internationalLengths('jöran@b.de', 5);
    expect([parts?.normalizedLocal, parts?.localTyped, parts?.localNormalized]).toEqual(['jöran', 6, 6]);
  });
});
