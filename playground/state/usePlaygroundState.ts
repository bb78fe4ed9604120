import { useCallback, useEffect, useRef, useState } from 'react';
import { INITIAL_STATE, type PlaygroundState } from './playgroundState.ts';
import { decodeStateInBackground, encodeStateInBackground } from './codecInBackground.ts';
import { encodeState } from './stateCodec.ts';
import type { InputSnapshot } from '../components/AddressInput.tsx';
import { EMPTY_HISTORY, recorded, redone, undone, type TextHistory } from './textHistory.ts';

export const STORAGE_KEY = 'email-rules-playground';
/** Longer links break in mail clients and chat apps; such a state is kept in this browser only. */
export const MAX_LINK_HASH_LENGTH = 100_000;
/** Wait for typing to pause before compressing the state again. */
const SAVE_DELAY_MS = 300;
/** A big paste is saved a little later, so that saving does not compete with judging it for the CPU. */
const LARGE_SAVE_DELAY_MS = 2000;
const LARGE_TEXT_UNITS = 100_000;

export interface Notice {
  readonly id: string;
  readonly text: string;
  /** A button beside the notice, e.g. "Undo". */
  readonly action?: { readonly label: string; readonly run: () => void };
}

const lineCountOf = (text: string) => (text === '' ? 0 : text.split('\n').length);

function readStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function hashOf(location: Location): string {
  return location.hash.startsWith('#') ? location.hash.slice(1) : location.hash;
}

/** Writes the hash without adding a history entry or firing hashchange. */
function replaceHash(encoded: string | null): void {
  const url = new URL(window.location.href);
  url.hash = encoded ?? '';
  history.replaceState(history.state, '', encoded === null ? url.pathname + url.search : url.href);
}

/**
 * The playground's state, restored from the URL hash (else from localStorage) and saved to both as it
 * changes. A hash that cannot be read is ignored with a notice; it never stops the page from working.
 */
