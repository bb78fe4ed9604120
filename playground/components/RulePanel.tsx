import { useId } from 'react';
import { RULES, type RuleId } from '../../src/index.ts';
import type { LineFilter, Summary } from '../model/verdicts.ts';

/** The catalogue as a bar chart of how many lines each rule fired on; each bar filters the grid. */
export function RulePanel({
  summary,
  filter,
  onFilterChange,
}: {
  summary: Summary | undefined;
  filter: LineFilter;
  onFilterChange: (filter: LineFilter) => void;
}) {
  const failingId = useId();
  const headingId = useId();
  const largest = Math.max(1, ...(summary?.firedCounts ?? []));
  const toggleRule = (rule: RuleId) => {
    onFilterChange({ ...filter, rule: filter.rule === rule ? null : rule });
  };
  return (
    <section className="panel rule-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Rules</h2>
      <p className="hint">Judged in this order; the first that fires decides. Choose a rule to show only its lines.</p>
      <ol className="rule-bars">
        {RULES.map((rule, index) => {
          const fired = summary?.firedCounts[index];
          const pressed = filter.rule === rule.id;
          return (
            <li key={rule.id}>
              <button
                type="button"
                className="rule-bar"
                aria-pressed={pressed}
                data-rule={rule.id}
                onClick={() => {
                  toggleRule(rule.id);
                }}
              >
                <span className="rule-bar-title">
                  <span className="rule-order">{rule.order}</span> {rule.title}
                  <code className="rule-id">{rule.id}</code>
                </span>
                <span className="rule-bar-count" data-count={fired ?? ''}>
                  {fired === undefined ? 'judging…' : `${fired.toLocaleString('en')} ${fired === 1 ? 'line' : 'lines'}`}
                </span>
                <span className="bar-track" aria-hidden="true">
                  <span
                    className="bar-fill"
                    style={{ width: `${String(fired === undefined ? 0 : (100 * fired) / largest)}%` }}
                  />
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <div className="filter-row">
        <label className="checkbox" htmlFor={failingId}>
          <input
            id={failingId}
            type="checkbox"
            checked={filter.failingOnly}
            onChange={(event) => {
              onFilterChange({ ...filter, failingOnly: event.target.checked });
            }}
          />
          Failing lines only
        </label>
        <button
          type="button"
          className="link-button"
          disabled={filter.rule === null && !filter.failingOnly}
          onClick={() => {
            onFilterChange({ rule: null, failingOnly: false });
          }}
        >
          Show all lines
        </button>
      </div>
    </section>
  );
}
