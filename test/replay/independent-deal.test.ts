/**
 * An independent replayer of the deal: its own tiny implementation of what
 * docs/replay-format.md ("Random numbers", "Deals") specifies — the generator by
 * node:crypto, the decks' orders, the dealing, when `first` is drawn and every
 * reshuffle — importing none of the project's generator or setup. For seeded
 * games played to the end, the cards it deals and reshuffles must be the
 * engine's, action after action. Where a card goes on a play (the discard pile)
 * and whether a play won (then no card is drawn) it reads from the engine's
 * result: the board's rules are not what this checks.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FastRng, Rng, randomStep, seedRng } from "../../shared/engine";
import { type SequenceState, sequence } from "../../shared/games/sequence";
import { type SpyState, spy } from "../../shared/games/spy";

/** The documented generator: key = SHA-256(UTF-8 seed); block i = SHA-256(key || u32be(i)); 8 big-endian words a block. */
class Documented {
  private readonly key: Buffer;
  private drawn = 0;
  private block = Buffer.alloc(0);

  constructor(seed: string) {
    this.key = createHash("sha256").update(Buffer.from(seed, "utf8")).digest();
  }

  word(): number {
    if (this.drawn % 8 === 0) {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(this.drawn / 8);
      this.block = createHash("sha256")
        .update(Buffer.concat([this.key, counter]))
        .digest();
    }
    return this.block.readUInt32BE(4 * (this.drawn++ % 8));
  }

  /** Rejection: a word at or above 2^32 − (2^32 mod n) is thrown away. */
  below(n: number): number {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = this.word();
      if (w < limit) return w % n;
    }
  }

  /** Fisher–Yates from the last position down to 1. */
  shuffled<T>(cards: readonly T[]): T[] {
    const out = [...cards];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}

/** Sequence's 104 cards before the shuffle: ranks A, 2 … 10, J, Q, K; in each rank S, H, D, C; each card twice in a row. */
const SEQUENCE_DECK = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"].flatMap((rank) =>
  ["S", "H", "D", "C"].flatMap((suit) => [`${rank}${suit}`, `${rank}${suit}`]),
);
const HAND_SIZE: Record<number, number> = { 2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3 };

interface Cards {
  hands: string[][];
  deck: string[];
  discards: string[][];
  first: number;
  reshuffles: number;
}

/** The documented deal: shuffle, deal round the table from seat 0, then (when not given) draw `first`. */
function sequenceDeal(players: number, first: number | null, generator: Documented): Cards {
  const size = HAND_SIZE[players] as number;
  const shuffled = generator.shuffled(SEQUENCE_DECK);
  const hands = Array.from({ length: players }, (_, seat) =>
    Array.from({ length: size }, (_, round) => shuffled[round * players + seat] as string),
  );
  const deck = shuffled.slice(players * size);
  return {
    hands,
    deck,
    discards: hands.map(() => []),
    first: first ?? generator.below(players),
    reshuffles: 0,
  };
}

/** A draw: an empty pile is first rebuilt from every discard pile (seat order, oldest first) and shuffled. */
function draw(cards: Cards, generator: Documented): string | undefined {
  if (cards.deck.length === 0) {
    const pool = cards.discards.flat();
    if (pool.length > 0) {
      cards.deck = generator.shuffled(pool);
      cards.discards = cards.discards.map(() => []);
      cards.reshuffles++;
    }
  }
  return cards.deck.shift();
}

/** One accepted action: the card played or exchanged goes from the hand to the seat's discard pile, then one is drawn. */
function follow(
  cards: Cards,
  generator: Documented,
  seat: number,
  action: { type: string; card?: string },
  won: boolean,
) {
  if (action.card === undefined) return; // a pass (or a timed-out turn) moves no card
  const hand = cards.hands[seat] as string[];
  hand.splice(hand.indexOf(action.card), 1);
  cards.discards[seat]?.push(action.card);
  if (won) return; // the winning play draws nothing
  const card = draw(cards, generator);
  if (card !== undefined) hand.push(card);
}

function expectSame(cards: Cards, state: SequenceState, where: string) {
  expect({ hands: state.hands, deck: state.deck, discards: state.discards }, where).toEqual({
    hands: cards.hands,
    deck: cards.deck,
    discards: cards.discards,
  });
}

