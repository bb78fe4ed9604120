import { describe, expect, it } from 'vitest';
import { international, limitOf, validateEmail } from '../../src/index.ts';
import { drawCases } from './drawCases.ts';

describe('drawCases', () => {
  it('draws the asked number of cases, the same for the same seed', () => {
    const first = drawCases({ profile: 'standard', bound: 'local', seed: 7, count: 25 });
    const again = drawCases({ profile: 'standard', bound: 'local', seed: 7, count: 25 });
    expect(first.addresses.length + first.skipped).toBe(25);
    expect(again).toEqual(first);
    expect(drawCases({ profile: 'standard', bound: 'local', seed: 8, count: 25 })).not.toEqual(first);
  });

  it('draws around the chosen bound, on both sides of it', () => {
    const limit = limitOf('localTooLong');
    const { addresses } = drawCases({ profile: 'standard', bound: 'local', seed: 1, count: 60 });
    const localLengths = addresses.map((address) => validateEmail(address).anatomy.local?.length ?? 0);
    expect(localLengths.some((length) => length <= limit)).toBe(true);
    expect(localLengths.some((length) => length > limit)).toBe(true);
  });

  it.each(['total', 'local', 'label'] as const)(
    'draws international cases around the %s bound in its own units, beyond ASCII',
    (bound) => {
      const { addresses } = drawCases({ profile: 'international', bound, seed: 3, count: 60 });
      const limit = { total: limitOf('tooLong'), local: limitOf('localTooLong'), label: limitOf('labelTooLong') }[
        bound
      ];
      const measured = addresses.map(
        (address) => validateEmail(address, { profile: international }).measured[bound] ?? 0,
      );
      expect(measured.some((length) => length <= limit)).toBe(true);
      expect(measured.some((length) => length > limit)).toBe(true);
      // Letters of other scripts, which the octet and A-label units count apart from the characters.
      expect(addresses.some((address) => /[^\0-\x7f]/.test(address))).toBe(true);
    },
  );
});
