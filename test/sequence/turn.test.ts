import { describe, expect, it } from "vitest";
import { seedRng } from "../../shared/engine";
import { type SequenceEvent, sequence } from "../../shared/games/sequence";
import { drawCard } from "../../shared/games/sequence/draw";
import { act, exchange, pass, picture, play, refused, remove, start, withChips } from "./helpers";

// 7H shows on [4,8] and [5,3]; 2S on [0,1] and [8,6].
const SEVEN_OF_HEARTS_DEAD = picture({ "4,8": "g", "5,3": "b" });

describe("dead card exchange (spec: A turn, 1)", () => {
  it("a dead card (both spaces taken) may be exchanged: discarded, announced, replaced at once", () => {
    const state = withChips(start({ hands: [["7H", "2S"], ["QS"]], deck: ["KC", "5D"] }), SEVEN_OF_HEARTS_DEAD);
    const after = act(state, 0, exchange("7H"));
    expect(after.hands[0]).toEqual(["2S", "KC"]);
    expect(after.deck).toEqual(["5D"]);
    expect(after.discards[0]).toEqual(["7H"]);
    expect(after.history).toEqual([{ type: "exchange", seat: 0, card: "7H" }]);
    expect(sequence.view(after, 1).history).toEqual([{ type: "exchange", seat: 0, card: "7H" }]);
    // Still the same turn: the player now plays.
    expect(after.turn).toBe(0);
    expect(after.exchanged).toBe(true);
    expect(act(after, 0, play("2S", 0, 1)).turn).toBe(1);
  });

  it("at most once per turn (ALREADY_EXCHANGED), and open again on the next turn", () => {
    const dead = picture({ "4,8": "g", "5,3": "b", "0,1": "g", "8,6": "g" });
    const state = withChips(
      start({
        hands: [
          ["7H", "2S", "KC"],
          ["7H", "2S"],
        ],
        deck: ["5D", "6D", "9S"],
      }),
      dead,
    );
    const once = act(state, 0, exchange("7H"));
    expect(refused(once, 0, exchange("2S"))).toBe("ALREADY_EXCHANGED");
    const next = act(once, 0, play("KC", 7, 0));
    expect(next.exchanged).toBe(false);
    expect(act(next, 1, exchange("2S")).discards[1]).toEqual(["2S"]);
  });

  it("only before playing: after the play the turn is over", () => {
    const state = withChips(start({ hands: [["7H", "2S"], []], deck: ["KC"] }), SEVEN_OF_HEARTS_DEAD);
    const played = act(state, 0, play("2S", 0, 1));
    expect(refused(played, 0, exchange("7H"))).toBe("NOT_YOUR_TURN");
  });

  it("a card with an empty space is not dead (NOT_DEAD)", () => {
    const state = withChips(start({ hands: [["7H"], []] }), picture({ "4,8": "g" }));
    expect(refused(state, 0, exchange("7H"))).toBe("NOT_DEAD");
  });

  it("Jacks are never dead (NOT_DEAD), even on a full board", () => {
    const full = Array.from({ length: 10 }, (_, r) => (r === 0 || r === 9 ? "*gggggggg*" : "gggggggggg"));
    const state = withChips(start({ hands: [["JD", "JC", "JS", "JH"], []] }), full);
    for (const jack of ["JD", "JC", "JS", "JH"]) expect(refused(state, 0, exchange(jack))).toBe("NOT_DEAD");
  });

  it("the card must be in hand (NOT_IN_HAND)", () => {
    const state = withChips(start({ hands: [["2S"], ["7H"]] }), SEVEN_OF_HEARTS_DEAD);
    expect(refused(state, 0, exchange("7H"))).toBe("NOT_IN_HAND");
  });
});

