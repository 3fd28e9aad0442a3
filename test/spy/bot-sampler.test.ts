import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../shared/engine";
import { type Base, type CardCode, type SpyAction, type SpyState, spy } from "../../shared/games/spy";
import { beliefOf } from "../../shared/games/spy/bot/belief";
import { determinize } from "../../shared/games/spy/bot/determinize";
import { codeOf } from "../../shared/games/spy/bot/masks";
import { pick } from "../../shared/games/spy/bot/posterior";
import { act, newGame, randomPlayout } from "./helpers";

interface Game {
  readonly states: SpyState[];
  readonly log: { seat: number; action: SpyAction }[];
}

/** A game of medium bots (they spy with purpose, so their games are rich in answers), with its log. */
function mediumGame(players: number, seed: string): Game {
  const rng = new Rng(seedRng(`sampler-${seed}`));
  let state = newGame(players, "drawn", seed);
  const states = [state];
  const log: Game["log"] = [];
  while (state.phase !== "over" && log.length < 600) {
    const seat = spy.toAct(state)[0] as number;
    const action = spy.bot(spy.view(state, seat), "medium", rng);
    if (action === null) throw new Error(`seat ${seat} has nothing to do`);
    state = act(state, seat, action);
    states.push(state);
    log.push({ seat, action });
  }
  return { states, log };
}

function pack(cards: readonly string[]): number {
  return cards.reduce((packed, card, i) => packed | (codeOf(card as never) << (3 * i)), 0);
}

/**
 * Plays the game's actions again from its first arrangements with every base's
 * cards replaced by `sampled` (Spies where they truly were): a sampled state that
 * fits every public fact gives exactly the same public history.
 */
function replayWith(game: Game, sampled: SpyState): SpyState {
  const arranged = game.states.find((state) => state.phase !== "arranging");
  if (!arranged) throw new Error("the game never started");
  let state = newGame(arranged.players, arranged.first, "replay");
  arranged.bases.forEach((base, seat) => {
    const cards = sampled.bases[seat]?.cards ?? [];
    if (!base) throw new Error("unarranged base");
    const row: CardCode[] = [...cards];
    row.splice(base.spy, 0, "SPY");
    state = act(state, seat, { type: "arrange", base: row, facing: base.facing });
  });
  const start = game.states.indexOf(arranged);
  for (const { seat, action } of game.log.slice(start)) {
    if (state.phase === "over") break;
    if (fromStart(state.history).length >= fromStart(sampled.history).length) break;
    state = act(state, seat, action);
  }
  return state;
}

/** The history of play: the arrangements before it may come in any order (and again, for random players). */
function fromStart(history: SpyState["history"]): SpyState["history"] {
  return history.slice(history.findIndex((event) => event.type === "start"));
}

const games: Game[] = [2, 3, 4].flatMap((players) => [
  ...Array.from({ length: 4 }, (_, g) => mediumGame(players, `${players}-${g}`)),
  ...Array.from({ length: 3 }, (_, g) => randomPlayout(players, `sampler-random-${players}-${g}`, 400)),
]);

describe("the determinization sampler", () => {
  it("every sampled state gives the seat exactly its view, and replays the public history exactly", () => {
    const rng = new Rng(seedRng("sampled"));
    let checked = 0;
    for (const game of games) {
      game.states.forEach((state, step) => {
        // Bots sample only a game in play: once over, every base is face up and there is nothing to decide.
        if (state.phase !== "playing" || step % 4 !== 0) return;
        for (let seat = 0; seat < state.players; seat++) {
          const view = spy.view(state, seat);
          const sent = JSON.stringify(view);
          const belief = beliefOf(view);
          // The truth is always among the arrangements the sampler draws from.
          state.bases.forEach((base, owner) => {
            expect(belief.worlds[owner]).toContain(pack((base as Base).cards));
          });
          for (let draw = 0; draw < 3; draw++) {
            const packed = belief.worlds.map((list) => pick(list, rng));
            const sampled = determinize(view, belief.knowledge, packed);
            expect(JSON.stringify(spy.view(sampled, seat))).toBe(sent);
            expect(spy.viewActions(view)).toEqual(spy.actions(sampled, seat));
            const replayed = replayWith({ states: game.states, log: game.log }, sampled);
            expect(JSON.stringify(fromStart(replayed.history))).toBe(JSON.stringify(fromStart(state.history)));
            checked++;
          }
        }
      });
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("samples only what the seat cannot know: its own base and every public card stay as they are", () => {
    const game = games[0] as Game;
    const state = game.states.at(-5) as SpyState;
    const view = spy.view(state, 0);
    const belief = beliefOf(view);
    expect(belief.worlds[0]).toHaveLength(1);
    // Another base early in play is wide open: many arrangements fit.
    const early = game.states.find((s) => s.phase === "playing") as SpyState;
    expect(beliefOf(spy.view(early, 0)).worlds[1]?.length).toBeGreaterThan(100);
  });
});
