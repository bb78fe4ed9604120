/**
 * A progress line for long runs, on a terminal only: first after a second, then at most every quarter
 * second, rewritten in place, and erased before results or the summary are written.
 */
export interface ProgressTarget {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

const FIRST_AFTER_MS = 1000;
const EVERY_MS = 250;
const ERASE_LINE = '\r\u001b[K';

export class Progress {
  readonly #target: ProgressTarget;
  readonly #now: () => number;
  readonly #startedAt: number;
  #nextAt: number;
  #shown = false;

  constructor(target: ProgressTarget, now: () => number) {
    this.#target = target;
    this.#now = now;
    this.#startedAt = now();
    this.#nextAt = this.#startedAt + FIRST_AFTER_MS;
  }

  /** Called as lines are counted; cheap when nothing is due. */
  update(lines: number): void {
    if (this.#target.isTTY !== true) return;
    const now = this.#now();
    if (now < this.#nextAt) return;
    this.#nextAt = now + EVERY_MS;
    const perSecond = Math.round((lines * 1000) / Math.max(1, now - this.#startedAt));
    this.#target.write(
      `${ERASE_LINE}checked ${lines.toLocaleString('en-US')} lines (${perSecond.toLocaleString('en-US')} lines/s)`,
    );
    this.#shown = true;
  }

  /** Erases the progress line, if one is showing. */
  clear(): void {
    if (!this.#shown) return;
    this.#target.write(ERASE_LINE);
    this.#shown = false;
  }
}
