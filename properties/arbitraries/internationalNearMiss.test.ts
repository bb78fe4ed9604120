import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { international } from '../../src/entries/international.ts';
import { validateEmail } from '../../src/index.ts';
import { tr46AsciiAnyLength, type Tr46Options } from '../international/tr46.ts';
import { idna2008Property, rangesOf, readUnicodeFile } from '../international/unicodeFiles.ts';
import { codePointsOf } from '../international/punycodeEdges.ts';
import {
  INTERNATIONAL_REASONS,
  internationalNearMiss,
  type InternationalNearMiss,
  type InternationalReason,
} from './internationalNearMiss.ts';

// tr46 (UTS 46, Unicode 17.0.0): it rejects what IDNA2008 rejects but CONTEXTO and the NV8 symbols.
const accepts = (domain: string, relaxed: Tr46Options = {}) => tr46AsciiAnyLength(domain, relaxed) !== null;

/** One field of a UCD file per code point, `fallback` where the file lists none. */
function property(file: string, fallback: string): (codePoint: number) => string {
  const values = new Map<number, string>();
  for (const { first, last, fields } of rangesOf(readUnicodeFile(file)))
    for (let codePoint = first; codePoint <= last; codePoint++) values.set(codePoint, fields[0] ?? fallback);
  return (codePoint) => values.get(codePoint) ?? fallback;
}

const bidiClass = property('DerivedBidiClass.txt', 'L');
const combiningClass = property('DerivedCombiningClass.txt', '0');
const joiningType = property('DerivedJoiningType.txt', 'U');
const isRightToLeft = (text: string) =>
  codePointsOf(text).some((codePoint) => ['R', 'AL', 'AN'].includes(bidiClass(codePoint)));

function parts(miss: InternationalNearMiss) {
  const at = miss.address.lastIndexOf('@');
  const [start, end] = miss.label ?? [0, 0];
  const character = miss.character ?? '';
  return {
    local: miss.address.slice(0, at),
    domain: miss.address.slice(at + 1),
    label: miss.address.slice(start, end),
    before: Array.from(miss.address.slice(0, miss.at)).at(-1) ?? '',
    after: miss.address.slice(miss.at + character.length),
    domainStart: at + 1,
  };
}

/** What each reason's character or label must be, judged with Unicode's data, \p{…} and tr46. */
const CHECKS: Readonly<Record<InternationalReason, (miss: InternationalNearMiss) => void>> = {
  disallowed: (miss) => {
    expect(idna2008Property(miss.character?.codePointAt(0) ?? 0)).toBe('DISALLOWED');
  },
  unassigned: (miss) => {
    expect(miss.character).toMatch(/^\p{Cn}$/u);
    if (miss.part === 'domain') expect(idna2008Property(miss.character?.codePointAt(0) ?? 0)).toBe('UNASSIGNED');
  },
  privateUse: (miss) => {
    expect(miss.character).toMatch(/^\p{Co}$/u);
  },
  invisible: (miss) => {
    expect(miss.character).toMatch(/^\p{Cf}$/u);
    expect(miss.character).not.toMatch(/\p{Join_Control}/u);
  },
  whitespace: (miss) => {
    expect(miss.character).toMatch(/^[\p{Z}\s]$/u);
  },
  contextJ: (miss) => {
    expect(miss.character).toMatch(/^\p{Join_Control}$/u);
    const { before, label, local } = parts(miss);
    // A.1 and A.2 both hold after a virama; A.1 also between joining letters, and there are none.
    expect(combiningClass(before.codePointAt(0) ?? 0)).not.toBe('9');
    const text = miss.part === 'domain' ? label : local;
    expect(codePointsOf(text).filter((codePoint) => ['D', 'L', 'R'].includes(joiningType(codePoint)))).toEqual([]);
  },
  contextO: (miss) => {
    const codePoint = miss.character?.codePointAt(0) ?? 0;
    expect(idna2008Property(codePoint)).toBe('CONTEXTO');
    const { before, after, label } = parts(miss);
    const failing: Record<string, boolean> = {
      'RFC 5892 A.3': !(before === 'l' && after.startsWith('l')),
      'RFC 5892 A.4': !/^\p{Script=Greek}/u.test(after),
      'RFC 5892 A.5': !/\p{Script=Hebrew}/u.test(before),
      'RFC 5892 A.6': !/\p{Script=Hebrew}/u.test(before),
      'RFC 5892 A.7': !/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(label),
      'RFC 5892 A.8': /[\u06f0-\u06f9]/.test(label),
      'RFC 5892 A.9': /[\u0660-\u0669]/.test(label),
    };
    expect(failing[miss.rule ?? '']).toBe(true);
  },
  bidi: (miss) => {
    const { domain } = parts(miss);
    expect(isRightToLeft(domain)).toBe(true);
    // The bidi rule is the one thing wrong with the domain.
    expect([accepts(domain), accepts(domain, { checkBidi: false })]).toEqual([false, true]);
  },
  hyphen34: (miss) => {
    const { domain, label } = parts(miss);
    expect(label.slice(2, 4)).toBe('--');
    expect(label.slice(0, 2).toLowerCase()).not.toBe('xn');
    expect([accepts(domain), accepts(domain, { checkHyphens: false })]).toEqual([false, true]);
  },
  leadingMark: (miss) => {
    expect(miss.character).toMatch(/^\p{M}$/u);
    const { domain, domainStart } = parts(miss);
    if (miss.part === 'local') expect(miss.at).toBe(0);
    else {
      expect(miss.at).toBe(miss.label?.[0]);
      expect(miss.at).toBeGreaterThanOrEqual(domainStart);
      expect(accepts(domain)).toBe(false);
    }
  },
  badALabel: (miss) => {
    const { domain, label } = parts(miss);
    expect(label).toMatch(/^xn--[a-z0-9-]*[a-z0-9]$/i);
    expect(accepts(domain)).toBe(false);
  },
  changesUnderNfc: (miss) => {
    const { local } = parts(miss);
    const normalized = local.normalize('NFC');
    expect(normalized).not.toBe(local);
    // As typed: every joiner right after a virama. In NFC: a `;` (not atext), or a joiner after something else.
    const afterVirama = (text: string) =>
      [...text.matchAll(/\p{Join_Control}/gu)].every(
        ({ index }) => combiningClass(text.slice(0, index).codePointAt(index - 1) ?? 0) === '9',
      );
    expect(afterVirama(local)).toBe(true);
    expect(normalized.includes(';') || !afterVirama(normalized)).toBe(true);
  },
};

