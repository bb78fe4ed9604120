import { describe, expect, it } from 'vitest';
import { INITIAL_STATE } from './playgroundState.ts';
import {
  EMPTY_HISTORY,
  MAX_STEPS,
  MAX_UNITS,
  difference,
  recorded,
  redone,
  undone,
  unitsHeld,
} from './changeHistory.ts';

const replaced = (action: string, before: string, after: string) => ({
  action,
  before: { text: before },
  after: { text: after },
});

describe('the history of changes', () => {
  it('undoes and redoes changes in order', () => {
    let history = recorded(EMPTY_HISTORY, replaced('Clear', 'mine', ''));
    history = recorded(history, replaced('Generate', '', 'a@b.co'));
    const first = undone(history);
    expect([first?.patch, first?.action]).toEqual([{ text: '' }, 'Generate']);
    const second = first === undefined ? undefined : undone(first.history);
    expect([second?.patch, second?.action]).toEqual([{ text: 'mine' }, 'Clear']);
    expect(second === undefined ? 'none' : undone(second.history)).toBeUndefined();
    const again = second === undefined ? undefined : redone(second.history);
    expect(again?.patch).toEqual({ text: '' });
  });

  it('forgets what could be redone once something new is changed, and ignores a change that changes nothing', () => {
    const history = recorded(EMPTY_HISTORY, replaced('Clear', 'mine', ''));
    const back = undone(history);
    expect(back?.history.redo).toHaveLength(1);
    const next = back === undefined ? EMPTY_HISTORY : recorded(back.history, replaced('Sample', 'mine', 's'));
    expect(next.redo).toEqual([]);
    expect(recorded(next, replaced('Clear', 'x', 'x'))).toBe(next);
    expect(recorded(next, { action: 'profile change', before: { profile: 'html' }, after: { profile: 'html' } })).toBe(
      next,
    );
  });

  it('undoes a profile change alone, leaving the text and the filters as they are', () => {
    const current = { ...INITIAL_STATE, failingOnly: true };
    const { before, after } = difference(current, { ...current, profile: 'rfc5322' });
    expect([before, after]).toEqual([{ profile: INITIAL_STATE.profile }, { profile: 'rfc5322' }]);
    const step = undone(recorded(EMPTY_HISTORY, { action: 'profile change', before, after }));
    expect(step?.patch).toEqual({ profile: INITIAL_STATE.profile });
  });

  it('counts the text a change holds, once when it did not change', () => {
    expect(unitsHeld(replaced('Clear', 'abc', ''))).toBe(3);
    expect(unitsHeld(replaced('Generate', 'ab', 'abcd'))).toBe(6);
    expect(unitsHeld({ action: 'profile change', before: { profile: 'html' }, after: { profile: 'standard' } })).toBe(
      0,
    );
    expect(unitsHeld({ action: 'Open link', before: { text: 'same' }, after: { text: 'same' } })).toBe(4);
  });

  it('stays bounded in steps and in text held', () => {
    let history = EMPTY_HISTORY;
    for (let step = 0; step < MAX_STEPS + 5; step++)
      history = recorded(history, replaced('Generate', String(step), String(step + 1)));
    expect(history.undo).toHaveLength(MAX_STEPS);
    expect(history.undo[0]?.before).toEqual({ text: '5' });
    const huge = 'x'.repeat(MAX_UNITS / 2);
    history = recorded(history, replaced('Clear', huge, ''));
    history = recorded(history, replaced('Generate', '', huge));
    history = recorded(history, replaced('Clear', huge, ''));
    const held = history.undo.reduce((sum, change) => sum + unitsHeld(change), 0);
    expect(held).toBeLessThanOrEqual(MAX_UNITS);
    expect(history.undo.at(-1)?.action).toBe('Clear');
  });
});
