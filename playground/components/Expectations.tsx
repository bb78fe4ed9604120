import { useId } from 'react';
import { REASONS, RULES } from '../../src/index.ts';
import { describeExpected, describeTally, isExpected, type Expected, type Tally } from '../model/expectations.ts';

/** The value of the menu's "none": not an expectation, so it can never be read as one. */
const NONE = '';

/** In the line details: what the person expects of the line, set or cleared, and whether it is met. */
export function ExpectationPicker({
  expected,
  met,
  onChange,
}: {
  expected: Expected | undefined;
  /** Whether the line meets it; undefined while there is none. */
  met: boolean | undefined;
  onChange: (expected: Expected | null) => void;
}) {
  const id = useId();
  return (
    <div className="expectation-picker">
      <label htmlFor={id}>Expected</label>{' '}
      <select
        id={id}
        value={expected ?? NONE}
        onChange={(event) => {
          const value = event.target.value;
          onChange(isExpected(value) ? value : null);
        }}
      >
        <option value={NONE}>none</option>
        <option value="valid">valid</option>
        <option value="invalid">invalid</option>
        {/* From the kit's catalogues: a rule or reason added there is offered here. */}
        <optgroup label="A rule fires (first or not)">
          {RULES.map((rule) => (
            <option key={rule.id} value={`rule:${rule.id}`}>
              {rule.id} ({rule.title})
            </option>
          ))}
        </optgroup>
        <optgroup label="The pattern fails because">
          {REASONS.map((reason) => (
            <option key={reason.id} value={`reason:${reason.id}`}>
              {reason.title} ({reason.id})
            </option>
          ))}
        </optgroup>
      </select>{' '}
      {expected !== undefined && met !== undefined && (
        <span className={met ? 'expectation-met' : 'expectation-surprise'} data-expectation={met ? 'met' : 'surprise'}>
          {met ? '✓ met' : `✗ surprise: expected ${describeExpected(expected)}`}
        </span>
      )}
    </div>
  );
}

/** The grid row's mark: ✓ when the line meets what was expected, ✗ when it is a surprise. */
export function ExpectationBadge({ expected, met }: { expected: Expected; met: boolean }) {
  const name = `expected ${describeExpected(expected)}: ${met ? 'met' : 'surprise'}`;
  return (
    <span
      className={met ? 'expectation-badge met' : 'expectation-badge surprise'}
      role="img"
      aria-label={name}
      title={name}
      data-expectation={met ? 'met' : 'surprise'}
    >
      {met ? '✓' : '✗'}
    </span>
  );
}

/** Near the filters: how many expectations are met, and a filter to the surprises. */
export function ExpectationTally({
  tally,
  surprisesOnly,
  onSurprisesOnlyChange,
}: {
  tally: Tally | undefined;
  surprisesOnly: boolean;
  onSurprisesOnlyChange: (surprisesOnly: boolean) => void;
}) {
  const id = useId();
  const total = tally?.total ?? 0;
  return (
    <div className="expectation-tally">
      <p className="hint" role="status" data-expectations={total}>
        {tally === undefined
          ? 'Judging…'
          : total === 0
            ? 'No line marked as expected yet: select a row and choose what you expect of it.'
            : `${describeTally(tally)}.`}
      </p>
      {/* Kept while on even with no marks left, so the filter can still be turned off. */}
      {(total > 0 || surprisesOnly) && (
        <label className="checkbox" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={surprisesOnly}
            onChange={(event) => {
              onSurprisesOnlyChange(event.target.checked);
            }}
          />
          Only surprises
        </label>
      )}
    </div>
  );
}
