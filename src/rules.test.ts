import { describe, expect, it } from 'vitest';
import { BOUNDS, LIMITS, RULES, RULE_IDS, RULE_OF_BOUND, isBound, limitOf, ruleById } from './rules.ts';

describe('the rule catalogue', () => {
  it('holds the five rules in the order they are judged', () => {
    expect(RULE_IDS).toEqual(['empty', 'tooLong', 'pattern', 'localTooLong', 'labelTooLong']);
    expect(RULES.map((rule) => rule.order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('states the three limits the product is built on', () => {
    expect(limitOf('tooLong')).toBe(254);
    expect(limitOf('localTooLong')).toBe(64);
    expect(limitOf('labelTooLong')).toBe(63);
    expect(ruleById('empty').limit).toBeUndefined();
    expect(ruleById('pattern').limit).toBeUndefined();
  });

  it('names what each length rule measures', () => {
    expect(RULES.map((rule) => rule.measures)).toEqual([undefined, 'total', undefined, 'local', 'label']);
  });

  it('writes one-line message templates that name the measured figure and the limit', () => {
    // {unit} is the profile's (characters, octets); {detail} adds the other unit where it differs.
    expect(ruleById('localTooLong').message).toBe(
      '{length} {unit} before the @{detail}; the limit is {limit}{limitUnit}',
    );
    expect(ruleById('tooLong').message).toBe('{length} {unit} in all{detail}; the limit is {limit}{limitUnit}');
    expect(ruleById('labelTooLong').message).toBe(
      'A domain label of {length} {unit}{detail}; the limit is {limit}{limitUnit}',
    );
    expect(ruleById('pattern').message).toBe('Does not match the address pattern of the {profile} profile');
    expect(ruleById('empty').message).toBe('The value is empty');
  });

  it('gives each rule the heading the playground and docs show, naming no unit a profile may count otherwise', () => {
    expect(RULES.map((rule) => rule.title)).toEqual([
      'Not empty',
      'Address at most 254',
      'Address pattern',
      'Local part at most 64',
      'Domain labels at most 63',
    ]);
  });

  it('states the limit in the title and the condition of each length rule', () => {
    for (const rule of RULES) {
      if (rule.limit === undefined) continue;
      expect(rule.title).toContain(String(rule.limit));
      expect(rule.rejectsWhen).toContain(`longer than ${rule.limit} characters`);
    }
  });

  it('refuses unknown ids loudly', () => {
    expect(() => ruleById('nope' as never)).toThrow(/Unknown rule id: nope/);
    expect(() => limitOf('pattern' as never)).toThrow(/has no limit/);
  });

  it('cannot be changed at run time, all the way down', () => {
    for (const frozen of [
      RULES,
      RULE_IDS,
      BOUNDS,
      LIMITS,
      RULE_OF_BOUND,
      ...RULES,
      ...RULES.map((rule) => rule.message),
    ])
      expect(Object.isFrozen(frozen)).toBe(true);
    expect(() => {
      Object.assign(ruleById('tooLong'), { limit: 1000 });
    }).toThrow(TypeError);
  });

  it('names the three bounds once, each with its rule and limit', () => {
    expect(BOUNDS).toEqual(['total', 'local', 'label']);
    expect(BOUNDS.map((bound) => RULE_OF_BOUND[bound])).toEqual(['tooLong', 'localTooLong', 'labelTooLong']);
    expect(LIMITS).toEqual({ total: 254, local: 64, label: 63 });
    expect(BOUNDS.map((bound) => ruleById(RULE_OF_BOUND[bound]).measures)).toEqual(BOUNDS);
    expect(['total', 'local', 'label'].map(isBound)).toEqual([true, true, true]);
    expect(['whole', '', 'Total', null, 254].map(isBound)).toEqual([false, false, false, false, false]);
  });
});
