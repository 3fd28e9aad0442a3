/**
 * The replay page's fold: a game file as the room serves it, played again with
 * the rules alone into one revealed view per move (the deal first), the same
 * end as the room's; a file the rules refuse shows nothing.
 */
import { describe, expect, it } from "vitest";
import type { ReplayGame } from "../../client/games/replay-contract";
import { sequenceReplay } from "../../client/games/sequence/replay";
import { spyReplay } from "../../client/games/spy/replay";
import { movesOfLines, readGameFile, replayViews, seatsOf } from "../../client/replay/frames";
import { replayLog } from "../../shared/engine";
import { sequence } from "../../shared/games/sequence";
import { reveal as revealSequence } from "../../shared/games/sequence/reveal";
import { spy } from "../../shared/games/spy";
import { reveal as revealSpy } from "../../shared/games/spy/reveal";
import type { SpyView } from "../../shared/games/spy/without-bots";
import { randomGame } from "../sequence/helpers";
import { randomPlayout } from "../spy/helpers";

describe("readGameFile", () => {
  const good = { game: "spy", players: 2, options: {}, first: null, seed: "s", names: ["A", "B"], actions: [] };
  it("takes the room's file, with or without names", () => {
    expect(readGameFile(good)).toEqual(good);
    const { names: _, ...nameless } = good;
    expect(readGameFile(nameless)?.names).toEqual([]);
    expect(
      readGameFile({ ...good, actions: [{ timeout: true }, { seat: 1, action: { type: "end" } }] }),
    ).not.toBeNull();
  });
  it("refuses what is not one", () => {
    for (const bad of [
      null,
      "spy",
      { ...good, game: 3 },
      { ...good, players: -1 },
      { ...good, first: "0" },
      { ...good, seed: undefined },
      { ...good, actions: [{ seat: "0", action: {} }] },
      { ...good, actions: [{ timeout: false }] },
      { ...good, names: [1] },
    ]) {
      expect(readGameFile(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe("replayViews", () => {
  it("Spy: one revealed view per move from the deal, ending where the rules end", () => {
    const { states, log } = randomPlayout(3, "replay-frames", 400);
    const file = { game: "spy", players: 3, options: {}, first: null, seed: "replay-frames", names: [], actions: log };
    const views = replayViews(spyReplay as ReplayGame, file);
    expect(views).toHaveLength(log.length + 1);
    expect(views?.at(-1)).toEqual(revealSpy(states.at(-1) as (typeof states)[number]));
    expect(views?.at(-1)).toEqual(revealSpy(replayLog(spy, file, log) as (typeof states)[number]));
    expect(views?.[0]).toEqual(revealSpy(states[0] as (typeof states)[number]));
  });

  it("Sequence: timeouts included, every hand shown from the deal", () => {
    const { states, moves } = randomGame({ table: { players: 2, sides: 2 }, seed: 4, timeoutRate: 0.1 });
    const actions = moves.map((m) =>
      m.action === "timeout" ? { timeout: true as const } : { seat: m.seat, action: m.action },
    );
    const checked = sequence.check(2, {});
    if (!checked.ok) throw new Error("options");
    const file = {
      game: "sequence",
      players: 2,
      options: checked.value,
      first: null,
      seed: "game-4",
      names: [],
      actions,
    };
    const views = replayViews(sequenceReplay as ReplayGame, file);
    expect(views).toHaveLength(actions.length + 1);
    expect(views?.at(-1)).toEqual(revealSequence(states.at(-1) as (typeof states)[number]));
    const deal = views?.[0] as ReturnType<typeof revealSequence> | undefined;
    expect(deal?.hands.every((hand) => hand.length > 0)).toBe(true);
  });

  it("a file the rules refuse gives nothing", () => {
    const file = { game: "spy", players: 2, options: {}, first: null, seed: "x", names: [] };
    expect(
      replayViews(spyReplay as ReplayGame, { ...file, actions: [{ seat: 0, action: { type: "end" } }] }),
    ).toBeNull();
    expect(replayViews(spyReplay as ReplayGame, { ...file, players: 9, actions: [] })).toBeNull();
  });
});

describe("movesOfLines", () => {
  it("gives each line of the log the move that wrote it", () => {
    expect(movesOfLines([0, 1, 1, 3])).toEqual([1, 3, 3]);
    expect(movesOfLines([2, 2, 3])).toEqual([0, 0, 2]);
    expect(movesOfLines([0])).toEqual([]);
  });

  it("Spy: every move writes a line, so the log's last number is the counter's total", () => {
    for (const [players, seed] of [
      [2, "lines-a"],
      [3, "lines-b"],
      [4, "lines-c"],
    ] as const) {
      const { log } = randomPlayout(players, seed, 400);
      const file = { game: "spy", players, options: {}, first: null, seed, names: [], actions: log };
      const views = replayViews(spyReplay as ReplayGame, file) ?? [];
      const logLines = spyReplay.logLines ?? (() => Number.NaN);
      const moves = movesOfLines(views.map((view) => logLines(view as SpyView)));
      expect(moves).toHaveLength((views.at(-1) as SpyView).history.length);
      expect(new Set(moves)).toEqual(new Set(log.map((_, at) => at + 1)));
    }
  });
});

describe("seatsOf", () => {
  it("reads people, computer players and empty seats from the file's names", () => {
    const seating = spy.seating(4, {});
    const seats = seatsOf(["Ana", "computer (hard)", "seat 3"], seating);
    expect(seats.map((s) => s.kind)).toEqual(["human", "bot", "empty", "empty"]);
    expect(seats[1]).toMatchObject({ kind: "bot", level: "hard", color: seating[1]?.color });
    expect(seats[0]).toMatchObject({ kind: "human", name: "Ana" });
  });
});
