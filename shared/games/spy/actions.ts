import { allowedSteps, facedCardIndex, facedPosition, isAtEnd, mirrorPosition, rowLength } from "./base";
import { MAX_FREE_ACTIONS_PER_TURN } from "./bounds";
import type { PlaceCode } from "./cards";
import type { Facing, PlaceMark, SpyAction, SpyState } from "./types";

/**
 * What decides the legal actions of the seat to act. Built both from the state
 * (`actions`) and from that seat's view (`viewActions`), so that the two lists
 * come out of one function and cannot drift apart.
 */
export interface TurnFacts {
  /** Row length L of every base. */
  readonly length: number;
  /** Own Spy's position and facing. */
  readonly spy: number;
  readonly facing: Facing;
  /** The card the own Spy faces, and its mark. */
  readonly facedCard: PlaceCode;
  readonly facedMark: PlaceMark;
  readonly moved: boolean;
  /** Flips and wraps made this turn. */
  readonly freeActions: number;
  /** For each seat: its Spy's position when it is a living opponent, else null. */
  readonly opponentSpies: readonly (number | null)[];
}

// Actions carry no state, so the lists share these frozen objects instead of allocating.
const FLIP: SpyAction = Object.freeze({ type: "flip" });
const WRAP: SpyAction = Object.freeze({ type: "wrap" });
const END: SpyAction = Object.freeze({ type: "end" });
const MOVES: readonly SpyAction[] = [1, 2, 3].map((steps) => Object.freeze({ type: "move", steps }));
const SPY_ON: readonly SpyAction[] = [0, 1, 2, 3].map((target) => Object.freeze({ type: "spy", target }));

/**
 * The legal actions of the seat to act, in a stable order: flip and wrap (Spy at
 * an end), while the turn has free actions left; each allowed move size (before
 * the turn's move); a spy on each living opponent, in seat order, whose examined
 * place is not its Spy; end.
 */
export function listTurnActions(facts: TurnFacts): SpyAction[] {
  const list: SpyAction[] = [];
  if (facts.freeActions < MAX_FREE_ACTIONS_PER_TURN) {
    list.push(FLIP);
    if (isAtEnd(facts.spy, facts.length)) list.push(WRAP);
  }
  if (!facts.moved) {
    for (const steps of allowedSteps(facts.facedCard, facts.facedMark)) list.push(MOVES[steps - 1] as SpyAction);
  }
  const examined = mirrorPosition(facedPosition(facts.spy, facts.facing, facts.length), facts.length);
  facts.opponentSpies.forEach((opponentSpy, seat) => {
    if (opponentSpy !== null && opponentSpy !== examined) list.push(SPY_ON[seat] as SpyAction);
  });
  list.push(END);
  return list;
}

/**
 * Every legal action of `seat` now. While arranging this is [] on purpose: the
 * legal arrangements (10,080 or 80,640 per seat) are not worth listing; `randomAction`
 * draws one instead and the client builds them itself.
 */
export function actions(state: SpyState, seat: number): SpyAction[] {
  if (state.phase !== "playing" || seat !== state.turn) return [];
  const own = state.bases[seat];
  if (!own) return [];
  const faced = facedCardIndex(own);
  const facedCard = own.cards[faced];
  const facedMark = own.marks[faced];
  if (facedCard === undefined || facedMark === undefined) return [];
  return listTurnActions({
    length: rowLength(own),
    spy: own.spy,
    facing: own.facing,
    facedCard,
    facedMark,
    moved: state.moved,
    freeActions: state.freeActions,
    opponentSpies: state.bases.map((base, other) =>
      base === null || other === seat || state.eliminated[other] ? null : base.spy,
    ),
  });
}

/** Seats that may act: while arranging every seat (re-arranging is allowed), those yet to arrange first. */
export function toAct(state: SpyState): number[] {
  switch (state.phase) {
    case "arranging": {
      const seats = state.bases.map((_, seat) => seat);
      return [
        ...seats.filter((seat) => state.bases[seat] === null),
        ...seats.filter((seat) => state.bases[seat] !== null),
      ];
    }
    case "playing":
      return [state.turn];
    case "over":
      return [];
  }
}

/**
 * Seats the game waits for: while arranging only those yet to arrange (a seat
 * that has arranged may re-arrange, but play starts without it doing so), else
 * `toAct`. This is the public "whose turn it is", so a player who has arranged
 * is not told it is their turn until play reaches them.
 */
export function waitingFor(state: SpyState): number[] {
  if (state.phase !== "arranging") return toAct(state);
  return state.bases.flatMap((base, seat) => (base === null ? [seat] : []));
}
