/**
 * The storage layout (shared/room/storage.ts) against an in-memory Durable Object
 * storage: after every accepted change, what `readRoom` rebuilds from storage
 * is the room as the model holds it (record, log, game state, chat), so a wake
 * or a restart loses nothing. A move writes one key: its log entry, with the
 * record's progress after it.
 */
import type * as Party from "partykit/server";
import { describe, expect, it } from "vitest";
import type { GameFile } from "../../shared/engine";
import { Rng, seedRng } from "../../shared/engine";
import { type Decision, finishedGame } from "../../shared/room";
import { LAST_GAME, logKey, progressOf, readLastGame, readRoom, writeNewRoom } from "../../shared/room/storage";
import { Table } from "./table";

/** Just enough of Party.Storage, values cloned as the runtime serialises them. */
class MemoryStorage {
  readonly data = new Map<string, unknown>();
  puts: string[][] = [];

  async get<T>(key: string): Promise<T | undefined> {
    return structuredClone(this.data.get(key)) as T | undefined;
  }

  async put(keyOrEntries: string | Record<string, unknown>, value?: unknown): Promise<void> {
    const entries = typeof keyOrEntries === "string" ? { [keyOrEntries]: value } : keyOrEntries;
    this.puts.push(Object.keys(entries));
    for (const [k, v] of Object.entries(entries)) this.data.set(k, structuredClone(v));
  }

  async list<T>(options: { prefix: string }): Promise<Map<string, T>> {
    const keys = [...this.data.keys()].filter((k) => k.startsWith(options.prefix)).sort();
    return new Map(keys.map((k) => [k, structuredClone(this.data.get(k)) as T]));
  }

  async delete(keys: string | string[]): Promise<number> {
    let n = 0;
    for (const k of Array.isArray(keys) ? keys : [keys]) if (this.data.delete(k)) n++;
    return n;
  }
}

/** A table whose every accepted change is written the way room.ts writes it. */
function storedTable(seed: string) {
  const table = new Table("sequence", 2, seed);
  const storage = new MemoryStorage();
  const asStorage = storage as unknown as Party.Storage;
  const send = (conn: string, message: Parameters<Table["send"]>[1]): Promise<Decision> =>
    table.sendStored(asStorage, conn, message);
  const expectStored = async () => {
    const loaded = await readRoom(asStorage);
    expect(loaded?.model.record).toEqual(table.model.record);
    expect(loaded?.model.log).toEqual(table.model.log);
    expect(JSON.stringify(loaded?.model.state)).toEqual(JSON.stringify(table.model.state));
    expect(loaded?.model.chat).toEqual(table.model.chat);
  };
  return { table, storage, asStorage, send, expectStored };
}

