/**
 * Presence and hosting under random events: people come and go, sit, leave,
 * are freed, hand hosting on, propose and answer rematches, while time passes
 * (and the room settles presence as its alarm would). After every event:
 * - hosting is always somewhere: `hostedBy`, when set, is a seat's token;
 * - nobody waits on an absent host: once the host has been away past the
 *   grace, nobody seated other than the host is here (else hosting passed);
 * - a seat never has two holders (no token in two seats);
 * - what the room stores as away is exactly who is absent, and since when
 *   they first went (a time in the past, never moved by later events);
 * - a proposal to play again exists only after a game.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RoomErrors } from "../../shared/protocol";
import { HOST_AWAY, hostDueAt, isHost, presence, seatOfToken, trackAway } from "../../shared/room";
import type { Outgoing } from "../room/client";
import { HOST_TOKEN, replyOf, Table } from "./table";

interface Person {
  readonly name: string;
  conn: string | null;
  seatToken: string | undefined;
  readonly creator: boolean;
}

/** Event kinds (see the switch below), with starting, playing and answering weighted up so games come round. */
const kinds = [0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 7, 8, 8, 8, 9, 9, 9, 10, 11, 12, 12];
const step = fc.record({ kind: fc.constantFrom(...kinds), who: fc.nat(4), a: fc.nat(11) });
type Step = { kind: number; who: number; a: number };

function run(players: number, steps: readonly Step[]) {
  // Sequence with nothing dealt: every seat can only pass, so a game ends in one round and rematches come up.
  const table = new Table("sequence", players, "hosting");
  const deal = { hands: Array.from({ length: players }, () => []), deck: [] };
  table.model = { ...table.model, record: { ...table.model.record, testDeal: deal } };
  const people: Person[] = Array.from({ length: 5 }, (_, i) => ({
    name: `P${i}`,
    conn: null,
    seatToken: undefined,
    creator: i === 0,
  }));
  const firstAway = new Map<string, number>();
  // The room settles presence at every event; before the first, nobody (not even the host) has come.
  table.settle();

  const connect = (p: Person) => {
    if (p.conn !== null) return;
    const conn = table.open();
    const out = table.send(conn, {
      type: "hello",
      ...(p.seatToken ? { seatToken: p.seatToken } : {}),
      ...(p.creator ? { hostToken: HOST_TOKEN } : {}),
    });
    p.conn = out.close ? null : conn;
  };
  const send = (p: Person, message: Outgoing) => {
    connect(p);
    // Coming in can pass hosting (and so end the creator's absence as the host's) before the message acts.
    observeAway();
    if (p.conn === null) return null;
    const out = table.send(p.conn, message);
    for (const reply of out.replies) if (reply.type === "seated") p.seatToken = reply.seatToken;
    return out;
  };
  const seatedPeople = () => people.filter((p) => p.conn !== null && table.seatOf(p.conn) !== null);

  // Everyone sits at first, so games start, end and come round again; the steps then move people about.
  for (let seat = 0; seat < players; seat++) send(people[seat] as Person, { type: "sit", seat, name: `P${seat}` });
  for (const { kind, who, a } of steps) {
    const p = people[who] as Person;
    const { record } = table.model;
    switch (kind) {
      case 0:
        connect(p);
        break;
      case 1:
        if (p.conn !== null) table.close(p.conn);
        p.conn = null;
        break;
      case 2:
        send(p, { type: "sit", seat: a % players, name: p.name });
        break;
      case 3:
        send(p, { type: "leave" });
        break;
      case 4:
        send(p, { type: "kick", seat: a % players });
        break;
      case 5:
        send(p, { type: "host", seat: a % players });
        break;
      case 6:
        send(p, { type: "reserve", seat: a % players, bot: true, level: "easy" });
        break;
      case 7:
        send(p, { type: "start" });
        break;
      case 8: {
        // The seats to act pass while their players are here (a round of passes ends the game).
        const here = seatedPeople();
        table.passUntilOver(
          here.map((q) => q.conn as string),
          8,
          (conn, message) => send(here.find((q) => q.conn === conn) as Person, message),
        );
        break;
      }
      case 9:
        send(p, { type: "rematch", ...(a % 3 === 0 ? { accept: false } : {}) });
        break;
      case 10:
        send(p, { type: "standin", seat: a % players });
        break;
      case 11:
        send(p, { type: "lobby" });
        break;
      default:
        // Time passes; the alarm looks at presence.
        table.now += [5_000, 31_000, 61_000][a % 3] ?? 5_000;
        table.settle();
    }
    check(record.version);
  }

  /** Each away time stays when it was first seen, for as long as its key is away (seen at every model change). */
  function observeAway() {
    const { away } = table.model;
    for (const [key, since] of away) {
      expect(since).toBeLessThanOrEqual(table.now);
      const first = firstAway.get(key);
      if (first !== undefined) expect(since).toBe(first);
      firstAway.set(key, since);
    }
    for (const key of firstAway.keys()) if (!away.has(key)) firstAway.delete(key);
  }

  function check(before: number) {
    const { record, away } = table.model;
    expect(record.version).toBeGreaterThanOrEqual(before);
    if (record.hostedBy !== undefined) {
      expect(seatOfToken(record, record.hostedBy), "hosting belongs to no seat").not.toBeNull();
    }
    const tokens = record.seats.flatMap((s) => (s.kind === "human" ? [s.token] : []));
    expect(new Set(tokens).size, "a token holds two seats").toBe(tokens.length);
    // Away is exactly who is absent, kept since they first went.
    expect(away).toEqual(trackAway(record, table.conns, away, table.now));
    observeAway();
    const due = hostDueAt(record, away, table.standInAfterMs);
    if (due !== null && due <= table.now) {
      const here = presence(record, table.conns).connectedSeats;
      const hostSeat = record.hostedBy === undefined ? null : seatOfToken(record, record.hostedBy);
      const others = [...here].filter((seat) => seat !== hostSeat && record.seats[seat]?.kind === "human");
      expect(others, "the table waits on an absent host").toEqual([]);
    }
    if (record.rematch) expect(record.phase).toBe("over");
    // One person hosts: the creator's token, or the hosting seat's, never both.
    const hosts = table.conns.filter((c) => c.hello && isHost(record, c));
    const byToken = new Set(hosts.map((c) => (record.hostedBy === undefined ? HOST_AWAY : c.token)));
    expect(byToken.size).toBeLessThanOrEqual(1);
  }
}

