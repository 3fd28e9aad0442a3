/**
 * The room model under random traffic: random sequences of messages from
 * random people (the host, seated players, spectators, a stranger with forged
 * tokens), interleaved with reconnects, retries, seat changes, invitations and
 * game actions, in both games. After every message:
 * - nobody holds two seats of a running match;
 * - a legal action at the match's current version from a seat to act is accepted;
 * - every connection's game view is `view(state, seat)` of the log's replay;
 * - a repeated id is never applied twice;
 * - a seat holder is never refused for a full room.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../shared/engine";
import { RoomErrors } from "../../shared/protocol";
import { botTurn, expireTurn, type LogEntry, replayMatch } from "../../shared/room";
import type { Outgoing } from "../room/client";
import { HOST_TOKEN, replyOf, Table } from "./table";

interface Person {
  readonly name: string;
  readonly clientId: string;
  conn: string | null;
  seatToken: string | undefined;
  host: boolean;
  /** The last accepted message, to retry. */
  last: { message: Outgoing; id: string } | null;
  /** Seats held per match number, while it ran. */
  readonly held: Map<number, Set<number>>;
}

const step = fc.record({ kind: fc.nat(16), who: fc.nat(7), a: fc.nat(20), b: fc.nat(20) });

type Step = { kind: number; who: number; a: number; b: number };

