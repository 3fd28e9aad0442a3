import { describe, expect, it } from "vitest";
import { type SpyState, spy } from "../../shared/games/spy";
import { knowledgeOf, settle } from "../../shared/games/spy/bot/knowledge";
import { codeOf } from "../../shared/games/spy/bot/masks";
import { codeAt } from "../../shared/games/spy/bot/posterior";
import { forEachReach, stepBits } from "../../shared/games/spy/bot/reach";
import { EXPLODED, EXPOSED, LIT, NONE } from "../../shared/games/spy/bot/sim";
import { simFromView } from "../../shared/games/spy/bot/sim-from-view";
import { turnPlans } from "../../shared/games/spy/bot/turn";
import { act, randomPlayout } from "./helpers";

const MARKS = { none: NONE, lit: LIT, exploded: EXPLODED, exposed: EXPOSED } as const;

/** The true arrangement of every base, packed as the bots pack sampled ones. */
function packedTruth(state: SpyState): number[] {
  return state.bases.map((base) =>
    (base?.cards ?? []).reduce((packed, card, i) => packed | (codeOf(card) << (3 * i)), 0),
  );
}

/** Playing states of random games at the start of a turn (no free action spent yet: every plan is open). */
function playingStates(players: number, games: number): SpyState[] {
  const states: SpyState[] = [];
  for (let game = 0; game < games; game++) {
    const { states: all } = randomPlayout(players, `sim-${players}-${game}`, 400);
    const open = all.filter((state) => state.phase === "playing" && state.freeActions === 0);
    states.push(...open.filter((state, i) => !state.moved && i % 3 === 0));
  }
  return states;
}

describe("the bots' simulator plays whole turns as the engine does", () => {
  it.each([2, 3, 4])(
    "with %i players: places, marks, targets, eliminations, turn and public candidates agree",
    (players) => {
      let compared = 0;
      for (const state of playingStates(players, 12)) {
        const seat = state.turn;
        const view = spy.view(state, seat);
        const root = simFromView(view, knowledgeOf(view, false), packedTruth(state));
        for (const plan of turnPlans(view)) {
          const after = plan.actions.reduce((current, action) => act(current, seat, action), state);
          const sim = root.clone();
          sim.playTurn(plan.move?.index ?? -1, plan.move?.steps ?? 0, plan.position, plan.target ?? -1, plan.examined);
          const known = knowledgeOf(spy.view(after, null), false);
          after.bases.forEach((base, owner) => {
            if (!base) throw new Error("unarranged base in play");
            expect(sim.spy[owner]).toBe(base.spy);
            expect(sim.alive[owner] === 1).toBe(!after.eliminated[owner]);
            const marks = Array.from(sim.mark.subarray(owner * sim.cards, (owner + 1) * sim.cards));
            expect(marks).toEqual(base.marks.map((mark) => MARKS[mark]));
            const rank = base.target === null ? 4 : codeOf(base.target);
            if (!after.eliminated[owner]) expect(sim.target[owner]).toBe(rank);
            if (!after.eliminated[owner]) {
              const candidates = settle(Array.from(sim.cand.subarray(owner * sim.cards, (owner + 1) * sim.cards)));
              expect(candidates).toEqual(known.candidates[owner]);
            }
          });
          if (after.phase === "over") expect(sim.winner).toBe(after.winner);
          else expect(sim.turn).toBe(after.turn);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(200);
    },
  );
});

describe("forEachReach, the simulator's list of turns", () => {
  it.each([2, 3, 4])(
    "with %i players: the same moves, places and examined rows as the engine's turn plans",
    (players) => {
      for (const state of playingStates(players, 10)) {
        const seat = state.turn;
        const view = spy.view(state, seat);
        const own = state.bases[seat];
        if (!own) throw new Error("unarranged base in play");
        const planned = new Set<string>();
        for (const plan of turnPlans(view)) {
          if (plan.target !== null)
            planned.add(`${plan.move?.index ?? -1}:${plan.move?.steps ?? 0}:${plan.position}:${plan.examined}`);
        }
        const packed = packedTruth(state)[seat] ?? 0;
        const stepsOf = (index: number) => stepBits(codeAt(packed, index), own.marks[index] === "exposed");
        const reached = new Set<string>();
        forEachReach(own.spy, own.cards.length + 1, stepsOf, (index, steps, position, examined) => {
          const anyone = state.bases.some(
            (base, other) => base && other !== seat && !state.eliminated[other] && base.spy !== examined,
          );
          if (anyone) reached.add(`${index}:${steps}:${position}:${examined}`);
        });
        expect([...reached].sort()).toEqual([...planned].sort());
      }
    },
  );
});
