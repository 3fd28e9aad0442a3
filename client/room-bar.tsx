/**
 * The room's chrome during a game: one compact bar above the board (home,
 * room code, whose turn in one line, a menu button) and a menu holding the
 * rest (who is at the table, invite and QR, rules, sound, notifications,
 * language, watchers, host controls). On a phone the menu is a drawer over the
 * table, so the board gets the whole screen below the bar; on a wide screen it
 * is a side column, always open. The bar's height never changes, so nothing
 * below it moves when the turn or the status changes.
 */
import { useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { useEffect } from "preact/hooks";
import { FullSiteLink } from "./embed";
import { HomeLink } from "./home-link";
import { t, tAround } from "./i18n";
import { Invite } from "./invite";
import { LanguagePicker } from "./language-picker";
import { NotifyToggle } from "./notify";
import { TablePresence } from "./presence";
import { abilitiesOf } from "./room-kind/abilities";
import { embedded } from "./router";
import { RulesButton } from "./rules-button";
import { seatName } from "./seat-name";
import { muted, setMuted } from "./sound";
import { current, isMyTurn } from "./store";
import { WatcherCount, Watchers } from "./watchers";

export function RoomBar({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const state = current.value;
  if (!state) return null;
  const { room, you } = state;
  // Something in the menu waits for someone here: an empty seat, or a seat the game waits for that is offline.
  const attention =
    room.phase === "playing" &&
    (room.seats.some((s) => s.kind === "empty") ||
      state.toAct.some((i) => {
        const seat = room.seats[i];
        return seat?.kind === "human" && !seat.connected && !seat.standIn;
      }));
  return (
    <header class="room-bar">
      {!embedded && <HomeLink iconOnPhone />}
      <span class="room-bar-code" dir="ltr">
        {room.code}
      </span>
      <p class="room-bar-status" data-my-turn={isMyTurn.value ? "yes" : "no"} aria-live="polite">
        <TurnLine />
      </p>
      <button
        type="button"
        class="room-menu-button"
        data-action="room-menu"
        aria-expanded={open}
        aria-controls="room-menu"
        data-attention={attention ? "yes" : undefined}
        onClick={onToggle}
      >
        <svg viewBox="0 0 18 14" width="18" height="14" aria-hidden="true">
          <path d="M1 1h16M1 7h16M1 13h16" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
        </svg>
        <span class="visually-hidden">{t("room.menu")}</span>
      </button>
      {/* Kept for the existing lookups of the room's code by its words. */}
      <span class="visually-hidden">{t("room.code", { code: room.code })}</span>
      {you.seat === null && <span class="visually-hidden">{t("room.spectating")}</span>}
    </header>
  );
}

/**
 * Whose turn it is, or that the game is over, or that this page only watches: always one line. A long name is cut
 * short, not the words around it: "Bartholo…'s turn" still says whose turn it is.
 */
function TurnLine() {
  const state = current.value;
  if (!state) return null;
  if (state.room.phase === "over") return <>{t("game.over")}</>;
  if (isMyTurn.value) return <>{t("game.yourTurn")}</>;
  const next = state.toAct[0];
  if (next === undefined) return <>{state.you.seat === null ? t("room.spectating") : ""}</>;
  const [before, after] = tAround("game.turnOf", "name");
  return (
    <span class="room-bar-turn">
      {before && <span>{before}</span>}
      <bdi>{seatName(state.room.seats, next)}</bdi>
      {after && <span>{after}</span>}
    </span>
  );
}

/** The menu: a drawer on a phone (closed with its button, Escape, or a tap outside), a side column on a wide screen. */
export function RoomMenu({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children?: ComponentChildren;
}) {
  const state = current.value;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [open]);
  if (!state) return null;
  const { room, you } = state;
  return (
    <>
      {open && <div class="room-menu-scrim" onClick={onClose} aria-hidden="true" />}
      <aside id="room-menu" class="room-menu stack" data-open={open ? "yes" : "no"} aria-label={t("room.menu")}>
        <div class="row room-menu-head">
          <span class="room-menu-title">{t("room.code", { code: room.code })}</span>
          <button type="button" class="room-menu-close" data-action="room-menu-close" onClick={onClose}>
            {t("rules.close")}
          </button>
        </div>
        <TablePresence />
        {children}
        <div class="row room-menu-tools">
          <RulesButton game={room.game} />
          <SoundSwitch />
          {/* A turn comes in a moment against the computer alone: nothing to be told of in another tab. */}
          {you.seat !== null && room.phase === "playing" && abilitiesOf(room.code).shared && <NotifyToggle />}
        </div>
        <LanguagePicker />
        {embedded && <FullSiteLink code={room.code} />}
        {room.phase === "playing" && <Invite code={room.code} game={room.game} />}
        <WatcherCount room={room} you={you} />
        <Watchers you={you} />
      </aside>
    </>
  );
}

/** Sound as a state (a switch), not an action whose words could be read either way. */
function SoundSwitch() {
  return (
    <label class="switch">
      <input
        type="checkbox"
        data-field="sound"
        checked={!muted.value}
        onChange={(e) => setMuted(!e.currentTarget.checked)}
      />
      <span>{t("room.sound")}</span>
    </label>
  );
}

/** The drawer's open state, kept by the room page. */
export function useMenu() {
  const open = useSignal(false);
  return {
    open: open.value,
    toggle: () => {
      open.value = !open.value;
    },
    close: () => {
      open.value = false;
    },
  };
}
