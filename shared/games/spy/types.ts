import type { RngState } from "../../engine";
import type { BombCode, CardCode, PlaceCode, TargetCode } from "./cards";

export type Facing = "left" | "right";

/** Spy takes no options: `{}` or absent. */
export type SpyOptions = Record<string, never>;

/**
 * `over` is every ending: won (a winner) or drawn at the turn bound (winner null,
 * see `TURN_LIMIT`). One phase for both, so that whatever waits for the end of a
 * game waits for a draw too.
 */
export type Phase = "arranging" | "playing" | "over";

/**
 * What everyone knows about one non-spy card. Exploded implies lit; only bombs are
 * lit or explode, only Safes and Top Secrets are exposed.
 */
export type PlaceMark = "none" | "lit" | "exploded" | "exposed";

/**
 * One seat's base in the state (never sent: views are built from it).
 *
 * Only the Spy ever moves, and neither a step (the Spy trades with a neighbour)
 * nor a wrap (the Spy jumps from one end to the other) changes the order of the
 * other cards. So the base is stored as that fixed order plus the Spy's position:
 * a card and its mark keep their index in `cards` for the whole game.
 */
export interface Base {
  /** The cards other than the Spy, in order from the owner's left. */
  readonly cards: readonly PlaceCode[];
  /** The public mark of `cards[i]`. */
  readonly marks: readonly PlaceMark[];
  /**
   * The Spy's position in the row, 0..L-1. The card at row position `p` is
   * `cards[p]` left of the Spy (p < spy) and `cards[p - 1]` right of it.
   */
  readonly spy: number;
  readonly facing: Facing;
  /** The next card of this base to expose; null once its T2 is exposed. */
  readonly target: TargetCode | null;
}

/** The full game state. Plain JSON; never leaves the room. */
export interface SpyState {
  readonly players: number;
  readonly phase: Phase;
  /** Seat that acts first once play starts (given by the host or drawn at setup). */
  readonly first: number;
  /** Seat whose turn it is while playing; `first` while arranging; the winner once won; the last to play after a draw. */
  readonly turn: number;
  /** Whether the seat to act has already made its one move this turn. */
  readonly moved: boolean;
  /** Flips and wraps the seat to act has made this turn (at most MAX_FREE_ACTIONS_PER_TURN). */
  readonly freeActions: number;
  /** Turns ended so far, every player's counted (arranging is not a turn); TURN_LIMIT ends the game. */
  readonly turns: number;
  /** Each seat's base; null until that seat has arranged. */
  readonly bases: readonly (Base | null)[];
  readonly eliminated: readonly boolean[];
  /** The winning seat; null while the game goes on and after a draw. */
  readonly winner: number | null;
  /** Every public event so far, oldest first; sent unchanged in every view. */
  readonly history: readonly SpyEvent[];
  /** The seeded generator (spent at setup when the first seat is drawn). */
  readonly rng: RngState;
}

export type SpyAction =
  | { readonly type: "arrange"; readonly base: readonly CardCode[]; readonly facing: Facing }
  | { readonly type: "flip" }
  | { readonly type: "wrap" }
  | { readonly type: "move"; readonly steps: number }
  | { readonly type: "spy"; readonly target: number }
  | { readonly type: "end" };

/** The public answer to a spy: a type only, an exposed card, a lit fuse, or an explosion. */
export type SpyAnswer =
  | { readonly kind: "safe" }
  | { readonly kind: "topSecret" }
  | { readonly kind: "exposed"; readonly card: TargetCode }
  | { readonly kind: "lit" }
  | { readonly kind: "exploded"; readonly card: BombCode };

export type EliminationReason = "topSecret2Exposed" | "foundLitBomb";

/** Public events. None carries a fact about a hidden card. */
export type SpyEvent =
  /** A seat submitted (or replaced) its arrangement; the arrangement itself stays secret. */
  | { readonly type: "arranged"; readonly seat: number }
  /** The last seat arranged: play starts with `first`. */
  | { readonly type: "start"; readonly first: number }
  | { readonly type: "flip"; readonly seat: number; readonly facing: Facing }
  /** The Spy jumped from one end of its base to the other, now at `position`. */
  | { readonly type: "wrap"; readonly seat: number; readonly position: number }
  | { readonly type: "move"; readonly seat: number; readonly steps: number; readonly facing: Facing }
  /**
   * `seat` spied on `target`, examining the place at row `position` of the target's
   * base, which holds the target's non-spy card number `card` (the index into the
   * base's fixed card order: public, since every Spy's position is, and stable while
   * the Spy moves, so a board can pin answers to places).
   */
  | {
      readonly type: "spy";
      readonly seat: number;
      readonly target: number;
      readonly position: number;
      readonly card: number;
      readonly answer: SpyAnswer;
    }
  /** `seat` ended its turn without spying, itself or by running out of time. */
  | { readonly type: "end"; readonly seat: number; readonly timeout: boolean }
  | { readonly type: "eliminated"; readonly seat: number; readonly reason: EliminationReason }
  | { readonly type: "win"; readonly seat: number }
  /** The TURN_LIMIT-th turn ended with more than one seat left: nobody wins. */
  | { readonly type: "draw"; readonly reason: "turnLimit" };

/** One place of a base as a viewer sees it. */
export interface PlaceView {
  /** The card, when this viewer may know it (own base, the Spy, exposed, exploded, eliminated owner); else null. */
  readonly card: CardCode | null;
  readonly mark: PlaceMark;
}

export interface BaseView {
  readonly spy: number;
  readonly facing: Facing;
  /** By row position from the owner's left, 0..L-1, the Spy's place included. */
  readonly places: readonly PlaceView[];
}

/** Everything one seat (or a spectator, seat null) may know. */
export interface SpyView {
  readonly seat: number | null;
  readonly players: number;
  readonly phase: Phase;
  readonly first: number;
  /** Seat to act while playing; null while arranging and once over. */
  readonly turn: number | null;
  /** Whether the seat to act has made its move this turn. */
  readonly moved: boolean;
  /** Flips and wraps the seat to act has made this turn (0 when nobody is to act). */
  readonly freeActions: number;
  /** Turns ended so far; the game ends in a draw at TURN_LIMIT. */
  readonly turns: number;
  /** Which seats have arranged (never how). */
  readonly arranged: readonly boolean[];
  readonly eliminated: readonly boolean[];
  /** Each base's current exposure target; null for a seat that is out. */
  readonly targets: readonly (TargetCode | null)[];
  /** Null for a base this viewer knows nothing of (any other base while arranging, or not yet arranged). */
  readonly bases: readonly (BaseView | null)[];
  /** The winning seat; null while the game goes on and after a draw. */
  readonly winner: number | null;
  readonly history: readonly SpyEvent[];
}
