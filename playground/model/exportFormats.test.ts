import { runInNewContext } from 'node:vm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { validateEmail, type ProfileId } from '../../src/index.ts';
import {
  EXPORT_FORMATS,
  INCLUDE_EVERYTHING,
  POSITION_HEADING,
  csvCell,
  fileBlob,
  formatRows,
  type ExportLayout,
  type ExportRow,
} from './exportFormats.ts';
import { describeExpected, type Expected } from './expectations.ts';

const rows: ExportRow[] = [
  {
    line: 1,
    input: 'jane@example.com',
    verdict: 'valid',
    fired: [],
    reason: null,
    position: null,
    message: null,
    compared: ['valid', 'valid'],
  },
  {
    line: 2,
    input: '',
    verdict: 'empty',
    fired: ['empty'],
    reason: null,
    position: null,
    message: 'The value is empty',
    compared: ['empty', 'invalid'],
  },
  {
    line: 3,
    input: '=HYPERLINK("http://evil")@x.com',
    verdict: 'pattern',
    fired: ['pattern'],
    reason: 'localCharacter',
    position: 11,
    message: "=cmd|' /C calc'!A0",
    compared: ['pattern', 'invalid'],
  },
  {
    line: 4,
    input: 'a\u0000"b\ud800\u2028',
    verdict: 'pattern',
    fired: ['pattern'],
    reason: 'control',
    position: 2,
    message: '-2+3',
    compared: ['pattern', '@SUM(A1)'],
  },
];

const layout = (profile: ProfileId = 'standard', include = INCLUDE_EVERYTHING): ExportLayout => ({
  profile,
  include,
  compared: [
    { id: 'standard', title: 'email-rules standard' },
    { id: 'zod', title: 'zod 4.6.7' },
  ],
});

const NOTHING_MORE = { compare: false, reason: false, position: false, message: false };

/** The rows of a vitest export, read back from the file's table. */
function vitestCases(source: string): unknown[] {
  return source
    .split('\n')
    .filter((line) => line.startsWith('    {'))
    .map((line) => JSON.parse(line.trim().replace(/,$/, '')) as unknown);
}

/**
 * Runs an exported vitest file: TypeScript must parse it, and each case runs against the real validateEmail,
 * with vitest's own expect. Gives how many cases ran.
 */
