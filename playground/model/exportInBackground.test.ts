import { describe, expect, it } from 'vitest';
import { COLUMN_IDS } from '../compare/columns.ts';
import { judged } from '../testHelpers.ts';
import { INCLUDE_EVERYTHING } from './exportFormats.ts';
import { ExportJob, type ExportRequest } from './exportJob.ts';
import { exportInBackground } from './exportInBackground.ts';
import { comparedColumns } from './exportRows.ts';

const lines = Array.from({ length: 3000 }, (_, index) =>
  index % 2 === 0 ? `user${String(index)}@example.com` : 'a@b',
);

function request(): ExportRequest {
  const codes = COLUMN_IDS.map(() => new Uint8Array(lines.length).fill(1));
  const compared = comparedColumns(
    {
      lineCount: lines.length,
      columns: COLUMN_IDS.map((id, index) => ({ id, codes: codes[index] ?? new Uint8Array(0) })),
    },
    undefined,
  );
  return {
    format: 'csv',
    profile: 'standard',
    include: INCLUDE_EVERYTHING,
    source: { judged: judged(lines), shown: null, compared },
  };
}

function written(asked: ExportRequest): string {
  const job = new ExportJob(asked);
  job.step();
  return job.pieces.join('');
}

describe('exportInBackground without a Worker (as in jsdom)', () => {
  it('writes in slices, reporting progress, to the same text as writing at once', async () => {
    const asked = request();
    const progress: number[] = [];
    const prepared = await exportInBackground(asked, (count) => progress.push(count));
    expect(await prepared.text()).toBe(written(asked));
    expect(prepared.blob.type).toBe('text/plain');
    expect(prepared.blob.size).toBe(new Blob([written(asked)]).size);
    expect(progress.every((count) => count > 0 && count < lines.length)).toBe(true);
  });

  it('exports the compare answers as they stood when asked, though compare mode goes on filling them in', async () => {
    const asked = request();
    const expected = written(asked);
    const exporting = exportInBackground(asked);
    for (const column of asked.source.compared) column.codes.fill(2);
    expect(await (await exporting).text()).toBe(expected);
  });
});
