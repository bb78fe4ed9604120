import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_STATE } from './playgroundState.ts';
import {
  EMPTY_HISTORY,
  MAX_STEPS,
  MAX_UNITS,
  difference,
  TYPING,
  recorded,
  redone,
  settled,
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

/**
 * What a person does to the text: types into the box, or a replacement (Generate, a paste taken over,
 * Clear), or Undo, or Redo.
 */
type Operation =
  | { readonly kind: 'type'; readonly text: string }
  | { readonly kind: 'replace'; readonly text: string }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.string({ maxLength: 3 }).map((text) => ({ kind: 'type' as const, text })),
  fc.constantFrom('generated', 'pasted', '').map((text) => ({ kind: 'replace' as const, text })),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
);

/**
 * The model: every text the box held when the history moved, in order, and where the box stands among
 * them. Typing changes only the box; the next move first keeps what was typed as a version of its own.
 */
class TextVersions {
  versions: string[] = [];
  at = -1;
  box: string;
  constructor(box: string) {
    this.box = box;
  }
  /** Before the first replacement nothing is kept: typing then is the box's own to undo. */
  #keepTyped() {
    if (this.at !== -1 && this.versions[this.at] !== this.box) {
      this.versions = [...this.versions.slice(0, this.at + 1), this.box];
      this.at += 1;
    }
  }
  apply(step: Operation) {
    if (step.kind === 'type') {
      this.box += step.text;
      return;
    }
    // Typed since the last move, there is nothing to redo (typing ends it, as any change does): Redo does nothing.
    if (step.kind === 'redo' && this.at !== -1 && this.versions[this.at] !== this.box) return;
    this.#keepTyped();
    if (step.kind === 'replace') {
      if (step.text === this.box) return;
      if (this.at === -1) this.versions = [this.box, step.text];
      else this.versions = [...this.versions.slice(0, this.at + 1), step.text];
      this.at = this.versions.length - 1;
    } else if (step.kind === 'undo' && this.at > 0) this.at -= 1;
    else if (step.kind === 'redo' && this.at < this.versions.length - 1) this.at += 1;
    this.box = this.versions[this.at] ?? this.box;
  }
}

describe('undo and redo around typing', () => {
  it('never lose typed work: over any sequence, the box holds what the model says, and every text typed stays reachable', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), fc.array(operation, { maxLength: 12 }), (start, operations) => {
        const model = new TextVersions(start);
        let box = start;
        let history = EMPTY_HISTORY;
        for (const step of operations) {
          model.apply(step);
          if (step.kind === 'type') box += step.text;
          else if (step.kind === 'replace') {
            history = recorded(settled(history, box), replaced('Generate', box, step.text), step.text);
            box = step.text;
          } else {
            const moved = (step.kind === 'undo' ? undone : redone)(settled(history, box));
            if (moved !== undefined) {
              history = moved.history;
              box = moved.patch.text ?? box;
            }
          }
          expect(box).toBe(model.box);
        }
        // Every version the model kept can be reached again by Undo and Redo alone.
        const reachable = new Set([box]);
        for (let walk = history, step = undone(settled(walk, box)); step !== undefined; step = undone(walk)) {
          walk = step.history;
          reachable.add(step.patch.text ?? '');
        }
        for (const version of model.versions.slice(0, model.at + 1)) expect(reachable).toContain(version);
      }),
      { numRuns: 500 },
    );
  });

  it('takes back typing first after a Generate, and brings it back with Redo', () => {
    let history = recorded(EMPTY_HISTORY, replaced('Generate', 'mine', 'mine\ngenerated'), 'mine\ngenerated');
    const typed = 'mine\ngenerated\nTYPED@work.com';
    expect(settled(history, typed).undo.at(-1)?.action).toBe(TYPING);
    const undoTyping = undone(settled(history, typed));
    expect(undoTyping?.patch).toEqual({ text: 'mine\ngenerated' });
    history = undoTyping?.history ?? EMPTY_HISTORY;
    const undoGenerate = undone(settled(history, 'mine\ngenerated'));
    expect([undoGenerate?.action, undoGenerate?.patch]).toEqual(['Generate', { text: 'mine' }]);
    history = undoGenerate?.history ?? EMPTY_HISTORY;
    const redoGenerate = redone(settled(history, 'mine'));
    history = redoGenerate?.history ?? EMPTY_HISTORY;
    const redoTyping = redone(settled(history, 'mine\ngenerated'));
    expect([redoTyping?.action, redoTyping?.patch]).toEqual([TYPING, { text: typed }]);
  });
});
