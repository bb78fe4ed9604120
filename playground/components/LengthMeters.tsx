import { useId, useState } from 'react';
import { RULES, type LengthUnit, type Units } from '../../src/index.ts';
import { countCodePoints } from '../../src/text.ts';
import type { RuleView } from '../model/judgedText.ts';
import { UNIT_WORDS } from '../model/unitWords.ts';
import { formatCount } from '../model/wording.ts';

const utf8 = new TextEncoder();

/** The measures of one result's part: code points (the rules' unit), UTF-16 units and UTF-8 bytes. */
function measuresOf(input: string, result: RuleView): { utf16: number; utf8: number } | undefined {
  if (result.span === undefined) return undefined;
  const [start, end] = result.span;
  return { utf16: end - start, utf8: utf8.encode(input.slice(start, end)).length };
}

const PART_NAMES = { total: 'whole address', local: 'local part', label: 'longest label' } as const;

/** The characters of the part measured, beside a bound that counts octets: the other unit a person counts in. */
function charactersBeside(input: string, result: RuleView, unit: LengthUnit): string | undefined {
  if (unit === 'codePoints' || result.span === undefined) return undefined;
  const [start, end] = result.span;
  const count = countCodePoints(input, start, end);
  return `${count.toLocaleString('en')} ${count === 1 ? 'character' : 'characters'}`;
}

/**
 * One meter per length rule of the catalogue: measured / limit in the profile's unit (`units`), with the
 * bar past the limit marked and, for a bound in octets, the part's characters beside it.
 */
export function LengthMeters({ input, results, units }: { input: string; results: readonly RuleView[]; units: Units }) {
  const [showUnits, setShowUnits] = useState(false);
  const unitsId = useId();
  const lengthRules = RULES.filter((rule) => rule.limit !== undefined && rule.measures !== undefined);
  return (
    <div className="meters">
      <ul className="meter-list">
        {lengthRules.map((rule) => {
          const result = results.find((candidate) => candidate.rule === rule.id);
          const limit = rule.limit ?? 0;
          const bound = rule.measures ?? 'total';
          const part = PART_NAMES[bound];
          const unit = units[bound];
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
          const measures = showUnits ? measuresOf(input, result) : undefined;
          const beside = charactersBeside(input, result, unit);
          return (
            <li
              key={rule.id}
              className="meter"
              data-rule={rule.id}
              data-status={result.status}
              data-unit={unit}
              title={result.message}
            >
              <span className="meter-label">{part}</span>
              <span className="meter-figure">
                <strong>
                  {formatCount(result.length)} / {formatCount(limit)}
                </strong>{' '}
                {UNIT_WORDS[unit]}
                {beside !== undefined && <span className="meter-beside"> ({beside})</span>}{' '}
                {over ? '✗ over' : '✓ within'}
              </span>
              <span className="meter-track" aria-hidden="true">
                <span
                  className={over ? 'meter-fill over' : 'meter-fill'}
                  style={{ width: `${String(Math.min(100, (100 * result.length) / limit))}%` }}
                />
              </span>
              {measures !== undefined && (
                <span className="meter-units">
                  {measures.utf16} UTF-16 units · {measures.utf8} UTF-8 bytes
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
