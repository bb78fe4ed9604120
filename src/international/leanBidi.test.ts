import { describe, expect, it } from 'vitest';
import { bidiFailure, hasRightToLeft } from './idna.ts';
import { bidiRuleHolds } from './leanBidi.ts';

/** One code point of each bidi group: L, R, AL, AN, EN, N (ES, CS, ET, ON), NSM, and one of no group (DISALLOWED). */
const GROUPS = ['a', '\u05d0', '\u0628', '\u0660', '1', '-', '\u00b7', '$', '\u0301', '\u{10900}', '\u2615'];

/** Every string of up to `length` of these code points. */
function labelsUpTo(length: number): string[] {
  let labels = [''];
  const all: string[] = [];
  for (let size = 1; size <= length; size++) {
    labels = labels.flatMap((label) => GROUPS.map((character) => label + character));
    all.push(...labels);
  }
  return all;
}

/** What checkDomain (check.ts) says of the bidi rule: in a domain with a right-to-left label, every label keeps it. */
const ruleHolds = (labels: readonly string[]): boolean =>
  !labels.some(hasRightToLeft) || labels.every((label) => bidiFailure(label) === undefined);

describe('bidiRuleHolds', () => {
  const labels = labelsUpTo(4);

  it('equals the full check on every label of up to four code points of every group, beside a right-to-left label', () => {
    const differ = labels.filter((label) => bidiRuleHolds([label, '\u05d0']) !== ruleHolds([label, '\u05d0']));
    expect(differ).toEqual([]);
  });

  it('equals the full check on every such label beside a left-to-right one, and alone', () => {
    const differ = labels.filter(
      (label) =>
        bidiRuleHolds([label, 'com']) !== ruleHolds([label, 'com']) || bidiRuleHolds([label]) !== ruleHolds([label]),
    );
    expect(differ).toEqual([]);
  });

  it.each([
    [['example', 'com'], true],
    [['\u05d0', '1com'], false],
    [['1\u05d0', 'com'], false],
    [['\u05d0\u0660', '\u05d01'], true],
    [['\u05d0\u06601', 'com'], false],
    [['\u05d0\u0301', 'a\u0301'], true],
    [['a', '\u0660'], false],
  ])('on %j gives %s', (domain, holds) => {
    expect(bidiRuleHolds(domain)).toBe(holds);
  });
});
