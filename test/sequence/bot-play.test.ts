import { describe, expect, it } from "vitest";
import { BOT_LEVELS, type BotLevel, Rng, seedRng } from "../../shared/engine";
import { type SequenceState, sequence } from "../../shared/games/sequence";
import { newRandomGame } from "./helpers";

/** Tables the bots must handle, beyond the 2-player games of the benchmark. */
const TABLES = [
  { players: 2, sides: 2 },
  { players: 3, sides: 3 },
  { players: 4, sides: 2 },
  { players: 6, sides: 2 },
  { players: 6, sides: 3 },
] as const;

/** Plays a whole game with a bot of the given level in each seat; every action must be listed as legal and accepted. */
function botGame(table: { players: number; sides: 2 | 3 }, levels: readonly BotLevel[], seed: number): SequenceState {
  let state = newRandomGame({ table, seed });
  const rng = new Rng(seedRng(`bots-${seed}`));
  for (let step = 0; step < 2000 && state.status === "playing"; step++) {
    const seat = state.turn as number;
    const view = sequence.view(state, seat);
    const action = sequence.bot(view, levels[seat % levels.length] as BotLevel, rng);
    expect(action).not.toBeNull();
    expect(sequence.viewActions(view)).toContainEqual(action);
    const result = sequence.apply(state, seat, action);
    if (!result.ok) throw new Error(`bot action refused: ${result.error.code} ${JSON.stringify(action)}`);
    state = result.value;
  }
  return state;
}

describe("bots play whole games", () => {
  for (const table of TABLES) {
    const label = `${table.players} players, ${table.sides} sides`;
    it(`${label}: easy and medium (mixed seats) play only legal actions and finish`, () => {
      for (let seed = 0; seed < 6; seed++) {
        const levels: BotLevel[] = seed % 2 === 0 ? ["easy", "medium"] : ["medium", "easy", "medium"];
        expect(botGame(table, levels, seed).status).not.toBe("playing");
      }
    });

    it(`${label}: hard among the other levels plays only legal actions and finishes`, () => {
      expect(botGame(table, ["hard", "medium", "easy"], 100).status).not.toBe("playing");
      expect(botGame(table, ["easy", "hard"], 101).status).not.toBe("playing");
    });
  }

  it("a table of three hard bots finishes", () => {
    expect(botGame({ players: 3, sides: 3 }, ["hard"], 7).status).not.toBe("playing");
  });

  it("has nothing to do for a spectator, a seat whose turn it is not, or a finished game", () => {
    const state = newRandomGame({ table: { players: 2, sides: 2 }, seed: 1 });
    const waiting = ((state.turn as number) + 1) % 2;
    const over: SequenceState = { ...state, status: "draw", turn: null };
    for (const level of BOT_LEVELS) {
      const rng = new Rng(seedRng("idle"));
      expect(sequence.bot(sequence.view(state, null), level, rng)).toBeNull();
      expect(sequence.bot(sequence.view(state, waiting), level, rng)).toBeNull();
      expect(sequence.bot(sequence.view(over, 0), level, rng)).toBeNull();
    }
  });
});
