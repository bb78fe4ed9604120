import { describe, expect, it } from 'vitest';
import { validateEmail } from '../../src/index.ts';
import { EXPORT_FORMATS, csvCell, fileText, toCsv, toJson, toVitestTable, type ExportRow } from './exportFormats.ts';

const rows: ExportRow[] = [
  { line: 1, input: 'jane@example.com', verdict: 'valid', fired: [] },
  { line: 2, input: '', verdict: 'empty', fired: ['empty', 'pattern'] },
  { line: 3, input: '=HYPERLINK("http://evil")@x.com', verdict: 'pattern', fired: ['pattern'] },
  { line: 4, input: 'a\u0000"b\ud800', verdict: 'pattern', fired: ['pattern'] },
];

describe('export formats', () => {
  it('writes a vitest it.each table whose literals evaluate back to the inputs', () => {
    const source = toVitestTable(rows, 'html');
    expect(source).toContain("import { validateEmail } from 'email-rules';");
    expect(source).toContain('["", "empty"],');
    expect(source).toContain('{ profile: "html" }');
    const tableLines = source.split('\n').filter((line) => line.startsWith('    ['));
    const parsed = tableLines.map((line) => JSON.parse(line.trim().replace(/,$/, '')) as [string, string]);
    expect(parsed).toEqual(rows.map((row) => [row.input, row.verdict]));
  });

  it('writes JSON that parses back to the rows', () => {
    expect(JSON.parse(toJson(rows, 'standard'))).toEqual({ profile: 'standard', lines: rows });
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

  it('starts a downloaded CSV, and only a CSV, with a byte-order mark', () => {
    const withMark = EXPORT_FORMATS.filter((format) => fileText(format, 'x').startsWith('\uFEFF'));
    expect(withMark.map((format) => format.id)).toEqual(['csv']);
    const csv = EXPORT_FORMATS.find((format) => format.id === 'csv');
    expect(csv === undefined ? undefined : fileText(csv, 'jöran')).toBe('\uFEFFjöran');
  });

  it('writes a CSV with a header and one CRLF-ended record per line', () => {
    const csv = toCsv(rows.slice(0, 3), 'standard');
    expect(csv.split('\r\n')).toEqual([
      '"line","input","verdict","rules fired","profile"',
      '"1","jane@example.com","valid","","standard"',
      '"2","","empty","empty pattern","standard"',
      '"3","\'=HYPERLINK(""http://evil"")@x.com","pattern","pattern","standard"',
      '',
    ]);
  });

  it('exports verdicts that validateEmail agrees with', () => {
    for (const row of rows) expect(validateEmail(row.input).failed[0] ?? 'valid').toBe(row.verdict);
  });
});
