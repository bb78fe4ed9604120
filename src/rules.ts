/**
 * The rule catalogue: the five rules as data, in the order they are judged.
 * This is the only place the limits 254, 64 and 63 are written; everything else
 * (validator, playground, CLI, docs, tests of this kit) reads them from here.
 */

export type RuleId = 'empty' | 'tooLong' | 'pattern' | 'localTooLong' | 'labelTooLong';

/** The part of the address a length rule measures. */
export type MeasuredPart = 'whole' | 'local' | 'label';

/** What a failure message may mention. */
export interface FailureFacts {
  /** Measured length in code points (0 for rules that measure nothing). */
  readonly length: number;
  /** Title of the profile the pattern was checked against. */
  readonly profileTitle: string;
}

export interface Rule {
  readonly id: RuleId;
  /** 1-based position in the catalogue: the first failing rule by order decides. */
  readonly order: number;
  /** Short heading for tables and the playground. */
  readonly title: string;
  /** The condition under which the rule fires, as the README table says it. */
  readonly rejectsWhen: string;
  /** Upper bound in code points, for the three length rules. */
  readonly limit: number | undefined;
  /** What the limit is measured on, for the three length rules. */
  readonly measures: MeasuredPart | undefined;
  /** One line for a person, with the measured figure. */
  readonly message: (facts: FailureFacts) => string;
}

const MAX_ADDRESS = 254;
const MAX_LOCAL_PART = 64;
const MAX_LABEL = 63;

export const RULES: readonly Rule[] = Object.freeze([
  {
    id: 'empty',
    order: 1,
    title: 'Not empty',
    rejectsWhen: 'the value is empty',
    limit: undefined,
    measures: undefined,
    message: () => 'The value is empty',
  },
  {
    id: 'tooLong',
    order: 2,
    title: `At most ${MAX_ADDRESS} characters`,
    rejectsWhen: `the value is longer than ${MAX_ADDRESS} characters`,
    limit: MAX_ADDRESS,
    measures: 'whole',
    message: ({ length }) => `${length} characters in all; the limit is ${MAX_ADDRESS}`,
  },
  {
    id: 'pattern',
    order: 3,
    title: 'Address pattern',
    rejectsWhen: 'the value does not match the general address pattern',
    limit: undefined,
    measures: undefined,
    message: ({ profileTitle }) => `Does not match the ${profileTitle} address pattern`,
  },
  {
    id: 'localTooLong',
    order: 4,
    title: `Local part at most ${MAX_LOCAL_PART}`,
    rejectsWhen: `the part before the at-sign is longer than ${MAX_LOCAL_PART} characters`,
    limit: MAX_LOCAL_PART,
    measures: 'local',
    message: ({ length }) => `${length} characters before the @; the limit is ${MAX_LOCAL_PART}`,
  },
  {
    id: 'labelTooLong',
    order: 5,
    title: `Domain labels at most ${MAX_LABEL}`,
    rejectsWhen: `any label of the domain is longer than ${MAX_LABEL} characters`,
    limit: MAX_LABEL,
    measures: 'label',
    message: ({ length }) => `A domain label of ${length} characters; the limit is ${MAX_LABEL}`,
  },
] satisfies Rule[]);

export const RULE_IDS: readonly RuleId[] = Object.freeze(RULES.map((rule) => rule.id));

/** The catalogue entry for an id. */
export function ruleById(id: RuleId): Rule {
  const rule = RULES.find((candidate) => candidate.id === id);
  if (rule === undefined) throw new RangeError(`Unknown rule id: ${id}`);
  return rule;
}

/** The limit of a length rule (254, 64 or 63), read from the catalogue. */
export function limitOf(id: 'tooLong' | 'localTooLong' | 'labelTooLong'): number {
  const { limit } = ruleById(id);
  if (limit === undefined) throw new RangeError(`Rule ${id} has no limit`);
  return limit;
}
