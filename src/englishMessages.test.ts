import { describe, expect, it } from 'vitest';
import { REASON_MESSAGES, RULE_MESSAGES } from './englishMessages.ts';
import { REASONS, REASON_IDS } from './reasons.ts';
import { RULES, RULE_IDS } from './rules.ts';

describe('the English messages, kept apart from the catalogues', () => {
  it('list the rules in catalogue order, which the report judges them in', () => {
    expect(Object.keys(RULE_MESSAGES)).toEqual(RULE_IDS);
    expect(RULES.map((rule) => rule.message)).toEqual(Object.values(RULE_MESSAGES));
  });

  it('hold the message of every reason, and of nothing else', () => {
    expect(Object.keys(REASON_MESSAGES)).toEqual(REASON_IDS);
    expect(REASONS.map((reason) => reason.message)).toEqual(Object.values(REASON_MESSAGES));
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(RULE_MESSAGES)).toBe(true);
    expect(Object.isFrozen(REASON_MESSAGES)).toBe(true);
  });
});
