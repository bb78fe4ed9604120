import { describe, expect, it } from 'vitest';
import { REASON_MESSAGES } from '../englishMessages.ts';
import { reasonById } from '../reasons.ts';
import { IDNA_MESSAGES } from './messages.ts';
import { international } from './profile.ts';

describe('the messages of the reasons only IDNA2008 gives', () => {
  it('are the six IDNA2008 reasons, and the catalogue reads them from here', () => {
    expect(Object.keys(IDNA_MESSAGES)).toEqual(['disallowed', 'contextJ', 'contextO', 'bidi', 'hyphen34', 'badALabel']);
    for (const [id, message] of Object.entries(IDNA_MESSAGES))
      expect(reasonById(id as keyof typeof IDNA_MESSAGES).message).toBe(message);
  });

  it('are written once: the kit does not hold them too', () => {
    for (const id of Object.keys(IDNA_MESSAGES)) expect(REASON_MESSAGES).not.toHaveProperty(id);
  });

  it('come with the international profile, and cannot be changed at run time', () => {
    expect(international.messages).toBe(IDNA_MESSAGES);
    expect(Object.isFrozen(IDNA_MESSAGES)).toBe(true);
  });
});