describe("presence and hosting (property)", () => {
  it("hosting is always on a seat or the creator, never waits on someone gone, and away times hold", () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 4), fc.array(step, { minLength: 10, maxLength: 120 }), (players, steps) =>
        run(players, steps),
      ),
      { numRuns: 300 },
    );
  });
});

describe("hosting and rematches (examples)", () => {
  it("hosting that passes to a returning player and comes back to the absent creator restarts the creator's away time", () => {
    // Found by the property above (CI, seed -1099789502): the creator leaves her seat and goes; past the grace Ben
    // comes back (hosting passes to him, the creator's absence no longer counts) and frees his own seat.
    const steps: Step[] = [
      { kind: 3, who: 0, a: 0 },
      { kind: 1, who: 1, a: 0 },
      { kind: 1, who: 0, a: 0 },
      { kind: 12, who: 0, a: 1 },
      { kind: 4, who: 1, a: 1 },
      { kind: 0, who: 0, a: 0 },
    ];
    run(2, steps);
  });

  it("a rematch proposal waits for every person; a silent seat is left to a computer only after the answer time", () => {
    // Sequence with nothing dealt: every seat can only pass, and a round of passes ends the game in a draw.
    const table = new Table("sequence", 3);
    table.model = { ...table.model, record: { ...table.model.record, testDeal: { hands: [[], [], []], deck: [] } } };
    const ana = table.seat(0, "Ana", true);
    const ben = table.seat(1, "Ben");
    const cy = table.seat(2, "Cy");
    table.send(ana, { type: "start" });
    table.passUntilOver([ana, ben, cy], 10);
    expect(table.model.record.phase).toBe("over");
    expect(replyOf(table.send(ben, { type: "rematch", accept: false })).code).toBe(RoomErrors.NO_PROPOSAL);
    expect(replyOf(table.send(ben, { type: "rematch" })).type).toBe("ack");
    expect(table.stateOf(cy).room.rematch).toMatchObject({ by: 1, accepted: [1], computer: [] });
    // Cy says no: the proposal is off; Ana proposes again.
    table.send(cy, { type: "rematch", accept: false });
    expect(table.stateOf(ana).room.rematch).toMatchObject({ declined: 2 });
    expect(replyOf(table.send(ana, { type: "rematch" })).type).toBe("ack");
    expect(table.stateOf(ana).room.rematch).toMatchObject({ by: 0, accepted: [0] });
    table.send(ben, { type: "rematch" });
    // Cy is silent: not yet; after the answer time, a computer plays her seat in the new game.
    table.now += 59_000;
    expect(replyOf(table.send(ana, { type: "standin", seat: 2 })).code).toBe(RoomErrors.NOT_AWAY);
    table.now += 1_000;
    expect(replyOf(table.send(ana, { type: "standin", seat: 2 })).type).toBe("ack");
    expect(table.model.record.phase).toBe("playing");
    expect(table.model.record.seats[2]).toMatchObject({ kind: "human", name: "Cy", standIn: "medium" });
    expect(table.model.record.rematch).toBeUndefined();
  });

  it("a player here whose seat a computer plays takes it back; nobody else can", () => {
    // Nothing dealt: two passes end the game. Ben, at the table all along, does not answer the proposal in time.
    const table = new Table("sequence", 2);
    table.model = { ...table.model, record: { ...table.model.record, testDeal: { hands: [[], []], deck: [] } } };
    const ana = table.seat(0, "Ana", true);
    const ben = table.seat(1, "Ben");
    table.send(ana, { type: "start" });
    table.passUntilOver([ana, ben], 4);
    table.send(ana, { type: "rematch" });
    table.now += 60_000;
    expect(replyOf(table.send(ana, { type: "standin", seat: 1 })).type).toBe("ack");
    expect(table.model.record.phase).toBe("playing");
    expect(table.model.record.seats[1]).toMatchObject({ standIn: "medium" });
    expect(replyOf(table.send(ana, { type: "back" })).code).toBe(RoomErrors.NOT_SEATED);
    expect(replyOf(table.send(table.join(), { type: "back" })).code).toBe(RoomErrors.NOT_SEATED);
    expect(replyOf(table.send(ben, { type: "back" })).type).toBe("ack");
    expect(table.model.record.seats[1]).not.toHaveProperty("standIn");
    expect(table.model.record.freshFrom[1]).toBe(table.model.record.logLength);
  });

  it("while the host is away, everyone sees who would host next: the longest seated of those here", () => {
    const table = new Table("spy", 3);
    const cy = table.seat(2, "Cy");
    table.now += 1000;
    const ana = table.seat(0, "Ana", true);
    table.now += 1000;
    const ben = table.seat(1, "Ben");
    table.close(ana);
    expect(table.stateOf(ben).room.host).toEqual({ seat: 0, away: 0, next: 2 });
    table.close(cy);
    table.now += 5000;
    table.settle();
    expect(table.stateOf(ben).room.host).toEqual({ seat: 0, away: 5000, next: 1 });
    table.now += 25_000;
    table.settle();
    expect(table.stateOf(ben).room.host).toEqual({ seat: 1 });
    expect(table.stateOf(ben).you.host).toBe(true);
  });

  it("a game against the computer alone starts again at once on Play again", () => {
    const table = new Table("sequence", 2);
    const ana = table.seat(0, "Ana", true);
    table.send(ana, { type: "reserve", seat: 1, bot: true, level: "easy" });
    table.send(ana, { type: "start" });
    table.send(ana, { type: "lobby" });
    table.send(ana, { type: "start" });
    expect(table.model.record.match?.number).toBe(2);
  });

  it("a freed seat goes back to its player while nobody else has taken it, and not after", () => {
    const table = new Table("spy", 3);
    const ana = table.seat(0, "Ana", true);
    const ben = table.seat(1, "Ben");
    table.seat(2, "Cy");
    table.send(ana, { type: "start" });
    const token = table.conn(ben).token as string;
    table.close(ben);
    table.now += 31_000;
    table.send(ana, { type: "kick", seat: 1 });
    expect(table.model.record.seats[1]).toMatchObject({ kind: "empty" });
    const back = table.join({ seatToken: token });
    expect(table.seatOf(back)).toBe(1);
    expect(table.stateOf(back).room.seats[1]).toMatchObject({ kind: "human", name: "Ben", connected: true });
    // Freed again, and this time Dee takes it by invitation: Ben's token proves nothing any more.
    table.close(back);
    table.send(ana, { type: "kick", seat: 1 });
    table.send(ana, { type: "vacancy", seat: 1, fill: "invite" });
    const invite = table.stateOf(ana).you.invites?.[0]?.token as string;
    const dee = table.join();
    table.send(dee, { type: "claim", invite, name: "Dee" });
    table.close(dee);
    table.send(ana, { type: "kick", seat: 1 });
    const late = table.join({ seatToken: token });
    expect(table.seatOf(late)).toBeNull();
  });

  it("the spectator cap is 50 plus one per free seat in the lobby", () => {
    const table = new Table("spy", 4);
    table.seat(0, "Ana", true);
    table.seat(1, "Ben");
    // Two free seats: 52 spectators in, the 53rd refused.
    for (let i = 0; i < 52; i++) expect(table.stateOf(table.join()).you.seat).toBeNull();
    const late = table.open();
    expect(replyOf(table.send(late, { type: "hello" })).code).toBe(RoomErrors.ROOM_FULL);
  });

  it("the host's watchers come oldest first, whatever order the runtime lists connections in", () => {
    const table = new Table("spy", 2);
    const ana = table.seat(0, "Ana", true);
    const early = table.join();
    table.now += 1000;
    const late = table.join();
    // The runtime's order need not be time's.
    table.conns = [...table.conns].reverse();
    const watchers = table.stateOf(ana).you.watchers?.map((w) => w.tag);
    expect(watchers).toEqual([table.conn(early).tag, table.conn(late).tag]);
  });
});
