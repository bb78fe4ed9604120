/**
 * Each line is judged once: the text is split once with the kit's splitter, each line is judged once per
 * profile by validateEmail, and the answer keeps everything the grid, the summary, the filters, the details
 * and the export need, packed in typed arrays that cost a worker one copy to hand over.
 *
 * An edit judges only the lines it changed: the last judgement under each profile is remembered, and the
 * lines a new text shares with it at its start and at its end are copied from it instead of judged again.
 */
import {
  REASON_IDS,
  RULES,
  profileById,
  validateEmail,
  type ReasonId,
  type EmailReport,
  type ProfileId,
  type RuleId,
  type RuleStatus,
  type Span,
  type Units,
} from '../../src/index.ts';
import { splitLines } from '../../src/text.ts';
import { optionsFor } from './profileOptions.ts';

/** Judges one line; validateEmail by default, injected in tests to count the calls. */
export type Judge = (line: string, profile: ProfileId) => EmailReport;

export const judgeWithKit: Judge = (line, profile) => validateEmail(line, optionsFor(profile));

export const RULE_COUNT = RULES.length;
const STATUS_CODES: Readonly<Record<RuleStatus, number>> = { pass: 0, fail: 1, skip: 2 };
const STATUSES: readonly RuleStatus[] = ['pass', 'fail', 'skip'];
/** Per rule: the measured length and the span's start and end, -1 where the report has none. */
const PER_RULE = 3;
export const NUMBERS_PER_LINE = RULE_COUNT * PER_RULE;
/** Where the pattern's result sits in a report's results (catalogue order). */
const PATTERN_INDEX = RULES.findIndex((rule) => rule.id === 'pattern');
/** A reason's code in `reasons`: 1 + its index in the catalogue (0 is no reason). */
const REASON_CODES: ReadonlyMap<ReasonId, number> = new Map(REASON_IDS.map((id, index) => [id, index + 1]));
/** Per line, the report's forms of the address: `normalized`, `asciiDomain`, 1 when it needs SMTPUTF8, and the pattern's suggestion. */
const FORMS_PER_LINE = 4;
/** A form's code: null, as typed (the line; the text after its last at-sign), else 1 + its id in the message table. */
const FORM_NULL = 0;
const FORM_AS_TYPED = 1;
/** Past this many distinct messages the memory starts afresh, so it stays bounded. */
const MAX_MESSAGES = 100_000;

/** The judged lines of one text: what a worker sends back (the text itself stays on the page). */
export interface JudgedLines {
  readonly profile: ProfileId;
  /** What the profile's bounds count: the lengths in `numbers` are in these units. */
  readonly units: Units;
  readonly lineCount: number;
  /** UTF-16 offsets of each line in the text, its terminator left out. */
  readonly starts: Uint32Array;
  readonly ends: Uint32Array;
  /** Two bits per rule, in catalogue order: 0 pass, 1 fail, 2 skip. */
  readonly statuses: Uint16Array;
  /** NUMBERS_PER_LINE per line. */
  readonly numbers: Int32Array;
  /** RULE_COUNT per line: 0 for no message, else 1 + an index into `messages`. */
  readonly messageIndex: Uint32Array;
  /** Every distinct message (and form of an address not as typed), once. */
  readonly messages: readonly string[];
  /** FORMS_PER_LINE per line: the codes of `normalized` and `asciiDomain`, `smtputf8` (0 or 1), and the code of the suggestion. */
  readonly forms: Uint32Array;
  /** Per line, why the pattern fails: 0 when it does not, else 1 + the reason's index in REASON_IDS. */
  readonly reasons: Uint8Array;
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

interface Remembered {
  readonly lines: readonly string[];
  readonly judged: JudgedLines;
}

/**
 * What one thread remembers of its judging: the last complete judgement under each profile (so at most one
 * text's worth per profile) and the table of distinct messages, which only grows until MAX_MESSAGES.
 */
export class JudgingMemory {
  readonly #last = new Map<ProfileId, Remembered>();
  #messages: string[] = [];
  #messageIds = new Map<string, number>();

  constructor(readonly judge: Judge = judgeWithKit) {}

  last(profile: ProfileId): Remembered | undefined {
    return this.#last.get(profile);
  }

  remember(profile: ProfileId, remembered: Remembered): void {
    this.#last.set(profile, remembered);
  }

