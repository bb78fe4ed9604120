import { ACCEPTS, isAnswer, type ColumnId } from './columns.ts';

/** The compare columns' answers: one byte per line per column (see columns.ts). */
export interface Comparison {
  readonly lineCount: number;
  readonly columns: readonly { readonly id: ColumnId; readonly codes: Uint8Array }[];
}

export interface PairCount {
  readonly a: ColumnId;
  readonly b: ColumnId;
  /** Lines where one accepts and the other rejects (lines either has not answered are left out). */
  readonly disagreements: number;
}

const disagree = (a: number, b: number) => isAnswer(a) && isAnswer(b) && (a === ACCEPTS) !== (b === ACCEPTS);

/** Whether any two columns answer the line differently. */
export function linesDisagree(comparison: Comparison, line: number): boolean {
  let accepted = false;
  let rejected = false;
  for (const { codes } of comparison.columns) {
    const code = codes[line] ?? 0;
    if (!isAnswer(code)) continue;
    if (code === ACCEPTS) accepted = true;
    else rejected = true;
    if (accepted && rejected) return true;
  }
  return false;
}

/** The lines where the columns disagree, ascending. */
export function disagreeingLines(comparison: Comparison): Uint32Array {
  const found: number[] = [];
  for (let line = 0; line < comparison.lineCount; line++) if (linesDisagree(comparison, line)) found.push(line);
  return Uint32Array.from(found);
}

/** For every pair of columns, how many lines they disagree on; most disagreements first. */
export function pairCounts(comparison: Comparison): PairCount[] {
  const counts: PairCount[] = [];
  const { columns, lineCount } = comparison;
  for (let i = 0; i < columns.length; i++) {
    for (let j = i + 1; j < columns.length; j++) {
      const a = columns[i];
      const b = columns[j];
      if (a === undefined || b === undefined) continue;
      let disagreements = 0;
      for (let line = 0; line < lineCount; line++)
        if (disagree(a.codes[line] ?? 0, b.codes[line] ?? 0)) disagreements++;
      counts.push({ a: a.id, b: b.id, disagreements });
    }
  }
  return counts.sort((x, y) => y.disagreements - x.disagreements);
}

/** Whether the column's answer on the line differs from the reference column's (the chosen profile). */
export function differsFrom(comparison: Comparison, column: ColumnId, reference: ColumnId, line: number): boolean {
  const codesOf = (id: ColumnId) => comparison.columns.find((candidate) => candidate.id === id)?.codes[line] ?? 0;
  return disagree(codesOf(column), codesOf(reference));
}
