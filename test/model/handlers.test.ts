/**
 * The room model, handler by handler, without a runtime: every decision the
 * room makes about hello, seats, versions, invitations, chat and retries.
 */
import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../shared/engine";
import type { SpyState } from "../../shared/games/spy";
import { Limits, RoomErrors } from "../../shared/protocol";
import { alarmDue, botsToAct, botTurn, expireTurn, planAlarm } from "../../shared/room";
import { HOST_TOKEN, replyOf, Table } from "./table";

/** A running 4-player Sequence game (two sides: seats 0 and 2, seats 1 and 3), host in seat 0. */
function fourPlayerGame() {
  const table = new Table("sequence", 4);
  const seats = [table.seat(0, "Ana", true), table.seat(1, "Ben"), table.seat(2, "Cy"), table.seat(3, "Di")];
  expect(replyOf(table.send(seats[0] as string, { type: "start" })).type).toBe("ack");
  return { table, seats: seats as [string, string, string, string] };
}

/** The connection of the seat to act. */
function mover(table: Table, seats: readonly string[]): string {
  const toAct = table.game.toAct(table.model.state);
  const conn = seats.find((c) => toAct.includes(table.seatOf(c) ?? -1));
  if (!conn) throw new Error("nobody to act");
  return conn;
}

describe("hello", () => {
  it("binds the seat a token proves and the host role; a bad token gets BAD_TOKEN and watches", () => {
    const table = new Table("spy", 2);
    const ana = table.seat(0, "Ana", true);
    const token = table.conn(ana).token as string;
    const tab = table.join({ seatToken: token, hostToken: HOST_TOKEN });
    expect(table.stateOf(tab).you).toMatchObject({ seat: 0, host: true });
    const forger = table.open();
    const out = table.send(forger, { type: "hello", seatToken: "F".repeat(22), hostToken: "G".repeat(22) });
    expect(replyOf(out).code).toBe(RoomErrors.BAD_TOKEN);
    expect(table.stateOf(forger).you).toEqual({ seat: null, host: false });
  });

  it("anything but hello first is refused with HELLO_FIRST and changes nothing", () => {
    const table = new Table("spy", 2);
    // Presence settled first (the host has not come yet): the message itself must change nothing.
    table.settle();
    const before = table.model;
    const silent = table.open();
    expect(replyOf(table.send(silent, { type: "sit", seat: 0, name: "Eve" })).code).toBe(RoomErrors.HELLO_FIRST);
    expect(table.model).toBe(before);
  });

  it("the cap counts spectators only; a seat holder and the host always get in; a free seat lets one more in", () => {
    const { table, seats } = fourPlayerGame();
    for (let i = 0; i < Limits.maxSpectators; i++) table.join();
    const late = table.open();
    const refused = table.send(late, { type: "hello" });
    expect(replyOf(refused).code).toBe(RoomErrors.ROOM_FULL);
    expect(refused.close?.code).toBe(4003);
    const token = table.conn(seats[1]).token as string;
    expect(table.stateOf(table.join({ seatToken: token })).you.seat).toBe(1);
    expect(table.stateOf(table.join({ hostToken: HOST_TOKEN })).you.host).toBe(true);

    const lobby = new Table("spy", 2);
    for (let i = 0; i < Limits.maxSpectators; i++) lobby.join();
    const friend = lobby.join();
    expect(replyOf(lobby.send(friend, { type: "sit", seat: 0, name: "Friend" })).type).toBe("ack");
  });

  it("the host removes a spectator by tag; nobody else can, and a seated player is not a spectator", () => {
    const table = new Table("spy", 2);
    const host = table.seat(0, "Ana", true);
    const ben = table.seat(1, "Ben");
    const watcher = table.join();
    const tag = table.conn(watcher).tag;
    expect(table.stateOf(host).you.watchers?.map((w) => w.tag)).toEqual([tag]);
    expect(table.stateOf(ben).you.watchers).toBeUndefined();
    expect(replyOf(table.send(ben, { type: "remove", tag })).code).toBe(RoomErrors.NOT_HOST);
    expect(replyOf(table.send(host, { type: "remove", tag: table.conn(ben).tag })).code).toBe(
      RoomErrors.NO_SUCH_WATCHER,
    );
    const out = table.send(host, { type: "remove", tag });
    expect(out.change?.close).toEqual([watcher]);
    expect(table.conns.some((c) => c.id === watcher)).toBe(false);
  });
});