describe.each(INTERNATIONAL_REASONS)('%s', (reason) => {
  test.prop([internationalNearMiss({ reason })])('carries what it promises', (miss) => {
    expect(miss.reason).toBe(reason);
    const { domainStart } = parts(miss);
    if (miss.character !== undefined)
      expect(String.fromCodePoint(miss.address.codePointAt(miss.at) ?? 0)).toBe(miss.character);
    if (miss.part === 'local') expect(miss.at).toBeLessThan(domainStart - 1);
    else {
      const [start = 0, end = 0] = miss.label ?? [];
      expect([start >= domainStart, start <= miss.at, miss.at <= end]).toEqual([true, true, true]);
    }
    CHECKS[reason](miss);
  });

  test.prop([internationalNearMiss({ reason })])('fails the international profile with that reason, there', (miss) => {
    const report = validateEmail(miss.address, { profile: international });
    const pattern = report.results.find((result) => result.rule === 'pattern');
    expect([report.failed, pattern?.reason, pattern?.at]).toEqual([['pattern'], reason, miss.at]);
  });
});

describe('internationalNearMiss', () => {
  it('draws every reason when none is asked for', () => {
    const reasons = fc.sample(internationalNearMiss(), { seed: 6, numRuns: 300 }).map((miss) => miss.reason);
    expect(new Set(reasons)).toEqual(new Set(INTERNATIONAL_REASONS));
  });

  it('same seed, same value', () => {
    for (const reason of [undefined, ...INTERNATIONAL_REASONS]) {
      const arbitrary = internationalNearMiss(reason === undefined ? {} : { reason });
      expect(fc.sample(arbitrary, { seed: 13, numRuns: 10 })).toEqual(fc.sample(arbitrary, { seed: 13, numRuns: 10 }));
    }
  });

  it('draws each bidi rule that can fail alone, and each context rule', () => {
    const rules = (reason: InternationalReason) =>
      new Set(fc.sample(internationalNearMiss({ reason }), { seed: 2, numRuns: 300 }).map((miss) => miss.rule));
    expect(rules('bidi')).toEqual(new Set([1, 2, 3, 4, 6].map((rule) => `RFC 5893 rule ${rule}`)));
    expect(rules('contextO')).toEqual(
      new Set(['A.3', 'A.4', 'A.5', 'A.6', 'A.7', 'A.8', 'A.9'].map((rule) => `RFC 5892 ${rule}`)),
    );
    expect(rules('contextJ')).toEqual(new Set(['RFC 5892 A.1', 'RFC 5892 A.2']));
  });
});
