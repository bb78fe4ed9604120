/**
 * Where the playground keeps its sessions in this browser: one slot per tab, so two tabs never overwrite
 * each other, and the most recent few kept, so any of them can be opened again. A slot is two keys: the
 * encoded state, and a small description read when listing (so listing never parses megabytes).
 */
const PREFIX = 'email-rules-playground:session:';
const META_SUFFIX = ':about';
/** The single slot used before sessions existed; read once, as an earlier session. */
export const EARLIER_STORAGE_KEY = 'email-rules-playground';
const EARLIER_ID = 'earlier';
/** The tab's own session id, kept across reloads of that tab (sessionStorage is per tab). */
const TAB_KEY = 'email-rules-playground:tab';
export const MAX_SESSIONS = 8;
const FIRST_LINE_UNITS = 60;

export interface SessionAbout {
  readonly id: string;
  /** Milliseconds since 1970, when it was last saved. */
  readonly savedAt: number;
  readonly lineCount: number;
  /** The start of its first line, to recognise it by. */
  readonly firstLine: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function parseAbout(id: string, raw: string | null): SessionAbout | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { savedAt, lineCount, firstLine } = value as Record<string, unknown>;
    if (typeof savedAt !== 'number' || typeof lineCount !== 'number' || typeof firstLine !== 'string') return undefined;
    return { id, savedAt, lineCount, firstLine: firstLine.slice(0, FIRST_LINE_UNITS) };
  } catch {
    return undefined;
  }
}

/** What a session is recognised by in the list. */
export function describeText(text: string, savedAt: number): Omit<SessionAbout, 'id'> {
  const end = text.indexOf('\n');
  const firstLine = (end === -1 ? text : text.slice(0, end)).slice(0, FIRST_LINE_UNITS);
  return { savedAt, lineCount: countLines(text), firstLine };
}

/** Lines in the editor's text (LF-separated, as the editor keeps it); no line at all when it is empty. */
export function countLines(text: string): number {
  let count = text === '' ? 0 : 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count++;
  return count;
}

export class SessionStore {
  /** This tab's session id. */
  tabId = '';

  constructor(private readonly storage: StorageLike) {
    this.adoptEarlierSlot();
  }

  /** The sessions kept, the most recently saved first. */
  list(): SessionAbout[] {
    const sessions: SessionAbout[] = [];
    for (let index = 0; index < this.storage.length; index++) {
      const key = this.storage.key(index);
      if (key === null || !key.startsWith(PREFIX) || !key.endsWith(META_SUFFIX)) continue;
      const id = key.slice(PREFIX.length, -META_SUFFIX.length);
      const about = parseAbout(id, this.storage.getItem(key));
      if (about !== undefined && this.storage.getItem(PREFIX + id) !== null) sessions.push(about);
    }
    return sessions.sort((a, b) => b.savedAt - a.savedAt);
  }

  /** The encoded state of a session, or null when it is gone. */
  read(id: string): string | null {
    return this.storage.getItem(PREFIX + id);
  }

  /**
   * Saves a session: this tab's, unless another `id` is named (the one a save in flight began for, when the
   * tab has moved on since). When the browser's storage is full, the oldest other sessions are given up one
   * by one to make room; false when even that was not enough (or storage is disabled).
   */
  save(encoded: string, about: Omit<SessionAbout, 'id'>, id = this.tabId): boolean {
    const others = this.list().filter((session) => session.id !== id);
    // Keep at most MAX_SESSIONS, this one included.
    for (const old of others.slice(MAX_SESSIONS - 1)) this.remove(old.id);
    const removable = others.slice(0, MAX_SESSIONS - 1);
    for (;;) {
      try {
        this.storage.setItem(PREFIX + id, encoded);
        this.storage.setItem(PREFIX + id + META_SUFFIX, JSON.stringify(about));
        return true;
      } catch {
        const oldest = removable.pop();
        if (oldest === undefined) {
          this.remove(id);
          return false;
        }
        this.remove(oldest.id);
      }
    }
  }

  /**
   * Saves this tab's session only if the browser has room for it as it is, giving up nothing (no other
   * session, nor what this one held): for the save made as the page is left, which may be uncompressed.
   */
  saveIfRoom(encoded: string, about: Omit<SessionAbout, 'id'>): boolean {
    try {
      this.storage.setItem(PREFIX + this.tabId, encoded);
      this.storage.setItem(PREFIX + this.tabId + META_SUFFIX, JSON.stringify(about));
      return true;
    } catch {
      return false;
    }
  }

