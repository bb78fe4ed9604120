/**
 * The texts that Clear, Generate, Sample lines and an opened link replaced, so each can be undone (and
 * redone): the box's own undo cannot, since a replacement gives it a new text. Bounded: it keeps the last
 * MAX_STEPS replacements, and forgets the oldest first while it holds more than MAX_UNITS of text.
 */
export const MAX_STEPS = 20;
export const MAX_UNITS = 20_000_000;

export interface Replacement {
  /** What was done, for the button: "Clear", "Generate"… */
  readonly action: string;
  /** The text before it. */
  readonly before: string;
  /** The text after it. */
  readonly after: string;
}

export interface TextHistory {
  readonly undo: readonly Replacement[];
  readonly redo: readonly Replacement[];
}

export const EMPTY_HISTORY: TextHistory = { undo: [], redo: [] };

const unitsOf = (steps: readonly Replacement[]) =>
  steps.reduce((sum, step) => sum + step.before.length + step.after.length, 0);

function bounded(steps: readonly Replacement[]): readonly Replacement[] {
  let kept = steps.slice(-MAX_STEPS);
  while (kept.length > 1 && unitsOf(kept) > MAX_UNITS) kept = kept.slice(1);
  return kept;
}

/** The history after a replacement: it can be undone, and what was undone before can no longer be redone. */
export function recorded(history: TextHistory, step: Replacement): TextHistory {
  if (step.before === step.after) return history;
  return { undo: bounded([...history.undo, step]), redo: [] };
}

/** Undoes the last replacement: the text to show and the history after, or undefined when there is none. */
export function undone(history: TextHistory): { text: string; history: TextHistory; action: string } | undefined {
  const step = history.undo.at(-1);
  if (step === undefined) return undefined;
  return {
    text: step.before,
    action: step.action,
    history: { undo: history.undo.slice(0, -1), redo: bounded([...history.redo, step]) },
  };
}

/** Redoes the last undone replacement, or undefined when there is none. */
export function redone(history: TextHistory): { text: string; history: TextHistory; action: string } | undefined {
  const step = history.redo.at(-1);
  if (step === undefined) return undefined;
  return {
    text: step.after,
    action: step.action,
    history: { undo: bounded([...history.undo, step]), redo: history.redo.slice(0, -1) },
  };
}
