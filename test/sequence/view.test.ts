import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../shared/engine";
import { sequence } from "../../shared/games/sequence";
import { act, exchange, pass, picture, play, remove, start, withChips } from "./helpers";

describe("views (hidden information)", () => {
  const state = act(
    start({ players: 4, hands: [["2S", "QH"], ["3S", "KH"], ["AC", "AD"], ["9D"]], deck: ["5S", "6S", "7S"] }),
    0,
    play("2S", 0, 1),
  );

  it("a seat sees its own hand, every hand's size, the deck's size and everything public", () => {
    const view = sequence.view(state, 2);
    expect(view).toEqual({
      seat: 2,
      hand: ["AC", "AD"],
      players: 4,
      sides: 2,
      seatSides: [0, 1, 0, 1],
      sequencesToWin: 2,
      status: "playing",
      turn: 1,
      winner: null,
      passes: 0,
      turns: 1,
      exchanged: false,
      chips: state.chips,
      sequences: [],
      handCounts: [2, 2, 2, 1],
      deckCount: 2,
      discards: [["2S"], [], [], []],
      history: [{ type: "play", seat: 0, card: "2S", cell: [0, 1] }],
    });
  });

  it("teammates never see each other's hands; no view shows the draw pile", () => {
    const teammate = JSON.stringify(sequence.view(state, 2));
    for (const hidden of ["QH", "5S", "6S", "7S", "3S", "KH", "9D"]) expect(teammate).not.toContain(`"${hidden}"`);
  });

  it("a spectator sees the public part only: no hand at all", () => {
    const view = sequence.view(state, null);
    expect(view.seat).toBeNull();
    expect(view.hand).toBeNull();
    const text = JSON.stringify(view);
    for (const hidden of ["QH", "5S", "6S", "7S", "3S", "KH", "9D", "AC", "AD"])
      expect(text).not.toContain(`"${hidden}"`);
  });

  it("the history records plays, removals, exchanges, passes, sequences and the end, never a drawn card", () => {
    let game = withChips(
      start({ hands: [["7H", "2C", "JS"], ["JH"]], deck: ["QC", "KC", "10C", "9C"] }),
      picture({ "4,8": "g", "5,3": "g", "1,0": "b", "1,1": "b", "1,2": "b", "1,3": "b", "3,3": "b" }),
    );
    game = act(game, 0, exchange("7H"));
    game = act(game, 0, play("2C", 1, 4));
    game = act(game, 1, remove("JH", 3, 3));
    game = { ...game, hands: [game.hands[0] ?? [], []] };
    game = act(game, 0, remove("JS", 5, 3));
    game = act(game, 1, pass);
    expect(game.history).toEqual([
      { type: "exchange", seat: 0, card: "7H" },
      { type: "play", seat: 0, card: "2C", cell: [1, 4] },
      {
        type: "sequence",
        side: 0,
        cells: [
          [1, 0],
          [1, 1],
          [1, 2],
          [1, 3],
          [1, 4],
        ],
      },
      { type: "remove", seat: 1, card: "JH", cell: [3, 3] },
      { type: "remove", seat: 0, card: "JS", cell: [5, 3] },
      { type: "pass", seat: 1, timeout: false },
    ]);
    const drawn = ["QC", "KC", "10C"];
    for (const card of drawn) expect(JSON.stringify(game.history)).not.toContain(card);
  });
});

describe("actions (Decision: only the seat to act, stable order)", () => {
  it("only the seat to act has actions; toAct names it", () => {
    const state = start({ players: 3, first: 1, hands: [["2S"], ["3S"], ["4S"]] });
    expect(sequence.toAct(state)).toEqual([1]);
    expect(sequence.actions(state, 0)).toEqual([]);
    expect(sequence.actions(state, 2)).toEqual([]);
    expect(sequence.actions(state, 1)).toEqual([play("3S", 0, 2), play("3S", 8, 5)]);
  });

  it("lists dead-card exchanges first, then each distinct card in canonical order by space, copies once, no pass", () => {
    const state = withChips(
      start({ hands: [["KC", "7H", "2S", "2S", "AC"], []] }),
      picture({ "4,8": "g", "5,3": "b", "0,1": "g" }),
    );
    expect(sequence.actions(state, 0)).toEqual([
      exchange("7H"),
      play("AC", 7, 5),
      play("AC", 8, 0),
      play("2S", 8, 6),
      play("KC", 7, 0),
      play("KC", 7, 4),
    ]);
  });

  it("exchanges disappear once one has been made this turn", () => {
    const dead = picture({ "4,8": "g", "5,3": "b", "0,1": "g", "8,6": "g" });
    const state = withChips(start({ hands: [["7H", "2S"], []], deck: ["KC"] }), dead);
    expect(sequence.actions(state, 0)).toEqual([exchange("2S"), exchange("7H"), pass]);
    expect(sequence.actions(act(state, 0, exchange("7H")), 0)).toEqual([play("KC", 7, 0), play("KC", 7, 4)]);
  });

  it("a two-eyed Jack lists every empty non-corner space; a one-eyed Jack every removable chip", () => {
    const position = picture({ "0,1": "b", "2,2": "g", "3,3": "g", "1,0": "g", "1,1": "g", "1,2": "g", "1,3": "g" });
    const state = withChips(start({ hands: [["JD", "JS"], ["2C"]], first: 1, deck: ["KC", "KC"] }), position);
    const locked = act(state, 1, play("2C", 1, 4)); // green locks row 1 columns 0-4
    const listed = sequence.actions(locked, 0);
    const placements = listed.filter((action) => action.type === "play");
    expect(placements).toHaveLength(96 - 8);
    expect(placements.every((action) => action.card === "JD")).toBe(true);
    expect(listed.filter((action) => action.type === "remove")).toEqual([remove("JS", 2, 2), remove("JS", 3, 3)]);
    // Canonical card order puts JS (rank J, suit S) before JD.
    expect(listed.slice(0, 3)).toEqual([remove("JS", 2, 2), remove("JS", 3, 3), play("JD", 0, 2)]);
  });

  it("pass is listed exactly when no card can be played", () => {
    expect(sequence.actions(start({ hands: [[], []] }), 0)).toEqual([pass]);
    expect(sequence.actions(start({ hands: [["JS"], []] }), 0)).toEqual([pass]);
  });

  it("viewActions gives the same list from the seat's own view, nothing to others", () => {
    const state = withChips(start({ hands: [["7H", "JS", "JC"], ["2S"]] }), picture({ "4,8": "g", "5,3": "g" }));
    expect(sequence.viewActions(sequence.view(state, 0))).toEqual(sequence.actions(state, 0));
    expect(sequence.viewActions(sequence.view(state, 1))).toEqual([]);
    expect(sequence.viewActions(sequence.view(state, null))).toEqual([]);
  });

  it("randomAction picks one of the listed actions with the given RNG, or null when there is none", () => {
    const state = start({ hands: [["JD", "2S"], ["3S"]] });
    const view = sequence.view(state, 0);
    const listed = sequence.viewActions(view);
    const rng = new Rng(seedRng("pick"));
    const picks = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const action = sequence.randomAction(view, rng);
      expect(listed).toContainEqual(action);
      picks.add(JSON.stringify(action));
    }
    expect(picks.size).toBeGreaterThan(50);
    expect(sequence.randomAction(sequence.view(state, 1), rng)).toBeNull();
  });
});