describe("seats in a running match", () => {
  it("nobody seats themselves mid-match: a leaver cannot sit again, nor can a newcomer", () => {
    const { table, seats } = fourPlayerGame();
    expect(replyOf(table.send(seats[3], { type: "leave" })).type).toBe("ack");
    expect(table.model.record.seats[3]).toEqual({ kind: "empty" });
    expect(replyOf(table.send(seats[1], { type: "leave" })).type).toBe("ack");
    expect(replyOf(table.send(seats[1], { type: "sit", seat: 3, name: "Ben" })).code).toBe(RoomErrors.SEATS_LOCKED);
    const newcomer = table.join();
    expect(replyOf(table.send(newcomer, { type: "sit", seat: 3, name: "New" })).code).toBe(RoomErrors.SEATS_LOCKED);
    expect(table.stateOf(seats[1]).game).toEqual(table.game.view(table.model.state, null));
  });

  it("the host keeps a seat for its player: their old token proves it again", () => {
    const { table, seats } = fourPlayerGame();
    const host = seats[0];
    const token = table.conn(seats[3]).token as string;
    table.send(seats[3], { type: "leave" });
    expect(table.stateOf(host).room.seats[3]).toMatchObject({ kind: "empty", left: "Di" });
    expect(replyOf(table.send(seats[1], { type: "vacancy", seat: 3, fill: "keep" })).code).toBe(RoomErrors.NOT_HOST);
    expect(replyOf(table.send(host, { type: "vacancy", seat: 3, fill: "keep" })).type).toBe("ack");
    expect(table.seatOf(seats[3])).toBe(3);
    expect(table.conn(seats[3]).token).toBe(token);
    expect(table.stateOf(seats[3]).game).toEqual(table.game.view(table.model.state, 3));
  });

  it("an invitation seats someone new, once; it is shown to the host only", () => {
    const { table, seats } = fourPlayerGame();
    table.send(seats[0], { type: "kick", seat: 3 });
    expect(replyOf(table.send(seats[0], { type: "vacancy", seat: 3, fill: "invite" })).type).toBe("ack");
    const invite = table.stateOf(seats[0]).you.invites?.[0];
    expect(invite?.seat).toBe(3);
    expect(table.stateOf(seats[1]).you.invites).toBeUndefined();
    expect(table.stateOf(seats[1]).room.seats[3]).toMatchObject({ kind: "empty", invited: true });
    expect(JSON.stringify(table.stateOf(seats[1]))).not.toContain(invite?.token);
    const newcomer = table.join();
    const claimed = table.send(newcomer, { type: "claim", invite: invite?.token as string, name: "Eve" });
    expect(claimed.replies[0]).toMatchObject({ type: "seated", seat: 3 });
    expect(table.stateOf(newcomer).game).toEqual(table.game.view(table.model.state, 3));
    const another = table.join();
    expect(replyOf(table.send(another, { type: "claim", invite: invite?.token as string, name: "Zed" })).code).toBe(
      RoomErrors.NO_SUCH_INVITE,
    );
  });

  it("whoever held a seat of the match (by seat token or host token) cannot claim another", () => {
    const { table, seats } = fourPlayerGame();
    const host = seats[0];
    table.send(seats[3], { type: "leave" });
    table.send(host, { type: "vacancy", seat: 3, fill: "invite" });
    const invite = table.stateOf(host).you.invites?.[0]?.token as string;
    // Ben leaves his own seat to hop into the rival's: refused, by his token.
    table.send(seats[1], { type: "leave" });
    expect(replyOf(table.send(seats[1], { type: "claim", invite, name: "Ben" })).code).toBe(
      RoomErrors.PLAYED_ANOTHER_SEAT,
    );
    // The host leaves seat 0 and tries from a fresh tab holding only the host token: refused too.
    table.send(host, { type: "leave" });
    const hostTab = table.join({ hostToken: HOST_TOKEN });
    expect(replyOf(table.send(hostTab, { type: "claim", invite, name: "Ana" })).code).toBe(
      RoomErrors.PLAYED_ANOTHER_SEAT,
    );
    // A seated player cannot claim a second seat.
    expect(replyOf(table.send(seats[2], { type: "claim", invite, name: "Cy" })).code).toBe(
      RoomErrors.PLAYED_ANOTHER_SEAT,
    );
    // Di comes back to her own seat, still empty: her seat token holds it again, and the invitation ends.
    const di = table.join({ seatToken: table.conn(seats[3]).token as string });
    expect(table.seatOf(di)).toBe(3);
    expect(table.stateOf(host).you.invites).toEqual([]);
  });

  it("a replacement reads its side's team lines from its seating on, not what was said before", () => {
    const { table, seats } = fourPlayerGame();
    table.send(seats[0], { type: "settings", settings: { turnSeconds: null, teamChat: true, notes: true } });
    table.send(seats[1], { type: "chat", text: "before", team: true });
    table.send(seats[3], { type: "leave" });
    table.send(seats[0], { type: "vacancy", seat: 3, fill: "invite" });
    const invite = table.stateOf(seats[0]).you.invites?.[0]?.token as string;
    const eve = table.join();
    table.send(eve, { type: "claim", invite, name: "Eve" });
    table.send(seats[1], { type: "chat", text: "after", team: true });
    expect(table.stateOf(eve).chat.map((e) => e.text)).toEqual(["after"]);
    expect(table.stateOf(seats[1]).chat.map((e) => e.text)).toEqual(["before", "after"]);
    expect(table.stateOf(seats[0]).chat).toEqual([]);
  });
});

