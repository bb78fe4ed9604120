/**
 * What this browser's own `<input type=email>` says about a value, from a detached input's validity.
 * Browsers first "sanitize" the value (strip line breaks, trim white space) and treat an empty field
 * as missing rather than malformed; both are shown, since that is where people get surprised.
 *
 * The browser's check can only run on the page's thread (a worker has no input elements), and Chromium's
 * grows with the square of the length: about 2 ms at 1,000 characters, 26 ms at 4,000, 3 s at 50,000. So
 * it is asked only about lines up to BROWSER_CHECK_MAX_UNITS, each line once, and at most a few
 * milliseconds' worth per frame: the rest wait for the next frame.
 */
import { useEffect, useState } from 'react';

export type BrowserVerdict = 'accepts' | 'rejects' | 'empty';

/** The browser is asked about lines up to this many UTF-16 units. */
export const BROWSER_CHECK_MAX_UNITS = 1000;
/** Checks in one frame stop after this long; the rest run in the next frame. */
const FRAME_BUDGET_MS = 6;
/** Verdicts kept, by line. */
const CACHE_ENTRIES = 5000;

export type BrowserAnswer =
  | { readonly kind: 'verdict'; readonly verdict: BrowserVerdict }
  /** Too long to ask without freezing the page. */
  | { readonly kind: 'too-long'; readonly length: number }
  /** Asked in a coming frame. */
  | { readonly kind: 'pending' };

let probe: HTMLInputElement | undefined;

function emailInput(): HTMLInputElement {
  if (probe === undefined) {
    probe = document.createElement('input');
    probe.type = 'email';
    probe.required = true;
  }
  return probe;
}

/** Asks the browser now, whatever the length: only for values known to be short. */
export function browserVerdict(value: string): BrowserVerdict {
  const input = emailInput();
  input.value = value;
  const verdict = input.validity.valueMissing ? 'empty' : input.validity.typeMismatch ? 'rejects' : 'accepts';
  input.value = '';
  return verdict;
}

let ask: (value: string) => BrowserVerdict = browserVerdict;
let now: () => number = () => performance.now();

const cache = new Map<string, BrowserVerdict>();
let frameStart = Number.NEGATIVE_INFINITY;
let spentThisFrame = 0;
const waiting = new Set<() => void>();
let scheduled = false;

function remember(value: string, verdict: BrowserVerdict): void {
  if (cache.size >= CACHE_ENTRIES) {
    const oldest = cache.keys().next();
    if (oldest.done !== true) cache.delete(oldest.value);
  }
  cache.set(value, verdict);
}

function wakeWaiting(): void {
  scheduled = false;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

function scheduleRetry(callback: () => void): void {
  waiting.add(callback);
  if (scheduled) return;
  scheduled = true;
  // A task after the next frame, so each frame spends at most the budget on the browser's check.
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => {
      setTimeout(wakeWaiting, 0);
    });
  } else setTimeout(wakeWaiting, 16);
}

/**
 * The browser's answer for `value` if it can be had now: from the cache, or asked within this frame's
 * budget; `pending` when the budget is spent, `too-long` past the bound.
 */
export function browserAnswer(value: string): BrowserAnswer {
  if (value.length > BROWSER_CHECK_MAX_UNITS) return { kind: 'too-long', length: value.length };
  const known = cache.get(value);
  if (known !== undefined) return { kind: 'verdict', verdict: known };
  const started = now();
  if (started - frameStart > 16) {
    frameStart = started;
    spentThisFrame = 0;
  }
  if (spentThisFrame >= FRAME_BUDGET_MS) return { kind: 'pending' };
  const verdict = ask(value);
  spentThisFrame += now() - started;
  remember(value, verdict);
  return { kind: 'verdict', verdict };
}

/** browserAnswer for a component: a pending answer is asked again in a later frame, and the component re-rendered. */
export function useBrowserAnswer(value: string): BrowserAnswer {
  const [, setRetries] = useState(0);
  const answer = browserAnswer(value);
  const pending = answer.kind === 'pending';
  useEffect(() => {
    if (!pending) return;
    let active = true;
    scheduleRetry(() => {
      if (active) setRetries((count) => count + 1);
    });
    return () => {
      active = false;
    };
  });
  return answer;
}

/** For tests: forgets every verdict, and replaces the clock and the check (both restored when left out). */
export function resetBrowserVerdicts(
  replacements: { now?: () => number; ask?: (value: string) => BrowserVerdict } = {},
): void {
  now = replacements.now ?? (() => performance.now());
  ask = replacements.ask ?? browserVerdict;
  cache.clear();
  frameStart = Number.NEGATIVE_INFINITY;
  spentThisFrame = 0;
}
