import { BROWSER_CHECK_MAX_UNITS } from '../model/browserVerdict.ts';
import { compareProgress } from '../compare/compareProgress.ts';
import { LIBRARY_IDS } from '../compare/libraryIds.ts';
import { LIBRARY_VERSIONS } from '../compare/libraryVersions.ts';
import type { PairCount } from '../compare/disagreements.ts';
import type { ComparisonState } from '../compare/useComparison.ts';
import { useId, type ReactNode } from 'react';
import { AuditPanel } from './AuditPanel.tsx';
import { RedosVerdictLine } from './RedosVerdict.tsx';
import { PROFILE_IDS, type ProfileId } from '../../src/index.ts';
import { MAX_NAME_UNITS, MAX_SOURCE_UNITS, regexProblem, type CustomRegex } from '../compare/customRegex.ts';

/**
 * The person's own regex: a name, the pattern and its flags; checked as typed, run once it compiles, and
 * analysed for catastrophic backtracking.
 */
function YourRegex({
  value,
  onChange,
  onAddLine,
}: {
  value: CustomRegex | null;
  onChange: (value: CustomRegex | null) => void;
  /** Adds the analysis's attack string to the lines. */
  onAddLine: (line: string) => void;
}) {
  const current = value ?? { name: '', source: '', flags: '' };
  const problem = value === null || value.source === '' ? undefined : regexProblem(value);
  const problemId = useId();
  const set = (patch: Partial<CustomRegex>) => {
    const next = { ...current, ...patch };
    onChange(next.name === '' && next.source === '' && next.flags === '' ? null : next);
  };
  return (
    <fieldset className="your-regex">
      <legend>Your validator</legend>
      <label>
        Regular expression
        <input
          className="regex-source"
          value={current.source}
          maxLength={MAX_SOURCE_UNITS}
          spellCheck={false}
          aria-invalid={problem !== undefined}
          aria-describedby={problemId}
          placeholder="^[^\s@]+@[^\s@]+\.[^\s@]+$"
          onChange={(event) => {
            set({ source: event.target.value });
          }}
        />
      </label>
      <label>
        Flags
        <input
          className="regex-flags"
          value={current.flags}
          maxLength={8}
          spellCheck={false}
          onChange={(event) => {
            set({ flags: event.target.value });
          }}
        />
      </label>
      <label>
        Name
        <input
          className="regex-name"
          value={current.name}
          maxLength={MAX_NAME_UNITS}
          placeholder="yours"
          onChange={(event) => {
            set({ name: event.target.value });
          }}
        />
      </label>
      <p id={problemId} className={problem === undefined ? 'hint' : 'hint regex-problem'} role="status">
        {problem === undefined
          ? value === null || value.source === ''
            ? 'Paste the regex your app uses: it becomes the last column, run in the background with a time limit.'
            : `Column “${value.name || 'yours'}”: run on every line, each call given up after a second.`
          : `Not run: ${problem}`}
      </p>
      <RedosVerdictLine
        regex={value === null || value.source === '' || problem !== undefined ? null : value}
        onAddLine={onAddLine}
      />
    </fieldset>
  );
}

const lines = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'line' : 'lines'}`;

/**
 * Compare mode's panel: how far the comparison got, how many lines each pair of columns disagrees on, and
 * the filter to the lines where any two disagree.
 */
export function ComparePanel({
  state,
  pairs,
  disagreeing,
  reference,
  disagreementsOnly,
  onDisagreementsOnlyChange,
  customRegex,
  onCustomRegexChange,
  onAddLine,
  children,
}: {
  /** More filters, under the panel's own (the expectations' tally). */
  children?: ReactNode;
  state: ComparisonState | undefined;
  pairs: readonly PairCount[];
  /** How many lines the columns disagree on; undefined until compared. */
  disagreeing: number | undefined;
  reference: ProfileId;
  disagreementsOnly: boolean;
  onDisagreementsOnlyChange: (value: boolean) => void;
  customRegex: CustomRegex | null;
  onCustomRegexChange: (value: CustomRegex | null) => void;
  /** Adds an audit's counterexample, or the backtracking analysis's attack string, to the lines. */
  onAddLine: (line: string) => void;
}) {
  const comparison = state?.comparison;
  const progress = comparison === undefined ? undefined : compareProgress(comparison);
  const disagreeingPairs = pairs.filter((pair) => pair.disagreements > 0);
  return (
    <section className="panel compare-panel" aria-label="Compare">
      <h2>Compare</h2>
      <p className="hint">
        Each line under the kit&apos;s profiles ({PROFILE_IDS.join(', ')}) and the e-mail checks of{' '}
        {LIBRARY_IDS.map((id) => `${id} ${LIBRARY_VERSIONS[id]}`).join(', ')} (run in the background). A cell that
        differs from the chosen profile ({reference}) is marked.
      </p>
      <p className="compare-status" role="status" data-state={state?.done === true ? 'done' : 'comparing'}>
        {state === undefined || comparison === undefined
          ? 'Comparing…'
          : state.done
            ? `${lines(comparison.lineCount)} compared: the columns disagree on ${lines(disagreeing ?? 0)}.`
            : `Comparing… ${(progress?.builtIn ?? 0).toLocaleString('en')} of ${lines(comparison.lineCount)}${
                customRegex === null
                  ? ''
                  : `; your regex: ${(progress?.yours ?? 0).toLocaleString('en')} of ${comparison.lineCount.toLocaleString('en')}`
              }.`}
      </p>
      <YourRegex value={customRegex} onChange={onCustomRegexChange} onAddLine={onAddLine} />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={disagreementsOnly}
          onChange={(event) => {
            onDisagreementsOnlyChange(event.target.checked);
          }}
        />
        Only lines where they disagree
      </label>
      {children}
      {state?.done === true && (
        <>
          <h3>Disagreements per pair</h3>
          {disagreeingPairs.length === 0 ? (
            <p className="hint">Every pair agrees on every line.</p>
          ) : (
            <table className="pair-counts">
              <thead>
                <tr>
                  <th scope="col">Columns</th>
                  <th scope="col">Lines</th>
                </tr>
              </thead>
              <tbody>
                {disagreeingPairs.map((pair) => (
                  <tr key={`${pair.a}-${pair.b}`} data-pair={`${pair.a}-${pair.b}`}>
                    <td>
                      {pair.a} · {pair.b}
                    </td>
                    <td>{pair.disagreements.toLocaleString('en')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <AuditPanel
        customRegex={customRegex !== null && regexProblem(customRegex) === undefined ? customRegex : null}
        onAddLine={onAddLine}
      />
      <p className="hint">
        The browser column is not counted: it is asked only about the rows in view, up to{' '}
        {BROWSER_CHECK_MAX_UNITS.toLocaleString('en')} characters.
      </p>
    </section>
  );
}
