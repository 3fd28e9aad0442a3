/**
 * A match begun before the games drew from SHA-256 keeps its deal: its stored
 * Match has no `generator`, so the room rebuilds it with the old sfc32 seeded
 * by cyrb128 (shared/engine/rng.ts), and its downloaded file says so and
 * replays to the same end. The pinned numbers were taken from the old
 * generator (commit a598cd7) before it was replaced.
 */
import { describe, expect, it } from "vitest";
import { dealRng, replay, seedRng, UnusableReplay } from "../../shared/engine";
import { findGame } from "../../shared/games";
import { sequence } from "../../shared/games/sequence";
import type { SequenceState } from "../../shared/games/sequence/types";
import { finishedGame, type Match, type RoomModel, replayMatch } from "../../shared/room";
import { Table } from "./table";

describe("the old deal generator, kept for matches begun on it", () => {
  it("gives the words it always gave (pinned from the old code)", () => {
    const rng = dealRng(seedRng("spy", "sfc32"));
    expect([rng.u32(), rng.u32(), rng.u32(), rng.u32()]).toEqual([572549050, 2055695276, 428384637, 135864697]);
    // Its state is the old one's: four words, and a working copy resumes from it.
    const state = rng.save();
    expect(Array.isArray(state)).toBe(true);
    expect(dealRng(state).u32()).toBe(dealRng(state).u32());
  });

  it("deals a Sequence game as it always did, and differently from the new generator", () => {
    const checked = sequence.check(2, {});
    if (!checked.ok) throw new Error(checked.error.message);
    const old = sequence.setup(2, checked.value, { seed: "legacy deal", generator: "sfc32" });
    const fresh = sequence.setup(2, checked.value, { seed: "legacy deal" });
    if (!old.ok || !fresh.ok) throw new Error("setup");
    expect((old.value as SequenceState).hands).toEqual([
      ["QH", "3S", "9C", "4C", "10H", "7S", "AH"],
      ["QH", "2D", "QD", "KC", "9D", "8D", "3C"],
    ]);
    expect((fresh.value as SequenceState).hands).not.toEqual((old.value as SequenceState).hands);
  });
});

describe("a room's match and the generator", () => {
  /** A 2-player Sequence table played to its end by random legal moves. */
  function finished(): Table {
    const table = new Table("sequence", 2, "legacy-room");
    const [ana, ben] = [table.seat(0, "Ana", true), table.seat(1, "Ben")];
    table.send(ana, { type: "start" });
    for (let i = 0; i < 400 && table.model.record.phase === "playing"; i++) {
      const mover = [ana, ben].find((c) => table.game.toAct(table.model.state).includes(table.seatOf(c) ?? -1));
      if (mover) table.playRandom(mover);
    }
    expect(table.model.record.phase).toBe("over");
    return table;
  }

  it("a new match draws from SHA-256, says so when stored, and its file names no generator", () => {
    const table = finished();
    const match = table.model.record.match as Match;
    expect(match.generator).toBe("sha256");
    expect(replayMatch(table.game, match, table.model.log)).toEqual(table.model.state);
    const file = finishedGame(table.game, table.model);
    expect(file && "generator" in file).toBe(false);
    expect(replay(file, findGame).state).toEqual(table.model.state);
  });

  it("a match stored without a generator is rebuilt on the old one, and its file replays to the same end", () => {
    const game = sequence;
    const { generator: _, ...oldMatch } = { ...(finished().model.record.match as Match), seed: "stored before" };
    // The match as it stood, dealt by the old generator, and a first move of the seat to act.
    const start = replayMatch(game, oldMatch, []) as SequenceState;
    const checked = game.check(2, oldMatch.options);
    if (!checked.ok) throw new Error("options");
    const legacy = game.setup(2, checked.value, { seed: "stored before", generator: "sfc32", first: 0 });
    const modern = game.setup(2, checked.value, { seed: "stored before", first: 0 });
    if (!legacy.ok || !modern.ok) throw new Error("setup");
    const seatToAct = game.toAct(start)[0] as number;
    const firstMove = game.actions(start, seatToAct)[0];
    const log = [{ seat: seatToAct, action: firstMove }];
    const after = replayMatch(game, oldMatch, log) as SequenceState;
    expect(start.hands).toEqual((legacy.value as SequenceState).hands);
    expect(start.hands).not.toEqual((modern.value as SequenceState).hands);
    // Once over, its file says "sfc32" and replays on it.
    const record = { ...finished().model.record, match: oldMatch };
    const model = { record, state: { ...after, status: "won", winner: 0 }, log } as unknown as RoomModel;
    const file = finishedGame(game, model);
    expect(file?.generator).toBe("sfc32");
    expect(replay(file, findGame).state).toEqual(after);
  });

  it("a file naming an unknown generator cannot be replayed", () => {
    expect(() => replay({ game: "spy", players: 2, seed: "x", generator: "mt19937" }, findGame)).toThrow(
      UnusableReplay,
    );
  });
});
