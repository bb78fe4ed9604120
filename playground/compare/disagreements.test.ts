import { describe, expect, it } from 'vitest';
import { ACCEPTS, COLUMN_IDS, PENDING, REJECTS, TIMED_OUT, type ColumnId } from './columns.ts';
import { differsFrom, disagreeingLines, pairCounts, type Comparison } from './disagreements.ts';

const RULE_CODE = 18; // a profile's rejection by a rule counts as a rejection

function comparisonOf(rows: Partial<Record<ColumnId, number>>[]): Comparison {
  return {
    lineCount: rows.length,
    columns: COLUMN_IDS.map((id) => ({ id, codes: Uint8Array.from(rows, (row) => row[id] ?? PENDING) })),
  };
}

describe('where the columns disagree', () => {
  const comparison = comparisonOf([
    { standard: ACCEPTS, zod: ACCEPTS, validator: ACCEPTS },
    { standard: RULE_CODE, zod: ACCEPTS, validator: REJECTS },
    { standard: ACCEPTS, zod: TIMED_OUT, validator: PENDING },
    { standard: RULE_CODE, zod: REJECTS, validator: ACCEPTS },
  ]);

  it('finds the lines where two answers differ, leaving out cells without an answer', () => {
    expect([...disagreeingLines(comparison)]).toEqual([1, 3]);
  });

  it('counts the disagreements of every pair, most first', () => {
    const counts = pairCounts(comparison);
    expect(counts).toHaveLength((COLUMN_IDS.length * (COLUMN_IDS.length - 1)) / 2);
    const find = (a: ColumnId, b: ColumnId) => counts.find((pair) => pair.a === a && pair.b === b)?.disagreements;
    expect([find('standard', 'zod'), find('standard', 'validator'), find('zod', 'validator')]).toEqual([1, 1, 2]);
    expect(counts[0]?.disagreements).toBe(2);
  });

  it('says which cells differ from the chosen profile', () => {
    expect(differsFrom(comparison, 'zod', 'standard', 1)).toBe(true);
    expect(differsFrom(comparison, 'validator', 'standard', 1)).toBe(false);
    expect(differsFrom(comparison, 'zod', 'standard', 2)).toBe(false);
  });
});
