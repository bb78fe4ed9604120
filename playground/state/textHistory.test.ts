import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, MAX_STEPS, MAX_UNITS, recorded, redone, undone } from './textHistory.ts';

describe('the history of replaced texts', () => {
  it('undoes and redoes replacements in order', () => {
    let history = recorded(EMPTY_HISTORY, { action: 'Clear', before: 'mine', after: '' });
    history = recorded(history, { action: 'Generate', before: '', after: 'a@b.co' });
    const first = undone(history);
    expect([first?.text, first?.action]).toEqual(['', 'Generate']);
    const second = first === undefined ? undefined : undone(first.history);
    expect([second?.text, second?.action]).toEqual(['mine', 'Clear']);
    expect(second === undefined ? 'none' : undone(second.history)).toBeUndefined();
    const again = second === undefined ? undefined : redone(second.history);
    expect(again?.text).toBe('');
  });

  it('forgets what could be redone once something new is replaced, and ignores a replacement that changes nothing', () => {
    const history = recorded(EMPTY_HISTORY, { action: 'Clear', before: 'mine', after: '' });
    const back = undone(history);
    expect(back?.history.redo).toHaveLength(1);
    const next =
      back === undefined ? EMPTY_HISTORY : recorded(back.history, { action: 'Sample', before: 'mine', after: 's' });
    expect(next.redo).toEqual([]);
    expect(recorded(next, { action: 'Clear', before: 'x', after: 'x' })).toBe(next);
  });

  it('stays bounded in steps and in text held', () => {
    let history = EMPTY_HISTORY;
    for (let step = 0; step < MAX_STEPS + 5; step++)
      history = recorded(history, { action: 'Generate', before: String(step), after: String(step + 1) });
    expect(history.undo).toHaveLength(MAX_STEPS);
    expect(history.undo[0]?.before).toBe('5');
    const huge = 'x'.repeat(MAX_UNITS / 2);
    history = recorded(history, { action: 'Clear', before: huge, after: '' });
    history = recorded(history, { action: 'Generate', before: '', after: huge });
    history = recorded(history, { action: 'Clear', before: huge, after: '' });
    const held = history.undo.reduce((sum, step) => sum + step.before.length + step.after.length, 0);
    expect(held).toBeLessThanOrEqual(MAX_UNITS);
    expect(history.undo.at(-1)?.action).toBe('Clear');
  });
});
