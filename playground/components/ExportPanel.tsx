import { useId, useRef, useState } from 'react';
import {
  EXPORT_FORMATS,
  INCLUDE_EVERYTHING,
  fileBlob,
  type ExportFormat,
  type ExportFormatInfo,
  type ExportIncludes,
} from '../model/exportFormats.ts';
import { exportInBackground, type PreparedExport } from '../model/exportInBackground.ts';
import { exportedLineCount, type ExportSource } from '../model/exportRows.ts';
import { countOf, formatCount } from '../model/wording.ts';

type ExportAction = 'copy' | 'download';

/** One export being written (or written): what it was asked for, and the clicks waiting on it. */
interface Preparation {
  readonly source: ExportSource;
  readonly format: ExportFormatInfo;
  readonly include: ExportIncludes;
  readonly lineCount: number;
  readonly prepared: Promise<PreparedExport>;
  /** Actions clicked and not yet done: a second click on one of them starts nothing more. */
  readonly waiting: Set<ExportAction>;
}

const INCLUDE_CHOICES: readonly { readonly id: keyof ExportIncludes; readonly label: string }[] = [
  { id: 'compare', label: 'compare columns' },
  { id: 'reason', label: 'reason' },
  { id: 'position', label: 'position' },
  { id: 'message', label: 'message' },
];

const sameIncludes = (a: ExportIncludes, b: ExportIncludes) =>
  INCLUDE_CHOICES.every((choice) => a[choice.id] === b[choice.id]);

/**
 * Where the clipboard takes a promise of the text (Chromium, Safari): the copy is asked for within the
 * click, while the page may still write to the clipboard, and completes when the text is ready.
 */
const clipboardTakesPromises = () =>
  typeof ClipboardItem !== 'undefined' && 'clipboard' in navigator && typeof navigator.clipboard.write === 'function';

const failure = (error: unknown) =>
  `The export failed: ${error instanceof Error ? error.message : String(error)} Try again, or with fewer lines.`;

