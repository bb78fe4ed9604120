import {
  ACCEPTS,
  COLUMN_IDS,
  NOT_SET,
  PENDING,
  REJECTS,
  TIMED_OUT,
  YOURS,
  isProfileColumn,
  ruleOfCode,
} from '../compare/columns.ts';
import { countCodePoints } from '../../src/text.ts';
import type { Comparison } from '../compare/disagreements.ts';
import { LIBRARY_VERSIONS } from '../compare/libraryVersions.ts';
import type { ComparedHeading, ExportRow } from './exportFormats.ts';
import { lineView, type JudgedText } from './judgedText.ts';
import { expectationAt, type ExpectationMark } from './expectations.ts';

/** A compare column to export: its heading, and its answers over every line (see compare/columns.ts). */
export interface ComparedColumn extends ComparedHeading {
  readonly codes: Uint8Array;
}

/** What the grid shows, as it stood when an export was asked for. Cheap to make: nothing is read yet. */
export interface ExportSource {
  readonly judged: JudgedText;
  /** The shown lines' indices, ascending; null when every line is shown. */
  readonly shown: Uint32Array | null;
  /** Compare mode's columns; empty when compare mode is off. */
  readonly compared: readonly ComparedColumn[];
  /** The person's marks, sorted by line: the vitest export asserts them. Absent or empty for none. */
  readonly expectations?: readonly ExpectationMark[] | undefined;
}

/** How many lines an export of `source` holds. */
export function exportedLineCount(source: ExportSource): number {
  return source.shown === null ? source.judged.lineCount : source.shown.length;
}

/**
 * The compare columns an export carries, headed by the validator's name and version; the person's own
 * regex only when one is set (its cells say "not set" otherwise).
 */
export function comparedColumns(comparison: Comparison, yoursName: string | undefined): ComparedColumn[] {
  return COLUMN_IDS.flatMap((id, index) => {
    const codes = comparison.columns[index]?.codes;
    if (codes === undefined || (id === YOURS && yoursName === undefined)) return [];
    const title = isProfileColumn(id)
      ? `email-rules ${id}`
      : id === YOURS
        ? `yours: ${yoursName ?? ''}`
        : `${id} ${LIBRARY_VERSIONS[id]}`;
    return [{ id, title, codes }];
  });
}

/** A compare cell in words: `valid`, the rule that fires (a profile's), `invalid`, or why there is no answer. */
export function answerWord(code: number): string {
  switch (code) {
    case PENDING:
      return 'pending';
    case ACCEPTS:
      return 'valid';
    case REJECTS:
      return 'invalid';
    case TIMED_OUT:
      return 'timed out';
    case NOT_SET:
      return 'not set';
    default:
      return ruleOfCode(code) ?? 'invalid';
  }
}

/** The character a UTF-16 offset points at, as a person counts: code points, from 1 (a surrogate pair is one). */
export function characterPosition(input: string, offset: number): number {
  return countCodePoints(input, 0, Math.min(offset, input.length)) + 1;
}

/** The `position`-th shown line as exported. */
export function exportRow(source: ExportSource, position: number): ExportRow {
  const index = source.shown === null ? position : (source.shown[position] ?? 0);
  const view = lineView(source.judged, index);
  const deciding = view.results.find((result) => result.rule === view.deciding);
  // The pattern points at its culprit (the grid's mark, the message's "at"); a length rule at the first
  // character past its limit (its overflow, the first of the line's, as no rule before it failed).
  const offset = view.deciding === 'pattern' ? deciding?.span?.[0] : view.overflow[0]?.[0];
  return {
    line: index + 1,
    input: view.input,
    verdict: view.deciding ?? 'valid',
    fired: view.failed,
    reason: view.results.find((result) => result.rule === 'pattern')?.reason ?? null,
    position: offset === undefined ? null : characterPosition(view.input, offset),
    message: deciding?.message ?? null,
    compared: source.compared.map((column) => answerWord(column.codes[index] ?? PENDING)),
    expected: expectationAt(source.expectations ?? [], index),
  };
}
