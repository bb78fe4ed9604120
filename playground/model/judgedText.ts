/**
 * Each line is judged once: the text is split once with the kit's splitter, every distinct line is judged
 * once per profile by validateEmail, and the answer keeps everything the grid, the summary, the filters,
 * the details and the export need, packed in typed arrays a worker hands over without copying.
 */
import {
  RULES,
  validateEmail,
  type EmailReport,
  type ProfileId,
  type RuleId,
  type RuleStatus,
  type Span,
} from '../../src/index.ts';
import { splitLines } from '../../src/text.ts';

/** Judges one line; validateEmail by default, injected in tests to count the calls. */
export type Judge = (line: string, profile: ProfileId) => EmailReport;

export const judgeWithKit: Judge = (line, profile) => validateEmail(line, { profile });

export const RULE_COUNT = RULES.length;
const STATUS_CODES: Readonly<Record<RuleStatus, number>> = { pass: 0, fail: 1, skip: 2 };
const STATUSES: readonly RuleStatus[] = ['pass', 'fail', 'skip'];
/** Per rule: the measured length and the span's start and end, -1 where the report has none. */
const PER_RULE = 3;
export const NUMBERS_PER_LINE = RULE_COUNT * PER_RULE;

/** One judged line, as kept in the cache. */
interface LineRecord {
  /** Two bits per rule, in catalogue order: 0 pass, 1 fail, 2 skip. */
  readonly statuses: number;
  readonly numbers: readonly number[];
  /** The message of each rule that fails, by catalogue position. */
  readonly messages: readonly (string | undefined)[];
  /** The report's overflow spans, flattened: start, end, start, end… */
  readonly overflow: readonly number[];
}

function recordOf(report: EmailReport): LineRecord {
  let statuses = 0;
  const numbers: number[] = [];
  const messages: (string | undefined)[] = [];
  const overflow: number[] = [];
  RULES.forEach((rule, index) => {
    const result = report.results.find((candidate) => candidate.rule === rule.id);
    statuses |= STATUS_CODES[result?.status ?? 'skip'] << (2 * index);
    numbers.push(result?.length ?? -1, result?.span?.[0] ?? -1, result?.span?.[1] ?? -1);
    messages.push(result?.status === 'fail' ? result.message : undefined);
    for (const [start, end] of result?.overflow ?? []) overflow.push(start, end);
  });
  return { statuses, numbers, messages, overflow };
}

/** The lines seen under one profile by one judging, and where to look for lines judged before. */
class Generation {
  readonly map = new Map<string, LineRecord>();
  finished = false;

  constructor(
    readonly sources: readonly Map<string, LineRecord>[],
    private readonly profile: ProfileId,
    private readonly judge: Judge,
    private readonly maxEntries: number,
  ) {}

  recordFor(line: string): LineRecord {
    let record = this.map.get(line);
    if (record !== undefined) return record;
    for (const source of this.sources) {
      record = source.get(line);
      if (record !== undefined) break;
    }
    record ??= recordOf(this.judge(line, this.profile));
    if (this.map.size < this.maxEntries) this.map.set(line, record);
    return record;
  }
}

/**
 * Remembers, per profile, the verdict of every line of the last text judged, so that an edit judges only
 * the lines it changed. Bounded: per profile it holds the lines of the latest text (and of one abandoned
 * judging), at most `maxEntries` each.
 */
export class LineJudgeCache {
  readonly #generations = new Map<ProfileId, Generation>();

  constructor(
    private readonly judge: Judge = judgeWithKit,
    private readonly maxEntries = 400_000,
  ) {}

  begin(profile: ProfileId): Generation {
    const last = this.#generations.get(profile);
    let sources: Map<string, LineRecord>[] = [];
    if (last !== undefined) sources = last.finished ? [last.map] : [last.map, ...last.sources.slice(0, 1)];
    const generation = new Generation(sources, profile, this.judge, this.maxEntries);
    this.#generations.set(profile, generation);
    return generation;
  }

