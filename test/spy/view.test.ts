import { describe, expect, it } from "vitest";
import { spy } from "../../shared/games/spy";
import { cardIndexAt } from "../../shared/games/spy/base";
import { act, arrangement, END, move, newGame, randomPlayout, script, spyOn, started } from "./helpers";

const SEAT0 = "SPY> S1 S2 T1 T2 B1 B2 B3";
const SEAT1 = "S1 S2 T1 T2 B1 SPY< B2 B3"; // seat 0 examines its 6 (B2); it examines seat 0's 3 (T1)

describe("views", () => {
  it("while arranging a seat sees its own arrangement, who has arranged, and nothing of other bases", () => {
    let state = act(newGame(3, 2), 0, arrangement("SPY> S1 S2 T1 T2 B1 B3"));
    state = act(state, 1, arrangement("B3 SPY< S1 S2 T1 T2 B1"));
    const own = spy.view(state, 0);
    expect(own.bases[0]?.places.map((place) => place.card)).toEqual(["SPY", "S1", "S2", "T1", "T2", "B1", "B3"]);
    expect(own.bases[1]).toBeNull();
    expect(own.bases[2]).toBeNull();
    expect(own.arranged).toEqual([true, true, false]);
    expect(own.turn).toBeNull();
    expect(own.first).toBe(2);
    expect(own.history).toEqual([
      { type: "arranged", seat: 0 },
      { type: "arranged", seat: 1 },
    ]);
    expect(spy.view(state, null).bases).toEqual([null, null, null]);
    expect(spy.view(state, 2).bases).toEqual([null, null, null]);
  });

  it("while playing: own base in full, other bases as places with only public facts", () => {
    const state = script(started([SEAT0, SEAT1]), [
      [0, spyOn(1)], // lights seat 1's B2 at 6
      [1, spyOn(0)], // seat 0's T1 at 3: type only
    ]);
    const view = spy.view(state, 0);
    expect(view.seat).toBe(0);
    expect(view.turn).toBe(0);
    expect(view.moved).toBe(false);
    expect(view.bases[0]).toEqual({
      spy: 0,
      facing: "right",
      places: ["SPY", "S1", "S2", "T1", "T2", "B1", "B2", "B3"].map((card) => ({ card, mark: "none" })),
    });
    const other = view.bases[1];
    expect(other?.spy).toBe(5);
    expect(other?.facing).toBe("left");
    expect(other?.places[5]).toEqual({ card: "SPY", mark: "none" });
    expect(other?.places[6]).toEqual({ card: null, mark: "lit" });
    for (const position of [0, 1, 2, 3, 4, 7]) expect(other?.places[position]).toEqual({ card: null, mark: "none" });
    expect(view.targets).toEqual(["S1", "S1"]);
    expect(view.history).toEqual(state.history);
  });

  it("exposed cards and exploded bombs show their codes to everyone, spectators included", () => {
    const state = script(started(["SPY> S1 S2 T1 T2 B1 B2 B3", "B3 B2 B1 T2 T1 S2 S1 SPY<"], 1), [
      [1, spyOn(0)], // exposes seat 0's S1 at 1
    ]);
    expect(spy.view(state, null).bases[0]?.places[1]).toEqual({ card: "S1", mark: "exposed" });
    expect(spy.view(state, null).targets).toEqual(["S2", "S1"]);

    const rows = ["SPY> S1 S2 T1 T2 B1 B3", "SPY> S1 S2 T1 T2 B1 B3", "S1 S2 T1 T2 SPY> B3 B1"];
    const exploded = script(started(rows), [
      [0, spyOn(2)],
      [1, spyOn(2)],
      [2, END],
    ]);
    expect(spy.view(exploded, 0).bases[2]?.places[5]).toEqual({ card: "B3", mark: "exploded" });
    expect(spy.view(exploded, null).bases[2]?.places[5]).toEqual({ card: "B3", mark: "exploded" });
    expect(spy.view(exploded, null).bases[2]?.places[6]).toEqual({ card: null, mark: "none" });
  });

  it("the announced number is public: every seat and spectators see each move's size and direction", () => {
    const state = act(started([SEAT0, SEAT1]), 0, move(1));
    for (const viewer of [0, 1, null]) {
      const view = spy.view(state, viewer);
      expect(view.history.at(-1)).toEqual({ type: "move", seat: 0, steps: 1, facing: "right" });
      expect(view.bases[0]?.spy).toBe(1);
      expect(view.bases[0]?.facing).toBe("right");
    }
    // The card the Spy faced stays hidden from the others: only its number became known.
    expect(spy.view(state, 1).bases[0]?.places[0]).toEqual({ card: null, mark: "none" });
  });

  it("every spy event names the examined card by its index in the base's fixed card order (public, stable)", () => {
    let checked = 0;
    for (let g = 0; g < 60; g++) {
      const { states } = randomPlayout(2 + (g % 3), `card-index-${g}`, 400);
      for (let i = 1; i < states.length; i++) {
        const before = states[i - 1];
        const after = states[i];
        if (!before || !after) continue;
        for (const event of after.history.slice(before.history.length)) {
          if (event.type !== "spy") continue;
          const base = before.bases[event.target];
          if (!base) throw new Error("spied base exists");
          expect(event.card).toBe(cardIndexAt(base, event.position));
          // Public: the index follows from the position and the target's Spy, which every view shows.
          expect(event.card).toBe(event.position < base.spy ? event.position : event.position - 1);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("a spectator sees no card of a living base but every Spy", () => {
    const view = spy.view(started([SEAT0, SEAT1]), null);
    expect(view.seat).toBeNull();
    for (const base of view.bases) {
      expect(base?.places.filter((place) => place.card !== null)).toEqual([{ card: "SPY", mark: "none" }]);
    }
    expect(spy.viewActions(view)).toEqual([]);
  });

  it("a number that is not a seat gets the spectator view", () => {
    const state = started([SEAT0, SEAT1]);
    expect(spy.view(state, 5)).toEqual(spy.view(state, null));
    expect(spy.view(state, -1)).toEqual(spy.view(state, null));
  });

  it("once the game is over every base is turned face up for everyone: winner, loser and spectators (issue 11, problem 9)", () => {
    let over = 0;
    for (let g = 0; g < 30 && over < 10; g++) {
      const { states } = randomPlayout(2 + (g % 3), `over-${g}`, 2000);
      const last = states.at(-1);
      if (last?.phase !== "over") continue;
      over++;
      for (const viewer of [null, ...Array.from({ length: last.players }, (_, seat) => seat)]) {
        const view = spy.view(last, viewer);
        view.bases.forEach((base, owner) => {
          const cards = base?.places.map((place) => place.card);
          expect(cards, `base ${owner} seen by ${viewer}`).not.toContain(null);
          expect(cards?.filter((card) => card !== "SPY")).toEqual(last.bases[owner]?.cards);
        });
      }
      // The turn before the end still hid the winner's cards from the others.
      const before = states.at(-2);
      const winner = last.winner;
      if (before && winner !== null && before.phase === "playing") {
        const other = (winner + 1) % last.players;
        const seen = spy.view(before, other).bases[winner]?.places.map((place) => place.card);
        expect(seen).toContain(null);
      }
    }
    expect(over).toBeGreaterThan(0);
  });
});
