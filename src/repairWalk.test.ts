import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runsOr } from '../properties/runs.ts';
import { REPORT_PROFILES } from './profiles/reportProfiles.ts';
import { HTML_TABLE } from './profiles/html.ts';
import { PERMISSIVE_TABLE } from './profiles/permissive.ts';
import { RFC5322_TABLE } from './profiles/rfc5322.ts';
import { STANDARD_TABLE } from './profiles/standard.ts';
import { inPlaceJudge, rangeHasShape, repairHasShape, unspacedHasShape, type Reading } from './repairWalk.ts';

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
    ['ab@@c,com', 'commasAsDots', false],
    ['ab@@c..com', 'singleDots', false],
  ] as const)('reads %s with %s as %s under standard', (input, chosen, verdict) => {
    expect(repairHasShape(STANDARD_TABLE, input, chosen, input.lastIndexOf('@'))).toBe(verdict);
  });

  it('reads commas as dots only after the at-sign it is given', () => {
    expect(repairHasShape(PERMISSIVE_TABLE, 'a,b@c,d', 'commasAsDots', 3)).toBe(true);
    expect(repairHasShape(PERMISSIVE_TABLE, 'a,b@c,d', 'commasAsDots', 7)).toBe(false);
  });
});

describe('rangeHasShape', () => {
  it.each(TABLES)('reads a range as the %s diagnosis judges its slice', (id, table) => {
    const { diagnose } = REPORT_PROFILES[id];
    const range = asciiAddressish.chain((text) =>
      fc.tuple(fc.nat(text.length), fc.nat(text.length)).map(([one, other]) => ({
        text,
        start: Math.min(one, other),
        end: Math.max(one, other),
      })),
    );
    fc.assert(
      fc.property(range, ({ text, start, end }) => {
        expect(rangeHasShape(table, text, start, end)).toBe(diagnose(text.slice(start, end)) === undefined);
      }),
      { numRuns: runsOr(3000), seed: 20261202 },
    );
  });

  it('reads only from start to end: a display name and its brackets left out', () => {
    const input = 'Jane <jane@example.com>';
    expect(rangeHasShape(STANDARD_TABLE, input, 6, 22)).toBe(true);
    expect(rangeHasShape(STANDARD_TABLE, input, 5, 22)).toBe(false);
    expect(rangeHasShape(STANDARD_TABLE, input, 6, 23)).toBe(false);
    expect(rangeHasShape(STANDARD_TABLE, input, 6, 6)).toBe(false);
  });
});

describe('unspacedHasShape', () => {
  /** repairs.ts's repair written plainly: each part between at-signs trimmed. */
  const unspaced = (input: string): string =>
    input
      .split('@')
      .map((part) => part.trim())
      .join('@');

  it.each(TABLES)('judges as the %s diagnosis judges the text with its stray white space out', (id, table) => {
    const { diagnose } = REPORT_PROFILES[id];
    fc.assert(
      fc.property(asciiAddressish, (input) => {
        expect(unspacedHasShape(table, input)).toBe(diagnose(unspaced(input)) === undefined);
      }),
      { numRuns: runsOr(3000), seed: 20261202 },
    );
  });

  it.each([
    [' jane@example.com\t', true],
    ['jane \t@ example.com', true],
    ['jane\r\n@example.com\u000b\f', true],
    ['ja ne@example.com', false],
    ['jane@exa mple.com', false],
    ['jane@example.com', true],
    ['jane@', false],
    ['jane@example.com\u0001', false],
    ['\u0008jane@example.com', false],
  ] as const)('takes the stray white space out of %j: %s', (input, verdict) => {
    expect(unspacedHasShape(STANDARD_TABLE, input)).toBe(verdict);
  });

  it('reads a run of white space that stays as the profile does: inside quotes under rfc5322', () => {
    expect(unspacedHasShape(RFC5322_TABLE, ' "a  b"@example.com')).toBe(true);
    expect(unspacedHasShape(RFC5322_TABLE, '"a "@example.com')).toBe(true);
    expect(unspacedHasShape(STANDARD_TABLE, ' "a  b"@example.com')).toBe(false);
  });
});

describe('inPlaceJudge', () => {
  it('walks its own table in each of the three ways', () => {
    const judge = inPlaceJudge(PERMISSIVE_TABLE);
    expect(judge.reading('a,b@c,d', 'commasAsDots', 3)).toBe(true);
    expect(judge.range('<a,b@c.d>', 1, 8)).toBe(true);
    expect(judge.unspaced(' a,b@c.d ')).toBe(true);
    const strict = inPlaceJudge(STANDARD_TABLE);
    expect(strict.reading('a,b@c,d', 'commasAsDots', 3)).toBe(false);
    expect(strict.range('<a,b@c.d>', 1, 8)).toBe(false);
    expect(strict.unspaced(' a,b@c.d ')).toBe(false);
  });
});