export function usePlaygroundState() {
  const [state, setState] = useState<PlaygroundState>(INITIAL_STATE);
  const [restored, setRestored] = useState(false);
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  // The address box is uncontrolled (React re-assigning megabytes of text on every render made big
  // pastes take seconds); text set from outside the box arrives as a new snapshot that remounts it.
  const [inputSnapshot, setInputSnapshot] = useState<InputSnapshot>({ text: INITIAL_STATE.text, revision: 0 });
  const [history, setHistory] = useState<TextHistory>(EMPTY_HISTORY);
  // The latest text and history, for the callbacks below (they run after the render that set them).
  const latest = useRef({ text: state.text, history });
  useEffect(() => {
    latest.current = { text: state.text, history };
  }, [state.text, history]);

  const applyState = useCallback((next: PlaygroundState) => {
    setState(next);
    setInputSnapshot((current) => ({ text: next.text, revision: current.revision + 1 }));
  }, []);

  /** Shows `text` in the box, set from outside it. */
  const showText = useCallback((text: string, caret?: number) => {
    setState((current) => ({ ...current, text }));
    setInputSnapshot((current) => ({ text, revision: current.revision + 1, caret }));
  }, []);

  const notify = useCallback((id: string, text: string, action?: Notice['action']) => {
    setNotices((current) => [
      ...current.filter((notice) => notice.id !== id),
      action === undefined ? { id, text } : { id, text, action },
    ]);
  }, []);
  const dismiss = useCallback((id: string) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const undo = useCallback(() => {
    const step = undone(latest.current.history);
    if (step === undefined) return;
    setHistory(step.history);
    showText(step.text);
    dismiss('link-replaced');
  }, [showText, dismiss]);

  const redo = useCallback(() => {
    const step = redone(latest.current.history);
    if (step === undefined) return;
    setHistory(step.history);
    showText(step.text);
  }, [showText]);

  useEffect(() => {
    let cancelled = false;
    /** The lines this browser kept from the last visit, or undefined. */
    const storedText = async (): Promise<string | undefined> => {
      const stored = readStorage();
      if (stored === null) return undefined;
      const result = await decodeStateInBackground(stored);
      return result.ok ? result.state.text : undefined;
    };
    const isCancelled = () => cancelled;
    const restoreFromHash = async (hash: string, onLoad: boolean): Promise<boolean> => {
      const result = await decodeStateInBackground(hash);
      if (cancelled) return true;
      if (result.ok) {
        // A link replaces what is in the box: the lines one had are kept, one Undo away.
        const before = onLoad ? await storedText() : latest.current.text;
        // Read through a function: the await above may have let the effect's cleanup run.
        if (isCancelled()) return true;
        applyState(result.state);
        if (before !== undefined && before !== result.state.text && before !== INITIAL_STATE.text) {
          setHistory((current) => recorded(current, { action: 'Open link', before, after: result.state.text }));
          notify(
            'link-replaced',
            `This link's lines replaced the ${lineCountOf(before).toLocaleString('en')} lines you had here; they are kept until you close this tab.`,
            { label: 'Bring mine back', run: undo },
          );
        }
        return true;
      }
      notify('hash', `The state in this link was ignored because ${result.reason}.`);
      return false;
    };
    const restore = async () => {
      const hash = hashOf(window.location);
      if (hash !== '' && (await restoreFromHash(hash, true))) return;
      const stored = readStorage();
      if (stored === null) return;
      const result = await decodeStateInBackground(stored);
      if (cancelled) return;
      if (result.ok) applyState(result.state);
      else notify('storage', `Your last session could not be restored because ${result.reason}.`);
    };
    void restore().finally(() => {
      if (!cancelled) setRestored(true);
    });
    const onHashChange = () => {
      const hash = hashOf(window.location);
      if (hash !== '') void restoreFromHash(hash, false);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [notify, applyState, undo]);

  useEffect(() => {
    if (!restored) return;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        void encodeStateInBackground(state)
          .then((encoded) => {
            if (cancelled) return;
            if (encoded.length <= MAX_LINK_HASH_LENGTH) {
              replaceHash(encoded);
              dismiss('link-size');
            } else {
              replaceHash(null);
              notify(
                'link-size',
                `The input is too large for a link (${String(Math.round(encoded.length / 1000))} kB compressed), so it is kept in this browser only.`,
              );
            }
            try {
              localStorage.setItem(STORAGE_KEY, encoded);
              dismiss('storage-full');
            } catch {
              notify(
                'storage-full',
                'This browser refused to store the input (storage full or disabled); it will be lost on reload.',
              );
            }
          })
          .catch(() => {
            if (!cancelled) notify('storage-full', 'The input could not be saved; it will be lost on reload.');
          });
      },
      state.text.length > LARGE_TEXT_UNITS ? LARGE_SAVE_DELAY_MS : SAVE_DELAY_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state, restored, notify, dismiss]);

  const update = useCallback((patch: Partial<PlaygroundState>) => {
    setState((current) => ({ ...current, ...patch }));
  }, []);

  /**
   * Replaces the text from outside the address box, updating the box too. With an `action` (Clear,
   * Generate, Sample lines) the replacement can be undone.
   */
  const replaceText = useCallback(
    (text: string, caret?: number, action?: string) => {
      if (action !== undefined) {
        const before = latest.current.text;
        setHistory((current) => recorded(current, { action, before, after: text }));
      }
      showText(text, caret);
    },
    [showText],
  );

  /** Puts the current state in the URL now and returns the link, or null when it is too large for one. */
  const currentLink = useCallback(async (): Promise<string | null> => {
    const encoded = await encodeState(state);
    if (encoded.length > MAX_LINK_HASH_LENGTH) return null;
    replaceHash(encoded);
    return window.location.href;
  }, [state]);

  return {
    state,
    update,
    replaceText,
    inputSnapshot,
    restored,
    notices,
    dismiss,
    currentLink,
    undo,
    redo,
    /** What Undo and Redo would undo or redo, if anything. */
    undoAction: history.undo.at(-1)?.action,
    redoAction: history.redo.at(-1)?.action,
  };
}
