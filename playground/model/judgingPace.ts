/**
 * When to judge a large text in the background. Each job copies the whole text to the worker and its
 * verdicts back, some milliseconds each way for 100,000 lines: at every key that is what made typing slow.
 * So a large text being typed into is judged once the typing pauses; a paste, an opened link or a text
 * left alone for a moment is judged at once.
 */

/** Changes closer together than this are typing. */
export const TYPING_GAP_MS = 400;
/** While typing goes on, a large text is judged after this much quiet. */
export const TYPING_QUIET_MS = 250;

/** How long to wait before judging a large text that changed at `now` and, before that, at `previous`. */
export function judgingDelay(now: number, previous: number): number {
  return now - previous < TYPING_GAP_MS ? TYPING_QUIET_MS : 0;
}