describe("pass (Decision: no legal play)", () => {
  it("a player holding a playable card may not pass (CANNOT_PASS)", () => {
    expect(refused(start({ hands: [["7H"], []] }), 0, pass)).toBe("CANNOT_PASS");
    expect(refused(start({ hands: [["JD"], []] }), 0, pass)).toBe("CANNOT_PASS");
    const opponentChip = withChips(start({ hands: [["JS"], []] }), picture({ "3,3": "g" }));
    expect(refused(opponentChip, 0, pass)).toBe("CANNOT_PASS");
  });

  it("a player with only dead cards may pass, even with the exchange still open; passing draws nothing", () => {
    const state = withChips(start({ hands: [["7H"], ["2S"]], deck: ["KC"] }), SEVEN_OF_HEARTS_DEAD);
    expect(sequence.actions(state, 0)).toEqual([exchange("7H"), pass]);
    const after = act(state, 0, pass);
    expect(after.hands[0]).toEqual(["7H"]);
    expect(after.deck).toEqual(["KC"]);
    expect(after.discards).toEqual([[], []]);
    expect(after.turn).toBe(1);
    expect(after.passes).toBe(1);
    expect(after.history).toEqual([{ type: "pass", seat: 0, timeout: false }]);
  });

  it("one-eyed Jacks with no removable chip, a full board for two-eyed Jacks, or an empty hand allow a pass", () => {
    const lockedAndOwn = withChips(
      start({ hands: [["JS", "JH"], ["3D"]], first: 1, deck: ["KC"] }),
      picture({ "2,1": "g", "2,2": "g", "2,4": "g", "2,5": "g", "5,5": "b" }),
    );
    const onlyLocked = act(lockedAndOwn, 1, play("3D", 2, 3));
    expect(onlyLocked.sequences).toHaveLength(1);
    expect(act(onlyLocked, 0, pass).passes).toBe(1);

    const full = Array.from({ length: 10 }, (_, r) => (r === 0 || r === 9 ? "*bbbbbbbb*" : "bbbbbbbbbb"));
    expect(act(withChips(start({ hands: [["JD", "JC"], []] }), full), 0, pass).passes).toBe(1);
    expect(act(start({ hands: [[], ["2S"]] }), 0, pass).passes).toBe(1);
  });

  it("a pass is allowed after an exchange when the replacement cannot be played either", () => {
    const dead = picture({ "4,8": "g", "5,3": "b", "0,1": "g", "8,6": "g" });
    const state = withChips(start({ hands: [["7H"], []], deck: ["2S"] }), dead);
    const after = act(act(state, 0, exchange("7H")), 0, pass);
    expect(after.hands[0]).toEqual(["2S"]);
    expect(after.turn).toBe(1);
  });

  it("as many passes in a row as there are players end the game in a draw", () => {
    let state = start({ players: 3, hands: [[], [], []] });
    state = act(state, 0, pass);
    state = act(state, 1, pass);
    expect(state.status).toBe("playing");
    state = act(state, 2, pass);
    expect(state.status).toBe("draw");
    expect(state.turn).toBeNull();
    expect(state.winner).toBeNull();
    expect(sequence.outcome(state)).toEqual({ kind: "draw", reason: "passes" });
    expect(state.history.at(-1)).toEqual({ type: "draw", reason: "passes" });
    expect(refused(state, 0, pass)).toBe("GAME_OVER");
    expect(sequence.toAct(state)).toEqual([]);
  });

  it("a play or a removal resets the count of passes", () => {
    let state = withChips(start({ players: 3, hands: [[], ["2S"], ["JS"]], deck: [] }), picture({ "3,3": "b" }));
    state = act(state, 0, pass);
    state = act(state, 1, play("2S", 0, 1));
    expect(state.passes).toBe(0);
    state = { ...state, hands: [[], [], ["JS"]] };
    state = act(state, 2, remove("JS", 3, 3));
    expect(state.passes).toBe(0);
    state = { ...state, hands: [[], [], []] };
    state = act(act(state, 0, pass), 1, pass);
    expect(state.passes).toBe(2);
    expect(state.status).toBe("playing");
  });

  it("an exchange does not reset the count of passes", () => {
    const dead = picture({ "4,8": "g", "5,3": "b", "0,1": "g", "8,6": "g" });
    let state = withChips(start({ hands: [[], ["7H"]], deck: ["2S"] }), dead);
    state = act(state, 0, pass);
    state = act(state, 1, exchange("7H"));
    expect(state.passes).toBe(1);
    state = act(state, 1, pass);
    expect(state.status).toBe("draw");
  });
});

