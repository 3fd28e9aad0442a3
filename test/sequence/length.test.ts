import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CommonErrors, Rng, seedRng, TURN_LIMIT } from "../../shared/engine";
import { type SequenceState, sequence } from "../../shared/games/sequence";
import { gameOptions } from "./arbitraries";
import { act, exchange, pass, picture, play, randomGame, refused, remove, start, withChips } from "./helpers";

/**
 * A game that never ends by itself: blue places a two-eyed Jack on [0,1], green
 * takes the chip away with a one-eyed Jack, and each draws its Jack back from the
 * reshuffled discards. `extra` cards stay in hand; `chips` sets the board.
 */
function jackDuel(extra: { blue?: string[]; green?: string[]; chips?: string[] } = {}): SequenceState {
  const state = start({
    hands: [
      ["JD", ...(extra.blue ?? [])],
      ["JS", ...(extra.green ?? [])],
    ],
    deck: [],
  });
  return extra.chips ? withChips(state, extra.chips) : state;
}

/** `count` turns of the duel: blue plays, green removes. */
function duelTurns(state: SequenceState, count: number): SequenceState {
  let current = state;
  for (let i = 0; i < count; i++) {
    current = current.turn === 0 ? act(current, 0, play("JD", 0, 1)) : act(current, 1, remove("JS", 0, 1));
  }
  return current;
}

// 7H shows on [4,8] and [5,3]: with both taken it is dead.
const SEVEN_OF_HEARTS_DEAD = { "4,8": "b", "5,3": "b" };

describe("length (Decision: a bound on length)", () => {
  it("the bound is the named constant TURN_LIMIT, 1,000 turns, and no option changes it", () => {
    expect(TURN_LIMIT).toBe(1000);
    expect(sequence.check(2, { turnLimit: 10 })).toMatchObject({ ok: false, error: { code: "BAD_OPTIONS" } });
  });

  it("the 1,000th turn without a winner ends in a draw: status draw, no winner, nobody to act", () => {
    const before = duelTurns(jackDuel(), TURN_LIMIT - 1);
    expect(before.status).toBe("playing");
    expect(before.turns).toBe(999);
    const state = duelTurns(before, 1);
    expect(state.turns).toBe(1000);
    expect(state.status).toBe("draw");
    expect(state.turn).toBeNull();
    expect(state.winner).toBeNull();
    expect(sequence.outcome(state)).toEqual({ kind: "draw", reason: "turnLimit" });
    expect(sequence.toAct(state)).toEqual([]);
    expect(state.history.at(-1)).toEqual({ type: "draw", reason: "turnLimit" });
    expect(sequence.summary(state)).toMatchObject({ status: "draw", winner: null, turn: null });
    expect(sequence.view(state, 0)).toMatchObject({ status: "draw", turn: null, turns: 1000 });
  });

  it("after the draw every action is refused with GAME_OVER and changes nothing; the timer forces nothing", () => {
    const state = duelTurns(jackDuel(), TURN_LIMIT);
    const frozen = structuredClone(state);
    expect(refused(state, 0, play("JD", 0, 1))).toBe(CommonErrors.GAME_OVER);
    expect(refused(state, 1, remove("JS", 0, 1))).toBe(CommonErrors.GAME_OVER);
    expect(refused(state, 1, pass)).toBe(CommonErrors.GAME_OVER);
    expect(state).toStrictEqual(frozen);
    expect(sequence.actions(state, 1)).toEqual([]);
    expect(sequence.timeout(state)).toBeNull();
  });

  it("a play, a removal or a pass ends a turn; an exchange does not", () => {
    const dead = picture(SEVEN_OF_HEARTS_DEAD);
    let state = jackDuel({ green: ["7H"], chips: dead });
    state = act(state, 0, play("JD", 0, 1));
    expect(state.turns).toBe(1);
    state = act(state, 1, exchange("7H"));
    expect(state.turns).toBe(1);
    expect(state.turn).toBe(1);
    state = act(state, 1, remove("JS", 0, 1));
    expect(state.turns).toBe(2);
    const passing = act(start({ hands: [[], ["2S"]] }), 0, pass);
    expect(passing.turns).toBe(1);
    expect(sequence.timeout(passing)?.turns).toBe(2);
  });

  it("an exchange on the 1,000th turn leaves the game going; the play after it ends it in a draw", () => {
    let state = duelTurns(jackDuel({ green: ["7H"], chips: picture(SEVEN_OF_HEARTS_DEAD) }), TURN_LIMIT - 1);
    state = act(state, 1, exchange("7H"));
    expect(state.status).toBe("playing");
    expect(state.turns).toBe(999);
    state = act(state, 1, remove("JS", 0, 1));
    expect(state.status).toBe("draw");
  });

  it("a win on the 1,000th turn is a win, not a draw", () => {
    // Green holds row 1, columns 0–3 and 5–8: its two-eyed Jack on [1,4] makes a line of nine, two sequences.
    const row1 = Object.fromEntries([0, 1, 2, 3, 5, 6, 7, 8].map((col) => [`1,${col}`, "g"]));
    let state = duelTurns(jackDuel({ green: ["JC"], chips: picture(row1) }), TURN_LIMIT - 1);
    expect(state.turn).toBe(1);
    state = act(state, 1, play("JC", 1, 4));
    expect(state.status).toBe("won");
    expect(sequence.outcome(state)).toEqual({ kind: "won", seats: [1] });
    expect(state.history.at(-1)).toMatchObject({ type: "won", side: 1 });
  });

  it("when the last of the passes in a row is also the 1,000th turn, the draw is said to be for the passes", () => {
    let state = duelTurns(jackDuel(), TURN_LIMIT - 2);
    state = { ...state, hands: [[], []] };
    state = act(act(state, 0, pass), 1, pass);
    expect(state.turns).toBe(1000);
    expect(state.history.at(-1)).toEqual({ type: "draw", reason: "passes" });
  });
});