describe("versions nobody can grief", () => {
  it("renames, settings, chat and seat changes by others leave the mover's version good", () => {
    const { table, seats } = fourPlayerGame();
    const on = mover(table, seats);
    const version = table.stateOf(on).matchVersion ?? -1;
    const others = seats.filter((c) => c !== on);
    for (let i = 0; i < 5; i++) {
      for (const c of others) table.send(c, { type: "rename", name: `Name ${i}` });
      table.send(seats[0], { type: "settings", settings: { turnSeconds: 60 + i, teamChat: i % 2 === 0, notes: true } });
      table.send(others[0] as string, { type: "chat", text: `hi ${i}` });
    }
    const action = table.game.viewActions(table.stateOf(on).game)[0];
    expect(replyOf(table.send(on, { type: "action", version, action })).type).toBe("ack");
  });

  it("an action made before one's own last action, or before a timeout, is stale", () => {
    const { table, seats } = fourPlayerGame();
    const on = mover(table, seats);
    const version = table.stateOf(on).matchVersion as number;
    table.playRandom(on);
    expect(table.model.record.logLength).toBe(version + 1);
    const next = mover(table, seats);
    table.send(seats[0], { type: "settings", settings: { turnSeconds: 10, teamChat: false, notes: true } });
    table.now += 11_000;
    const expired = expireTurn(table.game, table.model.record, table.model.state, table.now);
    if (!expired) throw new Error("the turn should have timed out");
    table.applyChange(expired);
    const action = table.game.viewActions(table.game.view(table.model.state, table.seatOf(next)))[0];
    expect(replyOf(table.send(next, { type: "action", version: version + 1, action })).code).toBe(
      RoomErrors.STALE_VERSION,
    );
    expect(replyOf(table.send(next, { type: "action", version: version + 5, action })).code).toBe(
      RoomErrors.STALE_VERSION,
    );
  });

  it("Spy's simultaneous arranging: a seat's arrangement stays good after another seat arranged", () => {
    const table = new Table("spy", 3);
    const seats = [table.seat(0, "Ana", true), table.seat(1, "Ben"), table.seat(2, "Cy")];
    table.send(seats[0] as string, { type: "start" });
    for (const c of seats) {
      const out = table.send(c, {
        type: "action",
        version: 0,
        action: table.game.randomAction(table.stateOf(c).game, new Rng(seedRng(c))),
      });
      expect(replyOf(out).type).toBe("ack");
    }
  });

  it("the state message says whose turn it is: in Spy's arranging only the seats yet to arrange", () => {
    const table = new Table("spy", 3);
    const seats = [table.seat(0, "Ana", true), table.seat(1, "Ben"), table.seat(2, "Cy")] as const;
    expect(table.stateOf(seats[1])).toMatchObject({ toAct: [], outcome: null });
    table.send(seats[0], { type: "first", seat: 2 });
    table.send(seats[0], { type: "start" });
    expect(table.stateOf(seats[1])).toMatchObject({ toAct: [0, 1, 2], outcome: null });
    const arrange = (conn: string) =>
      table.send(conn, {
        type: "action",
        version: table.model.record.logLength,
        action: table.game.randomAction(table.stateOf(conn).game, new Rng(seedRng(conn))),
      });
    expect(replyOf(arrange(seats[1])).type).toBe("ack");
    // Ben may still re-arrange (the game's toAct lists him), but the game no longer waits for him.
    expect(table.game.toAct(table.model.state)).toContain(1);
    expect(table.stateOf(seats[1]).toAct).toEqual([0, 2]);
    expect(table.stateOf(table.join()).toAct).toEqual([0, 2]);
    // Nor can anyone hand his seat to a computer as if the game were waiting for him.
    table.close(seats[1]);
    table.env();
    table.now += 60_000;
    expect(replyOf(table.send(seats[0], { type: "standin", seat: 1 })).code).toBe(RoomErrors.NOT_AWAY);
    expect(replyOf(arrange(seats[0])).type).toBe("ack");
    expect(replyOf(arrange(seats[2])).type).toBe("ack");
    expect(table.stateOf(seats[0])).toMatchObject({ toAct: [2], outcome: null });
  });

  it("lobby commands may cite the table version; a stale one is refused, a rename does not make it stale", () => {
    const table = new Table("spy", 2);
    const host = table.seat(0, "Ana", true);
    const version = table.stateOf(host).lobbyVersion;
    const ben = table.seat(1, "Ben");
    expect(replyOf(table.send(host, { type: "start", version })).code).toBe(RoomErrors.STALE_VERSION);
    const seen = table.stateOf(host).lobbyVersion;
    table.send(ben, { type: "rename", name: "Benny" });
    expect(replyOf(table.send(host, { type: "start", version: seen })).type).toBe("ack");
  });
});