  /** Lines held, over every profile (for tests). */
  get size(): number {
    let size = 0;
    for (const generation of this.#generations.values()) {
      size += generation.map.size;
      for (const source of generation.sources) size += source.size;
    }
    return size;
  }
}

/** The judged lines of one text: what a worker sends back (the text itself stays on the page). */
export interface JudgedLines {
  readonly profile: ProfileId;
  readonly lineCount: number;
  /** UTF-16 offsets of each line in the text, its terminator left out. */
  readonly starts: Uint32Array;
  readonly ends: Uint32Array;
  /** Two bits per rule, as in LineRecord. */
  readonly statuses: Uint16Array;
  /** NUMBERS_PER_LINE per line. */
  readonly numbers: Int32Array;
  /** RULE_COUNT per line: 0 for no message, else 1 + an index into `messages`. */
  readonly messageIndex: Uint32Array;
  /** Every distinct message once. */
  readonly messages: readonly string[];
  /** Line i's overflow spans are pairs overflowIndex[i] to overflowIndex[i + 1] of `overflowSpans`. */
  readonly overflowIndex: Uint32Array;
  readonly overflowSpans: Uint32Array;
  /** The longest line, in UTF-16 units. */
  readonly longestLine: number;
}

/** Judged lines with the text they came from. */
export interface JudgedText extends JudgedLines {
  readonly text: string;
}

/** The buffers to transfer when posting judged lines. */
export function transferablesOf(judged: JudgedLines): ArrayBuffer[] {
  return [
    judged.starts,
    judged.ends,
    judged.statuses,
    judged.numbers,
    judged.messageIndex,
    judged.overflowIndex,
    judged.overflowSpans,
  ].map((array) => array.buffer as ArrayBuffer);
}

/**
 * The judging of one text, in steps: the text is split once (the kit's splitter), then lines are judged a
 * batch at a time, so a caller can yield between batches and drop a judging the text has outrun.
 */
export class TextJudging {
  readonly #lines: string[];
  readonly #records: LineRecord[];
  readonly #generation: Generation;
  #next = 0;

  constructor(
    readonly text: string,
    readonly profile: ProfileId,
    cache: LineJudgeCache,
  ) {
    this.#lines = splitLines(text);
    this.#records = new Array<LineRecord>(this.#lines.length);
    this.#generation = cache.begin(profile);
  }

  get lineCount(): number {
    return this.#lines.length;
  }

