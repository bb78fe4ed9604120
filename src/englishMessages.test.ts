import { describe, expect, it } from 'vitest';
import { REASON_MESSAGES, RULE_MESSAGES } from './englishMessages.ts';
import { IDNA_MESSAGES } from './international/messages.ts';
import { REASONS, REASON_IDS } from './reasons.ts';
import { RULES, RULE_IDS } from './rules.ts';

describe('the English messages, kept apart from the catalogues', () => {
  it('list the rules in catalogue order, which the report judges them in', () => {
    expect(Object.keys(RULE_MESSAGES)).toEqual(RULE_IDS);
    expect(RULES.map((rule) => rule.message)).toEqual(Object.values(RULE_MESSAGES));
  });

  it('hold the message of every reason but those only IDNA2008 gives, and of nothing else', () => {
    const idnaIds = Object.keys(IDNA_MESSAGES);
    expect(Object.keys(REASON_MESSAGES)).toEqual(REASON_IDS.filter((id) => !idnaIds.includes(id)));
    for (const reason of REASONS) expect(reason.message).toBe({ ...REASON_MESSAGES, ...IDNA_MESSAGES }[reason.id]);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(RULE_MESSAGES)).toBe(true);
    expect(Object.isFrozen(REASON_MESSAGES)).toBe(true);
  });
});
