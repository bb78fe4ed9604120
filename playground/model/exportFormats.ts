import type { ProfileId, RuleId } from '../../src/index.ts';

/** One judged line as exported: its number, the exact input, the verdict and every rule that fired. */
export interface ExportRow {
  readonly line: number;
  readonly input: string;
  readonly verdict: RuleId | 'valid';
  readonly fired: readonly RuleId[];
}

export type ExportFormat = 'vitest' | 'json' | 'csv';

export interface ExportFormatInfo {
  readonly id: ExportFormat;
  readonly label: string;
  readonly extension: string;
  readonly mediaType: string;
  /**
   * Whether a downloaded file starts with a byte-order mark: spreadsheet programs on Windows read a CSV
   * without one in the local code page, and show `jöran` as `jÃ¶ran`.
   */
  readonly byteOrderMark: boolean;
}

export const EXPORT_FORMATS: readonly ExportFormatInfo[] = [
  { id: 'vitest', label: 'vitest it.each table', extension: 'test.ts', mediaType: 'text/plain', byteOrderMark: false },
  { id: 'json', label: 'JSON', extension: 'json', mediaType: 'application/json', byteOrderMark: false },
  { id: 'csv', label: 'CSV', extension: 'csv', mediaType: 'text/csv;charset=utf-8', byteOrderMark: true },
];

/** The text of a downloaded file: the exported text, after a byte-order mark where the format wants one. */
export function fileText(format: ExportFormatInfo, text: string): string {
  return format.byteOrderMark ? `\uFEFF${text}` : text;
}

/** A vitest file that pins each line's verdict, so today's answers become a regression test. */
export function toVitestTable(rows: readonly ExportRow[], profile: ProfileId): string {
  // JSON.stringify escapes quotes, controls and lone surrogates, so every input becomes a valid TS literal.
  const cases = rows.map((row) => `    [${JSON.stringify(row.input)}, ${JSON.stringify(row.verdict)}],`).join('\n');
  return [
    "import { describe, expect, it } from 'vitest';",
    "import { validateEmail } from 'email-rules';",
    '',
    `describe('email-rules verdicts, profile ${profile}', () => {`,
    '  it.each([',
    cases,
    "  ] as const)('%j: %s', (input, verdict) => {",
    `    expect(validateEmail(input, { profile: ${JSON.stringify(profile)} }).failed[0] ?? 'valid').toBe(verdict);`,
    '  });',
    '});',
    '',
  ].join('\n');
}

export function toJson(rows: readonly ExportRow[], profile: ProfileId): string {
  return `${JSON.stringify({ profile, lines: rows }, null, 2)}\n`;
}

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"): a leading =, +, -, @, tab or
 * carriage return. Such a cell gets a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${guarded.replaceAll('"', '""')}"`;
}

/** RFC 4180 CSV, every cell quoted and formula-guarded, CRLF line ends. */
export function toCsv(rows: readonly ExportRow[], profile: ProfileId): string {
  const header = ['line', 'input', 'verdict', 'rules fired', 'profile'];
  const body = rows.map((row) => [String(row.line), row.input, row.verdict, row.fired.join(' '), profile]);
  return `${[header, ...body].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function formatRows(format: ExportFormat, rows: readonly ExportRow[], profile: ProfileId): string {
  switch (format) {
    case 'vitest':
      return toVitestTable(rows, profile);
    case 'json':
      return toJson(rows, profile);
    case 'csv':
      return toCsv(rows, profile);
  }
}
