/**
 * Tells a player it is their turn: the tab title, a gentle chime, a short
 * vibration and (when allowed and the tab is hidden) a notification when the turn arrives (sound only after the page was touched, as
 * browsers require, and never when muted).
 */
import { useEffect } from "preact/hooks";
import { gameName } from "./game-name";
import { t } from "./i18n";
import { notifyTurn } from "./notify";
import { chime } from "./sound";
import { isMyTurn, room } from "./store";

export function TurnSignal() {
  const mine = isMyTurn.value;
  const r = room.value;
  // The tab names the game and the room ("<game> · Room K7MX2Q · Tabletop rooms"): a reader with several tabs, or a
  // history list, tells the rooms apart. Built in render, so it follows the language.
  const base = r ? [gameName(r.game), t("room.code", { code: r.code }), t("site.title")].join(" · ") : t("site.title");
  const title = mine ? t("title.yourTurn", { title: base }) : base;
  useEffect(() => {
    document.title = title;
    // Leaving the room (back to the home page), the tab names the site again.
    return () => {
      document.title = t("site.title");
    };
  }, [title]);
  useEffect(() => {
    if (mine) {
      chime();
      // Browsers refuse vibration before the page was touched (and say so in the console).
      if (navigator.userActivation?.hasBeenActive) navigator.vibrate?.(80);
      const code = room.peek()?.code;
      if (code) notifyTurn(code);
    }
  }, [mine]);
  return null;
}