  remove(id: string): void {
    this.storage.removeItem(PREFIX + id);
    this.storage.removeItem(PREFIX + id + META_SUFFIX);
  }

  /** The single slot of earlier versions becomes a session like the others. */
  private adoptEarlierSlot(): void {
    const earlier = this.storage.getItem(EARLIER_STORAGE_KEY);
    if (earlier === null) return;
    try {
      this.storage.setItem(PREFIX + EARLIER_ID, earlier);
      this.storage.setItem(
        PREFIX + EARLIER_ID + META_SUFFIX,
        JSON.stringify({ savedAt: 0, lineCount: 0, firstLine: '(saved by an earlier version)' }),
      );
      this.storage.removeItem(EARLIER_STORAGE_KEY);
    } catch {
      // Storage full: the earlier slot stays where it is and is still read below.
    }
  }
}

/** A fresh session id. */
export function newSessionId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Lets a session go again, for another tab to take. */
export type Release = () => void;

/**
 * Holds a lock named after the session for as long as the tab keeps it, so other tabs can tell it is in
 * use. The release function when this tab got it, null when another tab holds it. A browser without locks
 * cannot tell tabs apart: every session counts as free there.
 */
export function holdSession(id: string): Promise<Release | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks === undefined) return Promise.resolve(() => undefined);
  return new Promise((resolve) => {
    void locks.request(`email-rules-session:${id}`, { ifAvailable: true }, (lock) => {
      if (lock === null) {
        resolve(null);
        return undefined;
      }
      // Held until released (or the tab closes).
      return new Promise<void>((release) => {
        resolve(release);
      });
    });
  });
}

/**
 * The session this tab continues: the first of `candidates` no other open tab holds (the tab's own from
 * before a reload, then the most recent), else a new one. Remembered in sessionStorage for the next reload
 * (a duplicated tab copies it, but finds it held).
 */
export async function claimSession(
  tabStorage: Pick<Storage, 'getItem' | 'setItem'> | null,
  candidates: readonly string[],
  hold: (id: string) => Promise<Release | null>,
): Promise<{ id: string; release: Release; continued: boolean }> {
  let claimed: { id: string; release: Release; continued: boolean } | undefined;
  for (const id of candidates) {
    const release = await hold(id);
    if (release !== null) {
      claimed = { id, release, continued: true };
      break;
    }
  }
  while (claimed === undefined) {
    const id = newSessionId();
    const release = await hold(id);
    if (release !== null) claimed = { id, release, continued: false };
  }
  rememberTabSession(tabStorage, claimed.id);
  return claimed;
}

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** An item of the tab's session storage, or null; null too where that storage is disabled. */
function readTabItem(tabStorage: Pick<Storage, 'getItem'> | null, key: string): string | null {
  try {
    return tabStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Sets (or with null removes) an item of the tab's session storage; where that is refused, it is not kept. */
function writeTabItem(tabStorage: Partial<TabStorage> | null, key: string, value: string | null): void {
  try {
    if (value === null) tabStorage?.removeItem?.(key);
    else tabStorage?.setItem?.(key, value);
  } catch {
    // No session storage: what is kept here is a convenience for the next reload, which does without.
  }
}

/** Remembers the tab's session for its next reload (without it, a reload continues the most recent free one). */
export function rememberTabSession(tabStorage: Pick<Storage, 'setItem'> | null, id: string): void {
  writeTabItem(tabStorage, TAB_KEY, id);
}

/** The session this tab had before a reload, if any. */
export function previousTabSession(tabStorage: Pick<Storage, 'getItem'> | null): string | null {
  return readTabItem(tabStorage, TAB_KEY);
}

const LEFT_LINK_KEY = 'email-rules-playground:left-link';

/**
 * Remembers, as the page is left, the link in its address bar when that link is older than the session
 * just kept: a reload opens the same address, and should bring back the session, not that older link
 * (without session storage, a reload shows the link, and the session kept is one click away).
 */
export function rememberStaleLink(tabStorage: Pick<Storage, 'setItem'> | null, link: string): void {
  writeTabItem(tabStorage, LEFT_LINK_KEY, link);
}

/** The link remembered as stale by the page this tab left, if any. */
export function staleLink(tabStorage: Pick<Storage, 'getItem'> | null): string | null {
  return readTabItem(tabStorage, LEFT_LINK_KEY);
}

/** Forgets the stale link, once the page has put a link of its own in the address bar. */
export function forgetStaleLink(tabStorage: Pick<Storage, 'removeItem'> | null): void {
  writeTabItem(tabStorage, LEFT_LINK_KEY, null);
}
