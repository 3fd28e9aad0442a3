/**
 * How a finished game ended, in one sentence, from the room's public `outcome`:
 * the same words for every game, so the shell reads no game's view.
 */
import type { DrawReason, Outcome } from "../shared/engine/game";
import { TURN_LIMIT } from "../shared/engine/turns";
import { t } from "./i18n";

/** Each way a game can end without a winner, as the game-over panel says it. */
const DRAW_TEXT: Readonly<Record<DrawReason, () => string>> = {
  turnLimit: () => t("game.drawTurnLimit", { count: TURN_LIMIT }),
  passes: () => t("game.draw"),
  tie: () => t("game.draw"),
};

/**
 * "You win!" (to a winner, as the board's status line says it), "Ana wins!",
 * "Ana and Cy win!", "Blue team wins!" (a team of more than two: six names
 * made a paragraph of a sentence), or the draw and why: the turn bound, or
 * nobody could play. `teamOf`: the team the seats make up, by name, or null.
 */
export function endingText(
  outcome: Outcome,
  nameOf: (seat: number) => string,
  list: (names: string[]) => string,
  me: number | null = null,
  teamOf: (seats: readonly number[]) => string | null = () => null,
): string {
  if (outcome.kind === "draw") return DRAW_TEXT[outcome.reason]();
  if (me !== null && outcome.seats.includes(me)) return t("game.youWin");
  const team = outcome.seats.length > 2 ? teamOf(outcome.seats) : null;
  if (team !== null) return t("game.winner", { name: team });
  const names = outcome.seats.map(nameOf);
  if (names.length === 1) return t("game.winner", { name: names[0] as string });
  return t("game.winners", { names: list(names) });
}
