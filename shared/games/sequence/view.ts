import { sequencesToWin, sideOf } from "./table";
import type { SequenceState, SequenceView } from "./types";

/**
 * Everything `seat` may know (null: a spectator). Built field by field from
 * public parts of the state plus the seat's own hand: no other hand and nothing
 * of the draw pile but its size can reach a view. Arrays are fresh copies so a
 * view can be handed out without exposing the state to mutation.
 */
export function view(state: SequenceState, seat: number | null): SequenceView {
  const own = seat === null ? undefined : state.hands[seat];
  return {
    seat: own === undefined ? null : seat,
    hand: own === undefined ? null : own.slice(),
    players: state.players,
    sides: state.sides,
    seatSides: Array.from({ length: state.players }, (_, s) => sideOf(s, state.sides)),
    sequencesToWin: sequencesToWin(state.sides),
    status: state.status,
    turn: state.turn,
    winner: state.winner,
    passes: state.passes,
    turns: state.turns,
    exchanged: state.exchanged,
    chips: state.chips.slice(),
    sequences: state.sequences.slice(),
    handCounts: state.hands.map((hand) => hand.length),
    deckCount: state.deck.length,
    discards: state.discards.map((pile) => pile.slice()),
    history: state.history.slice(),
  };
}
