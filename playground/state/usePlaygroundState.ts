import { useCallback, useEffect, useState } from 'react';
import { INITIAL_STATE, type PlaygroundState } from './playgroundState.ts';
import { decodeStateInBackground, encodeStateInBackground } from './codecInBackground.ts';
import { encodeState } from './stateCodec.ts';
import type { InputSnapshot } from '../components/AddressInput.tsx';

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
}

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
  const applyState = useCallback((next: PlaygroundState) => {
    setState(next);
    setInputSnapshot((current) => ({ text: next.text, revision: current.revision + 1 }));
  }, []);

  const notify = useCallback((id: string, text: string) => {
    setNotices((current) => [...current.filter((notice) => notice.id !== id), { id, text }]);
  }, []);
  const dismiss = useCallback((id: string) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  useEffect(() => {
    let cancelled = false;
    const restoreFromHash = async (hash: string): Promise<boolean> => {
      const result = await decodeStateInBackground(hash);
      if (cancelled) return true;
      if (result.ok) {
        applyState(result.state);
        return true;
      }
      notify('hash', `The state in this link was ignored because ${result.reason}.`);
      return false;
    };
    const restore = async () => {
      const hash = hashOf(window.location);
      if (hash !== '' && (await restoreFromHash(hash))) return;
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
      if (hash !== '') void restoreFromHash(hash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [notify, applyState]);

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

  /** Replaces the text from outside the address box (generated cases, Clear), updating the box too. */
  const replaceText = useCallback((text: string, caret?: number) => {
    setState((current) => ({ ...current, text }));
    setInputSnapshot((current) => ({ text, revision: current.revision + 1, caret }));
  }, []);

  /** Puts the current state in the URL now and returns the link, or null when it is too large for one. */
  const currentLink = useCallback(async (): Promise<string | null> => {
    const encoded = await encodeState(state);
    if (encoded.length > MAX_LINK_HASH_LENGTH) return null;
    replaceHash(encoded);
    return window.location.href;
  }, [state]);

  return { state, update, replaceText, inputSnapshot, restored, notices, dismiss, currentLink };
}
