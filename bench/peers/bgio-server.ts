/**
 * The bare room's toy game (bench/bare/server.ts) on boardgame.io's own server
 * (Koa + socket.io), for bench/vs-floor.ts --peers: `node --import tsx
 * bgio-server.ts --port N`.
 *
 * What boardgame.io does with it: a move is checked by the framework (the
 * mover's turn, the state id it was made at) and by the game (a free cell,
 * else INVALID_MOVE); the server runs it through its redux reducer, sends every
 * connection of the match its filtered state (`update`: G, ctx, plugins and
 * the move's log entry) and then writes the state, the log entry and the
 * match's metadata (`updatedAt`) to its StorageAPI. The default storage, used
 * here, is InMemory: Map writes in this process, nothing reaches disk
 * (boardgame.io's FlatFile, node-persist files, is the persisted one). A full
 * board ends the game (`gameover`, after which the server takes no move), so
 * a new game is a new match, as boardgame.io's lobby does it ("play again").
 *
 * With `BGIO_DURABLE=1` (the bench's `bgio/durable` peer) every write is also
 * appended to a log file, and the log is flushed to disk with one fdatasync per
 * move (the state and the metadata of one move, written in the same tick, share
 * it): the least a Node server must do for a move to survive a crash, and what
 * a PartyKit room pays for its `storage.put` (workerd commits each event's
 * writes to SQLite with one sync). boardgame.io still sends before it stores,
 * so this peer is not "stored before told"; its CPU is what such storage
 * costs. Append-only, where boardgame.io's FlatFile rewrites a match's whole
 * log on every move (and flushes once a second): the cheapest durable storage
 * boardgame.io could be given.
 *
 * `GET /__bench/storage` answers how many storage writes the server made and
 * how big (JSON bytes, measured on one write in 8), like
 * bench/storage-count.ts does inside a PartyKit room; `?reset=1` zeroes them.
 */
import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Game } from "boardgame.io";
import { INVALID_MOVE } from "boardgame.io/core";
import { Server } from "boardgame.io/server";
import { claim, emptyBoard, isFreeCell, isFull, portArgument, READY } from "./toy";

interface Toy {
  board: string;
}

export const toyGame: Game<Toy> = {
  name: "toy",
  minPlayers: 2,
  maxPlayers: 2,
  // The toy has no undo; boardgame.io would otherwise keep each turn's previous state in the stored one.
  disableUndo: true,
  setup: () => ({ board: emptyBoard() }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    claim: ({ G, playerID }, cell: unknown) =>
      isFreeCell(G.board, cell) ? { board: claim(G.board, cell, Number(playerID)) } : INVALID_MOVE,
  },
  endIf: ({ G }) => (isFull(G.board) ? { full: true } : undefined),
};

const SAMPLE_EVERY = 8;
const counters = { putCalls: 0, keysPut: 0, sampledCalls: 0, sampledBytes: 0 };

function count(values: readonly unknown[]): void {
  counters.putCalls++;
  counters.keysPut += values.filter((v) => v !== undefined).length;
  if (counters.putCalls % SAMPLE_EVERY !== 0) return;
  counters.sampledCalls++;
  for (const v of values) counters.sampledBytes += JSON.stringify(v)?.length ?? 0;
}

/** The durable log (with BGIO_DURABLE=1): writes wait in `pending` until the tick's end, then one write and one fdatasync. */
const durable = process.env.BGIO_DURABLE === "1" ? openDurableLog() : null;

function openDurableLog(): { append(values: readonly unknown[]): void } {
  // The system's temp folder: on this machine the same ext4 disk as partykit dev's SQLite files.
  const dir = mkdtempSync(join(tmpdir(), "bgio-durable-"));
  const fd = openSync(join(dir, "log.jsonl"), "a");
  process.on("exit", () => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
  let pending = "";
  const flush = () => {
    writeSync(fd, pending);
    fdatasyncSync(fd);
    pending = "";
  };
  return {
    append(values) {
      if (pending === "") queueMicrotask(flush);
      pending += `${JSON.stringify(values)}\n`;
    },
  };
}

const server = Server({ games: [toyGame], origins: [] });
// Count every write the master makes (the server's own InMemory instance: no FLATFILE_DIR is set).
const db = server.db;
if (!("state" in db)) throw new Error("expected boardgame.io's InMemory storage (FLATFILE_DIR must not be set)");
const setState = db.setState.bind(db);
const setMetadata = db.setMetadata.bind(db);
db.setState = (matchID, state, deltalog) => {
  count([state, deltalog]);
  durable?.append([matchID, state, deltalog]);
  return setState(matchID, state, deltalog);
};
db.setMetadata = (matchID, metadata) => {
  count([metadata]);
  durable?.append([matchID, metadata]);
  return setMetadata(matchID, metadata);
};

server.router.get("/__bench/storage", (ctx) => {
  ctx.body = { ...counters, keysDeleted: 0, alarmSets: 0, alarmGets: 0 };
  if (ctx.query.reset === "1") Object.assign(counters, { putCalls: 0, keysPut: 0, sampledCalls: 0, sampledBytes: 0 });
});

await server.run({ port: portArgument() });
console.log(READY);
