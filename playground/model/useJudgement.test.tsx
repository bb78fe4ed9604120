import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_QUIET_MS } from './judgingPace.ts';
import { SYNC_TEXT_UNITS, useJudgement } from './useJudgement.ts';

const started: string[] = [];
vi.mock('./judgeInBackground.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./judgeInBackground.ts')>()),
  judgeInBackground: (text: string) => {
    started.push(text);
    return { cancel: () => undefined };
  },
}));

const large = (suffix: string) => `${'a@b.co\n'.repeat(SYNC_TEXT_UNITS / 7 + 1)}${suffix}`;

describe('useJudgement on a large text', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    started.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('judges a new large text at once, and while it is typed into, only once the typing pauses', () => {
    const { rerender } = renderHook(({ text }) => useJudgement(text, 'standard'), {
      initialProps: { text: large('') },
    });
    expect(started).toHaveLength(1);
    for (const typed of ['x', 'xy', 'xyz']) {
      vi.advanceTimersByTime(80);
      rerender({ text: large(typed) });
    }
    expect(started).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(TYPING_QUIET_MS);
    });
    expect(started).toEqual([large(''), large('xyz')]);
  });

  it('judges at once after a pause, and on a profile change', () => {
    const { rerender } = renderHook(({ text, profile }) => useJudgement(text, profile), {
      initialProps: { text: large(''), profile: 'standard' as 'standard' | 'html' },
    });
    vi.advanceTimersByTime(1_000);
    rerender({ text: large('x'), profile: 'standard' });
    expect(started).toHaveLength(2);
    rerender({ text: large('x'), profile: 'html' });
    expect(started).toHaveLength(3);
  });
});
