import { expect } from "vitest";
import { Rng, seedRng } from "../../shared/engine";
import {
  type Base,
  type CardCode,
  type Facing,
  handFor,
  type PlaceCode,
  type SpyAction,
  type SpyEvent,
  type SpyState,
  spy,
  spySummary,
} from "../../shared/games/spy";

/** A new game in the arranging phase; seat `first` acts first, or "drawn": the seed draws it. */
export function newGame(players: number, first: number | "drawn" = 0, seed = "test"): SpyState {
  const params = first === "drawn" ? { seed } : { seed, first };
  const result = spy.setup(players, {}, params);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/**
 * An arrange action from a row written the way the summary prints it, e.g.
 * "S1 SPY> B1 ..." — `SPY<` / `SPY>` gives the Spy's place and facing.
 */
export function arrangement(row: string): Extract<SpyAction, { type: "arrange" }> {
  const tokens = row.trim().split(/\s+/);
  const spyToken = tokens.find((token) => token.startsWith("SPY"));
  const facing: Facing = spyToken === "SPY<" ? "left" : "right";
  const base = tokens.map((token) => (token.startsWith("SPY") ? "SPY" : token)) as CardCode[];
  return { type: "arrange", base, facing };
}

/** A game in play: every seat arranged as written (seat order), `first` to act. */
export function started(rows: readonly string[], first = 0): SpyState {
  let state = newGame(rows.length, first);
  rows.forEach((row, seat) => {
    state = act(state, seat, arrangement(row));
  });
  expect(state.phase).toBe("playing");
  return state;
}

/** Applies an action that must be accepted. */
export function act(state: SpyState, seat: number, action: unknown): SpyState {
  const result = spy.apply(state, seat, action);
  if (!result.ok)
    throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** Applies a script of [seat, action] pairs, each of which must be accepted. */
export function script(state: SpyState, steps: readonly (readonly [number, unknown])[]): SpyState {
  return steps.reduce((current, [seat, action]) => act(current, seat, action), state);
}

/** Applies an action that must be refused; checks the state is untouched and returns the error. */
export function refused(state: SpyState, seat: number, action: unknown): { code: string; message: string } {
  const before = structuredClone(state);
  const result = spy.apply(state, seat, action);
  expect(state).toStrictEqual(before);
  if (result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} was accepted`);
  return result.error;
}

/** The summary row of one base, e.g. ["S1*", "SPY>", ...]. */
export function row(state: SpyState, seat: number): readonly string[] {
  return spySummary(state).bases[seat] ?? [];
}

/** The events added by the last `count` history entries. */
export function lastEvents(state: SpyState, count: number): readonly SpyEvent[] {
  return state.history.slice(-count);
}

export const FLIP = { type: "flip" } as const;
export const WRAP = { type: "wrap" } as const;
export const END = { type: "end" } as const;
export const move = (steps: number) => ({ type: "move", steps }) as const;
export const spyOn = (target: number) => ({ type: "spy", target }) as const;

/** Deep-freezes a value so that any mutation by the engine throws (ES modules are strict). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export interface Playout {
  readonly states: SpyState[];
  readonly log: { seat: number; action: SpyAction }[];
}

/**
 * A random legal game: each step picks a seat from `toAct` and lets `randomAction`
 * choose from that seat's own view, as a scripted client would. Stops when the
 * game is over or after `maxActions`.
 */
export function randomPlayout(players: number, seed: string, maxActions: number): Playout {
  const rng = new Rng(seedRng(`playout-${seed}`));
  let state = newGame(players, "drawn", seed);
  const states = [state];
  const log: { seat: number; action: SpyAction }[] = [];
  while (log.length < maxActions && state.phase !== "over") {
    const seats = spy.toAct(state);
    const seat = seats[rng.int(seats.length)];
    if (seat === undefined) break;
    const action = spy.randomAction(spy.view(state, seat), rng);
    if (action === null) throw new Error(`seat ${seat} to act has no action`);
    state = act(state, seat, action);
    states.push(state);
    log.push({ seat, action });
  }
  return { states, log };
}

/** The multiset of a seat's cards as a sorted list, for permutation checks. */
export function sortedHand(players: number): string[] {
  return [...handFor(players)].sort();
}

/**
 * `base` with its still-hidden cards shuffled among its hidden places: unmarked
 * cards among unmarked places, lit (unexploded) bombs among lit places. The
 * Spy, exposed cards and exploded bombs stay: a view of it cannot tell.
 */
export function shuffleHiddenCards(base: Base, rng: Rng): Base {
  const cards = base.cards.slice();
  for (const hidden of ["none", "lit"] as const) {
    const places = base.marks.flatMap((mark, index) => (mark === hidden ? [index] : []));
    const shuffled = rng.shuffle(places.map((index) => cards[index] as PlaceCode));
    places.forEach((index, k) => {
      cards[index] = shuffled[k] as PlaceCode;
    });
  }
  return { ...base, cards };
}
