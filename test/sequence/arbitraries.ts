import fc from "fast-check";
import type { SequenceAction, SequenceState } from "../../shared/games/sequence";
import { randomGame, TABLES } from "./helpers";

/**
 * Longest random legal game with the seeded 104-card deal that the properties
 * allow. Measured over 15,000 random games (all tables, with and without turn
 * timeouts): at most about 310 actions. With a small partial deal only the
 * rules' bound on length holds: one-eyed Jacks and reshuffles can remove and
 * replace chips until TURN_LIMIT turns (test/sequence/length.test.ts).
 */
export const ACTION_BOUND = 1000;

/** How to play a random legal game: any table, the seeded shuffle or a random partial deal, sometimes turns ended by the timer. */
export const gameOptions = fc.record({
  table: fc.constantFrom(...TABLES),
  seed: fc.nat(),
  dealSeed: fc.option(fc.nat(), { nil: undefined, freq: 2 }),
  timeoutRate: fc.constantFrom(0, 0, 0.05, 0.3),
});

export type GameOptions = typeof gameOptions extends fc.Arbitrary<infer T> ? T : never;

/** The game those options give, cut at ACTION_BOUND actions. */
export const playGame = (options: GameOptions) => randomGame({ ...options, maxSteps: ACTION_BOUND });

/** A state reached by a random legal game: from the deal to the end. */
export const reachableStates = fc
  .tuple(gameOptions, fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([options, where]): SequenceState => {
    const game = playGame(options);
    const at = Math.min(game.states.length - 1, Math.floor(where * game.states.length));
    return game.states[at] as SequenceState;
  });

const CARDS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"].flatMap((rank) =>
  ["S", "H", "D", "C"].map((suit) => `${rank}${suit}`),
);

/** A well-formed action of any type with a random card and space (mostly not legal). */
export const wellFormedActions: fc.Arbitrary<SequenceAction> = fc.oneof(
  fc.record({
    type: fc.constantFrom("play" as const, "remove" as const),
    card: fc.constantFrom(...CARDS),
    cell: fc.tuple(fc.nat(9), fc.nat(9)),
  }),
  fc.record({ type: fc.constant("exchange" as const), card: fc.constantFrom(...CARDS) }),
  fc.constant({ type: "pass" as const }),
) as fc.Arbitrary<SequenceAction>;
