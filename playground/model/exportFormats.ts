import type { ProfileId, ReasonId, RuleId } from '../../src/index.ts';
import { describeExpected, expectedReason, expectedRule, type Expected } from './expectations.ts';

/**
 * One judged line as exported: its number, the exact input, the verdict, every rule that fired, and what the
 * grid shows beside them.
 */
export interface ExportRow {
  readonly line: number;
  readonly input: string;
  readonly verdict: RuleId | 'valid';
  readonly fired: readonly RuleId[];
  /** Why the pattern fails, or null when it does not. */
  readonly reason: ReasonId | null;
  /**
   * Where the rule that fires points, as a person counts: the character (code point) from 1. Null for a
   * valid or empty line.
   */
  readonly position: number | null;
  /** The message of the rule that fires (`report.deciding.message`), or null for a valid line. */
  readonly message: string | null;
  /** Each compared validator's answer, in the order of `ExportLayout.compared`. */
  readonly compared: readonly string[];
  /** What the person expects of the line, when they marked it. */
  readonly expected?: Expected | undefined;
}

/** The optional columns a person may leave out of an export. */
export interface ExportIncludes {
  /** Each compared validator's answer (compare mode only). */
  readonly compare: boolean;
  readonly reason: boolean;
  readonly position: boolean;
  readonly message: boolean;
}

export const INCLUDE_EVERYTHING: ExportIncludes = { compare: true, reason: true, position: true, message: true };

/** A compare column as an export names it. */
export interface ComparedHeading {
  readonly id: string;
  /** The column's heading in a CSV: the validator and its version, say `zod 4.6.7`. */
  readonly title: string;
}

