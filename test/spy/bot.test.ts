import { describe, expect, it } from "vitest";
import { type BotLevel, Rng, seedRng } from "../../shared/engine";
import { type Base, type PlaceCode, type SpyAction, type SpyState, spy } from "../../shared/games/spy";
import { beliefOf } from "../../shared/games/spy/bot/belief";
import { botWith } from "../../shared/games/spy/bot/index";
import { CODES } from "../../shared/games/spy/bot/masks";
import { pick, unpack } from "../../shared/games/spy/bot/posterior";
import { FREE_ACTION_CAP } from "../../shared/games/spy/bot/turn";
import { deepFreeze, newGame, shuffleHiddenCards } from "./helpers";

/** Hard with small budgets, so that whole games stay quick; one game below uses the real `spy.bot`. */
const quickBot = botWith({
  hard: { rollouts: 48, candidates: 4, maxTurns: 200 },
  arrange: { candidates: 4, games: 16 },
});

type Player = BotLevel | "random";
type Bot = typeof quickBot;

interface Played {
  readonly states: SpyState[];
  /** Actions of each bot turn (random players' turns are not counted). */
  readonly actionsPerTurn: number[];
}

/**
 * A game between the given players (a level per seat), every action checked by
 * the engine. While arranging the seats arrange in turn; every other seat must
 * have nothing to do (null) whenever it is not its turn.
 */
function play(players: readonly Player[], seed: string, bot: Bot = quickBot, maxActions = 3000): Played {
  const rng = new Rng(seedRng(`bot-${seed}`));
  let state = newGame(players.length, "drawn", seed);
  const states = [state];
  const actionsPerTurn: number[] = [];
  let thisTurn = 0;
  for (let n = 0; n < maxActions && state.phase !== "over"; n++) {
    const seat = spy.toAct(state)[0] as number;
    const player = players[seat] as Player;
    const view = spy.view(state, seat);
    const action = player === "random" ? spy.randomAction(view, rng) : bot(view, player, rng);
    if (action === null) throw new Error(`${player} at seat ${seat} returned null on its turn`);
    if (state.phase === "playing") {
      const other = (seat + 1) % players.length;
      const idle = players[other] as Player;
      if (idle !== "random") expect(bot(spy.view(state, other), idle, rng)).toBeNull();
    }
    const result = spy.apply(state, seat, action);
    if (!result.ok)
      throw new Error(`${player} at seat ${seat}: ${JSON.stringify(action)} refused: ${result.error.code}`);
    const before = state;
    state = result.value;
    states.push(state);
    if (before.phase === "playing") {
      thisTurn++;
      if (state.phase !== "playing" || state.turn !== before.turn) {
        if (players[before.turn] !== "random") actionsPerTurn.push(thisTurn);
        thisTurn = 0;
      }
    }
  }
  return { states, actionsPerTurn };
}

const LEVELS: readonly BotLevel[] = ["easy", "medium", "hard"];

describe("Spy bots play legal, finished games", () => {
  it.each([2, 3, 4])(
    "with %i players, every level, mixed at one table, ends its games with legal actions only",
    (count) => {
      for (let game = 0; game < 20; game++) {
        const players = Array.from({ length: count }, (_, seat): Player => {
          const pool: Player[] = [...LEVELS, "random"];
          return pool[(seat + game) % pool.length] as Player;
        });
        const { states, actionsPerTurn } = play(players, `${count}-${game}`);
        const last = states.at(-1) as SpyState;
        expect(last.phase).toBe("over");
        // No bot ever spies on a lit bomb (random players do).
        for (const event of last.history) {
          if (event.type === "eliminated" && event.reason === "foundLitBomb")
            expect(players[event.seat]).toBe("random");
        }
        // Free flips and wraps are bounded: a bot's turn never runs on.
        expect(Math.max(...actionsPerTurn)).toBeLessThanOrEqual(FREE_ACTION_CAP + 2);
      }
    },
  );

  it.each(LEVELS)("%s against itself finishes 2-player games", (level) => {
    for (let game = 0; game < (level === "hard" ? 2 : 6); game++) {
      const { states } = play([level, level], `self-${level}-${game}`);
      expect(states.at(-1)?.phase).toBe("over");
    }
  });

  it("hard at its full budget plays a whole game against medium", () => {
    const { states } = play(["hard", "medium"], "full-budget", spy.bot);
    expect(states.at(-1)?.phase).toBe("over");
  });

  it("has nothing to do as a spectator, once arranged, once out, or when the game is over", () => {
    const { states } = play(["medium", "easy", "medium"], "idle");
    const over = states.at(-1) as SpyState;
    for (const level of LEVELS) {
      for (let seat = 0; seat < 3; seat++)
        expect(spy.bot(spy.view(over, seat), level, new Rng(seedRng("x")))).toBeNull();
      expect(spy.bot(spy.view(over, null), level, new Rng(seedRng("x")))).toBeNull();
    }
    const arranging = states.find((state) => state.phase === "arranging" && state.bases[0] !== null) as SpyState;
    expect(spy.bot(spy.view(arranging, 0), "medium", new Rng(seedRng("x")))).toBeNull();
  });
});