describe("every message idempotent", () => {
  it("a chat line retried with the same id is answered again and said once", () => {
    const table = new Table("spy", 2);
    const ana = table.seat(0, "Ana");
    const first = table.send(ana, { type: "chat", text: "hello" }, "c1");
    const again = table.send(ana, { type: "chat", text: "hello" }, "c1");
    expect(again.replies).toEqual(first.replies);
    expect(again.change).toBeNull();
    expect(table.model.chat.map((e) => e.text)).toEqual(["hello"]);
  });

  it("a retry from a new connection of the same browser (client id) or seat (token) is recognised", () => {
    const table = new Table("spy", 2);
    const watcher = table.join({ clientId: "C".repeat(22) });
    table.send(watcher, { type: "chat", text: "from afar" }, "w1");
    table.close(watcher);
    const back = table.join({ clientId: "C".repeat(22) });
    expect(table.send(back, { type: "chat", text: "from afar" }, "w1").change).toBeNull();

    const ana = table.seat(0, "Ana");
    const sat = table.model.record.version;
    const token = table.conn(ana).token as string;
    table.send(ana, { type: "rename", name: "Ann" }, "r1");
    const tab = table.join({ seatToken: token });
    expect(table.send(tab, { type: "rename", name: "Ann" }, "r1").change).toBeNull();
    expect(table.model.record.version).toBe(sat + 1);
    expect(table.model.chat).toHaveLength(1);
  });

  it("a game action retried after the host started a new game is answered, not played in the new game", () => {
    for (const restart of [["lobby", "start"], ["rematch"]] as const) {
      const table = new Table("spy", 2);
      const host = table.seat(0, "Ana", true);
      const ben = table.seat(1, "Ben");
      table.send(host, { type: "start" });
      // Ben arranges at match version 0; his answer is lost, and meanwhile a new game starts.
      const view = table.stateOf(ben).game;
      const action = table.game.randomAction(view, new Rng(seedRng("ben")));
      expect(replyOf(table.send(ben, { type: "action", version: 0, action }, "a1")).type).toBe("ack");
      for (let moves = 0; restart[0] === "rematch" && table.model.record.phase === "playing"; moves++) {
        if (moves > 20_000) throw new Error("the game did not end");
        for (const conn of [host, ben]) {
          const seat = table.seatOf(conn) as number;
          if (table.game.toAct(table.model.state).includes(seat)) table.playRandom(conn);
        }
      }
      for (const type of restart) expect(replyOf(table.send(host, { type })).type, type).toBe("ack");
      // A rematch is a proposal: it starts once Ben says yes too.
      if (restart[0] === "rematch") expect(replyOf(table.send(ben, { type: "rematch" })).type).toBe("ack");
      expect(table.model.record.match?.number).toBe(2);
      const before = table.model.record.version;
      // His page retries from a new tab: the same id and version 0, which the new game also starts at.
      const tab = table.join({ seatToken: table.conn(ben).token as string });
      const retried = table.send(tab, { type: "action", version: 0, action }, "a1");
      expect(retried.change).toBeNull();
      expect(replyOf(retried).type).toBe("ack");
      expect(table.model.record.version).toBe(before);
      expect(table.model.log).toEqual([]);
    }
  });

  it("a sit retried after the answer was lost hands back the same seat token", () => {
    const table = new Table("spy", 2);
    const ana = table.join({ clientId: "A".repeat(22) });
    const first = table.send(ana, { type: "sit", seat: 0, name: "Ana" }, "s1");
    const back = table.join({ clientId: "A".repeat(22) });
    expect(table.send(back, { type: "sit", seat: 0, name: "Ana" }, "s1").replies).toEqual(first.replies);
  });
});