  /** The id of a message in the table (1-based, as messageIndex keeps it). */
  messageId(message: string): number {
    let id = this.#messageIds.get(message);
    if (id === undefined) {
      id = this.#messages.push(message);
      this.#messageIds.set(message, id);
    }
    return id;
  }

  get messages(): readonly string[] {
    return this.#messages;
  }

  /** Starts afresh when the message table has grown past its bound; called between judgings. */
  trim(): void {
    if (this.#messages.length <= MAX_MESSAGES) return;
    this.#last.clear();
    this.#messages = [];
    this.#messageIds = new Map();
  }
}

/** How many lines at the start and at the end of `lines` are the same as in `before` (not overlapping). */
function sharedEnds(before: readonly string[], lines: readonly string[]): { head: number; tail: number } {
  const most = Math.min(before.length, lines.length);
  let head = 0;
  while (head < most && before[head] === lines[head]) head++;
  let tail = 0;
  while (tail < most - head && before[before.length - 1 - tail] === lines[lines.length - 1 - tail]) tail++;
  return { head, tail };
}

/**
 * The judging of one text, in steps: the text is split once (the kit's splitter), the lines it shares with
 * the last judgement under the profile are copied, and the others are judged a batch at a time, so that a
 * caller can yield between batches and drop a judging the text has outrun.
 */
export class TextJudging {
  readonly #memory: JudgingMemory;
  readonly #lines: string[];
  readonly #statuses: Uint16Array;
  readonly #numbers: Int32Array;
  readonly #messageIndex: Uint32Array;
  readonly #reasons: Uint8Array;
  readonly #forms: Uint32Array;
  /** Overflow pairs of the judged (middle) lines, and where each line's pairs start among them. */
  readonly #middleSpans: number[] = [];
  readonly #middleIndex: number[] = [];
  readonly #previous: Remembered | undefined;
  readonly #head: number;
  readonly #tail: number;
  #next: number;
  #result: JudgedLines | undefined;

