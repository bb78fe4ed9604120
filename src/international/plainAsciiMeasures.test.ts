import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { anatomize } from '../anatomy.ts';
import type { Measures } from '../profiles/units.ts';
import { checkInternational } from './check.ts';
import { diagnoseInternational } from './diagnose.ts';
import { measureInternational } from './measure.ts';
import { plainAsciiMeasures } from './plainAsciiMeasures.ts';
import { international } from './profile.ts';

/** The general measure, with the domain judged by the full check (as the profile judges it). */
const general = (input: string): Measures =>
  measureInternational(input, anatomize(input), (text) => {
    return checkInternational(`a@${text.slice(text.lastIndexOf('@') + 1)}`) === undefined;
  });

const plain = (input: string): Measures | undefined => plainAsciiMeasures(input, anatomize(input));

/** Everything a measure says, with where the excess starts for limits around the input's own lengths. */
function shown(measures: Measures, input: string) {
  const limits = [0, 1, 2, 5, 63, 64, 254, input.length - 1, input.length];
  // Every figure and word as it stands; the excess as where it starts for each limit.
  const bound = (measure: Measures['total'] | undefined) =>
    measure && { ...measure, overflow: limits.map((limit) => measure.overflow(limit)) };
  return {
    total: bound(measures.total),
    local: bound(measures.local),
    label: bound(measures.label),
    forms: measures.forms,
  };
}

/** ASCII that looks like addresses: parts of every length around the limits, case, hyphens, A-labels, stray at-signs and dots. */
const label = fc.oneof(
  fc.constantFrom('xn--bcher-kva', 'XN--BCHER-KVA', 'xn--a', 'ab--cd'),
  fc.string({ unit: fc.constantFrom(...'aZ09-_'), maxLength: 8 }),
  fc.integer({ min: 60, max: 70 }).map((length) => 'b'.repeat(length)),
);
const asciiAddress = fc
  .tuple(
    fc.oneof(
      fc.string({ unit: fc.constantFrom(...'aZ09-._+!@'), maxLength: 10 }),
      fc.integer({ min: 62, max: 66 }).map((length) => 'l'.repeat(length)),
    ),
    fc.array(label, { maxLength: 5 }),
  )
  .map(([local, labels]) => `${local}@${labels.join('.')}`);

describe('plainAsciiMeasures', () => {
  test.prop([asciiAddress])('gives what the general measure gives, where it answers', (input) => {
    const measures = plain(input);
    if (measures !== undefined) expect(shown(measures, input)).toEqual(shown(general(input), input));
  });

  test.prop([asciiAddress])('answers for every ASCII address with no -- in its domain', (input) => {
    const domain = input.slice(input.lastIndexOf('@') + 1);
    expect(plain(input) === undefined).toBe(domain.includes('--'));
  });

  it('measures a long address, local part and label as the general measure does', () => {
    const long = `${'l'.repeat(65)}@${'b'.repeat(64)}.${'c'.repeat(64)}.${'d'.repeat(63)}.ExAmPle`;
    const measures = plain(long);
    expect(measures).toBeDefined();
    expect(measures && shown(measures, long)).toEqual(shown(general(long), long));
    expect(measures?.label?.overflow(63)).toEqual([
      [129, 130],
      [194, 195],
    ]);
    expect(measures?.forms.normalized).toBe(long.toLowerCase().replace(/^l+/, 'l'.repeat(65)));
  });

  it('leaves the general measure what only it can measure', () => {
    expect(plain('jöran@bücher.de')).toBeUndefined();
    expect(plain('jane@xn--bcher-kva.de')).toBeUndefined();
    expect(plain('jane@ab--cd.de')).toBeUndefined();
    expect(plain('no-at-sign')).toBeUndefined();
    // A `--` in the local part is plain ASCII there.
    expect(plain('ja--ne@Example.COM')?.forms).toEqual({
      normalized: 'ja--ne@example.com',
      asciiDomain: 'example.com',
      ascii: 'ja--ne@example.com',
      smtputf8: false,
    });
    expect(plain('jane@-bad.com')?.forms).toEqual({
      normalized: 'jane@-bad.com',
      asciiDomain: null,
      ascii: null,
      smtputf8: false,
    });
  });
});

describe("the international profile's diagnosis", () => {
  test.prop([asciiAddress])('is the full diagnosis, with the ASCII shape as a shortcut', (input) => {
    expect(international.diagnose(input)).toEqual(diagnoseInternational(input));
  });
});
