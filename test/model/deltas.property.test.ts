/**
 * Deltas under random traffic: for every seat and a spectator, over random
 * games of both games, with frames dropped and connections reopened at random,
 * the picture a client folds from what it receives (client/picture.ts) equals
 * the full picture the room would send it at every version (its seat's view,
 * the public turn and outcome, the room); a client that misses a frame notices
 * at the next one and asks for the whole picture. The room side is the real
 * frame builder (shared/room/sync/) over the real model.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import type * as Party from "partykit/server";
import { describe, expect, it } from "vitest";
import { applyDelta, type StateMessage } from "../../client/picture";
import { sequence } from "../../shared/games/sequence";
import type { ServerMessage } from "../../shared/protocol";
import { presence, type RoomModel } from "../../shared/room";
import { Sync } from "../../shared/room/sync";
import { Table } from "./table";

/** An example game's first seat, seed and moves. */
function example(file: string): Script & { readonly seed: string } {
  return JSON.parse(readFileSync(`test/replays/${file}`, "utf8")) as Script & { readonly seed: string };
}

interface Client {
  readonly conn: string;
  picture: StateMessage | null;
  inbox: string[];
  syncs: number;
  dropped: number;
}

/** The whole picture but the chat, which reaches a client as its own messages. */
const withoutChat = (picture: StateMessage | null) => (picture === null ? null : { ...picture, chat: [] });

/** A game to play move by move instead of at random: a finished example game (test/replays). */
interface Script {
  readonly first: number;
  readonly deal?: unknown;
  readonly actions: readonly { readonly seat: number; readonly action: unknown }[];
}

function run(gameId: "spy" | "sequence", players: number, drops: readonly number[], seed: string, script?: Script) {
  const table = new Table(gameId, players, seed);
  if (script?.deal !== undefined) {
    table.model = { ...table.model, record: { ...table.model.record, testDeal: script.deal } };
  }
  const conns = [
    table.seat(0, "P0", true),
    ...Array.from({ length: players - 1 }, (_, i) => table.seat(i + 1, `P${i + 1}`)),
  ];
  const watcher = table.join();
  const clients: Client[] = [...conns, watcher].map((conn) => ({
    conn,
    picture: null,
    inbox: [],
    syncs: 0,
    dropped: 0,
  }));
  const sockets = new Map(clients.map((c) => [c.conn, { id: c.conn } as unknown as Party.Connection]));
  const pairs = () =>
    clients.map((c): [Party.Connection, ReturnType<Table["conn"]>] => [
      sockets.get(c.conn) as Party.Connection,
      table.conn(c.conn),
    ]);
  const sync = new Sync({
    timing: () => ({ standInAfterMs: 30_000, rematchAnswerMs: 60_000, now: 0 }),
    send: (socket, frame) => clients.find((c) => c.conn === socket.id)?.inbox.push(frame),
    connections: pairs,
    pacing: null,
  });
  const here = () => presence(table.model.record, table.conns, table.away, table.now);
  const full = (c: Client) =>
    sync.full(
      sync.picture(table.game, table.model, here()),
      sockets.get(c.conn) as Party.Connection,
      table.conn(c.conn),
    );
  const read = (c: Client) => {
    for (const frame of c.inbox.splice(0)) {
      const msg = JSON.parse(frame) as ServerMessage;
      if (msg.type === "state") c.picture = msg;
      else if (msg.type === "delta") {
        const next = applyDelta(c.picture, msg);
        if (next) c.picture = next;
        else {
          // A missed frame: the client asks for the whole picture, as the store does.
          c.syncs++;
          full(c);
          read(c);
          return;
        }
      }
    }
  };
  if (script) table.send(conns[0] as string, { type: "first", seat: script.first });
  table.send(conns[0] as string, { type: "start" });
  for (const c of clients) full(c);
  clients.forEach(read);

  let step = 0;
  while (table.model.record.phase === "playing" && step < (script?.actions.length ?? 200)) {
    const before: RoomModel = table.model;
    const scripted = script?.actions[step];
    const mover = scripted
      ? conns[scripted.seat]
      : conns.find((c) => table.game.toAct(before.state).includes(table.seatOf(c) ?? -1));
    if (!mover) break;
    const outcome = scripted
      ? table.send(mover, { type: "action", version: before.record.logLength, action: scripted.action })
      : table.playRandom(mover);
    if (!outcome?.change) throw new Error(`refused: ${JSON.stringify(outcome?.replies)}`);
    sync.broadcast(sync.picture(table.game, table.model, here()), pairs(), {
      ack: { to: mover, replyTo: `m${step}` },
    });
    const drop = drops[step % drops.length] ?? 0;
    for (const [i, c] of clients.entries()) {
      // Drop this step's frame for one client now and then; reopen another's connection now and then.
      if (drop === i + 1 && c.inbox.length > 0) {
        c.inbox.length = 0;
        c.dropped++;
      }
      if (drop === -(i + 1)) {
        c.inbox.length = 0;
        c.picture = null;
        full(c);
      }
      read(c);
    }
    for (const c of clients) {
      const seat = table.seatOf(c.conn);
      // A client that just missed a frame holds an older version until its next frame tells it so.
      if (c.picture?.version !== table.model.record.version) continue;
      expect(c.picture.game).toEqual(table.game.view(table.model.state, seat));
      expect(c.picture.matchVersion).toBe(table.model.record.logLength);
      expect(withoutChat(c.picture)).toEqual(withoutChat(table.stateOf(c.conn)));
    }
    step++;
  }
  expect(step).toBeGreaterThan(0);
  // Every client ends holding the last picture exactly, having asked for at most as many as it missed.
  for (const c of clients) {
    if (c.picture?.version !== table.model.record.version) {
      full(c);
      read(c);
    }
    expect(c.picture?.game).toEqual(table.game.view(table.model.state, table.seatOf(c.conn)));
    expect(withoutChat(c.picture)).toEqual(withoutChat(table.stateOf(c.conn)));
    expect(c.syncs).toBeLessThanOrEqual(c.dropped);
  }
  return table;
}

