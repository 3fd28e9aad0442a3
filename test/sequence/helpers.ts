import { expect } from "vitest";
import { Rng, seedRng } from "../../shared/engine";
import {
  BOARD_LAYOUT,
  type Card,
  type SequenceAction,
  type SequenceState,
  type Side,
  sequence,
} from "../../shared/games/sequence";

export const CHIP_LETTERS = ["b", "g", "r"] as const;

/** A new game with a fixed deal (cards as plain strings; the engine validates them). */
export function start(setup: {
  players?: number;
  sides?: 2 | 3;
  first?: number;
  hands?: string[][];
  deck?: string[];
  seed?: string;
}): SequenceState {
  const players = setup.players ?? 2;
  const checked = sequence.check(players, setup.sides === undefined ? {} : { sides: setup.sides });
  if (!checked.ok) throw new Error(checked.error.message);
  const hands = setup.hands ?? Array.from({ length: players }, () => []);
  const result = sequence.setup(players, checked.value, {
    seed: setup.seed ?? "test",
    first: setup.first ?? 0,
    deal: { hands, deck: setup.deck ?? [] },
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/**
 * Puts chips on the board from a 10-row picture in the summary's notation
 * (`.` empty, `*` corner, `b` `g` `r` sides 0 1 2). Builds exact positions
 * without playing dozens of turns; nothing is recorded as a sequence.
 */
export function withChips(state: SequenceState, picture: readonly string[]): SequenceState {
  expect(picture).toHaveLength(10);
  const chips = picture.flatMap((row) => {
    expect(row).toHaveLength(10);
    return [...row].map((letter): Side | null => {
      const side = CHIP_LETTERS.indexOf(letter as "b");
      return side < 0 ? null : (side as Side);
    });
  });
  return { ...state, chips };
}

/** An empty board picture with some cells set: `marks` maps "r,c" to a letter. */
export function picture(marks: Record<string, string>): string[] {
  const rows = Array.from({ length: 10 }, (_, r) =>
    Array.from({ length: 10 }, (_, c): string => (BOARD_LAYOUT[r]?.[c] === "XX" ? "*" : ".")),
  );
  for (const [key, letter] of Object.entries(marks)) {
    const [r, c] = key.split(",").map(Number) as [number, number];
    const row = rows[r];
    if (row) row[c] = letter;
  }
  return rows.map((row) => row.join(""));
}

/** The card printed on a space. */
export const cardOn = (row: number, col: number): Card => {
  const space = BOARD_LAYOUT[row]?.[col];
  if (space === undefined || space === "XX") throw new Error(`no card on ${row},${col}`);
  return space;
};

export const play = (card: string, row: number, col: number) => ({ type: "play", card, cell: [row, col] }) as const;
export const remove = (card: string, row: number, col: number) => ({ type: "remove", card, cell: [row, col] }) as const;
export const exchange = (card: string) => ({ type: "exchange", card }) as const;
export const pass = { type: "pass" } as const;

/** Applies an action that must be accepted. */
export function act(state: SequenceState, seat: number, action: unknown): SequenceState {
  const result = sequence.apply(state, seat, action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** Applies an action that must be refused, and returns the error code. */
export function refused(state: SequenceState, seat: number, action: unknown): string {
  const result = sequence.apply(state, seat, action);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  return result.error.code;
}

/** The summary board of a state (handy to compare positions). */
export const boardOf = (state: SequenceState): string[] => (sequence.summary(state) as { board: string[] }).board;

/** Player counts and options the game accepts. */
export const TABLES: readonly { players: number; sides: 2 | 3 }[] = [
  { players: 2, sides: 2 },
  { players: 3, sides: 3 },
  { players: 4, sides: 2 },
  { players: 6, sides: 2 },
  { players: 6, sides: 3 },
  { players: 8, sides: 2 },
  { players: 9, sides: 3 },
  { players: 10, sides: 2 },
  { players: 12, sides: 2 },
  { players: 12, sides: 3 },
];

/** Every card of a state: hands, draw pile and discard piles, as a sorted list. */
export const cardsInPlay = (state: SequenceState): string[] =>
  [...state.hands.flat(), ...state.deck, ...state.discards.flat()].sort();

/**
 * A random legal game. With `dealSeed`, a random deal of a random subset of the
 * 104 cards (hands of 0..7 cards) instead of the seeded shuffle. `timeoutRate`
 * is the chance that a turn ends by the timer instead of an action.
 */
export function randomGame(options: {
  table: { players: number; sides: 2 | 3 };
  seed: number;
  dealSeed?: number | undefined;
  timeoutRate?: number;
  maxSteps?: number;
}): { states: SequenceState[]; moves: { seat: number; action: SequenceAction | "timeout" }[] } {
  let state = newRandomGame(options);
  const rng = new Rng(seedRng(`moves-${options.seed}`));
  const states = [state];
  const moves: { seat: number; action: SequenceAction | "timeout" }[] = [];
  const maxSteps = options.maxSteps ?? 1000;
  while (state.status === "playing" && moves.length < maxSteps) {
    const seat = state.turn as number;
    if (rng.int(1000) < (options.timeoutRate ?? 0) * 1000) {
      const next = sequence.timeout(state);
      if (next === null) throw new Error("timeout refused while playing");
      state = next;
      moves.push({ seat, action: "timeout" });
    } else {
      const legal = sequence.actions(state, seat);
      const action = legal[rng.int(legal.length)] as SequenceAction;
      state = act(state, seat, action);
      moves.push({ seat, action });
    }
    states.push(state);
  }
  return { states, moves };
}

/** The start of `randomGame`: seeded shuffle, or a random deal when `dealSeed` is given; first seat from the RNG. */
export function newRandomGame(options: {
  table: { players: number; sides: 2 | 3 };
  seed: number;
  dealSeed?: number | undefined;
}): SequenceState {
  const { players, sides } = options.table;
  const checked = sequence.check(players, { sides });
  if (!checked.ok) throw new Error(checked.error.message);
  const params: { seed: string; deal?: unknown } = { seed: `game-${options.seed}` };
  if (options.dealSeed !== undefined) params.deal = randomDeal(players, options.dealSeed);
  const setup = sequence.setup(players, checked.value, params);
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

/** A random deal: a random part of the 104 cards, hands of 0..7 cards, the rest of the part as the deck. */
export function randomDeal(players: number, seed: number): { hands: string[][]; deck: string[] } {
  const rng = new Rng(seedRng(`deal-${seed}`));
  const cards = rng.shuffle(fullDeck()).slice(0, rng.int(105));
  const hands = Array.from({ length: players }, () => cards.splice(0, rng.int(8)));
  return { hands, deck: cards };
}

const fullDeck = (): string[] =>
  ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"].flatMap((rank) =>
    ["S", "H", "D", "C"].flatMap((suit) => [`${rank}${suit}`, `${rank}${suit}`]),
  );

/** Freezes a value and everything reachable from it, so any mutation throws. */
export function deepFreeze<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === "object" && value !== null && !seen.has(value)) {
    seen.add(value);
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner, seen);
  }
  return value;
}
