import { BROWSER_CHECK_MAX_UNITS } from '../model/browserVerdict.ts';
import { isAnswer } from '../compare/columns.ts';
import { LIBRARY_IDS } from '../compare/libraryIds.ts';
import { LIBRARY_VERSIONS } from '../compare/libraryVersions.ts';
import type { PairCount } from '../compare/disagreements.ts';
import type { ComparisonState } from '../compare/useComparison.ts';
import type { ProfileId } from '../../src/index.ts';

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
}: {
  state: ComparisonState | undefined;
  pairs: readonly PairCount[];
  /** How many lines the columns disagree on; undefined until compared. */
  disagreeing: number | undefined;
  reference: ProfileId;
  disagreementsOnly: boolean;
  onDisagreementsOnlyChange: (value: boolean) => void;
}) {
  const comparison = state?.comparison;
  const answered =
    comparison === undefined
      ? 0
      : (comparison.columns.at(-1)?.codes.reduce((count, code) => count + (isAnswer(code) ? 1 : 0), 0) ?? 0);
  const disagreeingPairs = pairs.filter((pair) => pair.disagreements > 0);
  return (
    <section className="panel compare-panel" aria-label="Compare">
      <h2>Compare</h2>
      <p className="hint">
        Each line under the four profiles and the e-mail checks of{' '}
        {LIBRARY_IDS.map((id) => `${id} ${LIBRARY_VERSIONS[id]}`).join(', ')} (run in the background). A cell that
        differs from the chosen profile ({reference}) is marked.
      </p>
      <p className="compare-status" role="status" data-state={state?.done === true ? 'done' : 'comparing'}>
        {state === undefined || comparison === undefined
          ? 'Comparing…'
          : state.done
            ? `${lines(comparison.lineCount)} compared: the columns disagree on ${lines(disagreeing ?? 0)}.`
            : `Comparing… ${answered.toLocaleString('en')} of ${lines(comparison.lineCount)}.`}
      </p>
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
      <p className="hint">
        The browser column is not counted: it is asked only about the rows in view, up to{' '}
        {BROWSER_CHECK_MAX_UNITS.toLocaleString('en')} characters.
      </p>
    </section>
  );
}
