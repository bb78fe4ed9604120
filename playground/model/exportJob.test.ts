import { describe, expect, it } from 'vitest';
import { judged } from '../testHelpers.ts';
import { INCLUDE_EVERYTHING, formatRows, type ExportFormat } from './exportFormats.ts';
import { ExportJob } from './exportJob.ts';
import { exportRow } from './exportRows.ts';

const lines = Array.from({ length: 1000 }, (_, index) =>
  index % 3 === 0 ? `user${String(index)}@example.com` : index % 3 === 1 ? `=a..b${String(index)}@x.com` : '',
);
const source = { judged: judged(lines), shown: null, compared: [] };

describe('ExportJob', () => {
  it.each<ExportFormat>(['vitest', 'json', 'csv'])(
    'writes %s in slices to the same text as all at once, counting the lines written',
    (format) => {
      const job = new ExportJob({ format, profile: 'standard', include: INCLUDE_EVERYTHING, source });
      expect(job.total).toBe(lines.length);
      // A deadline already past: one batch per step.
      const written: number[] = [];
      while (!job.step(0)) written.push(job.written);
      expect(written.length).toBeGreaterThan(1);
      expect(written).toEqual([...written].sort((a, b) => a - b));
      expect(job.written).toBe(lines.length);
      const rows = lines.map((_, index) => exportRow(source, index));
      const layout = { profile: 'standard' as const, include: INCLUDE_EVERYTHING, compared: [] };
      expect(job.pieces.join('')).toBe(formatRows(format, rows, layout));
      // Done is done: one more step adds nothing.
      expect(job.step()).toBe(true);
      expect(job.pieces.join('')).toBe(formatRows(format, rows, layout));
    },
  );

  it('writes the shown lines only', () => {
    const shown = { ...source, shown: Uint32Array.from([2, 4]) };
    const job = new ExportJob({ format: 'csv', profile: 'standard', include: INCLUDE_EVERYTHING, source: shown });
    job.step();
    expect(
      job.pieces
        .join('')
        .split('\r\n')
        .map((record) => record.split(',')[0]),
    ).toEqual(['"line"', '"3"', '"5"', '']);
  });
});
