import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  PROFILE_IDS,
  domainLabels,
  isValidEmail,
  validateEmail,
  profileById,
  type ProfileId,
  type RuleId,
} from '../src/index.ts';
import { addressOfLength, exactText, hostileText } from './arbitraries/index.ts';
import { anyInput } from './inputs.ts';
import { codePoints, utf8Octets } from './oracles.ts';

const isAscii = (text: string): boolean => /^[\0-\x7f]*$/.test(text);

/**
 * A measured part's length in its profile's unit. Code-point profiles: exactly its code points.
 * `international` measures the largest of its forms in octets: the total and the local part never fewer than
 * the part as typed in UTF-8, and every part exactly its length when ASCII (every form of an ASCII part has its length).
 */
function expectMeasured(profile: ProfileId, rule: RuleId, part: string, length: number): void {
  if (profile !== 'international') {
    expect(codePoints(part)).toBe(length);
    return;
  }
  // A label's A-label may be shorter than the label typed (fullwidth ＡＢ maps to ab), so only the others have a floor.
  if (rule !== 'labelTooLong') expect(length).toBeGreaterThanOrEqual(utf8Octets(part));
  if (isAscii(part)) expect(length).toBe(part.length);
}

/**
 * The excess starts right after the limit: after `limit` code points, or in octets, at the first code point
 * whose last octet would pass it (so the part before it fits, and with it would not) — in the binding form,
 * which for an ASCII part is the part itself.
 */
function expectOverflowStart(profile: ProfileId, before: string, part: string, limit: number): void {
  if (profile !== 'international') expect(codePoints(before)).toBe(limit);
  else if (isAscii(part)) expect(before.length).toBe(limit);
  else expect(before.length).toBeLessThan(part.length);
}

describe.each(PROFILE_IDS)('profile %s', (profile) => {
  // Invariant 7: total and deterministic on hostile text.
  test.prop([hostileText()])('never throws on hostile text, and the same input gets the same report', (input) => {
    const first = validateEmail(input, { profile: profileById(profile) });
    expect(validateEmail(input, { profile: profileById(profile) })).toEqual(first);
    expect(isValidEmail(input, { profile: profileById(profile) })).toBe(
      isValidEmail(input, { profile: profileById(profile) }),
    );
  });

  // Invariant 8: the boolean path agrees with the report; spans slice the input to the measured parts.
  test.prop([anyInput(profile)])(
    'isValidEmail equals validateEmail(...).valid, and every span slices out what was measured',
    (input) => {
      const report = validateEmail(input, { profile: profileById(profile) });
      expect(isValidEmail(input, { profile: profileById(profile) })).toBe(report.valid);
      expect(report.valid).toBe(report.failed.length === 0);
      for (const result of report.results) {
        if (result.span === undefined) continue;
        // A length rule's span is the part it measured; a pattern failure's lies within the input.
        if (result.length !== undefined)
          expectMeasured(profile, result.rule, input.slice(...result.span), result.length);
        expect(0 <= result.span[0] && result.span[0] <= result.span[1] && result.span[1] <= input.length).toBe(true);
        for (const overflow of result.overflow ?? []) {
          expect(overflow[0]).toBeGreaterThanOrEqual(result.span[0]);
          expect(overflow[1]).toBeLessThanOrEqual(input.length);
        }
      }
      const local = report.anatomy.local;
      if (local !== undefined) expect(input.slice(...local.span)).toBe(input.slice(0, input.lastIndexOf('@')));
      const labels = input.includes('@') ? input.slice(input.lastIndexOf('@') + 1).split('.') : [];
      expect(domainLabels(input).map((label) => input.slice(...label.span))).toEqual(labels);
      expect(domainLabels(input).map((label) => label.length)).toEqual(labels.map(codePoints));
      expect(report.anatomy.labelCount).toBe(labels.length);
      const longest = report.anatomy.longestLabel;
      if (longest !== undefined) {
        expect(longest.length).toBe(Math.max(...labels.map(codePoints)));
        expect(codePoints(input.slice(...longest.span))).toBe(longest.length);
      }
    },
  );

  // Every overflow starts at exactly the first character past the limit of its part (for labels, its own label).
  test.prop([anyInput(profile)])('overflow begins right after the limit-th character of the measured part', (input) => {
    for (const result of validateEmail(input, { profile: profileById(profile) }).results) {
      if (result.status !== 'fail' || result.span === undefined || result.limit === undefined) continue;
      const overflows = result.overflow ?? [];
      expect(overflows.length).toBeGreaterThan(0);
      for (const [overflowStart, overflowEnd] of overflows) {
        const partStart =
          result.rule === 'labelTooLong'
            ? Math.max(input.lastIndexOf('.', overflowStart - 1), input.lastIndexOf('@')) + 1
            : result.span[0];
        expectOverflowStart(profile, input.slice(partStart, overflowStart), input.slice(partStart), result.limit);
        expect(overflowEnd).toBeGreaterThan(overflowStart);
      }
    }
  });
});

// Invariant 9: characters are code points, pinned with astral characters where they pass the pattern.
const ASTRAL = ['😀', '𝐚', '🀄', '𓀀'];
const astralPools = { first: ASTRAL, inner: ASTRAL, last: ASTRAL };
describe.each(['permissive', 'rfc5322'] as const)('code points, profile %s', (profile) => {
  test.prop([fc.integer({ min: 250, max: 258 }).chain((length) => addressOfLength({ shape: profile, length }))])(
    'tooLong fires exactly past 254 code points, whatever the UTF-16 length',
    (address) => {
      const report = validateEmail(address, { profile: profileById(profile) });
      expect(report.results[1]?.status).toBe(codePoints(address) > 254 ? 'fail' : 'pass');
      expect(report.anatomy.lengths).toMatchObject({ codePoints: codePoints(address), utf16: address.length });
    },
  );

  test.prop([fc.integer({ min: 60, max: 68 }).chain((length) => exactText(length, astralPools))])(
    'a local part of astral characters is measured in code points',
    (local) => {
      const report = validateEmail(`${local}@example.com`, { profile: profileById(profile) });
      expect(local.length).toBe(2 * codePoints(local));
      expect(report.failed).toEqual(codePoints(local) > 64 ? ['localTooLong'] : []);
    },
  );
});

test.prop([fc.integer({ min: 250, max: 258 })])(
  'an astral address of 254 code points passes permissive, 255 fails tooLong alone',
  (total) => {
    // One astral character per label position, the rest ASCII: lengths in code points differ from UTF-16.
    const local = '😀'.repeat(64);
    const domainLength = total - 65;
    const labels = ['🀄'.repeat(63), '🀄'.repeat(63), '🀄'.repeat(domainLength - 63 - 63 - 2 - 3), 'co'];
    const address = `${local}@${labels.join('.')}`;
    expect(codePoints(address)).toBe(total);
    expect(validateEmail(address, { profile: 'permissive' }).failed).toEqual(total > 254 ? ['tooLong'] : []);
  },
);
