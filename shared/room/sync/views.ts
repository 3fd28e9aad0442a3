/** Each seat's view of the last state it was built for: views are never changed once built, so one is reused. */
import type { AnyGame } from "../../engine";

export class Views {
  private readonly last = new Map<number | null, { readonly state: unknown; readonly view: unknown }>();

  /** `seat`'s view of `state` (null while no match is on). */
  of(game: AnyGame, state: unknown, seat: number | null): unknown {
    if (state === null) return null;
    const last = this.last.get(seat);
    if (last && last.state === state) return last.view;
    const view = game.view(state, seat);
    this.last.set(seat, { state, view });
    return view;
  }

  forget(): void {
    this.last.clear();
  }
}
