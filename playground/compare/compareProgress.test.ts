import { describe, expect, it } from 'vitest';
import { ACCEPTS, COLUMN_IDS, NOT_SET, PENDING, REJECTS, TIMED_OUT, YOURS } from './columns.ts';
import { compareProgress } from './compareProgress.ts';

/** A comparison of `lineCount` lines whose cells are `code(column, line)`. */
function comparisonOf(lineCount: number, code: (id: string, line: number) => number) {
  return {
    lineCount,
    columns: COLUMN_IDS.map((id) => ({
      id,
      codes: Uint8Array.from({ length: lineCount }, (_, line) => code(id, line)),
    })),
  };
}

describe('compareProgress', () => {
  it('counts a line done when its cells are settled: answered, timed out, or without a regex to run', () => {
    // Two lines judged by the built-in columns (one with a timed-out cell), none yet by the regex.
    const progress = compareProgress(
      comparisonOf(3, (id, line) =>
        id === YOURS ? PENDING : line === 2 ? PENDING : id === 'zod' && line === 1 ? TIMED_OUT : ACCEPTS,
      ),
    );
    expect(progress).toEqual({ builtIn: 2, yours: 0 });
    expect(compareProgress(comparisonOf(3, (id) => (id === YOURS ? NOT_SET : REJECTS)))).toEqual({
      builtIn: 3,
      yours: 3,
    });
  });

  it('does not count a line while any one built-in column still waits on it', () => {
    expect(
      compareProgress(comparisonOf(2, (id, line) => (id === 'valibot' && line === 0 ? PENDING : ACCEPTS))),
    ).toEqual({
      builtIn: 1,
      yours: 2,
    });
  });
});
