import { describe, expect, it } from "vitest";
import { BOT_LEVELS, Rng, seedRng } from "../../shared/engine";
import { type Card, FULL_DECK, type SequenceState, sequence } from "../../shared/games/sequence";
import { sampleState, unseenCards } from "../../shared/games/sequence/bot";
import { handModel } from "../../shared/games/sequence/bot/infer";
import { ALL_CARDS } from "../../shared/games/sequence/cards";
import { act, cardsInPlay, exchange, picture, play, randomGame, start, TABLES, withChips } from "./helpers";

/** States from random games on every table, taken at several points (deal, middle, late), with the seat to act. */
function positions(count: number, dealt = false): { state: SequenceState; seat: number }[] {
  const found: { state: SequenceState; seat: number }[] = [];
  for (let seed = 0; found.length < count; seed++) {
    const table = TABLES[seed % TABLES.length] as (typeof TABLES)[number];
    const { states } = randomGame({ table, seed, dealSeed: dealt ? seed : undefined });
    for (const at of [0.1, 0.5, 0.8]) {
      const state = states[Math.floor(at * (states.length - 1))] as SequenceState;
      if (state.status === "playing" && state.turn !== null) found.push({ state, seat: state.turn });
    }
  }
  return found.slice(0, count);
}

/**
 * A state that differs from `state` only in what `seat` cannot know: the other
 * hands and the draw pile are shuffled together and dealt back with the same
 * sizes (as in redaction.test.ts).
 */
function hideFrom(state: SequenceState, seat: number, seed: number): SequenceState {
  const others = state.hands.map((_, s) => s).filter((s) => s !== seat);
  const pool = [...others.flatMap((s) => state.hands[s] ?? []), ...state.deck];
  const shuffled = new Rng(seedRng(`hide-${seed}`)).shuffle(pool);
  const hands = state.hands.map((hand, s) => (s === seat ? hand : shuffled.splice(0, hand.length)));
  return { ...state, hands, deck: shuffled as Card[] };
}

describe("determinization sampler", () => {
  it("every sampled state shows the seat exactly its own view, and holds the 104 cards", () => {
    const rng = new Rng(seedRng("sampler"));
    for (const { state, seat } of positions(60)) {
      for (const viewer of [seat, (seat + 1) % state.players]) {
        const view = sequence.view(state, viewer);
        for (let n = 0; n < 3; n++) {
          const sampled = sampleState(view, viewer, rng);
          expect(JSON.stringify(sequence.view(sampled, viewer))).toBe(JSON.stringify(view));
          expect(cardsInPlay(sampled)).toEqual([...FULL_DECK].sort());
          expect(sequence.actions(sampled, viewer)).toEqual(sequence.viewActions(view));
        }
      }
    }
  });

  it("with a partial test deal, samples still match the view (the surplus unseen cards stay out)", () => {
    const rng = new Rng(seedRng("partial"));
    for (const { state, seat } of positions(30, true)) {
      const view = sequence.view(state, seat);
      const sampled = sampleState(view, seat, rng);
      expect(JSON.stringify(sequence.view(sampled, seat))).toBe(JSON.stringify(view));
    }
  });

  it("counts the unseen cards exactly: 104 minus the own hand minus every discard pile", () => {
    for (const { state, seat } of positions(30)) {
      const view = sequence.view(state, seat);
      const hidden = [...state.hands.filter((_, s) => s !== seat).flat(), ...state.deck].sort();
      expect([...unseenCards(view)].sort()).toEqual(hidden);
    }
  });

  it("dealing by the hand model read from the play, samples still match the view and hold the 104 cards", () => {
    const rng = new Rng(seedRng("model"));
    for (const { state, seat } of positions(40)) {
      const view = sequence.view(state, seat);
      const model = handModel(view, seat, 3, 6);
      const sampled = sampleState(view, seat, rng, model);
      expect(JSON.stringify(sequence.view(sampled, seat))).toBe(JSON.stringify(view));
      expect(cardsInPlay(sampled)).toEqual([...FULL_DECK].sort());
    }
  });

  it("really varies the hidden cards (the consistency property is not vacuous)", () => {
    const { state, seat } = positions(1)[0] as { state: SequenceState; seat: number };
    const view = sequence.view(state, seat);
    const rng = new Rng(seedRng("vary"));
    const deals = new Set(Array.from({ length: 5 }, () => JSON.stringify(sampleState(view, seat, rng).hands)));
    expect(deals.size).toBe(5);
  });
});

