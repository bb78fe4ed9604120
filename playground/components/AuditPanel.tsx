import { useEffect, useId, useRef, useState } from 'react';
import type { Finding } from '../../properties/audit.ts';
import { auditInBackground, type AuditOutcome, type AuditProgress } from '../compare/auditInBackground.ts';
import type { AuditTarget } from '../compare/auditTarget.ts';
import type { CustomRegex } from '../compare/customRegex.ts';
import { LIBRARY_IDS, type LibraryId } from '../compare/libraryIds.ts';
import { LIBRARY_VERSIONS } from '../compare/libraryVersions.ts';
import { MAX_SEED } from '../state/playgroundState.ts';
import { shownInput } from './shownInput.ts';
import { WholeNumberField } from './WholeNumberField.tsx';

const RUNS = 100;

function FindingItem({ finding, onAdd }: { finding: Finding; onAdd: (line: string) => void }) {
  const { counterexample, lengths } = finding;
  return (
    <li className={finding.held ? 'finding held' : 'finding violated'} data-invariant={finding.invariant}>
      <span aria-hidden="true">{finding.held ? '✓' : '✗'}</span> <strong>{finding.invariant}</strong>{' '}
      {finding.held ? 'held' : 'violated'}: {finding.statement}
      {!finding.held && counterexample !== undefined && (
        <div className="counterexample">
          <code data-counterexample={counterexample}>{shownInput(counterexample)}</code>
          {lengths !== undefined && (
            <span className="hint">
              {' '}
              total {String(lengths.total)}, local {String(lengths.local ?? '–')}, longest label{' '}
              {String(lengths.label ?? '–')}
            </span>
          )}
          {finding.problem !== undefined && <p className="hint">{finding.problem}</p>}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onAdd(counterexample);
            }}
          >
            Add to the list
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The audit in the page: the kit's invariants (the same ones `email-rules audit` runs, with the same seed)
 * against a library or the person's own regex, in a worker, each call under the command line's time limit;
 * it can be cancelled.
 */
export function AuditPanel({
  customRegex,
  onAddLine,
}: {
  /** The person's regex when it compiles, else null. */
  customRegex: CustomRegex | null;
  onAddLine: (line: string) => void;
}) {
  const [choice, setChoice] = useState<LibraryId | 'yours'>('yours');
  const [seed, setSeed] = useState(42);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<AuditProgress | undefined>(undefined);
  const [outcome, setOutcome] = useState<AuditOutcome | undefined>(undefined);
  const job = useRef<{ cancel(): void } | null>(null);
  const targetId = useId();
  const seedId = useId();
  useEffect(
    () => () => {
      job.current?.cancel();
    },
    [],
  );
  const selected = choice === 'yours' && customRegex === null ? LIBRARY_IDS[0] : choice;
  const target: AuditTarget | undefined =
    selected === 'yours'
      ? customRegex === null
        ? undefined
        : { kind: 'regex', regex: customRegex }
      : { kind: 'library', id: selected };
  const run = () => {
    if (target === undefined) return;
    job.current?.cancel();
    setRunning(true);
    setOutcome(undefined);
    setProgress(undefined);
    job.current = auditInBackground(target, seed, RUNS, {
      onDone: (result) => {
        setRunning(false);
        setOutcome(result);
      },
      onProgress: setProgress,
    });
  };
  const cancel = () => {
    job.current?.cancel();
    job.current = null;
    setRunning(false);
    setOutcome({ ok: false, message: 'cancelled' });
  };
  return (
    <div className="audit">
      <h3>Audit a validator</h3>
      <p className="hint">
        The kit&apos;s invariants, drawn at and around the 254/64/63 bounds: the same checks and findings as{' '}
        <code>email-rules audit</code> with the same seed.
      </p>
      <div className="audit-controls">
        <label htmlFor={targetId}>Validator</label>
        <select
          id={targetId}
          value={selected}
          onChange={(event) => {
            setChoice(event.target.value as LibraryId | 'yours');
          }}
        >
          {customRegex !== null && <option value="yours">{customRegex.name || 'yours'} (your regex)</option>}
          {LIBRARY_IDS.map((id) => (
            <option key={id} value={id}>
              {id} {LIBRARY_VERSIONS[id]}
            </option>
          ))}
        </select>
        <label htmlFor={seedId}>Seed</label>
        <WholeNumberField id={seedId} className="seed" value={seed} min={0} max={MAX_SEED} onChange={setSeed} />
        <button type="button" className="primary" disabled={running || target === undefined} onClick={run}>
          {running ? 'Auditing…' : 'Run audit'}
        </button>
        {running && (
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        )}
      </div>
      <div role="status" className="audit-result">
        {running && progress?.total !== undefined && (
          <p className="hint" data-progress={progress.done}>
            {progress.done} of {progress.total} invariants checked; a call that takes over{' '}
            {progress.callLimitMs.toLocaleString('en')} ms violates its invariant, as on the command line.
          </p>
        )}
        {outcome !== undefined &&
          (outcome.ok ? (
            <>
              <p data-violated={outcome.report.violated}>
                Seed {outcome.report.seed}, {outcome.report.runs} runs each:{' '}
                {outcome.report.violated === 0
                  ? 'every invariant held.'
                  : `${String(outcome.report.violated)} of ${String(outcome.report.findings.length)} invariants violated.`}
              </p>
              <ul className="findings">
                {outcome.report.findings.map((finding) => (
                  <FindingItem key={finding.invariant} finding={finding} onAdd={onAddLine} />
                ))}
              </ul>
            </>
          ) : (
            <p className="regex-problem">The audit did not finish: {outcome.message}.</p>
          ))}
      </div>
    </div>
  );
}
