import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { INITIAL_STATE, type PlaygroundState } from './playgroundState.ts';
import { decodeStateInBackground, encodeStateInBackground } from './codecInBackground.ts';
import type { DecodedState } from './stateCodec.ts';
import { encodeSettings, encodeStatePlain } from './stateCodec.ts';
import type { InputSnapshot } from '../components/AddressInput.tsx';
import {
  EMPTY_HISTORY,
  difference,
  recorded,
  redone,
  settled,
  undone,
  type ChangeHistory,
  type StatePatch,
} from './changeHistory.ts';
import {
  SessionStore,
  claimSession,
  countLines,
  describeText,
  holdSession,
  previousTabSession,
  rememberStaleLink,
  rememberTabSession,
  staleLink,
  forgetStaleLink,
  type Release,
  type SessionAbout,
} from './sessionStore.ts';
import type { ProfileId } from '../../src/index.ts';
import { carryExpectations } from '../model/expectations.ts';

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
  /** A problem (something was refused or could not be kept) or information (all is well, but note this). */
  readonly tone: 'problem' | 'info';
  /** A button beside the notice, e.g. "Undo". */
  readonly action?: { readonly label: string; readonly run: () => void };
}

/** The browser's storage, or null where it is disabled (reading the property itself can throw). */
function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
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
 * The next state with the marks kept on their lines across a change of the text (those on changed lines
 * dropped), unless the change sets marks of its own.
 */