  /** Judges lines until `deadline` (a performance.now() time) or the end; true when every line is judged. */
  step(deadline = Number.POSITIVE_INFINITY): boolean {
    const lines = this.#lines;
    while (this.#next < lines.length) {
      const end = Math.min(lines.length, this.#next + 256);
      for (let index = this.#next; index < end; index++) {
        this.#records[index] = this.#generation.recordFor(lines[index] ?? '');
      }
      this.#next = end;
      if (this.#next < lines.length && performance.now() >= deadline) return false;
    }
    this.#generation.finished = true;
    return true;
  }

  /** Packs the judged lines; call once step() has returned true. */
  result(): JudgedLines {
    const lines = this.#lines;
    const count = lines.length;
    const starts = new Uint32Array(count);
    const ends = new Uint32Array(count);
    const statuses = new Uint16Array(count);
    const numbers = new Int32Array(count * NUMBERS_PER_LINE);
    const messageIndex = new Uint32Array(count * RULE_COUNT);
    const messages: string[] = [];
    const messageIds = new Map<string, number>();
    const overflowIndex = new Uint32Array(count + 1);
    const spans: number[] = [];
    const text = this.text;
    let offset = 0;
    let longestLine = 0;
    for (let index = 0; index < count; index++) {
      const line = lines[index] ?? '';
      const record = this.#records[index];
      if (record === undefined) throw new Error('result() before every line was judged');
      starts[index] = offset;
      const end = offset + line.length;
      ends[index] = end;
      longestLine = Math.max(longestLine, line.length);
      // The splitter ends a line at LF, CRLF or a lone CR.
      offset = end + (text.charCodeAt(end) === 0x0d && text.charCodeAt(end + 1) === 0x0a ? 2 : 1);
      statuses[index] = record.statuses;
      numbers.set(record.numbers, index * NUMBERS_PER_LINE);
      record.messages.forEach((message, rule) => {
        if (message === undefined) return;
        let id = messageIds.get(message);
        if (id === undefined) {
          id = messages.push(message);
          messageIds.set(message, id);
        }
        messageIndex[index * RULE_COUNT + rule] = id;
      });
      overflowIndex[index] = spans.length / 2;
      for (const value of record.overflow) spans.push(value);
    }
    overflowIndex[count] = spans.length / 2;
    return {
      profile: this.profile,
      lineCount: count,
      starts,
      ends,
      statuses,
      numbers,
      messageIndex,
      messages,
      overflowIndex,
      overflowSpans: Uint32Array.from(spans),
      longestLine,
    };
  }
}

/** Judges all of `text` at once. */
export function judgeText(text: string, profile: ProfileId, cache: LineJudgeCache): JudgedText {
  const judging = new TextJudging(text, profile, cache);
  judging.step();
  return { ...judging.result(), text };
}

// ---- Reading one line back -------------------------------------------------------------------------

/** One rule's result for a line, as the report gave it. */
export interface RuleView {
  readonly rule: RuleId;
  readonly status: RuleStatus;
  readonly length?: number;
  readonly limit?: number;
  readonly span?: Span;
  readonly message?: string;
}

/** Everything shown about one line. */
export interface LineView {
  readonly index: number;
  readonly input: string;
  /** All five rules, in catalogue order. */
  readonly results: readonly RuleView[];
  /** The rule that fires (the first failing one), or null when the line is valid. */
  readonly deciding: RuleId | null;
  readonly failed: readonly RuleId[];
  readonly overflow: readonly Span[];
}

export function lineText(judged: JudgedText, index: number): string {
  return judged.text.slice(judged.starts[index] ?? 0, judged.ends[index] ?? 0);
}

export function statusOf(statuses: number, ruleIndex: number): RuleStatus {
  return STATUSES[(statuses >> (2 * ruleIndex)) & 3] ?? 'skip';
}

/** Bit i set when RULES[i] fails. */
export function failureMask(statuses: number): number {
  let mask = 0;
  for (let index = 0; index < RULE_COUNT; index++) {
    if (((statuses >> (2 * index)) & 3) === 1) mask |= 1 << index;
  }
  return mask;
}

export function lineView(judged: JudgedText, index: number): LineView {
  const statuses = judged.statuses[index] ?? 0;
  const base = index * NUMBERS_PER_LINE;
  const results = RULES.map((rule, ruleIndex): RuleView => {
    const status = statusOf(statuses, ruleIndex);
    const length = judged.numbers[base + ruleIndex * PER_RULE] ?? -1;
    const spanStart = judged.numbers[base + ruleIndex * PER_RULE + 1] ?? -1;
    const spanEnd = judged.numbers[base + ruleIndex * PER_RULE + 2] ?? -1;
    const messageId = judged.messageIndex[index * RULE_COUNT + ruleIndex] ?? 0;
    const message = messageId === 0 ? undefined : judged.messages[messageId - 1];
    return {
      rule: rule.id,
      status,
      ...(length >= 0 ? { length } : {}),
      ...(length >= 0 && rule.limit !== undefined ? { limit: rule.limit } : {}),
      ...(spanStart >= 0 ? { span: [spanStart, spanEnd] as const } : {}),
      ...(message === undefined ? {} : { message }),
    };
  });
  const overflow: Span[] = [];
  for (let pair = judged.overflowIndex[index] ?? 0; pair < (judged.overflowIndex[index + 1] ?? 0); pair++) {
    overflow.push([judged.overflowSpans[2 * pair] ?? 0, judged.overflowSpans[2 * pair + 1] ?? 0]);
  }
  const failed = results.filter((result) => result.status === 'fail').map((result) => result.rule);
  return { index, input: lineText(judged, index), results, deciding: failed[0] ?? null, failed, overflow };
}