/** States from bot games of every size: arranging, early, middle and late play. */
const samples: SpyState[] = [2, 3, 4].flatMap((count) => {
  const { states } = play(
    Array.from({ length: count }, (_, seat) => (seat % 2 === 0 ? "medium" : "easy")),
    `samples-${count}`,
  );
  return states.filter((_, i) => i % 7 === 0);
});

function actor(state: SpyState): number {
  return spy.toAct(state)[0] ?? 0;
}

describe("Spy bots are deterministic", () => {
  it("the same view and seed give the same action, at every level, and the view is left untouched", () => {
    for (const state of samples) {
      const view = deepFreeze(spy.view(state, actor(state)));
      for (const level of LEVELS) {
        const first = quickBot(view, level, new Rng(seedRng("same")));
        const again = quickBot(structuredClone(view), level, new Rng(seedRng("same")));
        expect(again).toEqual(first);
      }
    }
  });

  it("the full-budget hard bot too, on a few states", () => {
    for (const state of samples.filter((s) => s.phase === "playing").slice(0, 4)) {
      const view = spy.view(state, actor(state));
      expect(spy.bot(view, "hard", new Rng(seedRng("same")))).toEqual(spy.bot(view, "hard", new Rng(seedRng("same"))));
    }
  });
});

/**
 * `state` with the hidden cards of every base but `seat`'s replaced by an
 * arrangement that fits every public fact: drawn from the seat's own posterior
 * (bot-sampler.test.ts checks that such draws fit), or shuffled among unmarked
 * places as the redaction test does (fits the view, if not the public history).
 */
function disguise(state: SpyState, seat: number, rng: Rng, fromPosterior: boolean): SpyState {
  const view = spy.view(state, seat);
  const belief = beliefOf(view);
  const bases = state.bases.map((base, owner): Base | null => {
    if (base === null || owner === seat || state.eliminated[owner]) return base;
    if (fromPosterior) {
      const list = belief.worlds[owner] ?? [];
      const cards = unpack(pick(list, rng), base.cards.length).map((code) => CODES[code] as PlaceCode);
      return { ...base, cards };
    }
    return shuffleHiddenCards(base, rng);
  });
  return { ...state, bases };
}

describe("Spy bots are fair: they decide from what their seat may know", () => {
  it("changing only what the seat cannot know changes no bot's choice", () => {
    const rng = new Rng(seedRng("fair"));
    let changed = 0;
    for (const state of samples.filter((s) => s.phase === "playing")) {
      const seat = actor(state);
      for (const fromPosterior of [true, false]) {
        const other = disguise(state, seat, rng, fromPosterior);
        if (JSON.stringify(other.bases) !== JSON.stringify(state.bases)) changed++;
        const view = spy.view(state, seat);
        const otherView = spy.view(other, seat);
        expect(JSON.stringify(otherView)).toBe(JSON.stringify(view));
        for (const level of LEVELS) {
          const here: SpyAction | null = quickBot(view, level, new Rng(seedRng("fair-seed")));
          const there: SpyAction | null = quickBot(otherView, level, new Rng(seedRng("fair-seed")));
          expect(there).toEqual(here);
        }
      }
    }
    // Not vacuous: most disguises really moved hidden cards.
    expect(changed).toBeGreaterThan(10);
  });
});
