import { RULES, validateEmail, type EmailReport, type ProfileId, type RuleId } from '../../src/index.ts';

/**
 * A line's verdict packed into one byte: bit i is set when RULES[i] fires. A hundred thousand lines
 * then fit in a 100 KB typed array that a worker can hand over without copying.
 */
export type FailureMask = number;

export function failureMaskOf(report: EmailReport): FailureMask {
  let mask = 0;
  report.results.forEach((result, index) => {
    if (result.status === 'fail') mask |= 1 << index;
  });
  return mask;
}

/** Judges lines [start, end) with validateEmail and writes their masks into `masks`. */
export function judgeLinesInto(
  masks: Uint8Array,
  lines: readonly string[],
  profile: ProfileId,
  start = 0,
  end = lines.length,
): void {
  for (let index = start; index < end; index++) {
    masks[index] = failureMaskOf(validateEmail(lines[index] ?? '', { profile }));
  }
}

export function judgeLines(lines: readonly string[], profile: ProfileId): Uint8Array {
  const masks = new Uint8Array(lines.length);
  judgeLinesInto(masks, lines, profile);
  return masks;
}

/** The rules a mask says fire, in catalogue order. */
export function rulesIn(mask: FailureMask): RuleId[] {
  return RULES.filter((_, index) => (mask & (1 << index)) !== 0).map((rule) => rule.id);
}

/** The verdict a row shows: `valid`, or the id of the first rule that fires. */
export function verdictOf(mask: FailureMask): RuleId | 'valid' {
  return rulesIn(mask)[0] ?? 'valid';
}

export function firesRule(mask: FailureMask, rule: RuleId): boolean {
  const index = RULES.findIndex((candidate) => candidate.id === rule);
  return index >= 0 && (mask & (1 << index)) !== 0;
}

export interface Summary {
  readonly lines: number;
  readonly valid: number;
  readonly invalid: number;
  /** How many lines each rule fired on, in catalogue order. */
  readonly firedCounts: readonly number[];
}

export function summarize(masks: Uint8Array): Summary {
  const firedCounts = RULES.map(() => 0);
  let valid = 0;
  for (const mask of masks) {
    if (mask === 0) {
      valid++;
      continue;
    }
    for (let index = 0; index < firedCounts.length; index++) {
      if ((mask & (1 << index)) !== 0) firedCounts[index] = (firedCounts[index] ?? 0) + 1;
    }
  }
  return { lines: masks.length, valid, invalid: masks.length - valid, firedCounts };
}

export interface LineFilter {
  /** Show only lines on which this rule fires; null for no rule filter. */
  readonly rule: RuleId | null;
  readonly failingOnly: boolean;
}

export const NO_FILTER: LineFilter = { rule: null, failingOnly: false };

export function isFiltering(filter: LineFilter): boolean {
  return filter.rule !== null || filter.failingOnly;
}

/** Indices of the lines the filter lets through, in order. */
export function filterLines(masks: Uint8Array, filter: LineFilter): Uint32Array {
  const ruleIndex = filter.rule === null ? -1 : RULES.findIndex((rule) => rule.id === filter.rule);
  const kept = new Uint32Array(masks.length);
  let count = 0;
  masks.forEach((mask, index) => {
    if (filter.failingOnly && mask === 0) return;
    if (ruleIndex >= 0 && (mask & (1 << ruleIndex)) === 0) return;
    kept[count++] = index;
  });
  return kept.slice(0, count);
}