describe("storage layout", () => {
  it("rebuilds the room after every change of two whole games, a rematch and a return to the lobby; the last finished game stays", async () => {
    const { table, storage, asStorage, send, expectStored } = storedTable("st-1");
    const rng = new Rng(seedRng("st-1"));
    const finished: GameFile[] = [];
    await writeNewRoom(asStorage, table.model.record);
    const host = table.seat(0, "Ana", true);
    const guest = table.seat(1, "Ben");
    // The seats were taken outside `send`: store the record as it is now.
    await writeNewRoom(asStorage, table.model.record);
    await expectStored();
    await send(host, { type: "start" });
    await expectStored();
    for (let game = 0; game < 2; game++) {
      let moves = 0;
      while (table.model.record.phase === "playing") {
        const toAct = table.game.toAct(table.model.state);
        const mover = toAct.includes(0) ? host : guest;
        const state = table.stateOf(mover);
        const action = table.game.randomAction(state.game, rng);
        storage.puts = [];
        const out = await send(mover, { type: "action", version: state.matchVersion ?? 0, action });
        expect(out.change).not.toBeNull();
        // A move writes one key: its entry, with the progress after it.
        expect(storage.puts).toEqual([[logKey(table.model.record.match?.number ?? 0, table.model.log.length - 1)]]);
        moves++;
        if (moves % 7 === 0) await expectStored();
        if (moves % 11 === 0) {
          // A change without an entry mid-game (a chat line bumps nothing; a rename bumps the version).
          await send(guest, { type: "rename", name: `Ben ${moves}` });
          await expectStored();
        }
      }
      await expectStored();
      const file = finishedGame(table.game, table.model) as GameFile;
      expect(file).not.toBeNull();
      finished.push(file);
      if (game === 0) {
        await send(host, { type: "rematch", version: table.model.record.lobbyVersion });
        await expectStored();
        await send(guest, { type: "rematch", version: table.model.record.lobbyVersion });
        await expectStored();
        // The second match under way: the first is the room's last game, its file whole, its log still there.
        expect(table.model.record.match?.number).toBe(2);
        expect(await readLastGame(asStorage)).toEqual({ number: 1, file: finished[0] });
      }
    }
    await send(host, { type: "lobby", version: table.model.record.lobbyVersion });
    await expectStored();
    // Back in the lobby: the second game is the last one, and the first one's log is gone.
    expect(await readLastGame(asStorage)).toEqual({ number: 2, file: finished[1] });
    const logs = [...storage.data.keys()].filter((k) => k.startsWith("log:"));
    expect(logs).toHaveLength(finished[1]?.actions.length ?? -1);
    expect(logs.every((k) => k.startsWith("log:2:"))).toBe(true);
  });

  it("keeps no game that did not finish, and no file from a log cut short", async () => {
    const { table, storage, asStorage, send } = storedTable("st-3");
    const host = table.seat(0, "Ana", true);
    table.seat(1, "Ben");
    await writeNewRoom(asStorage, table.model.record);
    await send(host, { type: "start" });
    const rng = new Rng(seedRng("st-3"));
    for (let i = 0; i < 4; i++) {
      const seat = table.game.toAct(table.model.state)[0] as number;
      const conn = table.conns.find((c) => table.seatOf(c.id) === seat)?.id as string;
      const state = table.stateOf(conn);
      await send(conn, {
        type: "action",
        version: state.matchVersion ?? 0,
        action: table.game.randomAction(state.game, rng),
      });
    }
    expect([...storage.data.keys()].filter((k) => k.startsWith("log:"))).toHaveLength(4);
    // The host takes the table back to the lobby mid-game: the unfinished match is not kept, its log goes.
    await send(host, { type: "lobby", version: table.model.record.lobbyVersion });
    expect(table.model.record.phase).toBe("lobby");
    expect([...storage.data.keys()].filter((k) => k.startsWith("log:"))).toEqual([]);
    expect(await readLastGame(asStorage)).toBeNull();
    // A kept game whose log lost an entry (a delete cut short, a hand-edited store) gives no file.
    storage.data.set(LAST_GAME, { number: 7, logLength: 2, head: { game: "sequence" } });
    storage.data.set(logKey(7, 0), { seat: 0, action: { type: "pass" } });
    expect(await readLastGame(asStorage)).toBeNull();
  });

  it("reads a log stored before entries carried their progress", async () => {
    const { table, storage, asStorage, send } = storedTable("st-2");
    const rng = new Rng(seedRng("st-2"));
    const host = table.seat(0, "Ana", true);
    table.seat(1, "Ben");
    await writeNewRoom(asStorage, table.model.record);
    await send(host, { type: "start" });
    for (let i = 0; i < 6; i++) {
      const seat = table.game.toAct(table.model.state)[0] as number;
      const conn = table.conns.find((c) => table.seatOf(c.id) === seat)?.id as string;
      const state = table.stateOf(conn);
      const action = table.game.randomAction(state.game, rng);
      await send(conn, { type: "action", version: state.matchVersion ?? 0, action });
    }
    // The old layout: bare entries, the progress under its own key.
    for (const [key, value] of storage.data) {
      if (key.startsWith("log:")) {
        const { progress: _, ...entry } = value as Record<string, unknown>;
        storage.data.set(key, entry);
      }
    }
    storage.data.set("progress", progressOf(table.model.record));
    const loaded = await readRoom(asStorage);
    expect(loaded?.model.record).toEqual(table.model.record);
    expect(loaded?.model.log).toEqual(table.model.log);
  });
});
