/**
 * A room created with a fixed deal (`testDeal`, tests only: the server refuses
 * it unless ALLOW_TEST_SEEDS=1, like `testSeed`) deals every match from it: the
 * deal travels in the match to the game's setup, and a replay of the match
 * (how a room wakes) starts from the same deal.
 */

import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { findGame } from "../../shared/games";
import type { SequenceState } from "../../shared/games/sequence";
import { CreateRoomSchema } from "../../shared/protocol";
import { newRoom, replayMatch } from "../../shared/room";
import { HOST_TOKEN, replyOf, Table } from "./table";

const sequence = findGame("sequence");

/** A 2-player Sequence table whose room was created with `deal`; seats 0 (the host) and 1 taken. */
function dealtTable(deal: unknown, gameId = "sequence") {
  const table = new Table(gameId, 2, "dealt");
  table.model = { ...table.model, record: { ...table.model.record, testDeal: deal } };
  const seats = [table.seat(0, "Ana", true), table.seat(1, "Ben")] as const;
  return { table, seats };
}

describe("a fixed deal for tests (testDeal)", () => {
  it("is part of the creation request, and newRoom keeps it in the record (absent when not given)", () => {
    const deal = { hands: [["JD"], ["JS"]], deck: [] };
    expect(v.safeParse(CreateRoomSchema, { game: "sequence", testDeal: deal }).success).toBe(true);
    if (!sequence) throw new Error("sequence");
    const options = { sides: 2 };
    expect(newRoom(sequence, "ABCDEFG", HOST_TOKEN, 2, options, 0, "seed", deal).testDeal).toEqual(deal);
    expect("testDeal" in newRoom(sequence, "ABCDEFG", HOST_TOKEN, 2, options, 0, "seed")).toBe(false);
  });

  it("deals the match: hands and draw pile as given, and a replay of the stored match starts from it", () => {
    const deal = { hands: [["JD", "2S"], ["JS"]], deck: ["3S", "4S"] };
    const { table, seats } = dealtTable(deal);
    expect(replyOf(table.send(seats[0], { type: "start" })).type).toBe("ack");
    const match = table.model.record.match;
    expect(match?.deal).toEqual(deal);
    const state = table.model.state as SequenceState;
    expect(state.hands).toEqual(deal.hands);
    expect(state.deck).toEqual(deal.deck);
    if (!match || !sequence) throw new Error("no match");
    expect(replayMatch(sequence, match, [])).toEqual(state);
  });

  it("deals every match of the room: a rematch is dealt the same cards", () => {
    // No cards at all: both seats must pass, and two passes in a row end the game in a draw.
    const deal = { hands: [[], []], deck: [] };
    const { table, seats } = dealtTable(deal);
    table.send(seats[0], { type: "start" });
    const first = table.model.state as SequenceState;
    const mover = (seat: number) => seats[seat] as string;
    const seat = first.turn as number;
    table.send(mover(seat), { type: "action", version: 0, action: { type: "pass" } });
    table.send(mover(1 - seat), { type: "action", version: 1, action: { type: "pass" } });
    expect(table.model.record.phase).toBe("over");
    expect(replyOf(table.send(seats[0], { type: "rematch" })).type).toBe("ack");
    expect(replyOf(table.send(seats[1], { type: "rematch" })).type).toBe("ack");
    expect(table.model.record.match?.number).toBe(2);
    expect(table.model.record.match?.deal).toEqual(deal);
    expect((table.model.state as SequenceState).hands).toEqual(deal.hands);
  });

  it("a deal the game refuses is refused when the game starts, with the game's code, and changes nothing", () => {
    const { table, seats } = dealtTable({ hands: [["JD"]], deck: [] });
    const before = table.model;
    expect(replyOf(table.send(seats[0], { type: "start" })).code).toBe("BAD_SETUP");
    expect(table.model.record).toBe(before.record);
    expect(table.model.state).toBeNull();
    // Spy takes no deal at all.
    const spy = dealtTable({ hands: [[], []], deck: [] }, "spy");
    expect(replyOf(spy.table.send(spy.seats[0], { type: "start" })).code).toBe("BAD_SETUP");
    expect(spy.table.model.record.phase).toBe("lobby");
  });

  it("a room without one deals from its seed, and its match holds no deal", () => {
    const table = new Table("sequence", 2, "seeded");
    const ana = table.seat(0, "Ana", true);
    table.seat(1, "Ben");
    expect(replyOf(table.send(ana, { type: "start" })).type).toBe("ack");
    expect(table.model.record.match).not.toHaveProperty("deal");
    expect((table.model.state as SequenceState).hands.map((h) => h.length)).toEqual([7, 7]);
  });
});