function runVitestExport(source: string): number {
  const compiled = ts.transpileModule(source, {
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  expect(
    compiled.diagnostics?.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
  ).toEqual([]);
  let ran = 0;
  const vitest = {
    expect,
    describe: (_title: string, body: () => void) => {
      body();
    },
    it: {
      each: (cases: readonly unknown[]) => (_title: string, test: (row: unknown) => void) => {
        for (const row of cases) {
          test(row);
          ran++;
        }
      },
    },
  };
  const modules: Record<string, unknown> = { vitest, 'email-rules': { validateEmail } };
  runInNewContext(compiled.outputText, { require: (name: string) => modules[name], exports: {} });
  return ran;
}

describe('export formats', () => {
  it('writes a vitest it.each table whose literals evaluate back to the rows', () => {
    const source = formatRows('vitest', rows, layout('html'));
    expect(source).toContain("import { validateEmail } from 'email-rules';");
    expect(source).toContain('{ profile: "html" }');
    expect(vitestCases(source)).toEqual(
      rows.map(({ line, input, verdict, reason, position, message }) => ({
        line,
        input,
        verdict,
        reason,
        position,
        message,
        compared: { standard: rows[line - 1]?.compared[0], zod: rows[line - 1]?.compared[1] },
      })),
    );
  });

  it('writes a vitest file that TypeScript parses and that passes when run against the kit', () => {
    const lines = [
      'jane@example.com',
      '',
      'a..b@example.com',
      `${'x'.repeat(65)}@example.com`,
      'a\u0000"b\ud800\u2028',
    ];
    const judgedRows = lines.map((input, index): ExportRow => {
      const report = validateEmail(input);
      return {
        line: index + 1,
        input,
        verdict: report.failed[0] ?? 'valid',
        fired: report.failed,
        reason: report.results.find((result) => result.rule === 'pattern')?.reason ?? null,
        position: null,
        message: report.deciding?.message ?? null,
        compared: [],
      };
    });
    expect(runVitestExport(formatRows('vitest', judgedRows, layout()))).toBe(lines.length);
    expect(runVitestExport(formatRows('vitest', judgedRows, layout('standard', NOTHING_MORE)))).toBe(lines.length);
    // A wrong verdict fails the exported test: it really checks.
    const wrong = judgedRows.map((row) => ({ ...row, verdict: 'valid' as const }));
    expect(() => runVitestExport(formatRows('vitest', wrong, layout()))).toThrow();
  });

  it('asserts the marked lines as expected, not as seen: a surprise is a failing test', () => {
    const lines = ['jane@example.com', 'a..b@example.com', `${'x'.repeat(65)}@example.com`, ''];
    const seen = lines.map((input, index): ExportRow => {
      const report = validateEmail(input);
      return {
        line: index + 1,
        input,
        verdict: report.failed[0] ?? 'valid',
        fired: report.failed,
        reason: report.results.find((result) => result.rule === 'pattern')?.reason ?? null,
        position: null,
        message: report.deciding?.message ?? null,
        compared: [],
      };
    });
    const marked = (expected: readonly (Expected | undefined)[]) =>
      seen.map((row, index) => ({ ...row, expected: expected[index] }));
    const met = formatRows('vitest', marked(['valid', 'reason:doubleDot', 'rule:localTooLong', 'invalid']), layout());
    expect(met).toContain('Expected by hand');
    expect(vitestCases(met)).toEqual([
      { line: 1, input: lines[0], expected: 'valid', valid: true },
      { line: 2, input: lines[1], expected: describeExpected('reason:doubleDot'), reason: 'doubleDot' },
      { line: 3, input: lines[2], expected: 'localTooLong fires', rule: 'localTooLong' },
      { line: 4, input: '', expected: 'invalid', valid: false },
    ]);
    expect(runVitestExport(met)).toBe(lines.length);
    // Some marked, some not: both tables run.
    expect(runVitestExport(formatRows('vitest', marked([undefined, 'reason:doubleDot']), layout()))).toBe(lines.length);
    for (const surprise of ['invalid', 'rule:pattern', 'reason:noAt'] as const)
      expect(() => runVitestExport(formatRows('vitest', marked([surprise]), layout()))).toThrow();
  });

  it('writes only what is included: the vitest table and JSON leave the other fields out', () => {
    const source = formatRows('vitest', rows, layout('standard', NOTHING_MORE));
    expect(vitestCases(source)[1]).toEqual({ line: 2, input: '', verdict: 'empty' });
    expect(source).not.toContain('Recorded, not checked');
    const json = JSON.parse(formatRows('json', rows, layout('standard', NOTHING_MORE))) as unknown;
    expect(json).toEqual({
      profile: 'standard',
      lines: rows.map(({ line, input, verdict, fired }) => ({ line, input, verdict, fired })),
    });
  });

  it('writes JSON that parses back to the rows, the compared answers by column and the position unit said', () => {
    expect(JSON.parse(formatRows('json', rows, layout()))).toEqual({
      profile: 'standard',
      position: 'character (code point), counted from 1',
      compared: layout().compared,
      lines: rows.map(({ compared, ...row }) => ({
        ...row,
        compared: { standard: compared[0], zod: compared[1] },
      })),
    });
  });

  it('writes JSON for no rows', () => {
    expect(JSON.parse(formatRows('json', [], layout()))).toMatchObject({ lines: [] });
  });

  it('quotes every CSV cell and doubles inner quotes', () => {
    expect(csvCell('a"b,c')).toBe('"a""b,c"');
    expect(csvCell('plain')).toBe('"plain"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'guards the formula-like cell %j with an apostrophe',
    (cell) => {
      expect(csvCell(cell)).toBe(`"'${cell}"`);
    },
  );

  it('starts a downloaded CSV, and only a CSV, with a byte-order mark', async () => {
    const read = (blob: Blob) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => {
          resolve(typeof reader.result === 'string' ? reader.result : '');
        };
        reader.readAsText(blob);
      });
    const files = await Promise.all(
      EXPORT_FORMATS.map(async (format) => ({
        id: format.id,
        text: await read(fileBlob(format, new Blob(['jöran']))),
      })),
    );
    // FileReader drops a leading byte-order mark as it decodes: the byte count tells the mark is there.
    expect(EXPORT_FORMATS.map((format) => fileBlob(format, new Blob(['jöran'])).size)).toEqual([6, 6, 9]);
    expect(files.map((file) => file.text)).toEqual(['jöran', 'jöran', 'jöran']);
    expect(EXPORT_FORMATS.map((format) => fileBlob(format, new Blob(['x'])).type)).toEqual([
      'text/plain',
      'application/json',
      'text/csv;charset=utf-8',
    ]);
  });

  it('writes a CSV with a header, one CRLF-ended record per line, and every optional column', () => {
    const csv = formatRows('csv', rows.slice(0, 3), layout());
    expect(csv.split('\r\n')).toEqual([
      `"line","input","verdict","rules fired","profile","email-rules standard","zod 4.6.7","reason","${POSITION_HEADING}","message"`,
      '"1","jane@example.com","valid","","standard","valid","valid","","",""',
      '"2","","empty","empty","standard","empty","invalid","","","The value is empty"',
      '"3","\'=HYPERLINK(""http://evil"")@x.com","pattern","pattern","standard","pattern","invalid","localCharacter","11","\'=cmd|\' /C calc\'!A0"',
      '',
    ]);
  });

  it('guards every CSV cell, the compared answers and the message too', () => {
    const record = formatRows('csv', rows.slice(3), layout()).split('\r\n')[1];
    expect(record).toBe(
      '"4","a\u0000""b\ud800\u2028","pattern","pattern","standard","pattern","\'@SUM(A1)","control","2","\'-2+3"',
    );
  });

  it('writes the CSV of old when nothing more is included', () => {
    expect(formatRows('csv', rows.slice(0, 2), layout('standard', NOTHING_MORE)).split('\r\n')).toEqual([
      '"line","input","verdict","rules fired","profile"',
      '"1","jane@example.com","valid","","standard"',
      '"2","","empty","empty","standard"',
      '',
    ]);
  });
});
