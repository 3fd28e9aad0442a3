/**
 * The public answers learned so far, per place ("notes"). A place is pinned by
 * the index of its card in the base's fixed order of non-spy cards, which every
 * spy event carries (`card`): the Spy moves, the other cards never change order.
 */
import type { SpyView } from "../../../shared/games/spy/without-bots";

export type Answer = "safe" | "topSecret";

/**
 * Per seat, per current row position: the type answer ("a Safe", "a Top Secret")
 * given there so far, or null. Exposures, lit and exploded bombs are not notes:
 * they are marks every view already carries.
 */
export function notesByPlace(view: SpyView): (Answer | null)[][] {
  return view.bases.map((base, seat) => {
    if (base === null) return [];
    const notes: (Answer | null)[] = base.places.map(() => null);
    for (const event of view.history) {
      if (event.type !== "spy" || event.target !== seat) continue;
      const { kind } = event.answer;
      if (kind !== "safe" && kind !== "topSecret") continue;
      notes[event.card < base.spy ? event.card : event.card + 1] = kind;
    }
    return notes;
  });
}