function run(gameId: "spy" | "sequence", players: number, steps: readonly Step[], seed: string) {
  const table = new Table(gameId, players, seed);
  const rng = new Rng(seedRng(seed));
  const people: Person[] = Array.from({ length: 8 }, (_, i) => ({
    name: `P${i}`,
    clientId: `client${String(i).padStart(16, "0")}`,
    conn: null,
    seatToken: undefined,
    host: i === 0,
    last: null,
    held: new Map(),
  }));
  let log: LogEntry[] = [];
  let ids = 0;

  const connect = (p: Person) => {
    const hello = {
      clientId: p.clientId,
      ...(p.seatToken ? { seatToken: p.seatToken } : {}),
      ...(p.host ? { hostToken: HOST_TOKEN } : {}),
      // The stranger forges tokens.
      ...(p.name === "P7" ? { seatToken: "F".repeat(22), hostToken: "G".repeat(22) } : {}),
    };
    const conn = table.open(p.clientId);
    const out = table.send(conn, { type: "hello", ...hello });
    if (p.seatToken && table.model.record.seats.some((s) => s.kind === "human" && s.token === p.seatToken)) {
      expect(replyOf(out).code, "a seat holder is refused").not.toBe(RoomErrors.ROOM_FULL);
    }
    p.conn = out.close ? null : conn;
  };

  const send = (p: Person, message: Outgoing, id = `m${++ids}`) => {
    if (p.conn === null) connect(p);
    if (p.conn === null) return null;
    const before = table.model.record;
    const out = table.send(p.conn, message, id);
    for (const reply of out.replies) if (reply.type === "seated") p.seatToken = reply.seatToken;
    if (out.change) {
      p.last = { message, id };
      if (out.change.newMatch || out.change.game === null) log = [];
      if (out.change.logged) log.push(out.change.logged);
    }
    if (out.close) p.conn = null;
    // Removed spectators lose their connection.
    for (const q of people) if (q.conn !== null && !table.conns.some((c) => c.id === q.conn)) q.conn = null;
    expect(before.version <= table.model.record.version).toBe(true);
    return out;
  };

  const host = people[0] as Person;
  for (let seat = 0; seat < players; seat++) send(people[seat] as Person, { type: "sit", seat, name: `P${seat}` });
  send(host, { type: "start" });
  expect(table.model.record.phase).toBe("playing");

  for (const { kind, who, a, b } of steps) {
    const p = people[who] as Person;
    const record = table.model.record;
    switch (kind) {
      case 0:
      case 1: {
        // An action from this person's own view: at the current version it must be accepted when legal.
        if (p.conn === null) connect(p);
        if (p.conn === null || record.phase !== "playing") break;
        const seat = table.seatOf(p.conn);
        const view = table.stateOf(p.conn);
        if (seat === null || view.game === null || !table.game.toAct(table.model.state).includes(seat)) break;
        const action = table.game.randomAction(view.game, rng);
        if (action === null) break;
        const stale = kind === 1 && (view.matchVersion ?? 0) > 0;
        const version = stale ? -1 : (view.matchVersion ?? 0);
        const out = send(p, { type: "action", version, action });
        if (out) expect(replyOf(out).type, stale ? "stale accepted" : "current refused").toBe(stale ? "error" : "ack");
        break;
      }
      case 2:
        send(p, { type: "sit", seat: a % players, name: p.name });
        break;
      case 3:
        send(p, { type: "leave" });
        break;
      case 4:
        send(p, { type: "rename", name: `${p.name}-${a}` });
        break;
      case 5:
        send(p, { type: "chat", text: `line ${a}`, ...(b % 2 === 0 ? { team: true } : {}) });
        break;
      case 6:
        send(p, { type: "kick", seat: a % players });
        break;
      case 7:
        send(p, { type: "reserve", seat: a % players, bot: b % 2 === 0, level: "easy" });
        break;
      case 8:
        send(p, { type: "vacancy", seat: a % players, fill: (["keep", "invite", "close"] as const)[b % 3] ?? "keep" });
        break;
      case 9: {
        const invites = host.conn === null ? [] : (table.stateOf(host.conn).you.invites ?? []);
        const invite = invites[a % Math.max(1, invites.length)]?.token ?? "X".repeat(22);
        send(p, { type: "claim", invite, name: p.name });
        break;
      }
      case 10:
        send(p, {
          type: "settings",
          settings: { turnSeconds: a % 2 === 0 ? null : 30, teamChat: b % 2 === 0, notes: true },
        });
        break;
      case 11:
        send(p, { type: (["start", "rematch", "lobby"] as const)[a % 3] ?? "start" });
        break;
      case 12: {
        // A retry: the same id again from the same person (maybe on a new connection) applies nothing.
        if (!p.last) break;
        const out = send(p, p.last.message, p.last.id);
        if (out) expect(out.change, "a repeated id was applied again").toBeNull();
        break;
      }
      case 13:
        if (p.conn !== null) table.close(p.conn);
        p.conn = null;
        connect(p);
        break;
      case 14: {
        const tags = host.conn === null ? [] : (table.stateOf(host.conn).you.watchers ?? []).map((w) => w.tag);
        send(p, { type: "remove", tag: tags[a % Math.max(1, tags.length)] ?? "nobody" });
        break;
      }
      case 15:
        table.now += 20_000;
        send(p, { type: "standin", seat: a % players, level: "easy" });
        break;
      default: {
        // A bot or the turn timer moves, as the alarm would.
        table.now += 31_000;
        const { state } = table.model;
        const change =
          expireTurn(table.game, record, state, table.now) ?? botTurn(table.game, record, state, table.now);
        if (change) {
          table.applyChange(change);
          if (change.logged) log.push(change.logged);
        }
      }
    }
    check();
  }

  function check() {
    const { record, state } = table.model;
    if (record.phase === "playing" && record.match) {
      const match = record.match;
      expect(log.length).toBe(record.logLength);
      const replayed = replayMatch(table.game, match, log);
      expect(state).toEqual(replayed);
      for (const p of people) {
        if (p.conn === null) continue;
        const seat = table.seatOf(p.conn);
        expect(table.stateOf(p.conn).game).toEqual(table.game.view(replayed, seat));
        if (seat === null) continue;
        const held = p.held.get(match.number) ?? new Set<number>();
        held.add(seat);
        p.held.set(match.number, held);
        expect(held.size, `${p.name} held seats ${[...held]} of match ${match.number}`).toBe(1);
      }
    }
  }
}

describe("the room model under random traffic", () => {
  it("4-player Sequence: no seat-hopping, no stalling, views exact, retries applied once", () => {
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 20, maxLength: 80 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        (steps, seed) => run("sequence", 4, steps, seed),
      ),
      { numRuns: 150 },
    );
  });

  it("3-player Spy: the same, through arranging and play", () => {
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 20, maxLength: 80 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        (steps, seed) => run("spy", 3, steps, seed),
      ),
      { numRuns: 150 },
    );
  });
});
