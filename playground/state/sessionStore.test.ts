import { describe, expect, it } from 'vitest';
import {
  EARLIER_STORAGE_KEY,
  MAX_SESSIONS,
  SessionStore,
  claimSession,
  countLines,
  describeText,
  previousTabSession,
  type Release,
} from './sessionStore.ts';
import { INITIAL_STATE } from './playgroundState.ts';
import { decodeState, encodeState } from './stateCodec.ts';

/** An in-memory Storage that, like a browser's, refuses to hold more than `capacity` units. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  constructor(private readonly capacity = Infinity) {}
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    const used = [...this.items].reduce((sum, [k, v]) => sum + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + value.length > this.capacity) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const about = (text: string, savedAt: number) => describeText(text, savedAt);

function storeFor(storage: MemoryStorage, tabId: string): SessionStore {
  const store = new SessionStore(storage);
  store.tabId = tabId;
  return store;
}

describe('the sessions kept in this browser', () => {
  it('keeps one slot per tab: two tabs saving never overwrite each other', () => {
    const storage = new MemoryStorage();
    storeFor(storage, 'tab-a').save('v1.A', about('a@x.co', 1));
    storeFor(storage, 'tab-b').save('v1.B', about('b@x.co\nc@x.co', 2));
    storeFor(storage, 'tab-a').save('v1.A2', about('a2@x.co', 3));
    const store = new SessionStore(storage);
    expect(store.list().map((session) => [session.id, session.lineCount, session.firstLine])).toEqual([
      ['tab-a', 1, 'a2@x.co'],
      ['tab-b', 2, 'b@x.co'],
    ]);
    expect([store.read('tab-a'), store.read('tab-b')]).toEqual(['v1.A2', 'v1.B']);
  });

  it('keeps the marks of a session, and opens a session kept before marks existed without any', async () => {
    const storage = new MemoryStorage();
    const marked = {
      ...INITIAL_STATE,
      expectations: [
        [0, 'valid'],
        [4, 'rule:localTooLong'],
      ] as const,
      surprisesOnly: true,
    };
    storeFor(storage, 'marked').save(await encodeState(marked), about(marked.text, 1));
    const older: Record<string, unknown> = { ...INITIAL_STATE };
    delete older.expectations;
    delete older.surprisesOnly;
    storeFor(storage, 'older').save(`p1.${JSON.stringify(older)}`, about(INITIAL_STATE.text, 2));
    const store = new SessionStore(storage);
    expect(await decodeState(store.read('marked') ?? '')).toEqual({ ok: true, state: marked, withLines: true });
    expect(await decodeState(store.read('older') ?? '')).toEqual({ ok: true, state: INITIAL_STATE, withLines: true });
  });

  it('saves into the slot named, not the one the tab has moved to since, and gives up neither', () => {
    const storage = new MemoryStorage();
    const store = storeFor(storage, 'left');
    store.save('v1.LEFT', about('left@x.co', 1));
    store.tabId = 'opened';
    store.save('v1.OPENED', about('opened@x.co', 2));
    // A save that began before the move ends after it.
    store.save('v1.LEFT2', about('left2@x.co', 3), 'left');
    expect(store.list().map((session) => [session.id, session.firstLine])).toEqual([
      ['left', 'left2@x.co'],
      ['opened', 'opened@x.co'],
    ]);
    expect([store.read('left'), store.read('opened')]).toEqual(['v1.LEFT2', 'v1.OPENED']);
  });

  it('saves as the page is left only if there is room, giving up neither other sessions nor its own', () => {
    const storage = new MemoryStorage(400);
    storeFor(storage, 'other').save('v1.' + 'o'.repeat(100), about('other@x.co', 1));
    const mine = storeFor(storage, 'mine');
    mine.save('v1.M', about('mine@x.co', 2));
    expect(mine.saveIfRoom('p1.' + 'm'.repeat(500), about('typed@x.co', 3))).toBe(false);
    expect(new SessionStore(storage).list().map((session) => session.id)).toEqual(['mine', 'other']);
    expect(mine.read('mine')).toBe('v1.M');
    expect(mine.saveIfRoom('p1.TYPED', about('typed@x.co', 4))).toBe(true);
    expect([mine.read('mine'), mine.list()[0]?.firstLine]).toEqual(['p1.TYPED', 'typed@x.co']);
  });

  it('keeps the most recent few, forgetting the oldest', () => {
    const storage = new MemoryStorage();
    for (let tab = 0; tab < MAX_SESSIONS + 3; tab++)
      storeFor(storage, `tab-${String(tab)}`).save(`v1.${String(tab)}`, about('x@y.co', tab + 1));
    const kept = new SessionStore(storage).list();
    expect(kept).toHaveLength(MAX_SESSIONS);
    expect(kept.at(-1)?.id).toBe('tab-3');
  });

  it('gives up the oldest other sessions when storage is full, and says so when even that is not enough', () => {
    const storage = new MemoryStorage(700);
    storeFor(storage, 'old').save('v1.' + 'o'.repeat(100), about('old@x.co', 1));
    storeFor(storage, 'newer').save('v1.' + 'n'.repeat(100), about('newer@x.co', 2));
    expect(storeFor(storage, 'mine').save('v1.' + 'm'.repeat(150), about('mine@x.co', 3))).toBe(true);
    expect(new SessionStore(storage).list().map((session) => session.id)).toEqual(['mine', 'newer']);
    expect(storeFor(storage, 'mine').save('v1.' + 'm'.repeat(1000), about('mine@x.co', 4))).toBe(false);
    expect(new SessionStore(storage).read('mine')).toBeNull();
  });

  it('reads the single slot of earlier versions as a session', () => {
    const storage = new MemoryStorage();
    storage.setItem(EARLIER_STORAGE_KEY, 'v1.EARLIER');
    const store = new SessionStore(storage);
    expect(store.list().map((session) => session.id)).toEqual(['earlier']);
    expect(store.read('earlier')).toBe('v1.EARLIER');
    expect(storage.getItem(EARLIER_STORAGE_KEY)).toBeNull();
  });

  it('ignores a description that is not its own', () => {
    const storage = new MemoryStorage();
    storage.setItem('email-rules-playground:session:x', 'v1.X');
    storage.setItem('email-rules-playground:session:x:about', '{"savedAt":"soon"}');
    storage.setItem('email-rules-playground:session:y:about', '{"savedAt":1,"lineCount":1,"firstLine":"orphan"}');
    storage.setItem('email-rules-playground:session:z', 'v1.Z');
    storage.setItem('email-rules-playground:session:z:about', 'not json');
    expect(new SessionStore(storage).list()).toEqual([]);
  });

  it('describes a text by its line count and the start of its first line', () => {
    expect(describeText('', 5)).toEqual({ savedAt: 5, lineCount: 0, firstLine: '' });
    expect(describeText('a@b.co\n\nc', 5)).toEqual({ savedAt: 5, lineCount: 3, firstLine: 'a@b.co' });
    expect(describeText('x'.repeat(200), 5).firstLine).toHaveLength(60);
  });

  it('counts the lines of the editor text: none when empty, a trailing line break starts an empty line', () => {
    expect([countLines(''), countLines('a'), countLines('a\n'), countLines('\n\n'), countLines('a\nb')]).toEqual([
      0, 1, 2, 3, 2,
    ]);
  });
});

describe("a tab's claim on a session", () => {
  const released: string[] = [];
  /** Locks as the browser keeps them: a name held by one tab at a time. */
  const heldElsewhere = new Set(['taken']);
  const hold = (id: string): Promise<Release | null> =>
    Promise.resolve(
      heldElsewhere.has(id)
        ? null
        : () => {
            released.push(id);
          },
    );

  it('continues the first candidate no other tab holds, and remembers it for a reload', async () => {
    const tab = new MemoryStorage();
    const claimed = await claimSession(tab, ['taken', 'free', 'other'], hold);
    expect([claimed.id, claimed.continued]).toEqual(['free', true]);
    expect(previousTabSession(tab)).toBe('free');
    claimed.release();
    expect(released).toEqual(['free']);
  });

  it('starts a new session when every candidate is held elsewhere (a duplicated tab)', async () => {
    const tab = new MemoryStorage();
    tab.setItem('email-rules-playground:tab', 'taken');
    const claimed = await claimSession(tab, [previousTabSession(tab) ?? '', 'taken'], hold);
    expect(claimed.continued).toBe(false);
    expect(claimed.id).not.toBe('taken');
    expect(previousTabSession(tab)).toBe(claimed.id);
  });
});
