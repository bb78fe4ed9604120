import {
  DEFAULT_PROFILE,
  REASON_IDS,
  RULE_IDS,
  isBound,
  isProfileId,
  type Bound,
  type ProfileId,
  type ReasonId,
  type RuleId,
} from '../../src/index.ts';
import { isRecord } from '../../src/text.ts';
import { MAX_NAME_UNITS, MAX_SOURCE_UNITS, type CustomRegex } from '../compare/customRegex.ts';
import { parseExpectations, type ExpectationMark } from '../model/expectations.ts';

/** Everything a person would be annoyed to lose on reload or want to share in a link. */
export interface PlaygroundState {
  readonly text: string;
  readonly profile: ProfileId;
  readonly ruleFilter: RuleId | null;
  readonly reasonFilter: ReasonId | null;
  readonly failingOnly: boolean;
  readonly seed: number;
  readonly bound: Bound;
  readonly caseCount: number;
  /** Compare mode: a column per profile and per library. */
  readonly compare: boolean;
  /** In compare mode, only the lines where the columns disagree. */
  readonly disagreementsOnly: boolean;
  /** The person's own regex for compare mode's last column, as typed (it may not compile yet). */
  readonly customRegex: CustomRegex | null;
  /** What the person expects of some lines, by line index; sparse and bounded (see expectations.ts). */
  readonly expectations: readonly ExpectationMark[];
  /** Only the lines whose expectation is not met. */
  readonly surprisesOnly: boolean;
}

export const MAX_CASE_COUNT = 1000;
export const MAX_SEED = 0x7fffffff;

export const INITIAL_STATE: PlaygroundState = {
  text: [
    'jane.doe@example.com',
    'a@b.c',
    'john\u00a0doe@example.com',
    'support＠example.com',
    `${'x'.repeat(65)}@example.com`,
    '"john doe"@example.com',
    '',
  ].join('\n'),
  profile: DEFAULT_PROFILE,
  ruleFilter: null,
  reasonFilter: null,
  failingOnly: false,
  seed: 42,
  bound: 'local',
  caseCount: 20,
  compare: false,
  disagreementsOnly: false,
  customRegex: null,
  expectations: [],
  surprisesOnly: false,
};

function isIntegerBetween(value: unknown, low: number, high: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high;
}

function isRuleId(value: unknown): value is RuleId {
  return typeof value === 'string' && (RULE_IDS as readonly string[]).includes(value);
}

function isReasonId(value: unknown): value is ReasonId {
  return typeof value === 'string' && (REASON_IDS as readonly string[]).includes(value);
}

/** The regex field of a link: three strings within their limits, or null. It need not compile (typed work is kept). */
function parseCustomRegex(value: unknown): CustomRegex | null {
  if (value === null) return null;
  if (!isRecord(value) || Array.isArray(value)) throw new TypeError('"customRegex" is not an object');
  const { name, source, flags } = value;
  if (typeof name !== 'string' || name.length > MAX_NAME_UNITS)
    throw new TypeError(`"customRegex.name" is not a string of at most ${String(MAX_NAME_UNITS)} characters`);
  if (typeof source !== 'string' || source.length > MAX_SOURCE_UNITS)
    throw new TypeError(`"customRegex.source" is not a string of at most ${String(MAX_SOURCE_UNITS)} characters`);
  if (typeof flags !== 'string' || !/^[dgimsuvy]{0,8}$/.test(flags))
    throw new TypeError('"customRegex.flags" is not a set of regex flags');
  return { name, source, flags };
}

/**
 * Checks a value read from a link or storage field by field, so nothing but a well-formed state ever
 * reaches the app; the error names the first bad field.
 */
export function parseState(value: unknown): PlaygroundState {
  if (!isRecord(value) || Array.isArray(value)) throw new TypeError('it is not an object');
  const { text, profile, ruleFilter, failingOnly, seed, bound, caseCount } = value;
  // Links made before the reason filter and compare mode existed have neither.
  const reasonFilter = value.reasonFilter ?? null;
  const compare = value.compare ?? false;
  const disagreementsOnly = value.disagreementsOnly ?? false;
  const customRegex = parseCustomRegex(value.customRegex ?? null);
  // Links and sessions made before expectations existed have none.
  const expectations = parseExpectations(value.expectations ?? []);
  const surprisesOnly = value.surprisesOnly ?? false;
  if (typeof text !== 'string') throw new TypeError('"text" is not a string');
  if (!isProfileId(profile)) throw new TypeError('"profile" is not a known profile');
  if (ruleFilter !== null && !isRuleId(ruleFilter)) throw new TypeError('"ruleFilter" is not a known rule');
  if (reasonFilter !== null && !isReasonId(reasonFilter)) throw new TypeError('"reasonFilter" is not a known reason');
  if (typeof failingOnly !== 'boolean') throw new TypeError('"failingOnly" is not true or false');
  if (typeof compare !== 'boolean') throw new TypeError('"compare" is not true or false');
  if (typeof disagreementsOnly !== 'boolean') throw new TypeError('"disagreementsOnly" is not true or false');
  if (typeof surprisesOnly !== 'boolean') throw new TypeError('"surprisesOnly" is not true or false');
  if (!isIntegerBetween(seed, 0, MAX_SEED)) throw new TypeError('"seed" is not a whole number in range');
  if (!isBound(bound)) throw new TypeError('"bound" is not total, local or label');
  if (!isIntegerBetween(caseCount, 1, MAX_CASE_COUNT))
    throw new TypeError(`"caseCount" is not between 1 and ${MAX_CASE_COUNT}`);
  return {
    text,
    profile,
    ruleFilter,
    reasonFilter,
    failingOnly,
    seed,
    bound,
    caseCount,
    compare,
    disagreementsOnly,
    customRegex,
    expectations,
    surprisesOnly,
  };
}
