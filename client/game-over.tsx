/** The end of a game: who won, and the host's rematch or back-to-lobby. */
import { locale, t } from "./i18n";
import { seatName } from "./seat-name";
import { current, send } from "./store";

interface FinishedView {
  readonly winner?: number | null;
  readonly status?: string;
  readonly seatSides?: readonly number[];
}

/** Winning seats from either game's view: Spy names a seat, Sequence a side. */
export function winningSeats(game: string, view: FinishedView): number[] {
  if (view.winner === null || view.winner === undefined) return [];
  if (game === "sequence") {
    return (view.seatSides ?? []).flatMap((side, seat) => (side === view.winner ? [seat] : []));
  }
  return [view.winner];
}

export function GameOver() {
  const state = current.value;
  if (!state) return null;
  const view = state.game as FinishedView;
  const seats = winningSeats(state.room.game, view);
  const names = seats.map((s) => seatName(state.room.seats, s));
  const listFormat = new Intl.ListFormat(locale.value, { type: "conjunction" });
  return (
    <div class="card game-over stack" role="status" data-phase="over">
      <h2>{t("game.over")}</h2>
      <p class="winner">
        {names.length === 0
          ? t("game.draw")
          : names.length === 1
            ? t("game.winner", { name: names[0] as string })
            : t("game.winners", { names: listFormat.format(names) })}
      </p>
      {state.you.host ? (
        <div class="row">
          <button type="button" class="primary" data-action="rematch" onClick={() => void send({ type: "rematch" })}>
            {t("game.rematch")}
          </button>
          <button type="button" onClick={() => void send({ type: "lobby" })}>
            {t("game.lobby")}
          </button>
        </div>
      ) : (
        <p class="muted">{t("game.waitRematch")}</p>
      )}
    </div>
  );
}