/** Plays the actions `next` picks, until the game ends or it picks none, in the engine and in the replayer side by side. */
function sideBySide(
  seed: string,
  players: number,
  first: number | null,
  next: (state: SequenceState, i: number) => { seat: number; action: unknown } | null,
): { cards: Cards; state: SequenceState } {
  // Where 2 or 3 sides are possible (6 and 12 players), two: the sides change no card.
  const options = sequence.check(players, undefined);
  const setup = sequence.setup(players, options.ok ? options.value : { sides: 2 }, {
    seed,
    ...(first === null ? {} : { first }),
  });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const generator = new Documented(seed);
  const cards = sequenceDeal(players, first, generator);
  expectSame(cards, state, `${seed}: the deal`);
  expect(state.turn, `${seed}: the first seat`).toBe(cards.first);
  for (let i = 0; ; i++) {
    const step = state.status === "playing" ? next(state, i) : null;
    if (step === null) break;
    const result = sequence.apply(state, step.seat, step.action);
    if (!result.ok) throw new Error(`${seed}, action ${i}: ${result.error.code}`);
    state = result.value;
    follow(cards, generator, step.seat, step.action as { type: string; card?: string }, state.status === "won");
    expectSame(cards, state, `${seed}, after action ${i}`);
  }
  expect(state.history.filter((e) => e.type === "reshuffle").length).toBe(cards.reshuffles);
  return { cards, state };
}

const REPLAYS = join(import.meta.dirname, "..", "replays");

describe("an independent replayer of the documented deal agrees with the engine", () => {
  it("the Sequence example files, one with a reshuffle and `first` drawn from the seed, to their end", () => {
    let reshuffles = 0;
    for (const name of readdirSync(REPLAYS).filter((f) => f.startsWith("sequence-"))) {
      const file = JSON.parse(readFileSync(join(REPLAYS, name), "utf8"));
      if (file.deal !== undefined) continue; // a fixed deal draws nothing from the seed until a reshuffle
      const actions = file.actions as { seat: number; action: unknown }[];
      const { state } = sideBySide(file.seed, file.players, file.first ?? null, (_, i) => actions[i] ?? null);
      expect(state.status, name).toBe("won");
      reshuffles += state.history.filter((e) => e.type === "reshuffle").length;
    }
    expect(reshuffles).toBeGreaterThan(0);
  });

  it("random Sequence games of every table size, played to the end through reshuffles", () => {
    let reshuffles = 0;
    let most = 0;
    for (const players of [2, 3, 4, 6, 8, 9, 10, 12]) {
      for (const n of [0, 1, 2, 3]) {
        const seed = `independent-${players}-${n}`;
        // The choices only drive the game; a fast generator of their own, seeded apart from the deal.
        const chooser = FastRng.from(new Rng(seedRng(`${seed}:choices`)));
        const { cards, state } = sideBySide(seed, players, n === 0 ? null : players - 1, (s, i) =>
          i < 3000 ? randomStep(sequence, s, chooser) : null,
        );
        expect(state.status, seed).not.toBe("playing");
        reshuffles += cards.reshuffles;
        most = Math.max(most, cards.reshuffles);
      }
    }
    // Counted once for these seeds: 19 reshuffles in the 32 games (most at the larger tables, whose hands
    // are small), and independent-9-2 reshuffles twice, the second from a generator far into its words.
    expect(reshuffles).toBe(19);
    expect(most).toBe(2);
  });

  it("Spy: every seat holds the same set for its player count, and `first` is the seed's first draw", () => {
    const hands: Record<number, string[]> = {
      2: ["SPY", "S1", "S2", "T1", "T2", "B1", "B2", "B3"],
      3: ["SPY", "S1", "S2", "T1", "T2", "B1", "B3"],
      4: ["SPY", "S1", "S2", "T1", "T2", "B1", "B3"],
    };
    const firsts = new Set<number>();
    for (const players of [2, 3, 4]) {
      for (let n = 0; n < 20; n++) {
        const seed = `spy-independent-${players}-${n}`;
        const setup = spy.setup(players, {}, { seed });
        if (!setup.ok) throw new Error(setup.error.message);
        const state: SpyState = setup.value;
        const first = new Documented(seed).below(players);
        expect(state.first, seed).toBe(first);
        firsts.add(first);
        for (let seat = 0; seat < players; seat++) {
          const base = new Documented(`${seed}:${seat}`).shuffled(hands[players] as string[]);
          expect(spy.apply(state, seat, { type: "arrange", base, facing: "left" }).ok, `${seed} seat ${seat}`).toBe(
            true,
          );
        }
        // Another set is refused: the hand is exactly the documented one.
        const other = players === 2 ? hands[3] : [...(hands[3] as string[]), "B2"];
        expect(spy.apply(state, 0, { type: "arrange", base: other, facing: "left" }).ok).toBe(false);
      }
    }
    expect(firsts).toEqual(new Set([0, 1, 2, 3]));
  });
});