/** What an export carries besides the lines: the profile, and which optional columns. */
export interface ExportLayout {
  readonly profile: ProfileId;
  readonly include: ExportIncludes;
  /** The compared validators, when compare mode is on; their answers are left out unless `include.compare`. */
  readonly compared: readonly ComparedHeading[];
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

/** The position column's heading: the unit said in full, since the kit's own offsets are 0-based UTF-16. */
export const POSITION_HEADING = 'position (character, 1-based)';
/** What JSON says of its `position` field. */
const POSITION_UNIT = 'character (code point), counted from 1';

/**
 * A downloaded file: the exported text (as prepared, never copied into a string on the page) after a
 * byte-order mark where the format wants one, with the format's media type.
 */
export function fileBlob(format: ExportFormatInfo, text: Blob): Blob {
  return new Blob(format.byteOrderMark ? ['\uFEFF', text] : [text], { type: format.mediaType });
}

/**
 * A format written a line at a time, so that 200,000 lines can be written in slices: `head`, then `row` for
 * each line in order, then `tail`.
 */
export interface ExportWriter {
  head(): string;
  row(row: ExportRow, first: boolean): string;
  tail(): string;
}

/** The compared answers keyed by column id, as JSON and the vitest table carry them. */
function comparedRecord(row: ExportRow, layout: ExportLayout): Record<string, string> {
  return Object.fromEntries(layout.compared.map((column, index) => [column.id, row.compared[index] ?? '']));
}

/** The row as JSON and the vitest table write it: only the included fields, in a fixed order. */
function rowObject(row: ExportRow, layout: ExportLayout, withFired: boolean): Record<string, unknown> {
  const { include } = layout;
  return {
    line: row.line,
    input: row.input,
    verdict: row.verdict,
    ...(withFired && { fired: row.fired }),
    ...(include.reason && { reason: row.reason }),
    ...(include.position && { position: row.position }),
    ...(include.message && { message: row.message }),
    ...(include.compare && layout.compared.length > 0 && { compared: comparedRecord(row, layout) }),
  };
}

/** A marked line as the vitest export's expectations table writes it: what was expected, not what was seen. */
function expectationObject(row: ExportRow, expected: Expected): Record<string, unknown> {
  return {
    line: row.line,
    input: row.input,
    expected: describeExpected(expected),
    ...(expectedRule(expected) !== undefined && { rule: expectedRule(expected) }),
    ...(expectedReason(expected) !== undefined && { reason: expectedReason(expected) }),
    ...(expected === 'valid' || expected === 'invalid' ? { valid: expected === 'valid' } : {}),
  };
}

/**
 * A vitest file that pins each line's verdict (and reason and message), so today's answers become a
 * regression test. Lines the person marked go in a table of their own that asserts the expectation
 * instead: a surprise is a failing test.
 */
function vitestWriter(layout: ExportLayout): ExportWriter {
  const { profile, include } = layout;
  const recorded = [
    include.position ? 'the position (a character, counted from 1)' : undefined,
    include.compare && layout.compared.length > 0 ? "the compared validators' answers" : undefined,
  ].filter((part) => part !== undefined);
  const validate = `    const report = validateEmail(row.input, { profile: ${JSON.stringify(profile)} });`;
  // The observed table opens at its first row: vitest refuses an it.each of no rows.
  let observedOpen = false;
  // Kept until the end: marks are few (bounded by MAX_EXPECTATIONS), the lines are not.
  const expectations: string[] = [];
  return {
    head: () =>
      [
        "import { describe, expect, it } from 'vitest';",
        "import { validateEmail } from 'email-rules';",
        '',
        ...(recorded.length === 0 ? [] : [`// Recorded, not checked: ${recorded.join(' and ')}.`]),
        `describe('email-rules verdicts, profile ${profile}', () => {`,
        '',
      ].join('\n'),
    row: (row) => {
      // JSON.stringify escapes quotes, controls and lone surrogates: every row is a valid TS object literal.
      if (row.expected !== undefined) {
        expectations.push(`    ${JSON.stringify(expectationObject(row, row.expected))},\n`);
        return '';
      }
      const opening = observedOpen ? '' : '  it.each([\n';
      observedOpen = true;
      return `${opening}    ${JSON.stringify(rowObject(row, layout, false))},\n`;
    },
    tail: () =>
      [
        ...(observedOpen
          ? [
              "  ])('line $line: $verdict', (row) => {",
              validate,
              "    expect(report.failed[0] ?? 'valid').toBe(row.verdict);",
              ...(include.reason
                ? [
                    "    expect(report.results.find((result) => result.rule === 'pattern')?.reason ?? null).toBe(row.reason);",
                  ]
                : []),
              ...(include.message ? ['    expect(report.deciding?.message ?? null).toBe(row.message);'] : []),
              '  });',
            ]
          : []),
        ...(expectations.length > 0
          ? [
              '',
              '  // Expected by hand in the playground: these assert what was expected, not what was seen.',
              '  it.each([',
              expectations.join('').replace(/\n$/, ''),
              "  ])('line $line: expected $expected', (row) => {",
              validate,
              '    if (row.rule !== undefined) expect(report.failed).toContain(row.rule);',
              "    else if (row.reason !== undefined) expect(report.results.find((result) => result.rule === 'pattern')?.reason).toBe(row.reason);",
              '    else expect(report.failed.length === 0).toBe(row.valid);',
              '  });',
            ]
          : []),
        '});',
        '',
      ].join('\n'),
  };
}

function jsonWriter(layout: ExportLayout): ExportWriter {
  const header = {
    profile: layout.profile,
    ...(layout.include.position && { position: POSITION_UNIT }),
    ...(layout.include.compare && layout.compared.length > 0 && { compared: layout.compared }),
  };
  // The header as JSON.stringify indents it, then one line per row: 200,000 rows stay readable and fast to write.
  const opened = JSON.stringify(header, null, 2).replace(/\n}$/, ',\n  "lines": [\n');
  return {
    head: () => opened,
    row: (row, first) => `${first ? '' : ',\n'}    ${JSON.stringify(rowObject(row, layout, true))}`,
    tail: () => '\n  ]\n}\n',
  };
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
function csvWriter(layout: ExportLayout): ExportWriter {
  const { profile, include } = layout;
  const compared = include.compare ? layout.compared : [];
  const record = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return {
    head: () =>
      record([
        'line',
        'input',
        'verdict',
        'rules fired',
        'profile',
        ...compared.map((column) => column.title),
        ...(include.reason ? ['reason'] : []),
        ...(include.position ? [POSITION_HEADING] : []),
        ...(include.message ? ['message'] : []),
      ]),
    row: (row) =>
      record([
        String(row.line),
        row.input,
        row.verdict,
        row.fired.join(' '),
        profile,
        ...compared.map((_, index) => row.compared[index] ?? ''),
        ...(include.reason ? [row.reason ?? ''] : []),
        ...(include.position ? [row.position === null ? '' : String(row.position)] : []),
        ...(include.message ? [row.message ?? ''] : []),
      ]),
    tail: () => '',
  };
}

export function writerFor(format: ExportFormat, layout: ExportLayout): ExportWriter {
  switch (format) {
    case 'vitest':
      return vitestWriter(layout);
    case 'json':
      return jsonWriter(layout);
    case 'csv':
      return csvWriter(layout);
  }
}

/** The whole text at once: for a few rows (tests); the page writes in slices (exportJob.ts). */
export function formatRows(format: ExportFormat, rows: readonly ExportRow[], layout: ExportLayout): string {
  const writer = writerFor(format, layout);
  return writer.head() + rows.map((row, index) => writer.row(row, index === 0)).join('') + writer.tail();
}
