/** Chat and the spectator count stay out of a quiet room (issue 11): an embed or a game against the computer, alone. */
import { describe, expect, it } from "vitest";
import { againstComputer, othersPresent, quietRoom } from "../../client/company";
import type { SeatView } from "../../shared/protocol";

const human = (name: string): SeatView => ({ kind: "human", color: "blue", side: 0, name, connected: true });
const bot: SeatView = { kind: "bot", color: "green", side: 1, level: "easy" };
const empty: SeatView = { kind: "empty", color: "red", side: 2 };

describe("a quiet room", () => {
  it("is a game against the computer, or an embed, with nobody else there", () => {
    const vsComputer = { seats: [human("Mo"), bot], spectators: 0 };
    expect(againstComputer(vsComputer, { seat: 0 })).toBe(true);
    expect(quietRoom(vsComputer, { seat: 0 }, false)).toBe(true);
    // A spectator arrives: chat and the count come back.
    expect(quietRoom({ ...vsComputer, spectators: 1 }, { seat: 0 }, false)).toBe(false);
    // An embed alone at its table, waiting for a friend.
    expect(quietRoom({ seats: [human("Mo"), empty], spectators: 0 }, { seat: 0 }, true)).toBe(true);
    expect(quietRoom({ seats: [human("Mo"), human("Al")], spectators: 0 }, { seat: 0 }, true)).toBe(false);
  });

  it("is not a table of friends on the site, nor a spectator's page with players to watch", () => {
    expect(quietRoom({ seats: [human("Mo"), empty], spectators: 0 }, { seat: 0 }, false)).toBe(false);
    const watched = { seats: [human("Mo"), bot], spectators: 1 };
    expect(othersPresent(watched, { seat: null })).toBe(true);
    expect(quietRoom(watched, { seat: null }, true)).toBe(false);
    // A spectator alone with bots (the count includes this page itself).
    expect(othersPresent({ seats: [bot, bot], spectators: 1 }, { seat: null })).toBe(false);
  });
});
