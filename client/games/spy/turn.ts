/**
 * The buttons of a turn, read off the legal actions the shell lists (the game's
 * `viewActions`), so the board offers exactly those. Two additions: a living opponent whose spy is refused
 * (the examined place is their Spy) still gets a button, disabled, with the
 * reason; and a spy the viewer can already see is fatal (the examined place is a
 * known lit bomb) is marked, so the board asks before sending it.
 */
import { MAX_FREE_ACTIONS_PER_TURN, type SpyAction, type SpyView } from "../../../shared/games/spy/without-bots";
import { examinedPlace } from "./geometry";

export interface SpyChoice {
  readonly target: number;
  /** False when the place your Spy examines in that base is its Spy. */
  readonly allowed: boolean;
  /** True when the place your Spy examines there is a lit bomb everyone knows of: spying would knock you out. */
  readonly fatal: boolean;
}

export interface TurnChoices {
  readonly flip: boolean;
  readonly wrap: boolean;
  /** The turn has used all its flips and wraps (so neither is offered, and the board says why). */
  readonly freeSpent: boolean;
  /** Allowed move sizes; empty once moved. */
  readonly moves: readonly number[];
  /** One per living opponent, in seat order. */
  readonly spies: readonly SpyChoice[];
  readonly end: boolean;
}

/** The viewer's choices now, from `listed` (its legal actions), or null when it is not the viewer's turn. */
export function turnChoices(view: SpyView, listed: readonly SpyAction[]): TurnChoices | null {
  if (listed.length === 0 || view.seat === null) return null;
  const me = view.seat;
  const moves: number[] = [];
  const spied = new Set<number>();
  for (const action of listed) {
    if (action.type === "move") moves.push(action.steps);
    if (action.type === "spy") spied.add(action.target);
  }
  const own = view.bases[me];
  const examined = own ? examinedPlace(own) : null;
  const spies: SpyChoice[] = [];
  view.eliminated.forEach((out, seat) => {
    if (seat === me || out) return;
    const mark = examined === null ? undefined : view.bases[seat]?.places[examined]?.mark;
    // An exploded bomb is still lit: it explodes again for whoever finds it next.
    spies.push({ target: seat, allowed: spied.has(seat), fatal: mark === "lit" || mark === "exploded" });
  });
  return {
    flip: listed.some((action) => action.type === "flip"),
    wrap: listed.some((action) => action.type === "wrap"),
    freeSpent: view.freeActions >= MAX_FREE_ACTIONS_PER_TURN,
    moves,
    spies,
    end: listed.some((action) => action.type === "end"),
  };
}