describe("chat", () => {
  it("refuses control, bidi-override and other invisible format characters, as names do; joiners stay", () => {
    const table = new Table("spy", 2);
    const ana = table.seat(0, "Ana");
    for (const text of ["a\u202Eb", "x\u2066y", "bell\u0007", "zero\u200Bwidth", "arabic\u061Cmark"]) {
      expect(replyOf(table.send(ana, { type: "chat", text })).code, JSON.stringify(text)).toBe(RoomErrors.BAD_CHAT);
      expect(replyOf(table.send(ana, { type: "rename", name: text })).code, JSON.stringify(text)).toBe(
        RoomErrors.BAD_NAME,
      );
    }
    expect(replyOf(table.send(ana, { type: "chat", text: "👩\u200D👩\u200D👧 ಕನ್ನಡ" })).type).toBe("ack");
    expect(table.model.chat).toHaveLength(1);
  });
});

describe("the alarm", () => {
  const clock = {
    now: 1_000_000,
    idleMs: 7 * 24 * 3600_000,
    botDelayMs: 700,
    botDueAt: null,
    botsIdleAt: null,
    checkBy: null,
  };

  it("expiry moves in hour steps, so ordinary moves leave the alarm where it is", () => {
    const { table, seats } = fourPlayerGame();
    const before = planAlarm(table.game, table.model.record, table.model.state, clock).at;
    table.now += 60_000;
    table.playRandom(mover(table, seats));
    const after = planAlarm(table.game, table.model.record, table.model.state, { ...clock, now: table.now }).at;
    expect(after).toBe(before);
    expect(alarmDue(table.model.record, { ...clock, now: before })).toBe("expire");
    expect(alarmDue(table.model.record, { ...clock, now: before - 3_600_000 })).toBe("move");
  });

  it("a turn deadline or a bot's pause comes first; bots that had nothing to do wait for the next change", () => {
    const table = new Table("sequence", 2);
    const host = table.seat(0, "Ana", true);
    table.send(host, { type: "reserve", seat: 1, bot: true, level: "easy" });
    table.send(host, { type: "settings", settings: { turnSeconds: 30, teamChat: false, notes: true } });
    table.send(host, { type: "first", seat: 1 });
    table.send(host, { type: "start" });
    const { record, state } = table.model;
    expect(table.game.toAct(state)).toEqual([1]);
    expect(record.turnDeadline).toBe(table.now + 30_000);
    const plan = planAlarm(table.game, record, state, { ...clock, now: table.now });
    expect(plan).toEqual({ at: table.now + 700, checkBy: null, botDueAt: table.now + 700 });
    const idle = planAlarm(table.game, record, state, { ...clock, now: table.now, botsIdleAt: record.version });
    expect(idle).toEqual({ at: record.turnDeadline, checkBy: null, botDueAt: null });
  });
});

