/** How a finished game ended, in one sentence: the game-over panel's words for either game. */
import { TURN_LIMIT } from "../shared/engine/turns";
import { t } from "./i18n";

/** What the panel reads from either game's view once it is over. */
export interface FinishedView {
  readonly winner?: number | null;
  readonly seatSides?: readonly number[];
  /** Both games end their history with how the game ended; a draw says why. */
  readonly history?: readonly { readonly type: string; readonly reason?: string }[];
}

/** Winning seats from either game's view: Spy names a seat, Sequence a side. */
export function winningSeats(game: string, view: FinishedView): number[] {
  if (view.winner === null || view.winner === undefined) return [];
  if (game === "sequence") {
    return (view.seatSides ?? []).flatMap((side, seat) => (side === view.winner ? [seat] : []));
  }
  return [view.winner];
}

/** Whether the game ended in a draw because its TURN_LIMIT-th turn ended without a winner. */
export function drawnAtTurnLimit(view: FinishedView): boolean {
  const last = view.history?.at(-1);
  return last?.type === "draw" && last.reason === "turnLimit";
}

/**
 * "You win!" (to a winner, as the board's status line says it), "Ana wins!",
 * "Ana and Cy win!", or the draw and why: the turn bound, or nobody could play (Sequence).
 */
export function endingText(
  game: string,
  view: FinishedView,
  nameOf: (seat: number) => string,
  list: (names: string[]) => string,
  me: number | null = null,
): string {
  const seats = winningSeats(game, view);
  if (me !== null && seats.includes(me)) return t("game.youWin");
  const names = seats.map(nameOf);
  if (names.length === 1) return t("game.winner", { name: names[0] as string });
  if (names.length > 1) return t("game.winners", { names: list(names) });
  return drawnAtTurnLimit(view) ? t("game.drawTurnLimit", { count: TURN_LIMIT }) : t("game.draw");
}
