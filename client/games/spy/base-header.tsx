/** A base's title with its state (playing, out, winner) and the card its Spy faces: on the table and in a replay. */
import type { SpyView } from "../../../shared/games/spy/without-bots";
import { t } from "../../i18n";
import { cardName } from "./names";

export function BaseHeader({ view, seat, title }: { view: SpyView; seat: number; title: string }) {
  const target = view.targets[seat];
  let badge: string | null = null;
  if (view.winner === seat) badge = t("spy.base.winner");
  else if (view.eliminated[seat]) badge = t("spy.base.out");
  else if (view.turn === seat) badge = t("spy.base.playing");
  return (
    <header class="spy-base-header">
      <h3>{title}</h3>
      {badge ? (
        <span class="spy-badge" data-badge={view.eliminated[seat] ? "out" : "on"}>
          {badge}
        </span>
      ) : null}
      {target ? (
        <span class="muted">{t("spy.base.target", { card: cardName(target) })}</span>
      ) : (
        // Out of the game, a base looks for nothing; the line stays, empty, so that the bases under it do not move.
        <span class="muted" aria-hidden="true">
          {"\u00a0"}
        </span>
      )}
    </header>
  );
}
