import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { international } from '../../src/entries/international.ts';
import { validateEmail } from '../../src/index.ts';
import { LABEL_POSITIONS } from './addresses.ts';
import {
  LOCAL_FORMS,
  SHORTEST_EXACT_A_LABEL,
  SHORTEST_TOTAL_CASE,
  TOTAL_FORMS,
  internationalBoundaryAddress,
  internationalBoundaryCase,
  localPartOfOctets,
  uLabelOfALength,
  type InternationalBoundaryCase,
} from './internationalBounds.ts';
import { SCRIPT_IDS } from './internationalPools.ts';
import { tr46AsciiAnyLength, tr46UnicodeAnyLength } from '../international/tr46.ts';
import { utf8Octets as octets } from '../oracles.ts';

/** The address in the units of the international profile, measured with TextEncoder and tr46. */
function measure(address: string) {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const ascii = tr46AsciiAnyLength(domain);
  const { domain: unicode, error } = tr46UnicodeAnyLength(domain);
  if (ascii === null || error) throw new Error(`tr46 refuses the domain of ${address}`);
  const localNormalized = octets(local.normalize('NFC'));
  const forms = {
    typed: octets(address),
    normalized: localNormalized + 1 + octets(unicode),
    ascii: localNormalized + 1 + ascii.length,
  };
  const labels = ascii.split('.').map((label) => label.length);
  return {
    local,
    forms,
    total: Math.max(forms.typed, forms.normalized, forms.ascii),
    localForms: { typed: octets(local), normalized: localNormalized },
    localLength: Math.max(octets(local), localNormalized),
    labels,
    label: Math.max(...labels),
  };
}

/** Nothing but the bounded part may fail: a valid local part (in NFC, letters first), every other length within. */
function expectOnlyTheBound(drawn: InternationalBoundaryCase, measured: ReturnType<typeof measure>): void {
  const normalizedLocal = measured.local.normalize('NFC');
  expect(normalizedLocal).not.toMatch(/\p{C}/u);
  expect(normalizedLocal).toMatch(/^[^.\p{M}][^]*$/u);
  expect(normalizedLocal).not.toMatch(/^\.|\.\.|\.$/);
  if (drawn.bound !== 'total') expect(measured.total).toBeLessThanOrEqual(254);
  if (drawn.bound !== 'local') expect(measured.localLength).toBeLessThanOrEqual(64);
  if (drawn.bound !== 'label') expect(measured.label).toBeLessThanOrEqual(63);
  const rule = { total: 'tooLong', local: 'localTooLong', label: 'labelTooLong' }[drawn.bound];
  const report = validateEmail(drawn.address, { profile: international });
  expect(report.failed).toEqual(drawn.length > drawn.limit ? [rule] : []);
  expect(report.measured[drawn.bound]).toBe(drawn.length);
}

describe('uLabelOfALength', () => {
  test.prop([
    fc
      .record({ length: fc.integer({ min: SHORTEST_EXACT_A_LABEL, max: 110 }), script: fc.constantFrom(...SCRIPT_IDS) })
      .chain(({ length, script }) => uLabelOfALength({ length, script }).map((label) => ({ label, length }))),
  ])('has an A-label of exactly the asked octets, and is a valid label (but for that length)', ({ label, length }) => {
    const ascii = tr46AsciiAnyLength(`${label}.com`);
    expect(ascii?.split('.')[0]?.length).toBe(length);
    expect(label.normalize('NFC')).toBe(label);
    // The lemma's premise: the label ends in its largest code point.
    const codePoints = Array.from(label, (character) => character.codePointAt(0) ?? 0);
    expect(codePoints.at(-1)).toBe(Math.max(...codePoints));
  });

  it.each(SCRIPT_IDS)('%s: 62, 63 and 64 every time', (script) => {
    for (const length of [62, 63, 64])
      for (const label of fc.sample(uLabelOfALength({ length, script }), { seed: length, numRuns: 30 }))
        expect(tr46AsciiAnyLength(label)?.length).toBe(length);
  });

  it('refuses a length below the shortest one letter gives', () => {
    expect(() => uLabelOfALength({ length: 7 })).toThrow(/at least 8 octets/);
  });
});

