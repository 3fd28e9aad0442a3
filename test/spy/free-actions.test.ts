import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BotLevel, Rng, seedRng } from "../../shared/engine";
import { MAX_FREE_ACTIONS_PER_TURN, type SpyAction, SpyErrors, type SpyState, spy } from "../../shared/games/spy";
import { botWith } from "../../shared/games/spy/bot/index";
import { act, END, FLIP, move, newGame, refused, row, started, WRAP } from "./helpers";

// Seat 0's Spy starts at an end (position 0), so it may wrap as well as flip.
const A = "SPY> S1 S2 T1 T2 B1 B2 B3";
const B = "B3 B2 B1 T2 T1 S2 S1 SPY<";

/** `count` free actions by the seat to act, flips and wraps in turn (its Spy stays at an end). */
function freeActions(state: SpyState, count: number): SpyState {
  let current = state;
  for (let i = 0; i < count; i++) current = act(current, current.turn, i % 2 === 0 ? FLIP : WRAP);
  return current;
}

const isFree = (action: SpyAction) => action.type === "flip" || action.type === "wrap";

describe("free actions (Decision: a bound on free actions)", () => {
  it("the bound is 8 flips and wraps together per turn", () => {
    expect(MAX_FREE_ACTIONS_PER_TURN).toBe(8);
    const state = freeActions(started([A, B]), 8);
    expect(state.freeActions).toBe(8);
    expect(state.history.filter((event) => event.type === "flip" || event.type === "wrap")).toHaveLength(8);
  });

  it("a ninth free action in one turn is refused with FREE_ACTION_LIMIT and changes nothing", () => {
    const state = freeActions(started([A, B]), 8);
    for (const action of [FLIP, WRAP]) {
      const error = refused(state, 0, action);
      expect(error.code).toBe(SpyErrors.FREE_ACTION_LIMIT);
      expect(error.message).toMatch(/8/);
    }
  });

  it("at the bound, actions and viewActions offer no flip or wrap, but the move, the spies and the end stay", () => {
    const before = started([A, B]);
    const state = freeActions(before, 8);
    expect(spy.actions(before, 0).filter(isFree)).toEqual([FLIP, WRAP]);
    expect(spy.actions(state, 0).filter(isFree)).toEqual([]);
    expect(spy.actions(state, 0)).toEqual(spy.actions(before, 0).filter((action) => !isFree(action)));
    expect(spy.viewActions(spy.view(state, 0))).toStrictEqual(spy.actions(state, 0));
    expect(spy.view(state, 0).freeActions).toBe(8);
    expect(spy.view(state, 1).freeActions).toBe(8);
  });

  it("a move does not start the count again; the next turn does", () => {
    let state = freeActions(started([A, B]), 4);
    state = act(state, 0, move(1));
    state = act(state, 0, FLIP);
    state = act(state, 0, FLIP);
    state = act(state, 0, FLIP);
    state = act(state, 0, FLIP);
    expect(refused(state, 0, FLIP).code).toBe(SpyErrors.FREE_ACTION_LIMIT);
    state = act(state, 0, END);
    expect(state.freeActions).toBe(0);
    state = freeActions(state, 8);
    expect(state.turn).toBe(1);
    expect(refused(state, 1, FLIP).code).toBe(SpyErrors.FREE_ACTION_LIMIT);
    expect(act(state, 1, END).freeActions).toBe(0);
  });

  it("no pose is lost: one flip and one wrap before the move and one of each after reach every pose", () => {
    // Every (position, facing) reachable by any number of flips and wraps is reachable with at most one of each.
    const length = 8;
    const poseKey = (position: number, facing: string) => `${position}${facing}`;
    const reach = (limit: number, position: number, facing: "left" | "right"): Set<string> => {
      let frontier = [{ position, facing }];
      const seen = new Set([poseKey(position, facing)]);
      for (let step = 0; step < limit; step++) {
        const next: typeof frontier = [];
        for (const pose of frontier) {
          const flipped = { position: pose.position, facing: pose.facing === "left" ? "right" : "left" } as const;
          const candidates = [flipped];
          if (pose.position === 0 || pose.position === length - 1) {
            candidates.push({ position: length - 1 - pose.position, facing: pose.facing });
          }
          for (const candidate of candidates) {
            const key = poseKey(candidate.position, candidate.facing);
            if (!seen.has(key)) {
              seen.add(key);
              next.push(candidate);
            }
          }
        }
        frontier = next;
      }
      return seen;
    };
    for (let position = 0; position < length; position++) {
      for (const facing of ["left", "right"] as const) {
        expect(reach(2, position, facing)).toEqual(reach(100, position, facing));
      }
    }
    // And the engine lets a turn spend one of each, move, and one of each again, with room to spare.
    let state = started([A, B]);
    state = act(act(state, 0, WRAP), 0, FLIP);
    state = act(state, 0, move(3));
    expect(row(state, 0)).toEqual(["S1", "S2", "T1", "T2", "SPY<", "B1", "B2", "B3"]);
    state = act(state, 0, FLIP);
    expect(state.freeActions).toBe(3);
  });
});

