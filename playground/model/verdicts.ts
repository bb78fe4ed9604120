import { REASON_IDS, RULES, type ReasonId, type RuleId } from '../../src/index.ts';
import { failureMask, type JudgedLines } from './judgedText.ts';

/**
 * A line's verdict packed into one number: bit i is set when RULES[i] fires.
 */
export type FailureMask = number;

/** The rules a mask says fire, in catalogue order. */
export function rulesIn(mask: FailureMask): RuleId[] {
  return RULES.filter((_, index) => (mask & (1 << index)) !== 0).map((rule) => rule.id);
}

/** The verdict a row shows: `valid`, or the id of the first rule that fires. */
export function verdictOf(mask: FailureMask): RuleId | 'valid' {
  return rulesIn(mask)[0] ?? 'valid';
}

/** The failure mask of line `index`. */
export function maskAt(judged: JudgedLines, index: number): FailureMask {
  return failureMask(judged.statuses[index] ?? 0);
}

export interface Summary {
  readonly lines: number;
  readonly valid: number;
  readonly invalid: number;
  /** How many lines each rule fired on, in catalogue order. */
  readonly firedCounts: readonly number[];
  /** How many lines each rule decides (fires first on), in catalogue order: these add up to `invalid`. */
  readonly decidingCounts: readonly number[];
  /** How many lines fail the pattern for each reason, in the order of REASON_IDS. */
  readonly reasonCounts: readonly number[];
}

export function summarize(judged: JudgedLines): Summary {
  const firedCounts = RULES.map(() => 0);
  const decidingCounts = RULES.map(() => 0);
  const reasonCounts = REASON_IDS.map(() => 0);
  let valid = 0;
  for (let line = 0; line < judged.lineCount; line++) {
    const mask = maskAt(judged, line);
    if (mask === 0) {
      valid++;
      continue;
    }
    let deciding = true;
    for (let index = 0; index < firedCounts.length; index++) {
      if ((mask & (1 << index)) === 0) continue;
      firedCounts[index] = (firedCounts[index] ?? 0) + 1;
      if (deciding) decidingCounts[index] = (decidingCounts[index] ?? 0) + 1;
      deciding = false;
    }
    const reason = judged.reasons[line] ?? 0;
    if (reason > 0) reasonCounts[reason - 1] = (reasonCounts[reason - 1] ?? 0) + 1;
  }
  return {
    lines: judged.lineCount,
    valid,
    invalid: judged.lineCount - valid,
    firedCounts,
    decidingCounts,
    reasonCounts,
  };
}

export interface LineFilter {
  /** Show only lines on which this rule fires (first or not); null for no rule filter. */
  readonly rule: RuleId | null;
  /** Show only lines that fail the pattern for this reason; null for no reason filter. */
  readonly reason: ReasonId | null;
  readonly failingOnly: boolean;
}

export const NO_FILTER: LineFilter = { rule: null, reason: null, failingOnly: false };

export function isFiltering(filter: LineFilter): boolean {
  return filter.rule !== null || filter.reason !== null || filter.failingOnly;
}

/** Indices of the lines the filter lets through, in order. */
export function filterLines(judged: JudgedLines, filter: LineFilter): Uint32Array {
  const ruleIndex = filter.rule === null ? -1 : RULES.findIndex((rule) => rule.id === filter.rule);
  const reasonCode = filter.reason === null ? 0 : REASON_IDS.indexOf(filter.reason) + 1;
  const kept = new Uint32Array(judged.lineCount);
  let count = 0;
  for (let index = 0; index < judged.lineCount; index++) {
    const mask = maskAt(judged, index);
    if (filter.failingOnly && mask === 0) continue;
    if (ruleIndex >= 0 && (mask & (1 << ruleIndex)) === 0) continue;
    if (reasonCode > 0 && judged.reasons[index] !== reasonCode) continue;
    kept[count++] = index;
  }
  return kept.slice(0, count);
}
