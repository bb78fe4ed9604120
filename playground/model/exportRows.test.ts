import { describe, expect, it } from 'vitest';
import { international, limitOf, validateEmail } from '../../src/index.ts';
import { ACCEPTS, COLUMN_IDS, NOT_SET, PENDING, REJECTS, TIMED_OUT, profileCode } from '../compare/columns.ts';
import type { Comparison } from '../compare/disagreements.ts';
import { judged } from '../testHelpers.ts';
import { answerWord, characterPosition, comparedColumns, exportRow, exportedLineCount } from './exportRows.ts';

const lines = [
  'jane@example.com',
  'a..b@example.com',
  '',
  `${'x'.repeat(limitOf('localTooLong') + 1)}@example.com`,
  `x@${'l'.repeat(limitOf('labelTooLong') + 1)}.com`,
];

function comparisonOf(codes: readonly number[][]): Comparison {
  return {
    lineCount: codes[0]?.length ?? 0,
    columns: COLUMN_IDS.map((id, index) => ({ id, codes: Uint8Array.from(codes[index] ?? []) })),
  };
}

describe('exported rows', () => {
  it('counts the position in characters from 1, a surrogate pair as one', () => {
    expect(characterPosition('abc', 0)).toBe(1);
    expect(characterPosition('abc', 2)).toBe(3);
    // 😀 is two UTF-16 units: the dot after it is the 2nd character, at offset 2.
    expect(characterPosition('😀.b', 2)).toBe(2);
    expect(characterPosition('a\ud800b', 2)).toBe(3);
    // Past the end, where something is missing: one after the last character.
    expect(characterPosition('😀', 2)).toBe(2);
  });

  it('gives each line its verdict, rules, reason, position and message, as the kit reports them', () => {
    const source = { judged: judged(lines), shown: null, compared: [] };
    expect(exportedLineCount(source)).toBe(lines.length);
    const rows = lines.map((_, index) => exportRow(source, index));
    expect(rows.map(({ line, verdict, reason, position }) => ({ line, verdict, reason, position }))).toEqual([
      { line: 1, verdict: 'valid', reason: null, position: null },
      { line: 2, verdict: 'pattern', reason: 'doubleDot', position: 3 },
      // The pattern fails too, and says why, though the empty rule fires first.
      { line: 3, verdict: 'empty', reason: 'noAt', position: null },
      // The first character past the limit.
      { line: 4, verdict: 'localTooLong', reason: null, position: limitOf('localTooLong') + 1 },
      { line: 5, verdict: 'labelTooLong', reason: null, position: 3 + limitOf('labelTooLong') },
    ]);
    expect(rows.map((row) => row.message)).toEqual(lines.map((line) => validateEmail(line).deciding?.message ?? null));
    expect(rows.map((row) => row.input)).toEqual(lines);
    expect(rows[2]?.fired).toEqual(validateEmail('').failed);
  });

  it('carries the mark of each marked line, and none for the others', () => {
    const source = {
      judged: judged(lines),
      shown: Uint32Array.of(0, 1, 3),
      compared: [],
      expectations: [
        [1, 'valid'],
        [3, 'rule:localTooLong'],
      ] as const,
    };
    expect([0, 1, 2].map((position) => exportRow(source, position).expected)).toEqual([
      undefined,
      'valid',
      'rule:localTooLong',
    ]);
  });

  it('counts the position past a character outside the BMP as a person does, not in UTF-16 units', () => {
    const report = validateEmail('😀..b@example.com', { profile: international });
    expect(report.deciding?.span).toEqual([3, 4]);
    const row = exportRow({ judged: judged(['😀..b@example.com'], 'international'), shown: null, compared: [] }, 0);
    expect(row).toMatchObject({ reason: 'doubleDot', position: 3, message: report.deciding?.message });
  });

  it('exports the shown lines only, numbered as in the text, with the compared answers in words', () => {
    const shownLines = ['jane@example.com', 'a@b', '"john doe"@example.com'];
    const codes = COLUMN_IDS.map((id, index) =>
      id === 'zod'
        ? [ACCEPTS, REJECTS, TIMED_OUT]
        : id === 'yours'
          ? [NOT_SET, NOT_SET, NOT_SET]
          : index < 5
            ? shownLines.map((line) => profileCode(line, 'standard'))
            : [PENDING, PENDING, PENDING],
    );
    const compared = comparedColumns(comparisonOf(codes), undefined);
    // The person's own regex is not set: no column for it.
    expect(compared.map((column) => column.id)).toEqual(COLUMN_IDS.filter((id) => id !== 'yours'));
    expect(compared.find((column) => column.id === 'standard')?.title).toBe('email-rules standard');
    expect(compared.find((column) => column.id === 'zod')?.title).toMatch(/^zod \d/);
    const source = { judged: judged(shownLines), shown: Uint32Array.from([1, 2]), compared };
    expect(exportedLineCount(source)).toBe(2);
    const rows = [exportRow(source, 0), exportRow(source, 1)];
    expect(rows.map((row) => [row.line, row.input])).toEqual([
      [2, 'a@b'],
      [3, '"john doe"@example.com'],
    ]);
    const zod = compared.findIndex((column) => column.id === 'zod');
    const standard = compared.findIndex((column) => column.id === 'standard');
    const valibot = compared.findIndex((column) => column.id === 'valibot');
    expect(rows.map((row) => [row.compared[standard], row.compared[zod], row.compared[valibot]])).toEqual([
      ['pattern', 'invalid', 'pending'],
      ['pattern', 'timed out', 'pending'],
    ]);
  });

  it("names the person's own regex column when one is set", () => {
    const codes = COLUMN_IDS.map(() => [ACCEPTS]);
    expect(comparedColumns(comparisonOf(codes), 'mine').at(-1)).toMatchObject({ id: 'yours', title: 'yours: mine' });
  });

  it('says every compare code in words', () => {
    expect([PENDING, ACCEPTS, REJECTS, TIMED_OUT, NOT_SET].map(answerWord)).toEqual([
      'pending',
      'valid',
      'invalid',
      'timed out',
      'not set',
    ]);
    expect(answerWord(profileCode('', 'standard'))).toBe('empty');
  });
});
