/**
 * Tells a player it is their turn: the tab title, a gentle chime, a short
 * vibration and (when allowed and the tab is hidden) a notification when the turn arrives (sound only after the page was touched, as
 * browsers require, and never when muted).
 */
import { useEffect } from "preact/hooks";
import { t } from "./i18n";
import { notifyTurn } from "./notify";
import { chime } from "./sound";
import { isMyTurn, room } from "./store";

export function TurnSignal() {
  const mine = isMyTurn.value;
  useEffect(() => {
    const base = t("site.title");
    document.title = mine ? t("title.yourTurn", { title: base }) : base;
    if (mine) {
      chime();
      // Browsers refuse vibration before the page was touched (and say so in the console).
      if (navigator.userActivation?.hasBeenActive) navigator.vibrate?.(80);
      const code = room.value?.code;
      if (code) notifyTurn(code);
    }
  }, [mine]);
  return null;
}