describe("reading hands from play", () => {
  it("a seat that left its own four unfinished is taken not to have held the finishing card, except as its newest card", () => {
    // Green holds [3,2..5] (blue on [3,1]): 2C on [3,6] or a two-eyed Jack would have made a sequence.
    const deck = ["KC", "KD", "QC", "QD"];
    const hands = [
      ["AS", "KS", "QS", "10S", "8C", "7C", "6C"],
      ["9S", "AH", "KH", "QH", "5D", "6D", "7D"],
    ];
    const board = picture({ "3,1": "b", "3,2": "g", "3,3": "g", "3,4": "g", "3,5": "g" });
    const after = act(withChips(start({ hands, deck, first: 1 }), board), 1, play("9S", 6, 1));
    const slots = handModel(sequence.view(after, 0), 0, 3, 6).get(1) ?? [];
    expect(slots).toHaveLength(7);
    const weight = (slot: number, card: Card) => slots[slot]?.[ALL_CARDS.indexOf(card)];
    for (let slot = 0; slot < 6; slot++) {
      // Very unlikely, never impossible: a person can overlook a win.
      expect(weight(slot, "2C")).toBeLessThan(1e-3);
      expect(weight(slot, "2C")).toBeGreaterThan(0);
      expect(weight(slot, "JD")).toBeLessThan(1e-3);
      expect(weight(slot, "4S")).toBe(1);
    }
    expect(weight(6, "2C")).toBe(1);
  });

  it("a seat that played without exchanging first is taken to have held no dead card, unless it had just exchanged", () => {
    // Both spaces of 2S and of 3S are taken: those cards are dead.
    const board = picture({ "0,1": "b", "8,6": "g", "0,2": "g", "8,5": "b" });
    const slotsAfter = (hand: string[], moves: unknown[], deck = ["KC", "KD", "QC", "QD"]) => {
      let state = withChips(
        start({ hands: [["AS", "KS", "QS", "10S", "8C", "7C", "6C"], hand], deck, first: 1 }),
        board,
      );
      for (const move of moves) state = act(state, 1, move);
      return { slots: handModel(sequence.view(state, 0), 0, 3, 6).get(1) ?? [], history: state.history };
    };
    const dead = ALL_CARDS.indexOf("2S");
    const straight = slotsAfter(["9S", "AH", "KH", "QH", "5D", "6D", "7D"], [play("9S", 6, 1)]).slots;
    for (let slot = 0; slot < 6; slot++) expect(straight[slot]?.[dead]).toBeLessThan(0.5);
    expect(straight[6]?.[dead]).toBe(1);
    const exchangedFirst = [exchange("3S"), play("9S", 6, 1)];
    const afterExchange = slotsAfter(["9S", "3S", "KH", "QH", "5D", "6D", "7D"], exchangedFirst).slots;
    for (let slot = 0; slot < 7; slot++) expect(afterExchange[slot]?.[dead]).toBe(1);
    // With the draw pile empty, the exchange's draw reshuffles the discards: the reshuffle between does not hide the exchange.
    const reshuffled = slotsAfter(["9S", "3S", "KH", "QH", "5D", "6D", "7D"], exchangedFirst, []);
    expect(reshuffled.history.map((event) => event.type).slice(0, 3)).toEqual(["exchange", "reshuffle", "play"]);
    for (let slot = 0; slot < 7; slot++) expect(reshuffled.slots[slot]?.[dead]).toBe(1);
  });
});

describe("bots are fair and deterministic", () => {
  it("choose the same action when only what their seat cannot know changes (same seed)", () => {
    let differing = 0;
    positions(15).forEach(({ state, seat }, i) => {
      const other = hideFrom(state, seat, i);
      if (JSON.stringify(other) !== JSON.stringify(state)) differing++;
      for (const level of BOT_LEVELS) {
        const here = sequence.bot(sequence.view(state, seat), level, new Rng(seedRng(`fair-${i}`)));
        const there = sequence.bot(sequence.view(other, seat), level, new Rng(seedRng(`fair-${i}`)));
        expect(there).toEqual(here);
      }
    });
    expect(differing).toBeGreaterThan(10);
  });

  it("give the same action for the same view and seed", () => {
    positions(12).forEach(({ state, seat }, i) => {
      const view = sequence.view(state, seat);
      for (const level of BOT_LEVELS) {
        const first = sequence.bot(view, level, new Rng(seedRng(`again-${i}`)));
        const second = sequence.bot(structuredClone(view), level, new Rng(seedRng(`again-${i}`)));
        expect(second).toEqual(first);
      }
    });
  });
});
