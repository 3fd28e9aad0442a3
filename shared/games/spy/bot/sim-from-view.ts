import type { CardCode } from "../cards";
import type { SpyView } from "../types";
import { indexAtRow, type Knowledge } from "./knowledge";
import { codeOf, handMask } from "./masks";
import { codeAt } from "./posterior";
import { EXPLODED, EXPOSED, LIT, NONE, Sim } from "./sim";
import { turnsWithoutProgress } from "./stall";

const MARKS = { none: NONE, lit: LIT, exploded: EXPLODED, exposed: EXPOSED } as const;

/**
 * The simulator's copy of a game in play: places, marks, Spies and targets from
 * `view`, public candidate masks from `publicKnowledge` (what everyone knows, the
 * viewer's own base included), and the cards of one determinization (`packed`,
 * one packed arrangement per seat).
 */
export function simFromView(view: SpyView, publicKnowledge: Knowledge, packed: readonly number[]): Sim {
  const first = view.bases[0];
  if (!first) throw new Error("Spy bot: every base is arranged once play has started");
  const sim = new Sim(view.players, first.places.length);
  const cards = sim.cards;
  view.bases.forEach((base, seat) => {
    if (!base) return;
    sim.spy[seat] = base.spy;
    sim.target[seat] = publicKnowledge.targets[seat] ?? 0;
    if (view.eliminated[seat]) sim.alive[seat] = 0;
    base.places.forEach((place, position) => {
      const index = indexAtRow(base.spy, position);
      if (index >= 0) sim.mark[seat * cards + index] = MARKS[place.mark];
    });
    for (let index = 0; index < cards; index++) {
      sim.card[seat * cards + index] = codeAt(packed[seat] ?? 0, index);
      sim.cand[seat * cards + index] = publicKnowledge.candidates[seat]?.[index] ?? 0;
    }
  });
  sim.living = view.eliminated.filter((out) => !out).length;
  sim.turn = view.turn ?? 0;
  sim.winner = view.winner ?? -1;
  sim.quietTurns = turnsWithoutProgress(view.history);
  return sim;
}

/** The simulator's copy of a game at its start: every seat's arrangement as a row (Spy included), `first` to act. */
export function simFromRows(rows: readonly (readonly CardCode[])[], first: number): Sim {
  const players = rows.length;
  const sim = new Sim(players, rows[0]?.length ?? 0);
  const hand = handMask(players);
  rows.forEach((row, seat) => {
    sim.spy[seat] = row.indexOf("SPY");
    let index = 0;
    for (const card of row) {
      if (card === "SPY") continue;
      sim.card[seat * sim.cards + index] = codeOf(card);
      sim.cand[seat * sim.cards + index] = hand;
      index++;
    }
  });
  sim.turn = first;
  return sim;
}