  constructor(
    readonly text: string,
    readonly profile: ProfileId,
    memory: JudgingMemory,
  ) {
    memory.trim();
    this.#memory = memory;
    const lines = splitLines(text);
    this.#lines = lines;
    const count = lines.length;
    this.#statuses = new Uint16Array(count);
    this.#numbers = new Int32Array(count * NUMBERS_PER_LINE);
    this.#messageIndex = new Uint32Array(count * RULE_COUNT);
    this.#reasons = new Uint8Array(count);
    this.#forms = new Uint32Array(count * FORMS_PER_LINE);
    const previous = memory.last(profile);
    this.#previous = previous;
    const { head, tail } = previous === undefined ? { head: 0, tail: 0 } : sharedEnds(previous.lines, lines);
    this.#head = head;
    this.#tail = tail;
    this.#next = head;
    if (previous !== undefined) {
      const before = previous.judged;
      const copy = (
        target: Uint8Array | Uint16Array | Int32Array | Uint32Array,
        source: typeof target,
        width: number,
      ) => {
        target.set(source.subarray(0, head * width), 0);
        target.set(source.subarray((before.lineCount - tail) * width), (count - tail) * width);
      };
      copy(this.#statuses, before.statuses, 1);
      copy(this.#numbers, before.numbers, NUMBERS_PER_LINE);
      copy(this.#messageIndex, before.messageIndex, RULE_COUNT);
      copy(this.#reasons, before.reasons, 1);
      copy(this.#forms, before.forms, FORMS_PER_LINE);
    }
  }

  get lineCount(): number {
    return this.#lines.length;
  }

  /** How many lines this judging judges (the others are copied from the last judgement). */
  get linesToJudge(): number {
    return this.#lines.length - this.#head - this.#tail;
  }

  /** A form's code: most forms are the line as typed, and cost no string. */
  #formCode(form: string | null, asTyped: string): number {
    if (form === null) return FORM_NULL;
    return form === asTyped ? FORM_AS_TYPED : 1 + this.#memory.messageId(form);
  }

  #judgeLine(index: number): void {
    const line = this.#lines[index] ?? '';
    const report = this.#memory.judge(line, this.profile);
    const formsAt = index * FORMS_PER_LINE;
    this.#forms[formsAt] = this.#formCode(report.normalized, line);
    this.#forms[formsAt + 1] = this.#formCode(report.asciiDomain, line.slice(line.lastIndexOf('@') + 1));
    this.#forms[formsAt + 2] = report.smtputf8 ? 1 : 0;
    this.#forms[formsAt + 3] = this.#formCode(report.results[PATTERN_INDEX]?.suggestion ?? null, line);
    let statuses = 0;
    const numbersAt = index * NUMBERS_PER_LINE;
    this.#middleIndex.push(this.#middleSpans.length / 2);
    for (let rule = 0; rule < RULE_COUNT; rule++) {
      // The report lists the rules in catalogue order.
      const result = report.results[rule];
      const status = result?.status ?? 'skip';
      statuses |= STATUS_CODES[status] << (2 * rule);
      this.#numbers[numbersAt + rule * PER_RULE] = result?.length ?? -1;
      this.#numbers[numbersAt + rule * PER_RULE + 1] = result?.span?.[0] ?? -1;
      this.#numbers[numbersAt + rule * PER_RULE + 2] = result?.span?.[1] ?? -1;
      if (status === 'fail' && result?.message !== undefined) {
        this.#messageIndex[index * RULE_COUNT + rule] = this.#memory.messageId(result.message);
      }
      for (const [start, end] of result?.overflow ?? []) this.#middleSpans.push(start, end);
    }
    this.#statuses[index] = statuses;
    const reason = report.results[PATTERN_INDEX]?.reason;
    this.#reasons[index] = reason === undefined ? 0 : (REASON_CODES.get(reason) ?? 0);
  }

  /** Judges lines until `deadline` (a performance.now() time) or the end; true when every line is judged. */
  step(deadline = Number.POSITIVE_INFINITY): boolean {
    const end = this.#lines.length - this.#tail;
    while (this.#next < end) {
      const batchEnd = Math.min(end, this.#next + 128);
      for (let index = this.#next; index < batchEnd; index++) this.#judgeLine(index);
      this.#next = batchEnd;
      if (this.#next < end && performance.now() >= deadline) return false;
    }
    return true;
  }

  /** Packs the judged lines and remembers them for the next judging; call once step() has returned true. */
  result(): JudgedLines {
    if (this.#result !== undefined) return this.#result;
    if (this.#next < this.#lines.length - this.#tail) throw new Error('result() before every line was judged');
    const lines = this.#lines;
    const count = lines.length;
    const head = this.#head;
    const tail = this.#tail;
    const starts = new Uint32Array(count);
    const ends = new Uint32Array(count);
    const text = this.text;
    let offset = 0;
    let longestLine = 0;
    for (let index = 0; index < count; index++) {
      const length = (lines[index] ?? '').length;
      starts[index] = offset;
      const end = offset + length;
      ends[index] = end;
      if (length > longestLine) longestLine = length;
      // The splitter ends a line at LF, CRLF or a lone CR.
      offset = end + (text.charCodeAt(end) === 0x0d && text.charCodeAt(end + 1) === 0x0a ? 2 : 1);
    }
    // Overflow spans: the shared head's and tail's from the last judgement, the middle's as judged.
    const before = this.#previous?.judged;
    const headPairs = before?.overflowIndex[head] ?? 0;
    const tailFrom = before === undefined ? 0 : (before.overflowIndex[before.lineCount - tail] ?? 0);
    const tailPairs = before === undefined ? 0 : (before.overflowIndex[before.lineCount] ?? 0) - tailFrom;
    const middlePairs = this.#middleSpans.length / 2;
    const overflowSpans = new Uint32Array(2 * (headPairs + middlePairs + tailPairs));
    const overflowIndex = new Uint32Array(count + 1);
    if (before !== undefined) {
      overflowSpans.set(before.overflowSpans.subarray(0, 2 * headPairs), 0);
      overflowIndex.set(before.overflowIndex.subarray(0, head), 0);
    }
    overflowSpans.set(this.#middleSpans, 2 * headPairs);
    this.#middleIndex.forEach((pairs, middle) => {
      overflowIndex[head + middle] = headPairs + pairs;
    });
    if (before !== undefined) {
      overflowSpans.set(
        before.overflowSpans.subarray(2 * tailFrom, 2 * (tailFrom + tailPairs)),
        2 * (headPairs + middlePairs),
      );
      const shift = headPairs + middlePairs - tailFrom;
      for (let index = 0; index <= tail; index++) {
        overflowIndex[count - tail + index] = (before.overflowIndex[before.lineCount - tail + index] ?? 0) + shift;
      }
    } else overflowIndex[count] = middlePairs;
    const judged: JudgedLines = {
      profile: this.profile,
      units: profileById(this.profile).units,
      lineCount: count,
      starts,
      ends,
      statuses: this.#statuses,
      numbers: this.#numbers,
      messageIndex: this.#messageIndex,
      reasons: this.#reasons,
      messages: this.#memory.messages,
      forms: this.#forms,
      overflowIndex,
      overflowSpans,
      longestLine,
    };
    this.#memory.remember(this.profile, { lines, judged });
    this.#result = judged;
    return judged;
  }
}

/** Judges all of `text` at once. */
export function judgeText(text: string, profile: ProfileId, memory: JudgingMemory): JudgedText {
  const judging = new TextJudging(text, profile, memory);
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
  /** Why the pattern fails (only on a failing `pattern`). */
  readonly reason?: ReasonId;
}

/** The forms of an address the report gives (see the kit's `AddressForms`). */
export interface LineForms {
  readonly normalized: string | null;
  readonly asciiDomain: string | null;
  readonly smtputf8: boolean;
  /** The repaired address the kit suggests for a failing pattern, or null. */
  readonly suggestion: string | null;
}

/** Everything shown about one line. */
export interface LineView {
  readonly index: number;
  readonly input: string;
  /** What the lengths of `results` count. */
  readonly units: Units;
  readonly forms: LineForms;
  /** All five rules, in catalogue order. */
  readonly results: readonly RuleView[];
  /** The rule that fires (the first failing one), or null when the line is valid. */
  readonly deciding: RuleId | null;
  readonly failed: readonly RuleId[];
  readonly overflow: readonly Span[];
}

/** Where the pattern fails on this line (the culprit character or run, or the empty span where something is missing). */
export function patternCulprit(view: LineView): Span | undefined {
  const pattern = view.results.find((result) => result.rule === 'pattern');
  return pattern?.status === 'fail' ? pattern.span : undefined;
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

/** Why line `index` fails the pattern, or undefined when it does not. */
export function reasonOf(judged: JudgedLines, index: number): ReasonId | undefined {
  const code = judged.reasons[index] ?? 0;
  return code === 0 ? undefined : REASON_IDS[code - 1];
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
    const reason = ruleIndex === PATTERN_INDEX ? reasonOf(judged, index) : undefined;
    return {
      rule: rule.id,
      status,
      ...(length >= 0 ? { length } : {}),
      ...(length >= 0 && rule.limit !== undefined ? { limit: rule.limit } : {}),
      ...(spanStart >= 0 ? { span: [spanStart, spanEnd] as const } : {}),
      ...(message === undefined ? {} : { message }),
      ...(reason === undefined ? {} : { reason }),
    };
  });
  const overflow: Span[] = [];
  for (let pair = judged.overflowIndex[index] ?? 0; pair < (judged.overflowIndex[index + 1] ?? 0); pair++) {
    overflow.push([judged.overflowSpans[2 * pair] ?? 0, judged.overflowSpans[2 * pair + 1] ?? 0]);
  }
  const failed = results.filter((result) => result.status === 'fail').map((result) => result.rule);
  const input = lineText(judged, index);
  const form = (code: number, asTyped: () => string): string | null => {
    if (code === FORM_NULL) return null;
    return code === FORM_AS_TYPED ? asTyped() : (judged.messages[code - 2] ?? null);
  };
  const formsAt = index * FORMS_PER_LINE;
  const forms: LineForms = {
    normalized: form(judged.forms[formsAt] ?? FORM_NULL, () => input),
    asciiDomain: form(judged.forms[formsAt + 1] ?? FORM_NULL, () => input.slice(input.lastIndexOf('@') + 1)),
    smtputf8: judged.forms[formsAt + 2] === 1,
    // A suggestion is never the line itself: its code is null or a message id.
    suggestion: form(judged.forms[formsAt + 3] ?? FORM_NULL, () => input),
  };
  const { units } = judged;
  return { index, input, units, forms, results, deciding: failed[0] ?? null, failed, overflow };
}
