import { useId, useState } from 'react';
import { RULES } from '../../src/index.ts';
import type { RuleView } from '../model/judgedText.ts';

const utf8 = new TextEncoder();

/** The measures of one result's part: code points (the rules' unit), UTF-16 units and UTF-8 bytes. */
function measuresOf(input: string, result: RuleView): { utf16: number; utf8: number } | undefined {
  if (result.span === undefined) return undefined;
  const [start, end] = result.span;
  return { utf16: end - start, utf8: utf8.encode(input.slice(start, end)).length };
}

const PART_NAMES = { total: 'whole address', local: 'local part', label: 'longest label' } as const;

/** One meter per length rule of the catalogue: measured / limit, with the bar past the limit marked. */
export function LengthMeters({ input, results }: { input: string; results: readonly RuleView[] }) {
  const [showUnits, setShowUnits] = useState(false);
  const unitsId = useId();
  const lengthRules = RULES.filter((rule) => rule.limit !== undefined && rule.measures !== undefined);
  return (
    <div className="meters">
      <ul className="meter-list">
        {lengthRules.map((rule) => {
          const result = results.find((candidate) => candidate.rule === rule.id);
          const limit = rule.limit ?? 0;
          const part = PART_NAMES[rule.measures ?? 'total'];
          if (result === undefined || result.status === 'skip' || result.length === undefined) {
            return (
              <li key={rule.id} className="meter" data-rule={rule.id} data-status="skip">
                <span className="meter-label">{part}</span>
                <span className="meter-figure">
                  – / {limit} <span className="meter-note">skipped: no at-sign</span>
                </span>
              </li>
            );
          }
          const over = result.status === 'fail';
          const units = showUnits ? measuresOf(input, result) : undefined;
          return (
            <li key={rule.id} className="meter" data-rule={rule.id} data-status={result.status}>
              <span className="meter-label">{part}</span>
              <span className="meter-figure">
                <strong>
                  {result.length} / {limit}
                </strong>{' '}
                characters {over ? '✗ over' : '✓ within'}
              </span>
              <span className="meter-track" aria-hidden="true">
                <span
                  className={over ? 'meter-fill over' : 'meter-fill'}
                  style={{ width: `${String(Math.min(100, (100 * result.length) / limit))}%` }}
                />
              </span>
              {units !== undefined && (
                <span className="meter-units">
                  {units.utf16} UTF-16 units · {units.utf8} UTF-8 bytes
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <label className="checkbox" htmlFor={unitsId}>
        <input
          id={unitsId}
          type="checkbox"
          checked={showUnits}
          onChange={(event) => {
            setShowUnits(event.target.checked);
          }}
        />
        Also show UTF-16 units and UTF-8 bytes
      </label>
    </div>
  );
}
