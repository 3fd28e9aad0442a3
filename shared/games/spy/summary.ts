import type { Outcome } from "../../engine";
import type { TargetCode } from "./cards";
import type { Base, SpyState } from "./types";

/** The final summary of docs/replay-format.md ("Final summary — Spy"). Full knowledge: for the replay tool, never for players. */
export interface SpySummary {
  /** `over` when won, `draw` when the turn bound ended the game without a winner. */
  readonly status: "arranging" | "playing" | "over" | "draw";
  readonly winner: number | null;
  readonly turn: number | null;
  readonly bases: readonly (readonly string[])[];
  readonly targets: readonly (TargetCode | null)[];
  readonly eliminated: readonly boolean[];
}

export function summary(state: SpyState): SpySummary {
  return {
    status: isDraw(state) ? "draw" : state.phase,
    winner: state.winner,
    turn: state.phase === "playing" ? state.turn : null,
    bases: state.bases.map((base) => (base === null ? [] : rowCodes(base))),
    targets: state.bases.map((base, seat) => (state.eliminated[seat] ? null : (base?.target ?? "S1"))),
    eliminated: state.eliminated.slice(),
  };
}

/** A base from its owner's left: `SPY<`/`SPY>` by facing, `!` on a lit (or exploded) bomb, `*` on an exposed card. */
function rowCodes(base: Base): string[] {
  const row = base.cards.map((card, index) => {
    const mark = base.marks[index];
    return mark === "lit" || mark === "exploded" ? `${card}!` : mark === "exposed" ? `${card}*` : card;
  });
  row.splice(base.spy, 0, base.facing === "left" ? "SPY<" : "SPY>");
  return row;
}

/** Over without a winner: only the turn bound ends a Spy game so. */
const isDraw = (state: SpyState): boolean => state.phase === "over" && state.winner === null;

export function outcome(state: SpyState): Outcome | null {
  if (state.phase !== "over") return null;
  // Only the turn bound ends a Spy game without a winner.
  return state.winner === null ? { kind: "draw", reason: "turnLimit" } : { kind: "won", seats: [state.winner] };
}
