/**
 * The rule catalogue: the five rules as data, in the order they are judged. Its limits are the three
 * numbers of bounds.ts; everything else (validator, playground, CLI, docs, tests of this kit) reads them
 * from here. The messages are kept in englishMessages.ts, which a report reads without the titles.
 */
import { LIMITS, type Bound, type Limits } from './bounds.ts';
import { RULE_MESSAGES } from './englishMessages.ts';
import { deepFreeze } from './values.ts';

export { LIMITS };
export type { Bound, Limits };

export type RuleId = 'empty' | 'tooLong' | 'pattern' | 'localTooLong' | 'labelTooLong';

export interface Rule {
  readonly id: RuleId;
  /** 1-based position in the catalogue: the first failing rule by order decides. */
  readonly order: number;
  /** Short heading for tables and the playground. */
  readonly title: string;
  /** The condition under which the rule fires, as the README table says it. */
  readonly rejectsWhen: string;
  /** Upper bound, for the three length rules: in code points, or in the units a profile declares (`international`: octets). */
  readonly limit: number | undefined;
  /** The bound the limit applies to, for the three length rules. */
  readonly measures: Bound | undefined;
  /**
   * One line for a person, as a template: `{length}`, `{limit}`, `{unit}` (the profile's unit in words:
   * `characters`, `octets`), `{detail}` (the other units beside it, or nothing) and `{limitUnit}` (nothing,
   * or ` octets` where the unit is not the characters a reader assumes) for the length rules,
   * `{profile}` for `pattern` (whose failures say more through their reason).
   */
  readonly message: string;
}

const { total: MAX_ADDRESS, local: MAX_LOCAL_PART, label: MAX_LABEL } = LIMITS;

/**
 * Deeply frozen: no module can change a rule for the others in its process. A tuple of five, as the report
 * judges five in turn (validate.ts, in this order, which validate.test.ts holds it to). Pure,
 * like the lists below: a bundle that reads only the messages (a report) drops the catalogue and its titles.
 */
export const RULES: readonly [Rule, Rule, Rule, Rule, Rule] = /* @__PURE__ */ deepFreeze([
  {
    id: 'empty',
    order: 1,
    title: 'Not empty',
    rejectsWhen: 'the value is empty',
    limit: undefined,
    measures: undefined,
    message: RULE_MESSAGES.empty,
  },
  {
    id: 'tooLong',
    order: 2,
    // No unit, as the other two: a profile counts the bound in characters or, `international`, in UTF-8 octets.
    title: `Address at most ${MAX_ADDRESS}`,
    rejectsWhen: `the value is longer than ${MAX_ADDRESS} characters`,
    limit: MAX_ADDRESS,
    measures: 'total',
    message: RULE_MESSAGES.tooLong,
  },
  {
    id: 'pattern',
    order: 3,
    title: 'Address pattern',
    rejectsWhen: 'the value does not match the general address pattern',
    limit: undefined,
    measures: undefined,
    message: RULE_MESSAGES.pattern,
  },
  {
    id: 'localTooLong',
    order: 4,
    title: `Local part at most ${MAX_LOCAL_PART}`,
    rejectsWhen: `the part before the at-sign is longer than ${MAX_LOCAL_PART} characters`,
    limit: MAX_LOCAL_PART,
    measures: 'local',
    message: RULE_MESSAGES.localTooLong,
  },
  {
    id: 'labelTooLong',
    order: 5,
    title: `Domain labels at most ${MAX_LABEL}`,
    rejectsWhen: `any label of the domain is longer than ${MAX_LABEL} characters`,
    limit: MAX_LABEL,
    measures: 'label',
    message: RULE_MESSAGES.labelTooLong,
  },
] satisfies [Rule, Rule, Rule, Rule, Rule]);

export const RULE_IDS: readonly RuleId[] = /* @__PURE__ */ Object.freeze(RULES.map((rule) => rule.id));

/** The catalogue entry for an id. */
export function ruleById(id: RuleId): Rule {
  const rule = RULES.find((candidate) => candidate.id === id);
  if (rule === undefined) throw new RangeError(`Unknown rule id: ${id}`);
  return rule;
}

/** The limit of a length rule (254, 64 or 63), read from the catalogue. */
export function limitOf(id: LengthRuleId): number {
  const { limit } = ruleById(id);
  if (limit === undefined) throw new RangeError(`Rule ${id} has no limit`);
  return limit;
}

/** The rules that measure a length: one per bound. */
export type LengthRuleId = 'tooLong' | 'localTooLong' | 'labelTooLong';

/** The three bounds, in catalogue order. */
export const BOUNDS: readonly Bound[] = /* @__PURE__ */ Object.freeze(['total', 'local', 'label']);

/** The length rule of each bound. */
export const RULE_OF_BOUND: Readonly<Record<Bound, LengthRuleId>> = /* @__PURE__ */ Object.freeze({
  total: 'tooLong',
  local: 'localTooLong',
  label: 'labelTooLong',
});

/** Whether `value` is one of the three bound names. */
export function isBound(value: unknown): value is Bound {
  return (BOUNDS as readonly unknown[]).includes(value);
}
