import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runsOr } from '../properties/runs.ts';
import { REPORT_PROFILES } from './profiles/reportProfiles.ts';
import { HTML_TABLE } from './profiles/html.ts';
import { PERMISSIVE_TABLE } from './profiles/permissive.ts';
import { RFC5322_TABLE } from './profiles/rfc5322.ts';
import { STANDARD_TABLE } from './profiles/standard.ts';
import { repairHasShape, type Reading } from './repairWalk.ts';

const TABLES = [
  ['standard', STANDARD_TABLE],
  ['permissive', PERMISSIVE_TABLE],
  ['html', HTML_TABLE],
  ['rfc5322', RFC5322_TABLE],
] as const;

/** Each reading written plainly, by regex: the text the walk must read. */
function rewrittenPlainly(input: string, reading: Reading): string {
  const at = input.lastIndexOf('@');
  switch (reading) {
    case 'singleDots':
      return input.replace(/\.{2,}/g, '.');
    case 'singleAtSigns':
      return input.replace(/@{2,}/g, '@');
    case 'commasAsDots':
      return at < 0 ? input : input.slice(0, at + 1) + input.slice(at + 1).replaceAll(',', '.');
  }
}

/** ASCII built from the pieces of addresses and their slips, so that many of them pass once rewritten. */
const asciiAddressish = fc
  .array(
    fc.constantFrom('ab', 'c', '9', 'com', '.', '..', '...', '@', '@@', ',', '-', '_', '"', ' ', '(', '[', 'x.y'),
    {
      maxLength: 12,
    },
  )
  .map((pieces) => pieces.join(''));
const reading = fc.constantFrom<Reading>('singleDots', 'singleAtSigns', 'commasAsDots');

describe('repairHasShape', () => {
  it.each(TABLES)('judges each reading as the %s diagnosis judges the text rewritten', (id, table) => {
    const { diagnose } = REPORT_PROFILES[id];
    fc.assert(
      fc.property(asciiAddressish, reading, (input, chosen) => {
        const verdict = diagnose(rewrittenPlainly(input, chosen)) === undefined;
        expect(repairHasShape(table, input, chosen, input.lastIndexOf('@'))).toBe(verdict);
      }),
      { numRuns: runsOr(3000), seed: 20261202 },
    );
  });

  it.each([
    ['jane..doe@example.com', 'singleDots', true],
    ['jane@example...com', 'singleDots', true],
    ['..jane@example.com', 'singleDots', false],
    ['jane@example.com..', 'singleDots', false],
    ['jane@@example.com', 'singleAtSigns', true],
    ['jane@@example..com', 'singleAtSigns', false],
    ['jane@gmail,com', 'commasAsDots', true],
    ['jane@gmail,co,uk', 'commasAsDots', true],
    ['ja,ne@gmail,com', 'commasAsDots', false],
    ['jane@gmail,com', 'singleDots', false],
    ['jane@example..com', 'commasAsDots', false],
  ] as const)('reads %s with %s as %s under standard', (input, chosen, verdict) => {
    expect(repairHasShape(STANDARD_TABLE, input, chosen, input.lastIndexOf('@'))).toBe(verdict);
  });

  it('reads commas as dots only after the at-sign it is given', () => {
    expect(repairHasShape(PERMISSIVE_TABLE, 'a,b@c,d', 'commasAsDots', 3)).toBe(true);
    expect(repairHasShape(PERMISSIVE_TABLE, 'a,b@c,d', 'commasAsDots', 7)).toBe(false);
  });
});
