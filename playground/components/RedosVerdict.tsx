import { createContext, use, useEffect, useState } from 'react';
import type { RedosVerdict as Verdict, RegexToAnalyse } from '../compare/redos.ts';
import { analyseInBackground, type RedosAnalysis } from '../compare/redosInBackground.ts';
import { shownInput } from './shownInput.ts';

/** Where the analysis runs: a worker in the page; tests give the analyser itself, run in their own process. */
export const RedosAnalysisContext = createContext<RedosAnalysis>(analyseInBackground);

/** Waits this long after the last keystroke: analysing every prefix typed would only be thrown away. */
const SETTLE_MS = 300;

/** The verdict on `regex` (null: none to analyse), or 'checking' until it arrives. */
export function useRedosVerdict(regex: RegexToAnalyse | null): Verdict | 'checking' | undefined {
  const analyse = use(RedosAnalysisContext);
  const [answered, setAnswered] = useState<{ source: string; flags: string; verdict: Verdict } | undefined>(undefined);
  const source = regex?.source;
  const flags = regex?.flags;
  useEffect(() => {
    if (source === undefined || flags === undefined) return;
    let job: { cancel(): void } | undefined;
    const timer = setTimeout(() => {
      job = analyse({ source, flags }, (verdict) => {
        setAnswered({ source, flags, verdict });
      });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      job?.cancel();
    };
  }, [analyse, source, flags]);
  if (source === undefined) return undefined;
  return answered !== undefined && answered.source === source && answered.flags === flags
    ? answered.verdict
    : 'checking';
}

/** "exponential", "polynomial (degree 2)". */
function complexityWords(verdict: Extract<Verdict, { kind: 'vulnerable' }>): string {
  return verdict.degree === undefined ? verdict.complexity : `${verdict.complexity} (degree ${String(verdict.degree)})`;
}

/**
 * The ReDoS verdict beside the regex field: safe; vulnerable, with its complexity and an input that
 * makes it backtrack, which one click adds to the lines; or could not tell, and why.
 */
export function RedosVerdictLine({
  regex,
  onAddLine,
}: {
  /** The person's regex when it compiles, else null. */
  regex: RegexToAnalyse | null;
  onAddLine: (line: string) => void;
}) {
  const verdict = useRedosVerdict(regex);
  if (verdict === undefined) return null;
  const kind = verdict === 'checking' ? 'checking' : verdict.kind;
  return (
    <div className="redos" role="status" data-verdict={kind}>
      <strong>Catastrophic backtracking:</strong>{' '}
      {verdict === 'checking' ? (
        'checking…'
      ) : verdict.kind === 'safe' ? (
        <>
          <span className="redos-word">safe</span>
          <span className="hint">
            {' '}
            {verdict.method === 'automaton'
              ? `(proven: matching takes ${verdict.summary} time on any input)`
              : '(no slow input found in a search; not a proof)'}
          </span>
        </>
      ) : verdict.kind === 'vulnerable' ? (
        <>
          <span className="redos-word">vulnerable: {complexityWords(verdict)}</span> — attack string:{' '}
          <code className="attack-string">{shownInput(verdict.attack.string)}</code>{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onAddLine(verdict.attack.string);
            }}
          >
            Add this line
          </button>
          <p className="hint">
            Built as <code>{verdict.attack.expression}</code>: matching time grows{' '}
            {verdict.complexity === 'exponential'
              ? 'exponentially with the repeated part'
              : `as the length to the power ${String(verdict.degree ?? 2)}`}
            ; your column gives such a line up after a second.
          </p>
        </>
      ) : (
        `could not tell (${verdict.reason})`
      )}
    </div>
  );
}