/**
 * A random game whose players flip and wrap whenever they may (nine times out of
 * ten), so that turns run into the bound; otherwise a uniform legal pick.
 */
function restlessGame(players: number, seed: number, maxActions: number): SpyState[] {
  const rng = new Rng(seedRng(`restless-${seed}`));
  let state = newGame(players, "drawn", `restless-${seed}`);
  const states = [state];
  for (let n = 0; n < maxActions && state.phase !== "over"; n++) {
    const seat = spy.toAct(state)[0] as number;
    const view = spy.view(state, seat);
    const free = spy.viewActions(view).filter(isFree);
    const action =
      free.length > 0 && rng.int(10) > 0 ? (free[rng.int(free.length)] as SpyAction) : spy.randomAction(view, rng);
    state = act(state, seat, action);
    states.push(state);
  }
  return states;
}

/** Flips and wraps per turn, read off the public history alone. */
function freeActionsPerTurn(state: SpyState): number[] {
  const counts: number[] = [];
  let current = 0;
  for (const event of state.history) {
    if (event.type === "flip" || event.type === "wrap") current++;
    if (event.type === "spy" || event.type === "end") {
      counts.push(current);
      current = 0;
    }
  }
  return [...counts, current];
}

describe("free actions in random games (property)", () => {
  it("flips and wraps per turn never exceed 8, and a seat at the bound is offered none and refused one", () => {
    const runs = 60;
    let reached = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.nat(1_000_000), (players, seed) => {
        const states = restlessGame(players, seed, 400);
        for (const state of states) {
          expect(state.freeActions).toBeLessThanOrEqual(MAX_FREE_ACTIONS_PER_TURN);
          if (state.phase !== "playing" || state.freeActions < MAX_FREE_ACTIONS_PER_TURN) continue;
          expect(spy.actions(state, state.turn).filter(isFree)).toEqual([]);
          expect(spy.apply(state, state.turn, FLIP)).toMatchObject({ ok: false, error: { code: "FREE_ACTION_LIMIT" } });
        }
        const last = states.at(-1) as SpyState;
        expect(Math.max(...freeActionsPerTurn(last))).toBeLessThanOrEqual(MAX_FREE_ACTIONS_PER_TURN);
        if (freeActionsPerTurn(last).includes(MAX_FREE_ACTIONS_PER_TURN)) reached++;
      }),
      { numRuns: runs },
    );
    // The restless players do reach the bound: in most games (a game can end after a few turns, before any turn could).
    expect(reached).toBeGreaterThan(runs / 2);
  });
});

/** Hard with small budgets, so that whole games stay quick. */
const quickBot = botWith({
  hard: { rollouts: 32, candidates: 4, maxTurns: 150 },
  arrange: { candidates: 2, games: 8 },
});

describe("bots respect the bound on free actions", () => {
  it.each(["easy", "medium", "hard"] as const)("%s never flips or wraps past the bound in its games", (level) => {
    for (let game = 0; game < (level === "hard" ? 2 : 5); game++) {
      const rng = new Rng(seedRng(`bounded-${level}-${game}`));
      let state = newGame(3, "drawn", `bounded-${level}-${game}`);
      for (let n = 0; n < 2000 && state.phase !== "over"; n++) {
        const seat = spy.toAct(state)[0] as number;
        const action = quickBot(spy.view(state, seat), level, rng);
        const result = spy.apply(state, seat, action);
        if (!result.ok) throw new Error(`${level}: ${JSON.stringify(action)} refused: ${result.error.code}`);
        state = result.value;
      }
      expect(state.phase).toBe("over");
      expect(Math.max(...freeActionsPerTurn(state))).toBeLessThanOrEqual(MAX_FREE_ACTIONS_PER_TURN);
    }
  });

  it.each(["easy", "medium", "hard"] as BotLevel[])(
    "%s, asked to play a turn that already holds 8 free actions, moves, spies or ends",
    (level) => {
      const state = freeActions(started([A, B]), 8);
      for (let seed = 0; seed < 5; seed++) {
        const action = quickBot(spy.view(state, 0), level, new Rng(seedRng(`full-${seed}`)));
        expect(action).not.toBeNull();
        expect(isFree(action as SpyAction)).toBe(false);
        expect(spy.apply(state, 0, action).ok).toBe(true);
      }
    },
  );
});
