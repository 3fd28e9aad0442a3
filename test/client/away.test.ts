/**
 * Who is away and for how long, as the page reads the room's figures
 * (client/away.ts): one reading for the presence list, the notice over the
 * table, the empty seats and the lobby, so no two places disagree.
 */
import { describe, expect, it } from "vitest";
import { awayNow, clockText, hostingPasses, inGrace, presenceOf, sinceNow } from "../../client/away";
import type { RoomView, SeatView } from "../../shared/protocol";

const person = (extra: Partial<Extract<SeatView, { kind: "human" }>> = {}): SeatView => ({
  kind: "human",
  color: "blue",
  side: 0,
  name: "Ben",
  connected: true,
  ...extra,
});

const GRACE = 30_000;

describe("how long a seat has been away", () => {
  it("is the room's figure as of the picture plus the time since it arrived", () => {
    expect(sinceNow(5_000, 1_000, 4_000)).toBe(8_000);
    // A clock that has not caught up with the picture's arrival adds nothing.
    expect(sinceNow(5_000, 4_000, 1_000)).toBe(5_000);
    expect(awayNow(person({ connected: false, away: 5_000 }), 1_000, 4_000)).toBe(8_000);
  });

  it("is nothing for a connected player, a computer, an empty seat or a seat a computer plays for", () => {
    expect(awayNow(person(), 0, 10)).toBeNull();
    expect(awayNow({ kind: "bot", color: "red", side: 1, level: "easy" }, 0, 10)).toBeNull();
    expect(awayNow({ kind: "empty", color: "red", side: 1 }, 0, 10)).toBeNull();
    expect(awayNow(person({ connected: false, away: 40_000, standIn: "medium" }), 0, 10)).toBeNull();
  });
});

describe("a seat as the table sees it", () => {
  it("is reconnecting during the grace period and offline after it, never both", () => {
    const away = person({ connected: false, away: 0 });
    expect(presenceOf(away, 0, GRACE)).toBe("reconnecting");
    expect(presenceOf(away, GRACE - 1, GRACE)).toBe("reconnecting");
    expect(presenceOf(away, GRACE, GRACE)).toBe("offline");
  });

  it("is online, a stand-in or a computer otherwise", () => {
    expect(presenceOf(person(), null, GRACE)).toBe("online");
    expect(presenceOf(person({ connected: false, standIn: "hard" }), null, GRACE)).toBe("standIn");
    expect(presenceOf({ kind: "bot", color: "red", side: 1, level: "easy" }, null, GRACE)).toBe("computer");
  });
});

describe("the clock", () => {
  it("ticks only while some seat is inside the grace period", () => {
    const here = person();
    const leaving = person({ connected: false, away: 25_000 });
    expect(inGrace([here, leaving], 0, GRACE, 4_000)).toBe(true);
    expect(inGrace([here, leaving], 0, GRACE, 5_000)).toBe(false);
    expect(inGrace([here, person({ connected: false, away: 1_000, standIn: "easy" })], 0, GRACE, 0)).toBe(false);
  });
});

describe("a countdown", () => {
  it("reads m:ss, rounded up, and stops at 0:00", () => {
    expect(clockText(25_000)).toBe("0:25");
    expect(clockText(24_001)).toBe("0:25");
    expect(clockText(60_000)).toBe("1:00");
    expect(clockText(61_500)).toBe("1:02");
    expect(clockText(0)).toBe("0:00");
    expect(clockText(-3_000)).toBe("0:00");
  });
});

describe("hosting passing on", () => {
  const room = (host: RoomView["host"], seats: SeatView[]): RoomView => ({
    code: "K7MX2QP",
    game: "sequence",
    players: seats.length,
    options: {},
    settings: { turnSeconds: null, teamChat: false, notes: true },
    phase: "lobby",
    seats,
    first: null,
    turnDeadline: null,
    spectators: 0,
    standInAfterMs: GRACE,
    host,
    rematch: null,
  });

  it("says nothing while the host is here", () => {
    expect(hostingPasses(room({ seat: 0 }, [person(), person()]), 0, 0)).toBeNull();
  });

  it("counts down the grace period from the host's time away, towards the one the room names next", () => {
    const seats = [person({ connected: false, away: 10_000 }), person(), person({ connected: false }), person()];
    expect(hostingPasses(room({ seat: 0, away: 10_000, next: 3 }, seats), 1_000, 6_000)).toEqual({
      leftMs: 15_000,
      next: 3,
    });
    expect(hostingPasses(room({ seat: 0, away: 10_000 }, seats), 1_000, 6_000)?.next).toBeNull();
    expect(hostingPasses(room({ seat: 0, away: 29_000 }, seats), 0, 5_000)?.leftMs).toBe(0);
  });
});
