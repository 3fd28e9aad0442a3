import type { Random } from "../../engine";
import { legalActions, statePosition } from "./legal";
import type { SequenceAction, SequenceState, SequenceView, Side } from "./types";

/**
 * Decision: only the seat to act has actions; see `legalActions` for the list
 * and its order. Everyone else, and everyone once the game is over, gets [].
 */
export function actions(state: SequenceState, seat: number): SequenceAction[] {
  if (state.status !== "playing" || seat !== state.turn) return [];
  return legalActions(statePosition(state, seat));
}

/** The same list as `actions`, from the seat's own view (its hand plus public facts). */
export function viewActions(view: SequenceView): SequenceAction[] {
  const { seat, hand } = view;
  if (view.status !== "playing" || seat === null || hand === null || seat !== view.turn) return [];
  const side = view.seatSides[seat] ?? ((seat % view.sides) as Side);
  return legalActions({ hand, chips: view.chips, sequences: view.sequences, side, exchanged: view.exchanged });
}

/** A uniform pick among the viewing seat's legal actions, or null when it has none. */
export function randomAction(view: SequenceView, rng: Random): SequenceAction | null {
  const legal = viewActions(view);
  return legal.length === 0 ? null : (legal[rng.int(legal.length)] ?? null);
}

/** The seat to act while the game goes on; nobody once it is over. */
export const toAct = (state: SequenceState): number[] =>
  state.status === "playing" && state.turn !== null ? [state.turn] : [];
