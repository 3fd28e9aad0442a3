import type { BaseView, SpyEvent, SpyView } from "../types";
import { BOMBS, bit, codeOf, handMask, NO_TARGET, numberMask, SAFES, TOP_SECRETS } from "./masks";

/**
 * What a seat knows about every base, as per-place candidate masks: for each card
 * index of a base's fixed order, the codes that card may still be. Built from the
 * view only — its places and its public history — so a bot using it is fair by
 * construction.
 */
export interface Knowledge {
  /** Cards per base (L - 1). */
  readonly cards: number;
  /** The codes of every base. */
  readonly hand: number;
  /** `candidates[seat][index]`: the codes that card may hold. */
  readonly candidates: readonly (readonly number[])[];
  /** Each base's target rank (0 S1 … 3 T2, NO_TARGET once exposed out), replayed so it is known for eliminated seats too. */
  readonly targets: readonly number[];
}

/** Index in a base's fixed order of the card at row `position` (-1: the Spy stands there). */
export function indexAtRow(spy: number, position: number): number {
  if (position === spy) return -1;
  return position < spy ? position : position - 1;
}

/**
 * What everybody knows (`ownBase` false: the viewer's base is treated like any
 * other, which is what opponents know of it) or what the viewing seat knows
 * (`ownBase` true: its own cards are exact). Needs a view in play or over.
 */
export function knowledgeOf(view: SpyView, ownBase: boolean): Knowledge {
  const bases = view.bases.map((base) => {
    if (base === null) throw new Error("Spy bot: every base is arranged once play has started");
    return base;
  });
  const length = (bases[0] as BaseView).places.length;
  const cards = length - 1;
  const hand = handMask(view.players);
  const candidates = bases.map(() => Array.from({ length: cards }, () => hand));
  const targets = replayHistory(view.history, bases, cards, candidates);
  bases.forEach((base, seat) => {
    const known = candidates[seat] as number[];
    const mine = ownBase && seat === view.seat;
    base.places.forEach((place, position) => {
      const index = indexAtRow(base.spy, position);
      if (index < 0 || place.card === null || place.card === "SPY") return;
      if (mine || place.mark === "exposed" || place.mark === "exploded" || view.eliminated[seat]) {
        known[index] = bit(codeOf(place.card));
      }
    });
  });
  return { cards, hand, candidates: candidates.map(settle), targets };
}

/**
 * Replays the public history into `candidates`; returns each base's target rank.
 * Spies are tracked by gap (the place between two cards of the cyclic fixed order,
 * position mod cards): a step moves the gap by one and a wrap not at all, so moves
 * can be undone from the view's positions back to the start without ambiguity.
 */
function replayHistory(
  history: readonly SpyEvent[],
  bases: readonly BaseView[],
  cards: number,
  candidates: number[][],
): number[] {
  const gaps = bases.map((base) => base.spy % cards);
  let start = history.length;
  for (let i = history.length - 1; i >= 0; i--) {
    const event = history[i] as SpyEvent;
    if (event.type === "start") {
      start = i;
      break;
    }
    if (event.type === "move") gaps[event.seat] = mod((gaps[event.seat] ?? 0) - signed(event), cards);
  }
  const exposed = bases.map(() => new Array<boolean>(cards).fill(false));
  const targets = bases.map(() => 0);
  for (let i = start + 1; i < history.length; i++) {
    const event = history[i] as SpyEvent;
    if (event.type === "move") {
      const gap = gaps[event.seat] ?? 0;
      const faced = event.facing === "right" ? gap : mod(gap - 1, cards);
      // Facing an exposed card the size was a free choice of 1 or 2: it says nothing.
      if (!exposed[event.seat]?.[faced]) narrow(candidates, event.seat, faced, numberMask(event.steps));
      gaps[event.seat] = mod(gap + signed(event), cards);
    } else if (event.type === "spy") {
      const target = targets[event.target] ?? 0;
      const answer = event.answer;
      switch (answer.kind) {
        case "safe":
          narrow(candidates, event.target, event.card, SAFES & ~bit(target));
          break;
        case "topSecret":
          narrow(candidates, event.target, event.card, TOP_SECRETS & ~bit(target));
          break;
        case "lit":
          narrow(candidates, event.target, event.card, BOMBS);
          break;
        case "exposed": {
          const code = codeOf(answer.card);
          narrow(candidates, event.target, event.card, bit(code));
          (exposed[event.target] as boolean[])[event.card] = true;
          targets[event.target] = code + 1 > 3 ? NO_TARGET : code + 1;
          break;
        }
        case "exploded":
          narrow(candidates, event.target, event.card, bit(codeOf(answer.card)));
          break;
      }
    }
  }
  return targets;
}

/**
 * Removes from every other place a code that one place is known to hold, until
 * nothing changes: each code sits in exactly one place of a base.
 */
export function settle(candidates: readonly number[]): number[] {
  const out = candidates.slice();
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < out.length; i++) {
      const mask = out[i] as number;
      if (mask === 0 || (mask & (mask - 1)) !== 0) continue;
      for (let j = 0; j < out.length; j++) {
        const other = out[j] as number;
        if (j !== i && (other & mask) !== 0) {
          out[j] = other & ~mask;
          changed = true;
        }
      }
    }
  }
  return out;
}

function narrow(candidates: number[][], seat: number, index: number, mask: number): void {
  const row = candidates[seat];
  if (row && index >= 0 && index < row.length) row[index] = (row[index] as number) & mask;
}

function signed(event: Extract<SpyEvent, { type: "move" }>): number {
  return event.facing === "right" ? event.steps : -event.steps;
}

function mod(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}
