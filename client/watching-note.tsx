/**
 * Someone watching a game under way who is not its host: said where they look, above the board, with what a
 * player back on another device can do (this browser holds no seat's token; the host frees the seat and sends
 * its link, game.vacancy.*). Until then only the room's menu said "You are watching". Dismissed for the tab.
 */
import { signal } from "@preact/signals";
import { invitation } from "./claim";
import { t } from "./i18n";
import { abilitiesOf } from "./room-kind/abilities";
import { current } from "./store";

const KEY = "tabletop:watching-note";

function storedCodes(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "[]") as string[];
  } catch {
    return [];
  }
}

/** Rooms whose note this tab put away. */
const dismissed = signal<readonly string[]>(storedCodes());

function dismiss(code: string): void {
  // The button goes with the note: the keyboard's place moves to the game the note stood over, not to the page.
  document.querySelector<HTMLElement>(".game-area")?.focus();
  dismissed.value = [...dismissed.value.filter((c) => c !== code), code].slice(-20);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(dismissed.value));
  } catch {
    // put away for this page only
  }
}

export function WatchingNote() {
  const state = current.value;
  if (state?.room.phase !== "playing" || state.you.seat !== null || state.you.host) return null;
  const { code } = state.room;
  // An invitation says what to do instead (claim.tsx); a game in this browser has nobody watching.
  if (invitation.value || !abilitiesOf(code).shared || dismissed.value.includes(code)) return null;
  return (
    <p class="card row watching-note" data-note="watching">
      <span>{t("room.watching.note")}</span>
      <button type="button" data-action="dismiss-watching" onClick={() => dismiss(code)}>
        {t("error.dismiss")}
      </button>
    </p>
  );
}