describe('localPartOfOctets', () => {
  const drawn = fc
    .record({ octets: fc.integer({ min: 1, max: 130 }), growers: fc.integer({ min: 0, max: 3 }) })
    .filter(({ octets: typed, growers }) => typed >= 3 * growers)
    .chain(({ octets: typed, growers }) =>
      localPartOfOctets({ octets: typed, growers }).map((local) => ({ local, octets: typed, growers })),
    );

  test.prop([drawn])(
    'has the octets asked for, and 3 more in NFC for each U+FB2C',
    ({ local, octets: typed, growers }) => {
      expect(octets(local)).toBe(typed);
      expect(octets(local.normalize('NFC'))).toBe(typed + 3 * growers);
      expect(local.normalize('NFC')).toMatch(/^[^.\p{M}\p{C}][^\p{C}]*$/u);
      expect(local).not.toMatch(/^\.|\.\.|\.$/);
      if (growers === 0) expect(local.normalize('NFC')).toBe(local);
    },
  );

  test.prop([
    fc
      .record({ octets: fc.integer({ min: 60, max: 70 }), share: fc.double({ min: 0, max: 1, noNaN: true }) })
      .chain(({ octets: typed, share }) => {
        const codePoints = Math.ceil(typed / 4) + Math.floor(share * (typed - Math.ceil(typed / 4)));
        return localPartOfOctets({ octets: typed, codePoints }).map((local) => ({ local, typed, codePoints }));
      }),
  ])('has the code points asked for, whatever the octets', ({ local, typed, codePoints }) => {
    expect(Array.from(local)).toHaveLength(codePoints);
    expect(octets(local)).toBe(typed);
  });

  it('refuses what no local part can be', () => {
    expect(() => localPartOfOctets({ octets: 8, codePoints: 1 })).toThrow(/2 to 8 code points, asked for 1/);
    expect(() => localPartOfOctets({ octets: 2, growers: 1 })).toThrow(RangeError);
    expect(() => localPartOfOctets({ octets: 0 })).toThrow(RangeError);
  });
});

