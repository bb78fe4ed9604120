import { anatomize, offsetAfterCodePoints, type Anatomy, type Part, type Span } from './anatomy.ts';
import { DEFAULT_PROFILE, profileById, type Profile, type ProfileId } from './profiles/index.ts';
import type { Limits } from './profiles/limits.ts';
import { RULES, limitOf, type FailureFacts, type Rule, type RuleId } from './rules.ts';

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
    case 'object':
      if (value === null) return 'null';
      if (Array.isArray(value)) return 'an array';
      return `an object (${Object.prototype.toString.call(value).slice(8, -1)})`;
    default:
      // String() names a symbol too, where a template literal would throw.
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
const LIMITS: Limits = Object.freeze({ total: TOTAL_LIMIT, local: LOCAL_LIMIT, label: LABEL_LIMIT });

/** A length rule's result for one part: its measure, and past the limit, where the excess lies. */
function lengthResult(
  rule: Rule,
  limit: number,
  part: Part,
  facts: FailureFacts,
  overflow: () => readonly Span[],
): RuleResult {
  if (part.length <= limit) return { rule: rule.id, status: 'pass', length: part.length, limit, span: part.span };
  return {
    rule: rule.id,
    status: 'fail',
    length: part.length,
    limit,
    span: part.span,
    overflow: overflow(),
    message: rule.message({ ...facts, length: part.length }),
  };
}

/** The excess of a part: from the character right after the limit to the part's end. */
function excessOf(input: string, part: Part, limit: number): readonly Span[] {
  const [start, end] = part.span;
  return [[offsetAfterCodePoints(input, start, limit, end), end]];
}

/** `facts` describe the whole input; the length rules put their own part's length in their message. */
function judge(rule: Rule, input: string, anatomy: Anatomy, profile: Profile, facts: FailureFacts): RuleResult {
  switch (rule.id) {
    case 'empty':
      return input.length === 0
        ? { rule: rule.id, status: 'fail', message: rule.message(facts) }
        : { rule: rule.id, status: 'pass' };
    case 'tooLong': {
      const whole: Part = { span: [0, input.length], length: anatomy.lengths.codePoints };
      return lengthResult(rule, TOTAL_LIMIT, whole, facts, () => excessOf(input, whole, TOTAL_LIMIT));
    }
    case 'pattern':
      return profile.matches(input)
        ? { rule: rule.id, status: 'pass' }
        : { rule: rule.id, status: 'fail', message: rule.message(facts) };
    case 'localTooLong': {
      const local = anatomy.local;
      if (local === undefined) return { rule: rule.id, status: 'skip' };
      return lengthResult(rule, LOCAL_LIMIT, local, facts, () => excessOf(input, local, LOCAL_LIMIT));
    }
    case 'labelTooLong': {
      // Measured by the longest label; every label over the limit is marked as excess.
      const longest = anatomy.longestLabel;
      if (longest === undefined) return { rule: rule.id, status: 'skip' };
      return lengthResult(rule, LABEL_LIMIT, longest, facts, () => anatomy.labelsOverLimit.map((label) => label.span));
    }
  }
}

/**
 * Judges `value` against all five rules and reports each, in catalogue order.
 * Any string gets a report; anything else is a programming error and throws a TypeError.
 */
export function validateEmail(value: string, options?: ValidateOptions): EmailReport {
  assertString(value, 'validateEmail');
  const profile = resolveProfile(options);
  const anatomy = anatomize(value, { labelLimit: LABEL_LIMIT });
  const results: RuleResult[] = [];
  const failed: RuleId[] = [];
  const facts: FailureFacts = { length: anatomy.lengths.codePoints, profileTitle: profile.title };
  for (const rule of RULES) {
    const result = judge(rule, value, anatomy, profile, facts);
    results.push(result);
    if (result.status === 'fail') failed.push(rule.id);
  }
  return { input: value, profile: profile.id, valid: failed.length === 0, failed, results, anatomy };
}

/**
 * The boolean answer of `validateEmail(value, options).valid`, short-circuiting: each profile checks its
 * pattern and the three limits in one go, and never counts past a limit.
 */
export function isValidEmail(value: string, options?: ValidateOptions): boolean {
  assertString(value, 'isValidEmail');
  return resolveProfile(options).matchesWithin(value, LIMITS);
}
