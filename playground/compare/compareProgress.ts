import { PENDING, YOURS } from './columns.ts';
import type { Comparison } from './disagreements.ts';

export interface CompareProgress {
  /** Lines whose built-in columns (profiles and libraries) are all settled: answered, timed out. */
  readonly builtIn: number;
  /** Lines whose regex column is settled (a line without a regex is settled at once). */
  readonly yours: number;
}

/**
 * How far a comparison has got, by the two workers that judge it: the built-in columns, and the person's
 * regex beside them (compareInBackground.ts). A cell is settled once it is no longer pending.
 */
export function compareProgress({ lineCount, columns }: Comparison): CompareProgress {
  const builtIn = columns.filter(({ id }) => id !== YOURS).map(({ codes }) => codes);
  const yours = columns.find(({ id }) => id === YOURS)?.codes;
  let builtInLines = 0;
  let yoursLines = 0;
  for (let line = 0; line < lineCount; line++) {
    if (builtIn.every((codes) => codes[line] !== PENDING)) builtInLines++;
    if (yours !== undefined && yours[line] !== PENDING) yoursLines++;
  }
  return { builtIn: builtInLines, yours: yoursLines };
}