describe('internationalBoundaryCase', () => {
  test.prop([fc.constantFrom(...TOTAL_FORMS).chain((form) => internationalBoundaryCase({ bound: 'total', form }))])(
    'total: the drawn form is the longest, strictly, at the drawn length',
    (drawn) => {
      const measured = measure(drawn.address);
      expect(drawn.form).toBeDefined();
      const form = drawn.form as keyof typeof measured.forms;
      expect(measured.forms[form]).toBe(drawn.length);
      for (const other of TOTAL_FORMS) if (other !== form) expect(measured.forms[other]).toBeLessThan(drawn.length);
      expectOnlyTheBound(drawn, measured);
    },
  );

  test.prop([fc.constantFrom(...LOCAL_FORMS).chain((form) => internationalBoundaryCase({ bound: 'local', form }))])(
    'local: octets as typed, or in NFC and more than typed, at the drawn length and code points',
    (drawn) => {
      const measured = measure(drawn.address);
      expect(measured.localLength).toBe(drawn.length);
      expect(Array.from(measured.local)).toHaveLength(drawn.codePoints ?? -1);
      const { typed, normalized } = measured.localForms;
      expect(drawn.form === 'normalized' ? normalized > typed : normalized === typed).toBe(true);
      expectOnlyTheBound(drawn, measured);
    },
  );

  test.prop([internationalBoundaryCase({ bound: 'label' })])(
    'label: the label at the drawn position has the drawn A-label length, the others are short',
    (drawn) => {
      const measured = measure(drawn.address);
      const index = { first: 0, middle: 1, last: measured.labels.length - 1 }[drawn.position ?? 'first'];
      expect(measured.labels[index]).toBe(drawn.length);
      expect(measured.label).toBe(drawn.length);
      expectOnlyTheBound(drawn, measured);
    },
  );

  it('draws the telling local parts: at most 64 code points past 64 octets; 64 octets as typed, more in NFC', () => {
    const cases = fc.sample(internationalBoundaryCase({ bound: 'local' }), { seed: 9, numRuns: 300 });
    expect(cases.some((drawn) => drawn.length > 64 && (drawn.codePoints ?? 99) <= 64)).toBe(true);
    const typedAt64 = cases.filter(
      (drawn) => drawn.form === 'normalized' && octets(drawn.address.slice(0, drawn.address.lastIndexOf('@'))) === 64,
    );
    expect(typedAt64.length).toBeGreaterThan(0);
    for (const drawn of typedAt64) expect(drawn.length).toBeGreaterThan(64);
  });

  it('draws the long label in every position and script, and every form of each bound', () => {
    const labels = fc.sample(internationalBoundaryCase({ bound: 'label' }), { seed: 4, numRuns: 400 });
    expect(new Set(labels.map((drawn) => drawn.position))).toEqual(new Set(LABEL_POSITIONS));
    expect(new Set(labels.map((drawn) => drawn.script))).toEqual(new Set(SCRIPT_IDS));
    const totals = fc.sample(internationalBoundaryCase({ bound: 'total' }), { seed: 4, numRuns: 60 });
    expect(new Set(totals.map((drawn) => drawn.form))).toEqual(new Set(TOTAL_FORMS));
  });

  it('fixes what it is asked to fix', () => {
    const [total] = fc.sample(internationalBoundaryCase({ bound: 'total', form: 'ascii', length: 300 }), {
      seed: 1,
      numRuns: 1,
    });
    expect(total && measure(total.address).forms.ascii).toBe(300);
    const [local] = fc.sample(internationalBoundaryCase({ bound: 'local', length: 65, codePoints: 20 }), {
      seed: 1,
      numRuns: 1,
    });
    expect(local && Array.from(local.address.slice(0, local.address.lastIndexOf('@')))).toHaveLength(20);
    const [label] = fc.sample(
      internationalBoundaryCase({ bound: 'label', length: 64, position: 'middle', script: 'han' }),
      {
        seed: 1,
        numRuns: 1,
      },
    );
    expect(label && [label.position, label.script, measure(label.address).labels[1]]).toEqual(['middle', 'han', 64]);
  });

  it('refuses lengths it cannot reach', () => {
    expect(() => internationalBoundaryCase({ bound: 'total', length: SHORTEST_TOTAL_CASE - 1 })).toThrow(
      /at least 200/,
    );
    expect(() => internationalBoundaryCase({ bound: 'local', form: 'normalized', length: 5 })).toThrow(/at least 6/);
    expect(() => internationalBoundaryCase({ bound: 'label', length: 7 })).toThrow(/at least 8/);
    // With the form drawn, a short local part is drawn as typed.
    const [short] = fc.sample(internationalBoundaryCase({ bound: 'local', length: 3 }), { seed: 2, numRuns: 1 });
    expect([short?.form, short?.length]).toEqual(['typed', 3]);
  });

  it('same seed, same value; the address strings are the cases', () => {
    for (const options of [{ bound: 'total' }, { bound: 'local' }, { bound: 'label' }] as const) {
      const cases = fc.sample(internationalBoundaryCase(options), { seed: 8, numRuns: 10 });
      expect(fc.sample(internationalBoundaryCase(options), { seed: 8, numRuns: 10 })).toEqual(cases);
      expect(fc.sample(internationalBoundaryAddress(options), { seed: 8, numRuns: 10 })).toEqual(
        cases.map((drawn) => drawn.address),
      );
    }
  });
});

describe('shrinking', () => {
  it('leads to one letter repeated: a validator that measures the label in code points', () => {
    const byCodePoints = (address: string) => {
      const domain = address.slice(address.lastIndexOf('@') + 1);
      return domain.split('.').every((label) => Array.from(label).length <= 63);
    };
    const result = fc.check(
      fc.property(
        internationalBoundaryCase({ bound: 'label', position: 'first' }),
        (drawn) => byCodePoints(drawn.address) === drawn.length <= 63,
      ),
      { seed: 7 },
    );
    expect(result.failed).toBe(true);
    const [counterexample] = result.counterexample ?? [];
    const label = counterexample?.address.split('@')[1]?.split('.')[0] ?? '';
    expect(counterexample?.length).toBe(64);
    expect(label).toMatch(/^(.)\1+$/u);
  });
});
