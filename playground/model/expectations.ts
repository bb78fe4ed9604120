import { REASON_IDS, RULES, RULE_IDS, reasonById, type ReasonId, type RuleId } from '../../src/index.ts';
import type { JudgedLines } from './judgedText.ts';
import { maskAt } from './verdicts.ts';

/**
 * What a person expects of a line, by hand: valid, invalid, a rule that fires (first or not), or a reason
 * the pattern fails for. A string, so it reads plainly in a link and in an export.
 */
export type Expected = 'valid' | 'invalid' | `rule:${RuleId}` | `reason:${ReasonId}`;

/** A line's mark: its 0-based index in the text, and what is expected of it. Kept sparse, by index. */
export type ExpectationMark = readonly [line: number, expected: Expected];

/** A link or a session holds at most this many marks: a person marks lines by hand, one at a time. */
export const MAX_EXPECTATIONS = 10_000;
/** Past any text the page can hold (a 10 MB paste has at most as many lines as characters). */
const MAX_LINE_INDEX = 24_000_000;

/** Every expectation a person can choose, in the order the menu lists them; rules and reasons from the kit. */
export const EXPECTED_CHOICES: readonly Expected[] = [
  'valid',
  'invalid',
  ...RULE_IDS.map((id): Expected => `rule:${id}`),
  ...REASON_IDS.map((id): Expected => `reason:${id}`),
];

export function isExpected(value: unknown): value is Expected {
  return typeof value === 'string' && (EXPECTED_CHOICES as readonly string[]).includes(value);
}

/** The rule an expectation names, or undefined. */
export function expectedRule(expected: Expected): RuleId | undefined {
  return RULE_IDS.find((id) => expected === `rule:${id}`);
}

/** The reason an expectation names, or undefined. */
export function expectedReason(expected: Expected): ReasonId | undefined {
  return REASON_IDS.find((id) => expected === `reason:${id}`);
}

/** What an expectation says, in words: `valid`, `invalid`, `localTooLong fires`, `the pattern fails: two dots`. */
export function describeExpected(expected: Expected): string {
  const rule = expectedRule(expected);
  if (rule !== undefined) return `${rule} fires`;
  const reason = expectedReason(expected);
  return reason === undefined ? expected : `the pattern fails: ${reasonById(reason).title}`;
}

/**
 * The marks field of a link or a session: sorted, distinct, bounded pairs. Anything else is refused (the
 * error names it), so a hostile link cannot make the page hold millions of marks.
 */
export function parseExpectations(value: unknown): readonly ExpectationMark[] {
  if (!Array.isArray(value)) throw new TypeError('"expectations" is not a list');
  if (value.length > MAX_EXPECTATIONS)
    throw new TypeError(`"expectations" holds more than ${MAX_EXPECTATIONS.toLocaleString('en')} marks`);
  const marks: ExpectationMark[] = [];
  let previous = -1;
  for (const item of value as unknown[]) {
    if (!Array.isArray(item) || item.length !== 2)
      throw new TypeError('"expectations" holds a mark that is not a pair');
    const [line, expected] = item as unknown[];
    if (typeof line !== 'number' || !Number.isInteger(line) || line <= previous || line > MAX_LINE_INDEX)
      throw new TypeError('"expectations" holds a line number out of order or out of range');
    if (!isExpected(expected)) throw new TypeError('"expectations" holds an expectation that is not known');
    marks.push([line, expected]);
    previous = line;
  }
  return marks;
}

