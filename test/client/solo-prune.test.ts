/**
 * The games against the computer a browser keeps (client/local-room/idb-storage.ts, prune.ts), over
 * fake-indexeddb (IndexedDB's API, in memory): the ones played last are kept, the oldest go, and a game open
 * in a tab is never removed, however old.
 */
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IdbStorage } from "../../client/local-room/idb-storage";
import { KEPT_GAMES, pruneOldGames } from "../../client/local-room/prune";

const NO_RING = () => undefined;
let prefix = 0;

/** Game `code` written once, at `at` (ms). */
async function played(code: string, at: number): Promise<void> {
  vi.setSystemTime(at);
  await (await IdbStorage.open(code, NO_RING)).put("room", { code });
}

const holds = async (code: string) => (await (await IdbStorage.open(code, NO_RING)).get("room")) !== undefined;

afterEach(() => {
  vi.useRealTimers();
});

describe("the games a browser keeps", () => {
  it("keeps the games played last, removes the oldest, spares a game open in a tab", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const p = `P${++prefix}`;
    const codes = Array.from({ length: KEPT_GAMES + 3 }, (_, i) => `${p}G${i}`);
    for (const [i, code] of codes.entries()) await played(code, 1000 + i);
    // The oldest game played again: now it is the newest.
    await played(codes[0] as string, 5000);
    const spared = codes[1] as string;
    const removed = await IdbStorage.prune(KEPT_GAMES, new Set([spared]));
    expect(removed.sort()).toEqual([codes[2], codes[3]].sort());
    for (const code of removed) expect(await holds(code)).toBe(false);
    for (const code of codes.filter((c) => !removed.includes(c))) expect(await holds(code)).toBe(true);
    // Nothing more to remove: the spared game and the 30 newest.
    expect(await IdbStorage.prune(KEPT_GAMES, new Set([spared]))).toEqual([]);
    // Once it is no longer open, the spared one goes too.
    expect(await IdbStorage.prune(KEPT_GAMES, new Set())).toEqual([spared]);
  });

  it("the game being opened is never removed, and a game removed with deleteAll leaves nothing behind", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const before = await IdbStorage.prune(KEPT_GAMES, new Set());
    expect(before).toEqual([]);
    const p = `Q${++prefix}`;
    const codes = Array.from({ length: KEPT_GAMES + 1 }, (_, i) => `${p}G${i}`);
    for (const [i, code] of codes.entries()) await played(code, 10_000 + i);
    // The oldest is the one a tab opens now (node has no Web Locks: no other game is open); the older games
    // of the test before go.
    await pruneOldGames(codes[0] as string);
    expect(await holds(codes[0] as string)).toBe(true);
    // Once no tab has it open, it is the oldest past the 30 newest, and goes.
    expect(await IdbStorage.prune(KEPT_GAMES, new Set())).toEqual([codes[0]]);
    const last = await IdbStorage.open(codes.at(-1) as string, NO_RING);
    await last.deleteAll();
    expect(await holds(codes.at(-1) as string)).toBe(false);
    expect(await IdbStorage.prune(0, new Set())).not.toContain(codes.at(-1));
  });
});