describe("empty draw pile (Decision)", () => {
  it("all discard piles, including the card just played, are shuffled into a new draw pile", () => {
    let state = start({
      hands: [
        ["2S", "3S"],
        ["4S", "5S"],
      ],
      deck: ["6S"],
    });
    state = act(state, 0, play("2S", 0, 1)); // draws 6S, the last card
    expect(state.deck).toEqual([]);
    state = act(state, 1, play("4S", 0, 3)); // must draw: piles [2S] and [4S] become the deck
    expect(state.history.slice(-2)).toEqual([
      { type: "play", seat: 1, card: "4S", cell: [0, 3] },
      { type: "reshuffle", cards: 2 },
    ]);
    expect(state.discards).toEqual([[], []]);
    expect(state.deck).toHaveLength(1);
    expect([...state.deck, ...(state.hands[1] ?? [])].sort()).toEqual(["2S", "4S", "5S"]);
    expect(state.rng).not.toEqual(start({ hands: [[], []] }).rng);
  });

  it("the reshuffle is seeded: same seed, same new pile; it can give back the card just played", () => {
    const play2S = (seed: string) => act(start({ seed, hands: [["2S"], []], deck: [] }), 0, play("2S", 0, 1));
    expect(play2S("a")).toEqual(play2S("a"));
    expect(play2S("a").hands[0]).toEqual(["2S"]);
  });

  it("an exchange also draws from the reshuffled discards", () => {
    const state = withChips(start({ hands: [["7H"], []], deck: [] }), SEVEN_OF_HEARTS_DEAD);
    const after = act(state, 0, exchange("7H"));
    expect(after.hands[0]).toEqual(["7H"]);
    expect(after.history.at(-1)).toEqual({ type: "reshuffle", cards: 1 });
  });

  it("with the draw pile and every discard pile empty, nothing is drawn", () => {
    const events: SequenceEvent[] = [];
    const rng = seedRng("empty piles");
    const drawn = drawCard({ deck: [], discards: [[], []], rng }, events);
    expect(drawn).toEqual({ deck: [], discards: [[], []], rng, card: undefined });
    expect(events).toEqual([]);
  });
});

describe("timeout (Decision)", () => {
  it("the player to act passes, draws nothing, and the pass counts toward the draw", () => {
    let state = start({ hands: [["2S"], ["3S"]], deck: ["4S"] });
    const timedOut = sequence.timeout(state);
    if (timedOut === null) throw new Error("no timeout");
    expect(timedOut.turn).toBe(1);
    expect(timedOut.passes).toBe(1);
    expect(timedOut.hands).toEqual(state.hands);
    expect(timedOut.deck).toEqual(["4S"]);
    expect(timedOut.history).toEqual([{ type: "pass", seat: 0, timeout: true }]);
    state = sequence.timeout(timedOut) ?? state;
    expect(state.status).toBe("draw");
    expect(sequence.timeout(state)).toBeNull();
  });

  it("resets a pending exchange for the next seat", () => {
    const state = withChips(start({ hands: [["7H", "2S"], []], deck: ["KC"] }), SEVEN_OF_HEARTS_DEAD);
    const after = sequence.timeout(act(state, 0, exchange("7H")));
    expect(after?.exchanged).toBe(false);
    expect(after?.turn).toBe(1);
  });
});