/** The mark on line `line`, if any: a binary search, since the marks are sorted and an export asks for every line. */
export function expectationAt(marks: readonly ExpectationMark[], line: number): Expected | undefined {
  let low = 0;
  let high = marks.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const mark = marks[middle];
    if (mark === undefined) return undefined;
    if (mark[0] === line) return mark[1];
    if (mark[0] < line) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** The marks with line `line` set to `expected` (or cleared, with null); still sorted. Null when full. */
export function withExpectation(
  marks: readonly ExpectationMark[],
  line: number,
  expected: Expected | null,
): readonly ExpectationMark[] | null {
  const others = marks.filter(([at]) => at !== line);
  if (expected === null) return others;
  if (others.length >= MAX_EXPECTATIONS) return null;
  return [...others, [line, expected] as const].sort((left, right) => left[0] - right[0]);
}

/** Whether line `line` of the judgement meets `expected`. */
export function isMet(judged: JudgedLines, line: number, expected: Expected): boolean {
  const mask = maskAt(judged, line);
  if (expected === 'valid') return mask === 0;
  if (expected === 'invalid') return mask !== 0;
  const rule = expectedRule(expected);
  if (rule !== undefined) return (mask & (1 << RULES.findIndex((known) => known.id === rule))) !== 0;
  const reason = expectedReason(expected);
  return reason !== undefined && judged.reasons[line] === REASON_IDS.indexOf(reason) + 1;
}

export interface Tally {
  /** Marks on lines the judgement has (a mark past the last line is not counted). */
  readonly total: number;
  readonly met: number;
  /** The lines whose mark is not met, ascending. */
  readonly surprises: Uint32Array;
}

export function tallyExpectations(judged: JudgedLines, marks: readonly ExpectationMark[]): Tally {
  const surprises: number[] = [];
  let total = 0;
  for (const [line, expected] of marks) {
    if (line >= judged.lineCount) continue;
    total++;
    if (!isMet(judged, line, expected)) surprises.push(line);
  }
  return { total, met: total - surprises.length, surprises: Uint32Array.from(surprises) };
}

/** "12 expectations: 10 met, 2 surprises". */
export function describeTally(tally: Tally): string {
  const surprises = tally.surprises.length;
  return `${tally.total.toLocaleString('en')} ${tally.total === 1 ? 'expectation' : 'expectations'}: ${tally.met.toLocaleString('en')} met, ${surprises.toLocaleString('en')} ${surprises === 1 ? 'surprise' : 'surprises'}`;
}

/** Of `base` (null for every line), the lines in `keep`; both ascending. */
export function keepOnly(base: Uint32Array | null, keep: Uint32Array): Uint32Array {
  if (base === null) return keep;
  const wanted = new Set(keep);
  return base.filter((line) => wanted.has(line));
}

/** Line starts: the index after each LF, and 0. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/**
 * The marks after an edit from `before` to `after`. Lines are told apart as the judgement tells them
 * apart: the lines the two texts share at their start keep their index, those they share at their end
 * move with it, and a mark on a line in between (changed, inserted or removed) is dropped, never moved to
 * another line. `dropped` counts those.
 */
export function carryExpectations(
  before: string,
  after: string,
  marks: readonly ExpectationMark[],
): { marks: readonly ExpectationMark[]; dropped: number } {
  if (marks.length === 0 || before === after) return { marks, dropped: 0 };
  const oldStarts = lineStarts(before);
  const newStarts = lineStarts(after);
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < shorter &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  )
    suffix++;
  const lines = Math.min(oldStarts.length, newStarts.length);
  // A line is the same at the start when it ends at the same place in both, within the shared start.
  let sameAtStart = 0;
  while (sameAtStart < lines) {
    const end = lineEnd(before, oldStarts, sameAtStart);
    if (end !== lineEnd(after, newStarts, sameAtStart) || end > prefix) break;
    sameAtStart++;
  }
  // A line is the same at the end when it starts as far from the end in both, within the shared end.
  let sameAtEnd = 0;
  while (sameAtEnd < lines - sameAtStart) {
    const fromOld = before.length - (oldStarts[oldStarts.length - 1 - sameAtEnd] ?? 0);
    const fromNew = after.length - (newStarts[newStarts.length - 1 - sameAtEnd] ?? 0);
    if (fromOld !== fromNew || fromOld > suffix) break;
    sameAtEnd++;
  }
  const shift = newStarts.length - oldStarts.length;
  const kept: ExpectationMark[] = [];
  for (const [line, expected] of marks) {
    if (line < sameAtStart) kept.push([line, expected]);
    else if (line >= oldStarts.length - sameAtEnd && line < oldStarts.length) kept.push([line + shift, expected]);
  }
  return { marks: kept, dropped: marks.length - kept.length };
}

/** Where line `index` ends (before its LF, or at the end of the text). */
function lineEnd(text: string, starts: readonly number[], index: number): number {
  const next = starts[index + 1];
  return next === undefined ? text.length : next - 1;
}
