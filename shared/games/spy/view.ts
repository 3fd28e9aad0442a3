import { listTurnActions, type TurnFacts } from "./actions";
import { facedPosition } from "./base";
import type { Base, BaseView, PlaceView, SpyAction, SpyState, SpyView } from "./types";

const SPY_PLACE: PlaceView = Object.freeze({ card: "SPY", mark: "none" });

/**
 * Everything `seat` may know (null, or a number that is not a seat: a spectator).
 * Bases are rows of places by position; a place shows its card only when this
 * viewer may know it, so nothing in the view depends on a hidden card. Once
 * the game is over (won or drawn) every base is shown to everyone.
 */
export function view(state: SpyState, seat: number | null): SpyView {
  const viewer = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.players ? seat : null;
  const playing = state.phase !== "arranging";
  return {
    seat: viewer,
    players: state.players,
    phase: state.phase,
    first: state.first,
    turn: state.phase === "playing" ? state.turn : null,
    moved: state.phase === "playing" && state.moved,
    freeActions: state.phase === "playing" ? state.freeActions : 0,
    turns: state.turns,
    arranged: state.bases.map((base) => base !== null),
    eliminated: state.eliminated.slice(),
    targets: state.bases.map((base, owner) => (state.eliminated[owner] ? null : (base?.target ?? "S1"))),
    bases: state.bases.map((base, owner) => {
      if (base === null) return null;
      // Once the game is over nothing is left to hide: every base is turned face up, for everyone.
      if (owner === viewer || state.eliminated[owner] || state.phase === "over") return baseView(base, true);
      // While arranging nothing of another base is known, not even where its Spy is.
      return playing ? baseView(base, false) : null;
    }),
    winner: state.winner,
    // Every event is a public fact, so the whole history goes to everyone as it is.
    // Copied so that a holder of the view (a bot, a client) cannot reach into the state.
    history: state.history.slice(),
  };
}

function baseView(base: Base, known: boolean): BaseView {
  const places: PlaceView[] = [];
  const length = base.cards.length + 1;
  for (let position = 0; position < length; position++) {
    if (position === base.spy) {
      places.push(SPY_PLACE);
      continue;
    }
    const index = position < base.spy ? position : position - 1;
    const mark = base.marks[index] ?? "none";
    const shown = known || mark === "exposed" || mark === "exploded";
    places.push({ card: shown ? (base.cards[index] ?? null) : null, mark });
  }
  return { spy: base.spy, facing: base.facing, places };
}

/** The same list as `actions(state, view.seat)`, from the view alone. */
export function viewActions(view: SpyView): SpyAction[] {
  const seat = view.seat;
  if (view.phase !== "playing" || seat === null || seat !== view.turn) return [];
  const own = view.bases[seat];
  if (!own) return [];
  const length = own.places.length;
  const faced = own.places[facedPosition(own.spy, own.facing, length)];
  if (!faced || faced.card === null || faced.card === "SPY") return [];
  const facts: TurnFacts = {
    length,
    spy: own.spy,
    facing: own.facing,
    facedCard: faced.card,
    facedMark: faced.mark,
    moved: view.moved,
    freeActions: view.freeActions,
    opponentSpies: view.bases.map((base, other) =>
      base === null || other === seat || view.eliminated[other] ? null : base.spy,
    ),
  };
  return listTurnActions(facts);
}
