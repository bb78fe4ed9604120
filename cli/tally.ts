/**
 * The summary of a run: how many lines were read, how many were valid, and on how many lines each rule fired.
 */
import { RULES, type RuleId } from '../src/index.ts';
import type { LineVerdict } from './verdict.ts';

/** A tally as plain data, to pass between threads: `fired` in catalogue order. */
export interface TallyCounts {
  readonly lines: number;
  readonly valid: number;
  readonly cut: number;
  readonly undecodable: number;
  readonly fired: readonly number[];
}

export class Tally {
  lines = 0;
  valid = 0;
  /** Lines judged by their length alone, being too long to hold. */
  cut = 0;
  /** Lines not judged, their bytes not being UTF-8. */
  undecodable = 0;
  readonly #fired = new Map<RuleId, number>(RULES.map((rule) => [rule.id, 0]));

  add(verdict: LineVerdict): void {
    this.lines += 1;
    if (verdict.valid) this.valid += 1;
    if (verdict.unjudged !== undefined) this.cut += 1;
    for (const rule of verdict.failed) this.#fired.set(rule, (this.#fired.get(rule) ?? 0) + 1);
  }

  /** Counts a line that is not UTF-8: invalid, though no rule fired. */
  addUndecodable(): void {
    this.lines += 1;
    this.undecodable += 1;
  }

  /** Counts a line the kit accepts, without its verdict (the lean path). */
  addValid(): void {
    this.lines += 1;
    this.valid += 1;
  }

  /** The counts as plain data (`addCounts` adds them to another tally). */
  counts(): TallyCounts {
    return {
      lines: this.lines,
      valid: this.valid,
      cut: this.cut,
      undecodable: this.undecodable,
      fired: RULES.map((rule) => this.firedOn(rule.id)),
    };
  }

  addCounts(counts: TallyCounts): void {
    this.lines += counts.lines;
    this.valid += counts.valid;
    this.cut += counts.cut;
    this.undecodable += counts.undecodable;
    RULES.forEach((rule, index) => {
      this.#fired.set(rule.id, this.firedOn(rule.id) + (counts.fired[index] ?? 0));
    });
  }

  get invalid(): number {
    return this.lines - this.valid;
  }

  firedOn(rule: RuleId): number {
    return this.#fired.get(rule) ?? 0;
  }

  /** Several lines for standard error: totals, then each rule with the count of lines it fired on. */
  format(profileId: string, maxLineUnits: number): string {
    const width = Math.max(...RULES.map((rule) => rule.id.length));
    const rows = RULES.map((rule) => `  ${rule.id.padEnd(width)}  ${this.firedOn(rule.id)}`);
    const cutNote =
      this.cut === 0
        ? []
        : [`  (${this.cut} line(s) longer than ${maxLineUnits} UTF-16 units were judged by their length alone)`];
    const undecodableNote =
      this.undecodable === 0
        ? []
        : [`  (${this.undecodable} line(s) were not UTF-8 and were not judged: --encoding reads other encodings)`];
    return [
      `${this.lines} line(s): ${this.valid} valid, ${this.invalid} invalid (profile ${profileId}); lines each rule fired on:`,
      ...rows,
      ...cutNote,
      ...undecodableNote,
    ].join('\n');
  }
}