const drops = fc.array(
  fc.integer({ min: -5, max: 5 }).map((d) => (Math.abs(d) > 2 ? 0 : d)),
  {
    minLength: 5,
    maxLength: 30,
  },
);

describe("deltas under random traffic", () => {
  it("games played to their end: every client folds the outcome, a seat or a whole side, and nobody left to act", () => {
    const spyGame = example("spy-three-players-full-game.json");
    const spyTable = run("spy", 3, [0, 1, 0, -2, 0, 0, 3], "end-spy", spyGame);
    // Sequence deals from the seed: the table deals what the example game was dealt.
    const sequenceGame = example("sequence-teams-full-game.json");
    const dealt = sequence.setup(4, { sides: 2 }, { seed: sequenceGame.seed, first: 0 });
    if (!dealt.ok) throw new Error(dealt.error.message);
    const deal = { hands: dealt.value.hands, deck: dealt.value.deck };
    const sequenceTable = run("sequence", 4, [0, 2, 0, -1, 0, 5, 0], "end-sequence", { ...sequenceGame, deal });
    for (const [table, outcome] of [
      [spyTable, { kind: "won", seats: [2] }],
      [sequenceTable, { kind: "won", seats: [0, 2] }],
    ] as const) {
      expect(table.model.record.phase).toBe("over");
      expect(table.game.outcome(table.model.state)).toEqual(outcome);
      for (const conn of table.conns) expect(table.stateOf(conn.id)).toMatchObject({ toAct: [], outcome });
    }
  });

  for (const [gameId, players] of [
    ["sequence", 2],
    ["sequence", 4],
    ["spy", 2],
    ["spy", 3],
  ] as const) {
    it(`${gameId} with ${players}: every client's picture equals its seat's view at every version`, () => {
      fc.assert(
        fc.property(drops, fc.string({ minLength: 1, maxLength: 6 }), (d, seed) => {
          run(gameId, players, d, seed);
        }),
        { numRuns: gameId === "spy" ? 10 : 20 },
      );
    });
  }
});
