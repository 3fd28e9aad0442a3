/**
 * A local room's storage (shared/room/storage.ts's RoomStorage) in the
 * browser's IndexedDB, so a game against the computer survives a reload. One
 * database for every such game; each key is [room code, the room's key]. The
 * worker that runs a game is the only one to touch its keys (a Web Lock,
 * worker.ts), so it reads them all once and answers reads from memory; a write
 * resolves only once IndexedDB has committed it: stored before anyone is told.
 * The alarm is a timer: a local room lives only while its page is open, and
 * the room arms its alarm again on every start. Where the browser refuses
 * this page storage (a blog's frame in a browser that blocks third-party
 * storage), the game is kept in memory only: it plays, and a reload loses it.
 * Only the games played last are kept (prune).
 */
import type { RoomStorage } from "../../shared/room/storage";

const DATABASE = "tabletop-solo";
const STORE = "keys";
/** Room code → when the game was last written (ms): which games are the oldest, when they are pruned. */
const GAMES = "games";
/** After the last key of any room: every key of a room lies between [code, ""] and [code, END]. */
const END = "\uffff";
const MAX_TIMER_MS = 2 ** 31 - 1;

function opened(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE);
      request.result.createObjectStore(GAMES);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error("aborted"));
  });
}

export class IdbStorage implements RoomStorage {
  private alarmAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  private constructor(
    /** Null: the browser gives this page no IndexedDB; the game lives in memory only. */
    private readonly db: IDBDatabase | null,
    private readonly code: string,
    private readonly keys: Map<string, unknown>,
    /** Runs when the alarm rings. */
    private readonly ring: () => void,
  ) {}

  /** The storage of room `code`, with everything it holds read once. */
  static async open(code: string, ring: () => void): Promise<IdbStorage> {
    const db = await opened().catch((e) => {
      console.warn("no IndexedDB here: this game is kept in memory only", e);
      return null;
    });
    if (!db) return new IdbStorage(null, code, new Map(), ring);
    const tx = db.transaction(STORE, "readonly");
    const store = tx.objectStore(STORE);
    const range = IDBKeyRange.bound([code, ""], [code, END]);
    const [keys, values] = await Promise.all([
      request<IDBValidKey[]>(store.getAllKeys(range)),
      request<unknown[]>(store.getAll(range)),
    ]);
    const held = new Map<string, unknown>();
    keys.forEach((key, i) => {
      held.set((key as [string, string])[1], values[i]);
    });
    return new IdbStorage(db, code, held, ring);
  }

  async get<T>(key: string): Promise<T | undefined> {
    return this.keys.get(key) as T | undefined;
  }

  put<T>(key: string, value: T): Promise<void>;
  put<T>(entries: Record<string, T>): Promise<void>;
  async put<T>(keyOrEntries: string | Record<string, T>, value?: T): Promise<void> {
    const entries: [string, unknown][] =
      typeof keyOrEntries === "string" ? [[keyOrEntries, value]] : Object.entries(keyOrEntries);
    await this.write((store) => {
      for (const [key, v] of entries) store.put(v, [this.code, key]);
    });
    for (const [key, v] of entries) this.keys.set(key, v);
  }

  async delete(keys: string[]): Promise<number> {
    await this.write((store) => {
      for (const key of keys) store.delete([this.code, key]);
    });
    let deleted = 0;
    for (const key of keys) if (this.keys.delete(key)) deleted++;
    return deleted;
  }

  async list<T>({ prefix }: { prefix: string }): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    for (const key of [...this.keys.keys()].sort()) if (key.startsWith(prefix)) found.set(key, this.keys.get(key) as T);
    return found;
  }

  async deleteAll(): Promise<void> {
    if (this.db) await removeGames(this.db, [this.code]);
    this.keys.clear();
  }

  /** One transaction, resolved once committed (in memory only: at once); the game is marked played now. */
  private async write(writes: (store: IDBObjectStore) => void): Promise<void> {
    if (!this.db) return;
    const tx = this.db.transaction([STORE, GAMES], "readwrite");
    writes(tx.objectStore(STORE));
    tx.objectStore(GAMES).put(Date.now(), this.code);
    await done(tx);
  }

  /**
   * Removes every game but the `keep` played last and those in `spare` (games open in a tab now): a browser
   * that plays every day does not keep every game it ever played. Returns the codes removed.
   */
  static async prune(keep: number, spare: ReadonlySet<string>): Promise<string[]> {
    const db = await opened().catch(() => null);
    if (!db) return [];
    const store = db.transaction(GAMES, "readonly").objectStore(GAMES);
    const [codes, playedAt] = await Promise.all([
      request<IDBValidKey[]>(store.getAllKeys()),
      request<number[]>(store.getAll()),
    ]);
    const newestFirst = codes
      .map((code, i) => ({ code: code as string, at: playedAt[i] ?? 0 }))
      .sort((a, b) => b.at - a.at);
    const old = newestFirst
      .slice(keep)
      .map((game) => game.code)
      .filter((code) => !spare.has(code));
    if (old.length > 0) await removeGames(db, old);
    return old;
  }

  async getAlarm(): Promise<number | null> {
    return this.alarmAt;
  }

  async setAlarm(at: number): Promise<void> {
    await this.deleteAlarm();
    this.alarmAt = at;
    this.arm(at);
  }

  /** A timer waits at most 2³¹−1 ms (about 24.8 days; longer rings at once): a later alarm waits in steps. */
  private arm(at: number): void {
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (Date.now() < at) return this.arm(at);
        this.alarmAt = null;
        this.ring();
      },
      Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())),
    );
  }

  async deleteAlarm(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.alarmAt = null;
  }
}

/** Every key of the games `codes`, and their entries in the list of games: one transaction. */
function removeGames(db: IDBDatabase, codes: readonly string[]): Promise<void> {
  const tx = db.transaction([STORE, GAMES], "readwrite");
  for (const code of codes) {
    tx.objectStore(STORE).delete(IDBKeyRange.bound([code, ""], [code, END]));
    tx.objectStore(GAMES).delete(code);
  }
  return done(tx);
}

function request<T>(req: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result as T);
    req.onerror = () => reject(req.error);
  });
}