/**
 * Random games that run long: each seat holds only Jacks and the draw pile is
 * empty, so every card played comes back with the next reshuffle, and two-eyed
 * Jacks place chips that one-eyed Jacks take away again.
 */
const jackGames = fc
  .record({
    table: fc.constantFrom({ players: 2, sides: 2 as const }, { players: 3, sides: 3 as const }),
    jacks: fc.shuffledSubarray(["JD", "JD", "JC", "JC", "JS", "JS", "JH", "JH"], { minLength: 3, maxLength: 6 }),
    seed: fc.nat(),
  })
  .map(({ table, jacks, seed }) => {
    const hands = Array.from({ length: table.players }, (_, seat) =>
      jacks.filter((_, i) => i % table.players === seat),
    );
    const first = start({ players: table.players, sides: table.sides, hands, seed: `jacks-${seed}` });
    const rng = new Rng(seedRng(`jack-moves-${seed}`));
    const states = [first];
    let state = first;
    for (let step = 0; step <= 2 * TURN_LIMIT && state.status === "playing"; step++) {
      const seat = state.turn as number;
      const legal = sequence.actions(state, seat);
      state = act(state, seat, legal[rng.int(legal.length)]);
      states.push(state);
    }
    return states;
  });

describe("length in random games (property)", () => {
  it("the turn count never passes 1,000 and counts the plays, removals and passes; every game ends within it", () => {
    const games = fc.oneof(
      // At most one exchange per turn: a game of TURN_LIMIT turns holds at most twice as many actions.
      gameOptions.map((options) => randomGame({ ...options, maxSteps: 2 * TURN_LIMIT + 1 }).states),
      jackGames,
    );
    let bounded = 0;
    fc.assert(
      fc.property(games, (states) => {
        let turns = 0;
        for (const state of states) {
          expect(state.turns).toBeLessThanOrEqual(TURN_LIMIT);
          if (state.status === "playing") expect(state.turns).toBeLessThan(TURN_LIMIT);
        }
        const last = states.at(-1) as SequenceState;
        for (const event of last.history) if (["play", "remove", "pass"].includes(event.type)) turns++;
        expect(last.turns).toBe(turns);
        expect(last.status).not.toBe("playing");
        if (last.turns === TURN_LIMIT && last.status === "draw") {
          expect(last.history.at(-1)).toMatchObject({ type: "draw" });
          bounded++;
        }
      }),
      { numRuns: 80 },
    );
    // The long games do run into the bound.
    expect(bounded).toBeGreaterThan(0);
  });
});