function withMarksCarried(current: PlaygroundState, next: PlaygroundState): PlaygroundState {
  if (next.text === current.text || next.expectations !== current.expectations) return next;
  const { marks } = carryExpectations(current.text, next.text, current.expectations);
  return marks === current.expectations ? next : { ...next, expectations: marks };
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
  const [history, setHistory] = useState<ChangeHistory>(EMPTY_HISTORY);
  /** The other sessions kept in this browser, most recent first. */
  const [otherSessions, setOtherSessions] = useState<readonly SessionAbout[]>([]);
  // The latest state and history, for the callbacks below. Set while React commits, not in a later effect:
  // a click or key in between (what was just shown is already on screen) must not undo an older change.
  const latest = useRef({ state, history });
  useLayoutEffect(() => {
    latest.current = { state, history };
  }, [state, history]);
  /** This tab's session in the browser's storage, once claimed; null where storage is disabled. */
  const session = useRef<{ store: SessionStore; release: Release } | null>(null);
  /** The last state saved to the tab's session, and the last one put in the link: a newer one is not kept yet. */
  const savedState = useRef<PlaygroundState | null>(null);
  const linkedState = useRef<PlaygroundState | null>(null);

  const applyPatch = useCallback((patch: StatePatch, caret?: number) => {
    // Undoing typing changes the text alone: the marks follow their lines back.
    setState((current) => withMarksCarried(current, { ...current, ...patch }));
    const { text } = patch;
    if (text !== undefined) setInputSnapshot((current) => ({ text, revision: current.revision + 1, caret }));
  }, []);

  /** Applies a change from outside the box; with an `action` it can be undone. */
  const change = useCallback(
    (next: PlaygroundState, action: string | undefined, caret?: number) => {
      const { before, after } = difference(latest.current.state, next);
      const typed = latest.current.state.text;
      if (action !== undefined)
        setHistory((current) => recorded(settled(current, typed), { action, before, after }, next.text));
      applyPatch(after, caret);
    },
    [applyPatch],
  );

  const notify = useCallback((id: string, text: string, tone: Notice['tone'], action?: Notice['action']) => {
    setNotices((current) => [
      ...current.filter((notice) => notice.id !== id),
      action === undefined ? { id, text, tone } : { id, text, tone, action },
    ]);
  }, []);
  const dismiss = useCallback((id: string) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const undo = useCallback(() => {
    const step = undone(settled(latest.current.history, latest.current.state.text));
    if (step === undefined) return;
    setHistory(step.history);
    applyPatch(step.patch);
    dismiss('link-replaced');
  }, [applyPatch, dismiss]);

  const redo = useCallback(() => {
    const step = redone(settled(latest.current.history, latest.current.state.text));
    if (step === undefined) return;
    setHistory(step.history);
    applyPatch(step.patch);
  }, [applyPatch]);

  const refreshSessions = useCallback(() => {
    const current = session.current;
    setOtherSessions(current === null ? [] : current.store.list().filter((about) => about.id !== current.store.tabId));
  }, []);

  /**
   * Moves this tab to another session slot (the one named, else a new one). The slot it leaves keeps what
   * the tab shows now, saved first (the last keys typed may not be saved yet), and stays in the list.
   */
  const moveSession = useCallback(
    async (to?: string): Promise<void> => {
      const current = session.current;
      if (current === null) return;
      const leaving = latest.current.state;
      // Saved already (the pause after the last change is over): not encoded again.
      const kept =
        leaving === savedState.current ||
        current.store.save(await encodeStateInBackground(leaving), describeText(leaving.text, Date.now()));
      if (!kept)
        notify(
          'storage-full',
          'This browser refused to store the lines this tab showed (storage full or disabled); Undo still brings them back until the page is closed.',
          'problem',
        );
      const release = to === undefined ? null : await holdSession(to);
      const claimed =
        release !== null && to !== undefined
          ? { id: to, release }
          : await claimSession(storageOf('sessionStorage'), [], holdSession);
      current.release();
      current.store.tabId = claimed.id;
      session.current = { store: current.store, release: claimed.release };
      rememberTabSession(storageOf('sessionStorage'), claimed.id);
    },
    [notify],
  );

  /** Opens a kept session in this tab: an undoable change; the session this tab had stays in the list. */
  const openSession = useCallback(
    async (id: string): Promise<void> => {
      const encoded = session.current?.store.read(id) ?? null;
      if (encoded === null) {
        notify('session', 'That session is no longer kept in this browser.', 'problem');
        refreshSessions();
        return;
      }
      const result = await decodeStateInBackground(encoded);
      if (!result.ok) {
        notify('session', `That session could not be opened because ${result.reason}.`, 'problem');
        return;
      }
      await moveSession(id);
      change(result.state, 'Open session');
      refreshSessions();
    },
    [change, moveSession, notify, refreshSessions],
  );

  useEffect(() => {
    let cancelled = false;
    const isCancelled = () => cancelled;
    /** Shows a link's state; what this tab showed before is one Undo away and stays in the sessions. */
    const openLink = (opened: DecodedState, before: PlaygroundState | undefined) => {
      // A link too large for its lines carries the settings only: they apply to the lines one has.
      const mine = before ?? INITIAL_STATE;
      const linked = opened.withLines
        ? opened.state
        : { ...opened.state, text: mine.text, expectations: mine.expectations };
      if (!opened.withLines)
        notify(
          'link-settings-only',
          'This link carries a profile and filters only (its lines were too many for a link); they apply to your lines.',
          'info',
        );
      if (before === undefined || before.text === linked.text || before.text === INITIAL_STATE.text) {
        applyPatch(linked);
        return;
      }
      const { before: undoTo, after: redoTo } = difference(before, linked);
      setHistory((current) =>
        recorded(settled(current, before.text), { action: 'Open link', before: undoTo, after: redoTo }, linked.text),
      );
      applyPatch(linked);
      notify(
        'link-replaced',
        `This link's lines are shown in place of the ${countLines(before.text).toLocaleString('en')} lines you had; yours are kept under Recent sessions.`,
        'info',
        { label: 'Bring mine back', run: undo },
      );
    };
    const restore = async () => {
      // A reload of a page left with unsaved lines: its link is older than the session it kept.
      const linkInBar = hashOf(window.location);
      const hash = linkInBar === staleLink(storageOf('sessionStorage')) ? '' : linkInBar;
      const local = storageOf('localStorage');
      let own: string | null = null;
      let latestOther: string | null = null;
      if (local !== null) {
        const store = new SessionStore(local);
        const kept = store.list();
        const previous = previousTabSession(storageOf('sessionStorage'));
        // A link never takes over a kept session: it starts a new one (unless this tab is being reloaded).
        const candidates = [previous, ...(hash === '' ? kept.map((about) => about.id) : [])].filter(
          (id): id is string => id !== null,
        );
        const claimed = await claimSession(storageOf('sessionStorage'), candidates, holdSession);
        if (isCancelled()) {
          claimed.release();
          return;
        }
        store.tabId = claimed.id;
        session.current = { store, release: claimed.release };
        own = claimed.continued ? store.read(claimed.id) : null;
        const newest = kept.find((about) => about.id !== claimed.id);
        latestOther = newest === undefined ? null : store.read(newest.id);
      }
      // What this tab would show without a link: its own session, else a copy of the most recent one.
      const fallback = own ?? latestOther;
      const fallbackResult = fallback === null ? undefined : await decodeStateInBackground(fallback);
      if (isCancelled()) return;
      if (hash !== '') {
        const linked = await decodeStateInBackground(hash);
        if (isCancelled()) return;
        if (linked.ok) {
          openLink(linked, fallbackResult?.ok === true ? fallbackResult.state : undefined);
          return;
        }
        notify('hash', `The state in this link was ignored because ${linked.reason}.`, 'problem');
      }
      if (fallbackResult === undefined) return;
      if (fallbackResult.ok) applyPatch(fallbackResult.state);
      else notify('storage', `Your last session could not be restored because ${fallbackResult.reason}.`, 'problem');
    };
    void restore().finally(() => {
      if (cancelled) return;
      setRestored(true);
      refreshSessions();
    });
    const onHashChange = () => {
      const hash = hashOf(window.location);
      if (hash === '') return;
      void decodeStateInBackground(hash).then(async (linked) => {
        if (cancelled) return;
        if (!linked.ok) {
          notify('hash', `The state in this link was ignored because ${linked.reason}.`, 'problem');
          return;
        }
        if (linked.withLines && linked.state.text !== latest.current.state.text) await moveSession();
        openLink(linked, latest.current.state);
        refreshSessions();
      });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [notify, applyPatch, undo, moveSession, refreshSessions]);

  useEffect(() => {
    if (!restored) return;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        // The slot this state belongs to: the tab may move to another before the encoding is done.
        const slot = session.current?.store.tabId;
        void encodeStateInBackground(state)
          .then(async (encoded) => {
            if (cancelled) return;
            linkedState.current = state;
            forgetStaleLink(storageOf('sessionStorage'));
            if (encoded.length <= MAX_LINK_HASH_LENGTH) {
              replaceHash(encoded);
              dismiss('link-size');
            } else {
              // The link keeps everything but the lines, so a shared link still carries profile and filters.
              replaceHash(await encodeSettings(state));
              notify(
                'link-size',
                `The lines are too many for a link (${String(Math.round(encoded.length / 1000))} kB compressed): the link in the address bar carries the profile and filters only, the lines are kept in this browser. To share them, use Download.`,
                'info',
              );
            }
            const saved = session.current?.store.save(encoded, describeText(state.text, Date.now()), slot) ?? false;
            if (saved) {
              savedState.current = state;
              dismiss('storage-full');
            } else
              notify(
                'storage-full',
                'This browser refused to store the input (storage full or disabled); it will be lost on reload.',
                'problem',
              );
          })
          .catch(() => {
            if (!cancelled)
              notify('storage-full', 'The input could not be saved; it will be lost on reload.', 'problem');
          });
      },
      state.text.length > LARGE_TEXT_UNITS ? LARGE_SAVE_DELAY_MS : SAVE_DELAY_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state, restored, notify, dismiss]);

  // Another tab saved (or a session was given up): the list of sessions says so at once, not only when opened.
  useEffect(() => {
    if (!restored) return;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === null || event.storageArea === storageOf('localStorage')) refreshSessions();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, [restored, refreshSessions]);

  // Leaving the page (reload, close, navigation) or hiding it (a phone may end a hidden page) within the
  // pause before a save: what is not saved yet is kept at once, uncompressed (compressing cannot finish in
  // time), if the browser has room for it. The link in the address bar is then older than the session
  // kept: it is remembered as such, so that a reload (which opens that same link) restores the session.
  useEffect(() => {
    if (!restored) return;
    const keepUnsaved = (leaving: boolean) => {
      const current = session.current;
      const { state } = latest.current;
      if (current === null) return;
      if (state !== savedState.current) {
        // Refused (no room): the link, as old as the session kept, stays.
        if (!current.store.saveIfRoom(encodeStatePlain(state), describeText(state.text, Date.now()))) return;
        savedState.current = state;
      }
      if (leaving && state !== linkedState.current)
        rememberStaleLink(storageOf('sessionStorage'), hashOf(window.location));
    };
    const onPageHide = () => {
      keepUnsaved(true);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keepUnsaved(false);
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [restored]);

  // What the buttons would undo or redo: the history as it stands once what was typed since is kept.
  const movable = settled(history, state.text);

  /** A change to the settings (typing goes here too: the box keeps its own undo). */
  const update = useCallback((patch: Partial<PlaygroundState>) => {
    setState((current) => withMarksCarried(current, { ...current, ...patch }));
  }, []);

  /** A profile change, which Undo can take back. */
  const changeProfile = useCallback(
    (profile: ProfileId) => {
      change({ ...latest.current.state, profile }, 'profile change');
    },
    [change],
  );

  /**
   * Replaces the text from outside the address box, updating the box too. With an `action` (Clear,
   * Generate, Sample lines) the replacement can be undone.
   */
  const replaceText = useCallback(
    (text: string, caret?: number, action?: string) => {
      const current = latest.current.state;
      change(withMarksCarried(current, { ...current, text }), action, caret);
    },
    [change],
  );

  /**
   * Puts the current state in the URL now and returns the link; `complete` is false when the lines were too
   * many for a link and it carries the settings only.
   */
  const currentLink = useCallback(async (): Promise<{ url: string; complete: boolean }> => {
    const encoded = await encodeStateInBackground(state);
    const complete = encoded.length <= MAX_LINK_HASH_LENGTH;
    replaceHash(complete ? encoded : await encodeSettings(state));
    return { url: window.location.href, complete };
  }, [state]);

  return {
    state,
    update,
    changeProfile,
    replaceText,
    inputSnapshot,
    restored,
    notices,
    dismiss,
    currentLink,
    undo,
    redo,
    /** What Undo and Redo would undo or redo, if anything: "typing" when the box changed since the last change. */
    undoAction: movable.undo.at(-1)?.action,
    redoAction: movable.redo.at(-1)?.action,
    otherSessions,
    refreshSessions,
    openSession,
  };
}
