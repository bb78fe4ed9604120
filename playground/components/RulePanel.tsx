import { useId, type ReactNode } from 'react';
import { REASON_IDS, RULES, reasonById, type ReasonId, type RuleId } from '../../src/index.ts';
import { NO_FILTER, isFiltering, type LineFilter, type Summary } from '../model/verdicts.ts';

const lines = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'line' : 'lines'}`;

/** What the grid shows under `filter`, in words. */
export function describeFilter(filter: LineFilter): string {
  if (!isFiltering(filter)) return 'Showing every line.';
  const parts: string[] = [];
  if (filter.reason !== null) parts.push(`the pattern fails with “${reasonById(filter.reason).title}”`);
  else if (filter.rule !== null) parts.push(`${filter.rule} fires (first or not)`);
  if (filter.failingOnly && filter.rule === null && filter.reason === null) parts.push('some rule fires');
  return `Showing the lines where ${parts.join(' and ')}.`;
}

/** The reasons the pattern failed for, with their counts, most frequent first; each filters the grid. */
function ReasonChips({
  summary,
  filter,
  onFilterChange,
}: {
  summary: Summary;
  filter: LineFilter;
  onFilterChange: (filter: LineFilter) => void;
}) {
  const found = REASON_IDS.map((id, index) => [id, summary.reasonCounts[index] ?? 0] as const)
    .filter(([, count]) => count > 0)
    .sort((left, right) => right[1] - left[1]);
  if (found.length === 0) return null;
  const toggle = (reason: ReasonId) => {
    onFilterChange(filter.reason === reason ? { ...filter, reason: null } : { ...filter, rule: 'pattern', reason });
  };
  return (
    <ul className="reason-chips" aria-label="Why the pattern fails">
      {found.map(([reason, count]) => (
        <li key={reason}>
          <button
            type="button"
            className="reason-chip"
            aria-pressed={filter.reason === reason}
            data-reason={reason}
            title={reasonById(reason).title}
            onClick={() => {
              toggle(reason);
            }}
          >
            {reasonById(reason).title} <span className="reason-count">{count.toLocaleString('en')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The catalogue as a bar chart of how many lines each rule decides (fires first on: these add up to the
 * invalid lines) and how many more it also fires on; each bar filters the grid, and the pattern's
 * reasons filter it further.
 */
export function RulePanel({
  summary,
  filter,
  onFilterChange,
  children,
  surprisesOnly = false,
}: {
  /** Only surprises is on: the line that says what the grid shows says so too. */
  surprisesOnly?: boolean;
  summary: Summary | undefined;
  filter: LineFilter;
  onFilterChange: (filter: LineFilter) => void;
  /** More filters, shown under the panel's own (the expectations' tally). */
  children?: ReactNode;
}) {
  const failingId = useId();
  const headingId = useId();
  const largest = Math.max(1, ...(summary?.firedCounts ?? []));
  const toggleRule = (rule: RuleId) => {
    onFilterChange({ ...filter, rule: filter.rule === rule ? null : rule, reason: null });
  };
  return (
    <section className="panel rule-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Rules</h2>
      <p className="hint">
        Judged in this order; the first that fires decides. Choose a rule to show only the lines it fires on.
      </p>
      <ol className="rule-bars">
        {RULES.map((rule, index) => {
          const fired = summary?.firedCounts[index];
          const decides = summary?.decidingCounts[index] ?? 0;
          const alsoFires = fired === undefined ? 0 : fired - decides;
          const pressed = filter.rule === rule.id;
          const countText =
            fired === undefined
              ? 'judging…'
              : `decides ${lines(decides)}${alsoFires > 0 ? `, also fires on ${alsoFires.toLocaleString('en')}` : ''}`;
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
                {/* Read whole, the parts ran together ("1 Not emptyempty decides 1 line"): hidden stops
                    make the name "1. Not empty (empty): decides 1 line", and it still holds the visible text. */}
                <span className="rule-bar-title">
                  <span className="rule-order">{rule.order}</span>
                  <span className="visually-hidden">.</span> {rule.title} <span className="visually-hidden">(</span>
                  <code className="rule-id">{rule.id}</code>
                  <span className="visually-hidden">):</span>
                </span>{' '}
                <span className="rule-bar-count" data-count={fired ?? ''} data-decides={decides}>
                  {countText}
                </span>
                <span className="bar-track" aria-hidden="true">
                  <span
                    className="bar-fill"
                    style={{ width: `${String(fired === undefined ? 0 : (100 * decides) / largest)}%` }}
                  />
                  <span
                    className="bar-fill also"
                    style={{ width: `${String(fired === undefined ? 0 : (100 * alsoFires) / largest)}%` }}
                  />
                </span>
              </button>
              {rule.id === 'pattern' && summary !== undefined && (
                <ReasonChips summary={summary} filter={filter} onFilterChange={onFilterChange} />
              )}
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
          disabled={!isFiltering(filter)}
          onClick={() => {
            onFilterChange(NO_FILTER);
          }}
        >
          Show all lines
        </button>
      </div>
      <p className="hint filter-says" role="status">
        {surprisesOnly
          ? isFiltering(filter)
            ? `${describeFilter(filter)} Only the surprises among them.`
            : 'Showing the lines whose expected verdict is not met.'
          : describeFilter(filter)}
      </p>
      {children}
    </section>
  );
}
