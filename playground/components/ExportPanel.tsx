import { useId, useState } from 'react';
import type { ProfileId } from '../../src/index.ts';
import { EXPORT_FORMATS, fileText, formatRows, type ExportFormat, type ExportRow } from '../model/exportFormats.ts';
import { countOf } from '../model/wording.ts';

/**
 * Copies or downloads the shown lines with their verdicts. Rows are built only when asked for, since
 * building 100,000 of them on every render would be wasted work.
 */
export function ExportPanel({
  rowCount,
  buildRows,
  profile,
}: {
  rowCount: number | undefined;
  buildRows: () => ExportRow[];
  profile: ProfileId;
}) {
  const [format, setFormat] = useState<ExportFormat>('vitest');
  const [status, setStatus] = useState('');
  const formatId = useId();
  const headingId = useId();
  const chosen = EXPORT_FORMATS.find((candidate) => candidate.id === format) ?? EXPORT_FORMATS[0];
  const ready = rowCount !== undefined && rowCount > 0 && chosen !== undefined;

  const copy = async () => {
    const text = formatRows(format, buildRows(), profile);
    try {
      await navigator.clipboard.writeText(text);
      setStatus(`Copied ${countOf(rowCount ?? 0, 'line')} as ${chosen?.label ?? format}.`);
    } catch {
      setStatus('This browser did not allow copying; use Download instead.');
    }
  };

  const download = () => {
    if (chosen === undefined) return;
    const text = fileText(chosen, formatRows(format, buildRows(), profile));
    const url = URL.createObjectURL(new Blob([text], { type: chosen.mediaType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `email-rules-verdicts.${chosen.extension}`;
    link.click();
    URL.revokeObjectURL(url);
    setStatus(`Downloaded ${countOf(rowCount ?? 0, 'line')} as ${chosen.label}.`);
  };

  return (
    <section className="panel export" aria-labelledby={headingId}>
      <h2 id={headingId}>Export</h2>
      <p className="hint">
        The lines shown in the grid, with their verdicts. CSV cells are quoted, and a cell starting with =, +, -, @ or a
        tab gets a leading apostrophe so spreadsheets never run it as a formula.
      </p>
      <div className="control-row">
        <label htmlFor={formatId}>Format</label>
        <select
          id={formatId}
          value={format}
          onChange={(event) => {
            const next = EXPORT_FORMATS.find((candidate) => candidate.id === event.target.value);
            if (next !== undefined) setFormat(next.id);
          }}
        >
          {EXPORT_FORMATS.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={!ready}
          onClick={() => {
            void copy();
          }}
        >
          Copy
        </button>
        <button type="button" disabled={!ready} onClick={download}>
          Download
        </button>
      </div>
      <p className="status-line" role="status">
        {status}
      </p>
    </section>
  );
}