function save(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Copies or downloads the shown lines with their verdicts, and by default what the grid shows beside them.
 * The text is written in a worker (see exportInBackground.ts): 200,000 lines never hold up the page.
 */
export function ExportPanel({ source }: { source: ExportSource | undefined }) {
  const [format, setFormat] = useState<ExportFormat>('vitest');
  const [include, setInclude] = useState<ExportIncludes>(INCLUDE_EVERYTHING);
  const [status, setStatus] = useState('');
  const [progress, setProgress] = useState<{ written: number; total: number } | undefined>(undefined);
  /** A copy the browser refused once the text was ready: the next click copies it at once. */
  const [copyNow, setCopyNow] = useState<{ text: string; done: string } | undefined>(undefined);
  const preparation = useRef<Preparation | undefined>(undefined);
  const formatId = useId();
  const headingId = useId();
  const chosen = EXPORT_FORMATS.find((candidate) => candidate.id === format) ?? EXPORT_FORMATS[0];
  const comparing = source !== undefined && source.compared.length > 0;
  const lineCount = source === undefined ? 0 : exportedLineCount(source);
  const ready = lineCount > 0 && chosen !== undefined;

  /** The export as asked for now: the one already written or being written, else a new one. */
  const prepare = (): Preparation | undefined => {
    if (source === undefined || chosen === undefined) return undefined;
    const asked = { ...include, compare: include.compare && comparing };
    const current = preparation.current;
    if (current?.source === source && current.format === chosen && sameIncludes(current.include, asked)) return current;
    const total = exportedLineCount(source);
    const request = { format: chosen.id, profile: source.judged.profile, include: asked, source };
    // Progress comes later, once `next` is set: only the latest export's shows.
    const prepared = exportInBackground(request, (written) => {
      if (preparation.current === next) setProgress({ written, total });
    });
    const next: Preparation = {
      source,
      format: chosen,
      include: asked,
      lineCount: total,
      prepared,
      waiting: new Set(),
    };
    preparation.current = next;
    setProgress({ written: 0, total });
    setStatus(`Preparing ${countOf(total, 'line')} as ${chosen.label}…`);
    setCopyNow(undefined);
    const settled = () => {
      if (preparation.current === next) setProgress(undefined);
    };
    prepared.then(settled, settled);
    return next;
  };

  /** Starts `action` on the export unless it is already waiting for it: a second click exports nothing twice. */
  const start = (action: ExportAction, run: (asked: Preparation, finish: (message: string) => void) => void) => {
    const asked = prepare();
    if (asked === undefined || asked.waiting.has(action)) return;
    asked.waiting.add(action);
    run(asked, (message) => {
      asked.waiting.delete(action);
      setStatus(message);
    });
  };

  const copy = () => {
    start('copy', (asked, finish) => {
      const copied = `Copied ${countOf(asked.lineCount, 'line')} as ${asked.format.label}.`;
      const copyWhenReady = async () => {
        let text: string;
        try {
          text = await (await asked.prepared).text();
        } catch (error) {
          finish(failure(error));
          return;
        }
        try {
          await navigator.clipboard.writeText(text);
          finish(copied);
        } catch {
          // Most browsers copy only just after a click, and writing the text took a while: one more click.
          setCopyNow({ text, done: copied });
          finish('The export is ready, but this browser copies only right after a click: press Copy now.');
        }
      };
      setCopyNow(undefined);
      if (!clipboardTakesPromises()) {
        void copyWhenReady();
        return;
      }
      const blob = asked.prepared.then((prepared) => prepared.blob);
      navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]).then(
        () => {
          finish(copied);
        },
        () => {
          void copyWhenReady();
        },
      );
    });
  };

  const copyPrepared = (pending: { text: string; done: string }) => {
    navigator.clipboard.writeText(pending.text).then(
      () => {
        setCopyNow(undefined);
        setStatus(pending.done);
      },
      () => {
        setCopyNow(undefined);
        setStatus('This browser did not allow copying; use Download instead.');
      },
    );
  };

  const download = () => {
    start('download', (asked, finish) => {
      asked.prepared.then(
        (prepared) => {
          save(fileBlob(asked.format, prepared.blob), `email-rules-verdicts.${asked.format.extension}`);
          finish(`Downloaded ${countOf(asked.lineCount, 'line')} as ${asked.format.label}.`);
        },
        (error: unknown) => {
          finish(failure(error));
        },
      );
    });
  };

  return (
    <section className="panel export" aria-labelledby={headingId} aria-busy={progress !== undefined}>
      <h2 id={headingId}>Export</h2>
      <p className="hint">
        The lines shown in the grid, with their verdicts. The position is the character the rule points at, counted from
        1. CSV cells are quoted, and a cell starting with =, +, -, @ or a tab gets a leading apostrophe so spreadsheets
        never run it as a formula.
      </p>
      <fieldset className="control-row export-include">
        <legend>Include</legend>
        {INCLUDE_CHOICES.map((choice) => {
          const unavailable = choice.id === 'compare' && !comparing;
          return (
            <label className="checkbox" key={choice.id} title={unavailable ? 'Turn compare mode on' : undefined}>
              <input
                type="checkbox"
                checked={include[choice.id] && !unavailable}
                disabled={unavailable}
                onChange={(event) => {
                  setInclude({ ...include, [choice.id]: event.target.checked });
                }}
              />
              {choice.label}
            </label>
          );
        })}
      </fieldset>
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
        {/* Usable while an export is written: a click waits for it, a second click adds nothing. */}
        <button type="button" disabled={!ready} onClick={copy}>
          Copy
        </button>
        <button type="button" disabled={!ready} onClick={download}>
          Download
        </button>
        {copyNow !== undefined && (
          <button
            type="button"
            onClick={() => {
              copyPrepared(copyNow);
            }}
          >
            Copy now
          </button>
        )}
      </div>
      {progress !== undefined && (
        <p className="status-line">
          <progress max={progress.total} value={progress.written} aria-label="Export written so far" />{' '}
          {formatCount(progress.written)} of {countOf(progress.total, 'line')}
        </p>
      )}
      <p className="status-line" role="status">
        {status}
      </p>
    </section>
  );
}
