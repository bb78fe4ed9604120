import type { PlaygroundState } from './playgroundState.ts';

/**
 * What Clear, Generate, Sample lines, a taken-over paste, a profile change and an opened link changed, so
 * each can be undone (and redone): the box's own undo cannot, since a replacement gives it a new text.
 * A change holds only the fields it changed, so undoing a profile change leaves later filter changes
 * alone. Bounded: it keeps the last MAX_STEPS changes, and forgets the oldest first while it holds more
 * than MAX_UNITS of text.
 */
export const MAX_STEPS = 20;
export const MAX_UNITS = 20_000_000;

export type StatePatch = Partial<PlaygroundState>;

export interface Change {
  /** What was done, for the button: "Clear", "Generate", "profile change"… */
  readonly action: string;
  /** The changed fields before it. */
  readonly before: StatePatch;
  /** The same fields after it. */
  readonly after: StatePatch;
}

export interface ChangeHistory {
  readonly undo: readonly Change[];
  readonly redo: readonly Change[];
  /**
   * The text as the last change, undo or redo left it; undefined before the first. Text that differs from
   * it now was typed since, and is recorded as a change of its own before the history moves (settled).
   */
  readonly text?: string | undefined;
}

/** The action of what was typed into the box between two changes. */
export const TYPING = 'typing';

export interface Step {
  /** The fields to set. */
  readonly patch: StatePatch;
  readonly action: string;
  readonly history: ChangeHistory;
}

export const EMPTY_HISTORY: ChangeHistory = { undo: [], redo: [] };

/** The text a change holds on to (a text that did not change is the state's own, not an extra copy). */
export function unitsHeld(change: Change): number {
  const before = change.before.text ?? '';
  const after = change.after.text ?? '';
  return before === after ? before.length : before.length + after.length;
}

const unitsOf = (changes: readonly Change[]) => changes.reduce((sum, change) => sum + unitsHeld(change), 0);

function bounded(changes: readonly Change[]): readonly Change[] {
  let kept = changes.slice(-MAX_STEPS);
  while (kept.length > 1 && unitsOf(kept) > MAX_UNITS) kept = kept.slice(1);
  return kept;
}

function changesSomething({ before, after }: Change): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof PlaygroundState>;
  return [...keys].some((key) => before[key] !== after[key]);
}

/** The history after a change: it can be undone, and what was undone before can no longer be redone. */
export function recorded(history: ChangeHistory, change: Change, text?: string): ChangeHistory {
  if (!changesSomething(change)) return history;
  return { undo: bounded([...history.undo, change]), redo: [], text: change.after.text ?? text ?? history.text };
}

/**
 * The history as it must be before it moves, the box holding `text`: what was typed since the last change,
 * undo or redo becomes a change of its own ("typing"), so that Undo takes that back first and Redo brings it
 * back; Undo never throws typed work away. Like every new change, it ends what could be redone.
 */
export function settled(history: ChangeHistory, text: string): ChangeHistory {
  if (history.text === undefined || history.text === text) return history;
  return recorded(history, { action: TYPING, before: { text: history.text }, after: { text } });
}

/** Undoes the last change: the fields to set and the history after, or undefined when there is none. */
export function undone(history: ChangeHistory): Step | undefined {
  const change = history.undo.at(-1);
  if (change === undefined) return undefined;
  return {
    patch: change.before,
    action: change.action,
    history: {
      undo: history.undo.slice(0, -1),
      redo: bounded([...history.redo, change]),
      text: change.before.text ?? history.text,
    },
  };
}

/** Redoes the last undone change, or undefined when there is none. */
export function redone(history: ChangeHistory): Step | undefined {
  const change = history.redo.at(-1);
  if (change === undefined) return undefined;
  return {
    patch: change.after,
    action: change.action,
    history: {
      undo: bounded([...history.undo, change]),
      redo: history.redo.slice(0, -1),
      text: change.after.text ?? history.text,
    },
  };
}

/** The fields of `next` that differ from `current`, with their values before and after. */
export function difference(current: PlaygroundState, next: PlaygroundState): { before: StatePatch; after: StatePatch } {
  const changed = (Object.keys(next) as (keyof PlaygroundState)[]).filter((key) => current[key] !== next[key]);
  const pick = (state: PlaygroundState) => Object.fromEntries(changed.map((key) => [key, state[key]])) as StatePatch;
  return { before: pick(current), after: pick(next) };
}
