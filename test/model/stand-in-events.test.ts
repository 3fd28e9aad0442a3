/**
 * Which events a computer made for a person's seat (shared/room/stand-in-events.ts): one run of moves for the
 * same seat stays one range, anything between starts a new one, and a move that adds no event notes nothing.
 */
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../shared/engine";
import { spy } from "../../shared/games/spy";
import { noteStandInMove } from "../../shared/room/stand-in-events";
import type { Change, Match } from "../../shared/room/types";
import { Table } from "./table";

const game = spy as unknown as AnyGame;
/** A state whose history holds `n` events, as far as `historyLength` reads it. */
const at = (n: number) => ({ history: Array.from({ length: n }) });

describe("the ranges a stand-in made", () => {
  const table = new Table("spy", 2);
  const ana = table.seat(0, "Ana", true);
  table.seat(1, "Ben");
  table.send(ana, { type: "start" });
  const started: Change = { record: table.model.record };
  const note = (change: Change, seat: number, from: number, to: number) =>
    noteStandInMove(game, change, seat, at(from), at(to));
  const events = (change: Change) => (change.record.match as Match).standInEvents;

  it("joins the moves of one run for one seat into one range", () => {
    const run = note(note(note(started, 1, 4, 5), 1, 5, 6), 1, 6, 8);
    expect(events(run)).toEqual([{ seat: 1, from: 4, to: 8 }]);
  });

  it("starts a new range after a gap or for another seat, oldest first", () => {
    const spells = note(note(note(started, 1, 4, 5), 1, 7, 8), 0, 8, 9);
    expect(events(spells)).toEqual([
      { seat: 1, from: 4, to: 5 },
      { seat: 1, from: 7, to: 8 },
      { seat: 0, from: 8, to: 9 },
    ]);
  });

  it("notes nothing for a move that adds no event, or outside a match", () => {
    expect(note(started, 1, 5, 5)).toBe(started);
    const lobby: Change = { record: { ...table.model.record, match: null } };
    expect(note(lobby, 1, 4, 5)).toBe(lobby);
  });
});
