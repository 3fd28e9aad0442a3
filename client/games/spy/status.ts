/** The one line that says where the game stands for this page: whose turn, what to do, who won. */
import { TURN_LIMIT } from "../../../shared/engine/turns";
import type { SpyView } from "../../../shared/games/spy/without-bots";
import { t } from "../../i18n";

export function statusText(view: SpyView, nameOf: (seat: number) => string): string {
  const me = view.seat;
  switch (view.phase) {
    case "arranging":
      if (me === null) return t("spy.status.watchingArranging");
      return t(view.arranged[me] ? "spy.status.waiting" : "spy.status.arranging");
    case "playing":
      if (me !== null && view.turn === me) return t(view.moved ? "spy.status.yourTurnMoved" : "spy.status.yourTurn");
      if (me !== null && view.eliminated[me]) return t("spy.status.youAreOut");
      return t("spy.status.turnOf", { name: nameOf(view.turn ?? view.first) });
    case "over":
      // Over without a winner: the turn bound ended the game in a draw.
      if (view.winner === null) return t("spy.status.draw", { count: TURN_LIMIT });
      return view.winner === me ? t("spy.status.youWin") : t("spy.status.winner", { name: nameOf(view.winner) });
  }
}
