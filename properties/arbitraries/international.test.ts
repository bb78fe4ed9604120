import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { international } from '../../src/entries/international.ts';
import { validateEmail } from '../../src/index.ts';
import {
  internationalAddress,
  internationalLabel,
  internationalLocalPart,
  internationalParts,
  joinParts,
  labelSpans,
  typeLabel,
} from './international.ts';
import { SCRIPTS, SCRIPT_IDS, type ScriptId } from './internationalPools.ts';
import { tr46AsciiAnyLength, tr46UnicodeAnyLength } from '../international/tr46.ts';
import { utf8Octets as octets } from '../oracles.ts';

const split = (address: string) => {
  const at = address.lastIndexOf('@');
  return { local: address.slice(0, at), domain: address.slice(at + 1) };
};

/** What RFC 6531/6532 and the profile ask of a local part, checked with Unicode's properties. */
function expectValidLocal(local: string): void {
  const normalized = local.normalize('NFC');
  expect(normalized).toBe(local);
  expect(local).toMatch(/^[^.]+(\.[^.]+)*$/);
  // Letters, marks, digits, ASCII atext; no C* at all, no mark first in the part.
  expect(local).toMatch(/^[\p{L}\p{N}a-zA-Z0-9!#$%&'*+\-/=?^_`{|}~][\p{L}\p{M}\p{N}a-zA-Z0-9!#$%&'*+\-/=?^_`{|}~.]*$/u);
  expect(local).not.toMatch(/\p{C}/u);
  expect(octets(local)).toBeLessThanOrEqual(64);
}

describe('internationalAddress', () => {
  test.prop([internationalAddress()])(
    'is valid: tr46 strict accepts the domain, the local part is an NFC dot-atom without C*, within the bounds',
    (address) => {
      const { local, domain } = split(address);
      expectValidLocal(local);
      const ascii = tr46AsciiAnyLength(domain);
      expect(ascii).not.toBeNull();
      const asciiLabels = (ascii ?? '').split('.');
      expect(asciiLabels.length).toBeGreaterThanOrEqual(2);
      for (const label of asciiLabels) expect(label.length).toBeLessThanOrEqual(63);
      const normalizedLocal = octets(local.normalize('NFC'));
      expect(octets(address)).toBeLessThanOrEqual(254);
      expect(normalizedLocal + 1 + (ascii ?? '').length).toBeLessThanOrEqual(254);
      expect(normalizedLocal + 1 + octets(tr46UnicodeAnyLength(domain).domain)).toBeLessThanOrEqual(254);
      expect(address.normalize('NFC')).toBe(address);
    },
  );

  test.prop([internationalAddress()])('is valid under the international profile', (address) => {
    expect(validateEmail(address, { profile: international }).failed).toEqual([]);
  });

  test.prop([internationalAddress({ typedForms: false })])(
    'without typed forms, the domain is already its own U-label form',
    (address) => {
      const { domain } = split(address);
      expect(tr46UnicodeAnyLength(domain)).toEqual({ domain, error: false });
      expect(domain).not.toMatch(/xn--/i);
    },
  );

  it('draws typed forms: capitals, the other dots, A-labels in either case', () => {
    const domains = fc
      .sample(internationalAddress(), { seed: 11, numRuns: 400 })
      .map((address) => split(address).domain);
    expect(domains.some((domain) => /[\u3002\uff0e\uff61]/.test(domain))).toBe(true);
    expect(domains.some((domain) => /\p{Lu}/u.test(domain))).toBe(true);
    expect(domains.some((domain) => /xn--/.test(domain))).toBe(true);
    expect(domains.some((domain) => /XN--/.test(domain))).toBe(true);
  });

  it.each(SCRIPT_IDS)('draws letters of %s only when asked for', (script) => {
    const others = SCRIPT_IDS.filter((other) => other !== script).flatMap((other) => SCRIPTS[other].letters);
    const addresses = fc.sample(internationalAddress({ scripts: [script], typedForms: false }), {
      seed: 3,
      numRuns: 50,
    });
    const mine = new Set([...SCRIPTS[script].letters, ...SCRIPTS[script].marks, ...SCRIPTS[script].capitals]);
    for (const address of addresses)
      for (const character of address) {
        if (character.charCodeAt(0) < 0x80 || /\p{Nd}/u.test(character)) continue;
        expect([character, mine.has(character) || !others.includes(character)]).toEqual([character, true]);
      }
    expect(addresses.some((address) => [...address].some((character) => mine.has(character)))).toBe(true);
  });

  it('refuses an empty list of scripts', () => {
    expect(() => internationalAddress({ scripts: [] })).toThrow(RangeError);
  });

  it('same seed, same value', () => {
    const arbitraries = [
      internationalAddress(),
      internationalLocalPart(),
      internationalLabel({ script: 'arabic' }),
      internationalParts().map(joinParts),
    ];
    for (const arbitrary of arbitraries)
      expect(fc.sample(arbitrary, { seed: 42, numRuns: 20 })).toEqual(fc.sample(arbitrary, { seed: 42, numRuns: 20 }));
  });
});

describe('parts', () => {
  test.prop([fc.constantFrom(...SCRIPT_IDS).chain((script) => internationalLabel({ script }))])(
    'internationalLabel is a valid label on its own and beside a right-to-left one',
    (label) => {
      expect(tr46AsciiAnyLength(`${label}.com`)).not.toBeNull();
      expect(tr46AsciiAnyLength(`${label}.מבחן`)).not.toBeNull();
    },
  );

  test.prop([internationalLocalPart({ maxOctets: 20 })])('internationalLocalPart stays within maxOctets', (local) => {
    expectValidLocal(local);
    expect(octets(local)).toBeLessThanOrEqual(20);
  });

  test.prop([internationalParts()])('labelSpans finds each label in the address', (parts) => {
    const address = joinParts(parts);
    labelSpans(parts).forEach(([start, end], index) => {
      expect(address.slice(start, end)).toBe(parts.labels[index]);
    });
  });

  it('typeLabel writes a label as typed', () => {
    expect(typeLabel('münchen', 'lower')).toBe('münchen');
    expect(typeLabel('münchen', 'title')).toBe('München');
    expect(typeLabel('ßüı', 'upper')).toBe('ßÜı');
    expect(typeLabel('ασ', 'upper')).toBe('ΑΣ');
    expect(typeLabel('ü', 'aLabel')).toBe('xn--tda');
    expect(typeLabel('ü', 'aLabel', true)).toBe('XN--TDA');
  });

  it('right-to-left labels start with a letter of R or AL and hold no L', () => {
    const scripts: ScriptId[] = ['hebrew', 'arabic'];
    for (const script of scripts)
      for (const label of fc.sample(internationalLabel({ script }), { seed: 5, numRuns: 100 })) {
        expect(label).toMatch(/^[\p{Script=Hebrew}\p{Script=Arabic}]/u);
        expect(label).not.toMatch(/[a-z]/);
      }
  });
});
