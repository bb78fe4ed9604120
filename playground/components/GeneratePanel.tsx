import { useId, useState } from 'react';
import { BOUNDS, RULE_OF_BOUND, ruleById, type Bound, type ProfileId } from '../../src/index.ts';
import { MAX_CASE_COUNT, MAX_SEED } from '../state/playgroundState.ts';
import { WholeNumberField } from './WholeNumberField.tsx';
import { countOf, formatCount } from '../model/wording.ts';

/**
 * Draws addresses at and around a bound from the property generators. The generators (and fast-check)
 * are imported on first use, so they are a separate chunk that the first page load never fetches.
 */
export function GeneratePanel({
  profile,
  bound,
  seed,
  caseCount,
  onSettingsChange,
  onGenerated,
}: {
  profile: ProfileId;
  bound: Bound;
  seed: number;
  caseCount: number;
  onSettingsChange: (settings: { bound: Bound; seed: number; caseCount: number }) => void;
  onGenerated: (addresses: readonly string[]) => void;
}) {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const boundId = useId();
  const countId = useId();
  const seedId = useId();

  const generate = async () => {
    setBusy(true);
    setStatus('Loading the generators…');
    try {
      const { drawCases } = await import('../generate/drawCases.ts');
      const { addresses, skipped } = drawCases({ profile, bound, seed, count: caseCount });
      onGenerated(addresses);
      const skippedNote = skipped > 0 ? ` (${formatCount(skipped)} with a line break left out)` : '';
      setStatus(
        // The seed stays as typed (no separators): it is copied back into the field.
        `Added ${countOf(addresses.length, 'case')} around "${ruleById(RULE_OF_BOUND[bound]).title}", seed ${String(seed)}${skippedNote}.`,
      );
    } catch (error) {
      setStatus(`Could not draw cases: ${error instanceof Error ? error.message : 'unknown error'}.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel generate" aria-labelledby={headingId}>
      <h2 id={headingId}>Generate edge cases</h2>
      <p className="hint">
        Addresses at and around a bound, drawn by the property-test generators under the chosen profile. The same seed
        gives the same cases.
      </p>
      <div className="control-row">
        <label htmlFor={boundId}>Bound</label>
        <select
          id={boundId}
          value={bound}
          onChange={(event) => {
            const next = BOUNDS.find((candidate) => candidate === event.target.value);
            if (next !== undefined) onSettingsChange({ bound: next, seed, caseCount });
          }}
        >
          {BOUNDS.map((candidate) => (
            <option key={candidate} value={candidate}>
              {ruleById(RULE_OF_BOUND[candidate]).title}
            </option>
          ))}
        </select>
        <label htmlFor={countId}>Cases</label>
        <WholeNumberField
          id={countId}
          className="narrow"
          value={caseCount}
          min={1}
          max={MAX_CASE_COUNT}
          onChange={(next) => {
            onSettingsChange({ bound, seed, caseCount: next });
          }}
        />
        <label htmlFor={seedId}>Seed</label>
        <WholeNumberField
          id={seedId}
          className="seed"
          value={seed}
          min={0}
          max={MAX_SEED}
          onChange={(next) => {
            onSettingsChange({ bound, caseCount, seed: next });
          }}
        />
        <button
          type="button"
          onClick={() => {
            onSettingsChange({ bound, caseCount, seed: Math.floor(Math.random() * MAX_SEED) });
          }}
        >
          New seed
        </button>
        <button
          type="button"
          className="primary"
          // aria-disabled, not disabled: a disabled button drops the focus to the page, and the keyboard user
          // who pressed Generate would start over from the top.
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void generate();
          }}
        >
          Generate
        </button>
      </div>
      <p className="status-line" role="status">
        {status}
      </p>
    </section>
  );
}
