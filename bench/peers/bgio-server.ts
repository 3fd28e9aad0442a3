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
 * `GET /__bench/storage` answers how many storage writes the server made and
 * how big (JSON bytes, measured on one write in 8), like
 * bench/storage-count.ts does inside a PartyKit room; `?reset=1` zeroes them.
 */
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

const server = Server({ games: [toyGame], origins: [] });
// Count every write the master makes (the server's own InMemory instance: no FLATFILE_DIR is set).
const db = server.db;
if (!("state" in db)) throw new Error("expected boardgame.io's InMemory storage (FLATFILE_DIR must not be set)");
const setState = db.setState.bind(db);
const setMetadata = db.setMetadata.bind(db);
db.setState = (matchID, state, deltalog) => {
  count([state, deltalog]);
  return setState(matchID, state, deltalog);
};
db.setMetadata = (matchID, metadata) => {
  count([metadata]);
  return setMetadata(matchID, metadata);
};

server.router.get("/__bench/storage", (ctx) => {
  ctx.body = { ...counters, keysDeleted: 0, alarmSets: 0, alarmGets: 0 };
  if (ctx.query.reset === "1") Object.assign(counters, { putCalls: 0, keysPut: 0, sampledCalls: 0, sampledBytes: 0 });
});

await server.run({ port: portArgument() });
console.log(READY);
