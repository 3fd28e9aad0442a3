import { describe, expect, it } from "vitest";
import { type Answer, notesByPlace } from "../../client/games/spy/notes";
import type { SpyState } from "../../shared/games/spy";
import { spy } from "../../shared/games/spy";
import { cardIndexAt } from "../../shared/games/spy/base";
import { act, arrangement, END, move, newGame, spyOn, started } from "../spy/helpers";
import { playouts } from "./spy-states";

/** The answers by type given so far, per seat and current row position, from the full states (the truth). */
function trueNotes(states: readonly SpyState[]): (Answer | null)[][] {
  const answered: { seat: number; card: number; answer: Answer }[] = [];
  for (let i = 1; i < states.length; i++) {
    const before = states[i - 1] as SpyState;
    for (const event of (states[i] as SpyState).history.slice(before.history.length)) {
      if (event.type !== "spy") continue;
      const kind = event.answer.kind;
      if (kind !== "safe" && kind !== "topSecret") continue;
      const base = before.bases[event.target];
      if (!base) throw new Error("spied base exists");
      answered.push({ seat: event.target, card: cardIndexAt(base, event.position), answer: kind });
    }
  }
  const last = states.at(-1) as SpyState;
  return last.bases.map((base, seat) => {
    if (!base) return [];
    const notes: (Answer | null)[] = Array.from({ length: base.cards.length + 1 }, () => null);
    for (const entry of answered.filter((a) => a.seat === seat)) {
      notes[entry.card < base.spy ? entry.card : entry.card + 1] = entry.answer;
    }
    return notes;
  });
}

/** Notes as a board shows them from the last view alone (after a reload too). */
function boardNotes(states: readonly SpyState[], seat: number | null): (Answer | null)[][] {
  return notesByPlace(spy.view(states.at(-1) as SpyState, seat));
}

/** Notes restricted to the bases a viewer sees (others are []). */
function visible(notes: (Answer | null)[][], state: SpyState, seat: number | null): (Answer | null)[][] {
  const view = spy.view(state, seat);
  return notes.map((row, owner) => (view.bases[owner] ? row : []));
}

describe("notes: answers known per place", () => {
  const games = playouts(80, "notes").filter((game) => (game.states.at(-1) as SpyState).phase !== "arranging");

  it("are exactly right from any view, with nothing remembered between views", () => {
    let answers = 0;
    for (const game of games) {
      const last = game.states.at(-1) as SpyState;
      for (const seat of [null, ...last.bases.map((_, s) => s)]) {
        const notes = boardNotes(game.states, seat);
        const truth = visible(trueNotes(game.states), last, seat);
        expect(notes).toEqual(truth);
        answers += truth.flat().filter(Boolean).length;
      }
    }
    expect(answers).toBeGreaterThan(50);
  });

  it("follow a place when its owner's Spy moves past it", () => {
    const states = [started(["S1 SPY> S2 T1 T2 B1 B2 B3", "B3 B2 B1 T2 T1 S2 S1 SPY<"])];
    const then = (seat: number, action: unknown) => states.push(act(states.at(-1) as SpyState, seat, action));
    // Seat 0's Spy faces its 2: it examines seat 1's 7 - 2 = 5, S2, not the target (S1): "a Safe".
    then(0, spyOn(1));
    expect(states.at(-1)?.history.at(-1)).toMatchObject({ type: "spy", position: 5, answer: { kind: "safe" } });
    expect(boardNotes(states, 0)[1]?.[5]).toBe("safe");
    // Seat 1's Spy (7, facing left) trades with S1 at 6: S2 stays at 5.
    then(1, move(1));
    expect(boardNotes(states, 0)[1]?.[5]).toBe("safe");
    // Next turn it faces S2 (a 2) and moves over it and the card beyond: S2 now sits at 6.
    then(1, END);
    then(0, END);
    then(1, move(2));
    const last = states.at(-1) as SpyState;
    expect(spy.view(last, 1).bases[1]?.places.map((p) => p.card)).toEqual([
      "B3",
      "B2",
      "B1",
      "T2",
      "SPY",
      "T1",
      "S2",
      "S1",
    ]);
    const notes = boardNotes(states, 0)[1];
    expect(notes?.[6]).toBe("safe");
    expect(notes?.filter(Boolean)).toHaveLength(1);
  });

  it("place an answer even when the owner's Spy started at an end and moved off it", () => {
    // Seat 1's Spy starts at its left end facing right; seat 0 faces its own 6 and examines seat 1's 1 (T1).
    const opening = started(["S1 S2 T1 T2 B1 SPY> B2 B3", "SPY> T1 B1 S2 T2 S1 B2 B3"]);
    const answered = act(opening, 0, spyOn(1));
    expect(answered.history.at(-1)).toMatchObject({ type: "spy", position: 1, card: 0, answer: { kind: "topSecret" } });
    // Seat 1 moves 1 right: its Spy trades with T1, which now sits at 0.
    const moved = act(answered, 1, move(1));
    expect(spy.view(moved, 1).bases[1]?.places[0]?.card).toBe("T1");
    expect(notesByPlace(spy.view(moved, 0))[1]?.[0]).toBe("topSecret");
    expect(notesByPlace(spy.view(moved, 0))[1]?.filter(Boolean)).toHaveLength(1);
  });

  it("are empty while arranging", () => {
    const state = act(newGame(2), 0, arrangement("SPY> S1 S2 T1 T2 B1 B2 B3"));
    expect(notesByPlace(spy.view(state, 0)).flat().filter(Boolean)).toEqual([]);
  });
});
