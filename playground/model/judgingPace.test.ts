import { describe, expect, it } from 'vitest';
import { TYPING_GAP_MS, TYPING_QUIET_MS, judgingDelay } from './judgingPace.ts';

describe('judgingDelay', () => {
  it('judges a first change, or one after a pause, at once', () => {
    expect(judgingDelay(1_000, -Infinity)).toBe(0);
    expect(judgingDelay(1_000, 1_000 - TYPING_GAP_MS)).toBe(0);
    expect(judgingDelay(10_000, 1_000)).toBe(0);
  });

  it('waits for quiet while changes come faster than the typing gap', () => {
    expect(judgingDelay(1_000, 1_000 - TYPING_GAP_MS + 1)).toBe(TYPING_QUIET_MS);
    expect(judgingDelay(1_000, 920)).toBe(TYPING_QUIET_MS);
    expect(judgingDelay(1_000, 1_000)).toBe(TYPING_QUIET_MS);
  });
});
