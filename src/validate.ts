import { anatomize, countCodePoints, offsetAfterCodePoints, type Anatomy, type Part, type Span } from './anatomy.ts';
import { DEFAULT_PROFILE, profileById, type Profile, type ProfileId } from './profiles/index.ts';
import { RULES, limitOf, type Rule, type RuleId } from './rules.ts';

export type RuleStatus = 'pass' | 'fail' | 'skip';

export interface RuleResult {
  readonly rule: RuleId;
  readonly status: RuleStatus;
  /** Measured code points, for the three length rules (the longest label for `labelTooLong`). */
  readonly length?: number;
  /** The rule's limit from the catalogue. */
  readonly limit?: number;
  /** UTF-16 span of the measured part, for highlighting. */
  readonly span?: Span;
  /** On failure: the UTF-16 spans beyond the limit (character 255 onward, the 65th local character onward, each offending label). */
  readonly overflow?: readonly Span[];
  /** On failure: the catalogue's one-line message with the measured figure. */
  readonly message?: string;
}

export interface EmailReport {
  readonly input: string;
  readonly profile: ProfileId;
  /** True when no rule fires. */
  readonly valid: boolean;
  /** The rules that fire, in catalogue order; `failed[0]` is the rule that fires. */
  readonly failed: readonly RuleId[];
  /** All five rules, in catalogue order. */
  readonly results: readonly RuleResult[];
  /** The parts the rules measured, with lengths in code points, UTF-16 units and UTF-8 bytes. */
  readonly anatomy: Anatomy;
}

export interface ValidateOptions {
  /** Which reading of "the general address pattern" to apply; `standard` by default. */
  readonly profile?: ProfileId;
}

function describeReceived(value: unknown): string {
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'function':
      return 'a function';
    case 'symbol':
      return `symbol ${value.toString()}`;
    case 'object':
      if (value === null) return 'null';
      if (Array.isArray(value)) return 'an array';
      return `an object (${Object.prototype.toString.call(value).slice(8, -1)})`;
    default:
      return `${typeof value} ${String(value)}`;
  }
}

function assertString(value: unknown, caller: string): asserts value is string {
  if (typeof value !== 'string') {
    throw new TypeError(`${caller} expects a string, received ${describeReceived(value)}`);
  }
}

function resolveProfile(options: ValidateOptions | undefined): Profile {
  return profileById(options?.profile ?? DEFAULT_PROFILE);
}

const TOTAL_LIMIT = limitOf('tooLong');
const LOCAL_LIMIT = limitOf('localTooLong');
const LABEL_LIMIT = limitOf('labelTooLong');

interface Judgement {
  readonly failed: boolean;
  readonly skipped?: boolean;
  readonly part?: Part;
  readonly limit?: number;
  readonly overflow?: readonly Span[];
}

/** A length rule's verdict on one part: its span, and beyond the limit, where the excess starts. */
function judgeLength(input: string, part: Part, limit: number): Judgement {
  if (part.length <= limit) return { failed: false, part, limit };
  const [start, end] = part.span;
  return { failed: true, part, limit, overflow: [[offsetAfterCodePoints(input, start, limit, end), end]] };
}

function longestLabel(labels: readonly Part[]): Part | undefined {
  let longest: Part | undefined;
  for (const label of labels) if (longest === undefined || label.length > longest.length) longest = label;
  return longest;
}

function judgeLabels(anatomy: Anatomy): Judgement {
  const longest = longestLabel(anatomy.labels);
  if (longest === undefined) return { failed: false, skipped: true };
  const offending = anatomy.labels.filter((label) => label.length > LABEL_LIMIT).map((label) => label.span);
  return offending.length > 0
    ? { failed: true, part: longest, limit: LABEL_LIMIT, overflow: offending }
    : { failed: false, part: longest, limit: LABEL_LIMIT };
}

function judge(rule: Rule, input: string, anatomy: Anatomy, profile: Profile): Judgement {
  switch (rule.id) {
    case 'empty':
      return { failed: input.length === 0 };
    case 'tooLong':
      return judgeLength(input, { span: [0, input.length], length: anatomy.lengths.codePoints }, TOTAL_LIMIT);
    case 'pattern':
      return { failed: !profile.matches(input) };
    case 'localTooLong':
      return anatomy.local === undefined ? { failed: false, skipped: true } : judgeLength(input, anatomy.local, LOCAL_LIMIT);
    case 'labelTooLong':
      return judgeLabels(anatomy);
  }
}

function toResult(rule: Rule, judgement: Judgement, profile: Profile): RuleResult {
  const status: RuleStatus = judgement.skipped === true ? 'skip' : judgement.failed ? 'fail' : 'pass';
  const measured = judgement.part;
  return {
    rule: rule.id,
    status,
    ...(measured !== undefined && { length: measured.length, span: measured.span }),
    ...(judgement.limit !== undefined && { limit: judgement.limit }),
    ...(judgement.overflow !== undefined && { overflow: judgement.overflow }),
    ...(status === 'fail' && { message: rule.message({ length: measured?.length ?? 0, profileTitle: profile.title }) }),
  };
}

/**
 * Judges `value` against all five rules and reports each, in catalogue order.
 * Any string gets a report; anything else is a programming error and throws a TypeError.
 */
export function validateEmail(value: string, options?: ValidateOptions): EmailReport {
  assertString(value, 'validateEmail');
  const profile = resolveProfile(options);
  const anatomy = anatomize(value);
  const results = RULES.map((rule) => toResult(rule, judge(rule, value, anatomy, profile), profile));
  const failed = results.filter((result) => result.status === 'fail').map((result) => result.rule);
  return { input: value, profile: profile.id, valid: failed.length === 0, failed, results, anatomy };
}

/** Whether local part and every label fit their limits; only reached for inputs of at most 2 x 254 UTF-16 units. */
function partsFitLimits(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 0) return true;
  if (at > LOCAL_LIMIT && countCodePoints(value, 0, at) > LOCAL_LIMIT) return false;
  let labelStart = at + 1;
  for (let index = labelStart; index <= value.length; index++) {
    if (index < value.length && value.charCodeAt(index) !== 0x2e) continue;
    if (index - labelStart > LABEL_LIMIT && countCodePoints(value, labelStart, index) > LABEL_LIMIT) return false;
    labelStart = index + 1;
  }
  return true;
}

/**
 * The boolean answer of `validateEmail(value, options).valid`, short-circuiting: an input too
 * long to fit 254 code points is answered from its length, without scanning it.
 */
export function isValidEmail(value: string, options?: ValidateOptions): boolean {
  assertString(value, 'isValidEmail');
  const profile = resolveProfile(options);
  if (value.length === 0) return false;
  // A code point takes one or two UTF-16 units, so the UTF-16 length bounds the count both ways.
  if (value.length > 2 * TOTAL_LIMIT) return false;
  if (value.length > TOTAL_LIMIT && countCodePoints(value) > TOTAL_LIMIT) return false;
  return profile.matches(value) && partsFitLimits(value);
}
