/**
 * The public answers learned so far, per place ("notes"). A spy event names the
 * examined place by its row position at that moment, and rows change as their
 * Spy moves; but the other cards never change order, so a place is tracked by
 * its index among the non-spy cards: index = position - (position > spy ? 1 : 0).
 *
 * That needs each Spy's position at every spy event. The history records wraps
 * (with the new position) and moves (size and direction), not where the Spies
 * stood when play started; so the opening position is worked out backwards from
 * the Spy's position now. A step cannot be undone uniquely in one case: a Spy
 * that steps away from an end could have started at either end (wrapping first
 * is free). When nothing earlier settles it, an answer given in that window is
 * kept only if both openings put it on the same card; the board can narrow the
 * candidates with views it saw earlier (`mergeOpenings`).
 */
import type { Facing, SpyEvent, SpyView } from "../../../shared/games/spy";
import { stepSpy, wrappedPosition } from "../../../shared/games/spy/base";

export type Answer = "safe" | "topSecret";

/** Per seat: the Spy positions it may have held when play started; null for a base not in play. */
export type Openings = readonly (readonly number[] | null)[];

/** Positions from which one step in `facing` ends at `position`. */
function stepSources(position: number, facing: Facing, length: number): number[] {
  if (facing === "right") {
    if (position === 0) return [];
    return position === 1 ? [0, length - 1] : [position - 1];
  }
  if (position === length - 1) return [];
  return position === length - 2 ? [length - 1, 0] : [position + 1];
}

function startIndex(history: readonly SpyEvent[]): number {
  return history.findIndex((event) => event.type === "start");
}

/** Every seat's possible opening Spy positions, worked back from the view. */
export function spyOpenings(view: SpyView): Openings {
  const start = startIndex(view.history);
  return view.bases.map((base, seat) => {
    if (base === null || start < 0) return null;
    const length = base.places.length;
    let candidates = [base.spy];
    for (let index = view.history.length - 1; index > start; index--) {
      const event = view.history[index] as SpyEvent;
      if (event.type === "wrap" && event.seat === seat) {
        candidates = [wrappedPosition(event.position, length)];
      } else if (event.type === "move" && event.seat === seat) {
        for (let step = 0; step < event.steps; step++) {
          candidates = [...new Set(candidates.flatMap((p) => stepSources(p, event.facing, length)))];
        }
      }
    }
    return candidates;
  });
}

/** Narrows what an earlier view allowed by what this one allows; a seat with no common candidate takes the new ones. */
export function mergeOpenings(earlier: Openings | null, now: Openings): Openings {
  if (earlier === null) return now;
  return now.map((candidates, seat) => {
    const before = earlier[seat];
    if (!candidates || !before) return candidates;
    const common = candidates.filter((p) => before.includes(p));
    return common.length > 0 ? common : candidates;
  });
}

/**
 * Per seat, per current row position: the type answer ("a Safe", "a Top Secret")
 * given there so far, or null. Exposures, lit and exploded bombs are not notes:
 * they are marks every view already carries.
 */
export function notesByPlace(view: SpyView, openings: Openings = spyOpenings(view)): (Answer | null)[][] {
  const start = startIndex(view.history);
  return view.bases.map((base, seat) => {
    if (base === null) return [];
    const length = base.places.length;
    const notes: (Answer | null)[] = base.places.map(() => null);
    const candidates = openings[seat];
    if (!candidates || candidates.length === 0 || start < 0) return notes;
    // One walk per candidate opening: the card index each answer landed on, or null where they disagree.
    const walks = candidates.map((opening) => answeredCards(view.history, start, seat, opening, length));
    const first = walks[0] ?? [];
    first.forEach(({ card, answer }, at) => {
      if (walks.some((walk) => walk[at]?.card !== card)) return;
      const position = card < base.spy ? card : card + 1;
      notes[position] = answer;
    });
    return notes;
  });
}

/** Walks the history forward from `opening`: the card index of every type answer about `seat`'s base, in order. */
function answeredCards(
  history: readonly SpyEvent[],
  start: number,
  seat: number,
  opening: number,
  length: number,
): { card: number; answer: Answer }[] {
  const found: { card: number; answer: Answer }[] = [];
  let spyAt = opening;
  for (let index = start + 1; index < history.length; index++) {
    const event = history[index] as SpyEvent;
    if (event.type === "wrap" && event.seat === seat) spyAt = event.position;
    if (event.type === "move" && event.seat === seat) {
      for (let step = 0; step < event.steps; step++) spyAt = stepSpy(spyAt, event.facing, length);
    }
    if (event.type === "spy" && event.target === seat) {
      const { kind } = event.answer;
      if (kind === "safe" || kind === "topSecret") {
        found.push({ card: event.position < spyAt ? event.position : event.position - 1, answer: kind });
      }
    }
  }
  return found;
}
