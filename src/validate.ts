import { anatomize, offsetAfterCodePoints, type Anatomy, type Part, type Span } from './anatomy.ts';
import { DEFAULT_PROFILE, profileById, type Profile, type ProfileId } from './profiles/index.ts';
import { LIMITS, RULES, type Bound, type FailureFacts, type Rule, type RuleId } from './rules.ts';
import { describeReceived, isRecord } from './values.ts';

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
  /** The result of the rule that fires (`failed[0]`), with its message and measures; null when the value is valid. */
  readonly deciding: RuleResult | null;
  /** The code points each bound measures: `local` and `label` (the longest label) are null without an at-sign. */
  readonly measured: Readonly<Record<Bound, number | null>>;
  /** The parts the rules measured, with lengths in code points, UTF-16 units and UTF-8 bytes. */
  readonly anatomy: Anatomy;
}

export interface ValidateOptions {
  /** Which reading of "the general address pattern" to apply; `standard` by default. */
  readonly profile?: ProfileId;
}

function assertString(value: unknown, caller: string): asserts value is string {
  if (typeof value !== 'string') {
    throw new TypeError(`${caller} expects a string, received ${describeReceived(value)}`);
  }
}

const DEFAULT: Profile = profileById(DEFAULT_PROFILE);

/** The profile the options name; no options, or no `profile` in them, means the default. */
function resolveProfile(options: ValidateOptions | undefined, caller: string): Profile {
  if (options === undefined) return DEFAULT;
  if (!isRecord(options))
    throw new TypeError(`${caller} expects options as an object, received ${describeReceived(options)}`);
  return options.profile === undefined ? DEFAULT : profileById(options.profile);
}

const { total: TOTAL_LIMIT, local: LOCAL_LIMIT, label: LABEL_LIMIT } = LIMITS;

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
  const profile = resolveProfile(options, 'validateEmail');
  const anatomy = anatomize(value, { labelLimit: LABEL_LIMIT });
  const results: RuleResult[] = [];
  const failed: RuleId[] = [];
  let deciding: RuleResult | null = null;
  const facts: FailureFacts = { length: anatomy.lengths.codePoints, profileTitle: profile.title };
  for (const rule of RULES) {
    const result = judge(rule, value, anatomy, profile, facts);
    results.push(result);
    if (result.status !== 'fail') continue;
    failed.push(rule.id);
    deciding ??= result;
  }
  const measured = {
    total: anatomy.lengths.codePoints,
    local: anatomy.local?.length ?? null,
    label: anatomy.longestLabel?.length ?? null,
  };
  return { input: value, profile: profile.id, valid: deciding === null, failed, results, deciding, measured, anatomy };
}

/**
 * The boolean answer of `validateEmail(value, options).valid`, short-circuiting: each profile checks its
 * pattern and the three limits in one go, and never counts past a limit.
 */
export function isValidEmail(value: string, options?: ValidateOptions): boolean {
  assertString(value, 'isValidEmail');
  return resolveProfile(options, 'isValidEmail').matchesWithin(value, LIMITS);
}