describe("a seat whose player is away", () => {
  /** Two-player Sequence, Ben to act, Ben's tab closed at `table.now`. */
  function benAway() {
    const table = new Table("sequence", 2);
    const ana = table.seat(0, "Ana", true);
    const ben = table.seat(1, "Ben");
    table.send(ana, { type: "first", seat: 1 });
    table.send(ana, { type: "start" });
    const token = table.conn(ben).token as string;
    table.close(ben);
    table.env();
    return { table, ana, token };
  }

  it("anyone at the table gives the seat to act a stand-in once its player has been away for the grace period", () => {
    const { table, ana, token } = benAway();
    table.now += 29_000;
    expect(replyOf(table.send(ana, { type: "standin", seat: 1 })).code).toBe(RoomErrors.NOT_AWAY);
    const watcher = table.join();
    table.now += 2_000;
    expect(replyOf(table.send(watcher, { type: "standin", seat: 1 })).code).toBe(RoomErrors.NOT_SEATED);
    expect(replyOf(table.send(ana, { type: "standin", seat: 0 })).code).toBe(RoomErrors.NOT_AWAY);
    expect(table.stateOf(ana).room.seats[1]).toMatchObject({ kind: "human", connected: false, away: 31_000 });
    expect(replyOf(table.send(ana, { type: "standin", seat: 1, level: "easy" })).type).toBe("ack");
    expect(table.stateOf(ana).room.seats[1]).toMatchObject({ kind: "human", name: "Ben", standIn: "easy" });
    expect(botsToAct(table.game, table.model.record, table.model.state)).toEqual([1]);
    const move = botTurn(table.game, table.model.record, table.model.state, table.now);
    expect(move?.logged).toMatchObject({ seat: 1 });

    // Ben comes back: the seat is his again, and nothing he saw before counts.
    const back = table.join({ seatToken: token });
    expect(table.model.record.seats[1]).not.toHaveProperty("standIn");
    expect(table.stateOf(back).you.seat).toBe(1);
    expect(table.model.record.freshFrom[1]).toBe(table.model.record.logLength);
    expect(botsToAct(table.game, table.model.record, table.model.state)).toEqual([]);
  });

  it("the room keeps which events a stand-in made for the seat, and shows them to everyone, on any connection", () => {
    // Spy, Ana to arrange and Ben gone: a computer gets Ben's base ready; Ben comes back and plays himself.
    const table = new Table("spy", 2);
    const ana = table.seat(0, "Ana", true);
    const ben = table.seat(1, "Ben");
    table.send(ana, { type: "start" });
    const token = table.conn(ben).token as string;
    table.close(ben);
    table.now += 31_000;
    table.settle();
    expect(replyOf(table.send(ana, { type: "standin", seat: 1 })).type).toBe("ack");
    const before = (table.model.state as SpyState).history.length;
    const move = botTurn(table.game, table.model.record, table.model.state, table.now);
    table.applyChange(move as NonNullable<typeof move>);
    const after = (table.model.state as SpyState).history.length;
    expect(after).toBeGreaterThan(before);
    // Who was away is no secret: everyone's picture says which events the computer made for Ben's seat.
    expect(table.stateOf(ana).room.standIns).toEqual([[1, before, after]]);
    const back = table.join({ seatToken: token });
    expect(table.stateOf(back).room.standIns).toEqual([[1, before, after]]);
    // Ben's own arrangement is his: the ranges stay as they were, on this connection and on a second device.
    expect(table.playRandom(back)).not.toBeNull();
    expect(table.stateOf(table.join({ seatToken: token })).room.standIns).toEqual([[1, before, after]]);
    expect(table.stateOf(table.join()).room.standIns).toEqual([[1, before, after]]);
  });

  it("a ping is answered at once and changes nothing, even before hello", () => {
    const table = new Table("spy", 2);
    table.settle();
    const before = table.model;
    const out = table.send(table.open(), { type: "ping" }, "p1");
    expect(out.replies).toEqual([{ type: "pong", replyTo: "p1" }]);
    expect(table.model).toBe(before);
  });
});
