/** /r/CODE: connects to the room and shows its lobby or its game, with the chat beside. */

import { useEffect } from "preact/hooks";
import { ClaimSeat, takeInvitationFromAddress } from "./claim";
import { FullSiteLink } from "./embed";
import { gameName } from "./game-name";
import { GameOver } from "./game-over";
import { useGameClient } from "./games/load";
import { HomeLink } from "./home-link";
import { t } from "./i18n";
import { LanguagePicker } from "./language-picker";
import { loadPeople, type People, people } from "./people-loader";
import { RoomBar, RoomMenu, useMenu } from "./room-bar";
import { abilitiesOf } from "./room-kind/abilities";
import { embedded } from "./router";
import { ErrorToast, StatusBanner } from "./status";
import { act, current, enterRoom, isMyTurn, leaveRoom, status } from "./store";
import { useLoaded } from "./try-again";
import { TurnSignal } from "./turn-signal";
import { WatcherCount, Watchers } from "./watchers";
import { WatchingNote } from "./watching-note";

export function RoomPage({ code }: { code: string }) {
  useEffect(() => {
    takeInvitationFromAddress();
    enterRoom(code);
    // An invitation opened in a tab already on this room changes only the address's #: no page loads.
    addEventListener("hashchange", takeInvitationFromAddress);
    return () => {
      removeEventListener("hashchange", takeInvitationFromAddress);
      leaveRoom();
    };
  }, [code]);

  const state = current.value;
  // What only a table among people shows (people.ts): a room on the server has it preloaded with this page and is
  // drawn once it is here, whole; a game in this browser never needs it, unless it shows its lobby.
  const needsPeople = abilitiesOf(code).shared || state?.room.phase === "lobby";
  // Asked for again by itself should its code not arrive (try-again.ts).
  const parts = useLoaded(needsPeople ? "people" : null, loadPeople, people.value ?? undefined);
  // A room that is gone (or full) shows the unavailable page instead (main.tsx).
  if (!state || (needsPeople && !parts)) {
    // Another tab holds this game (one against the computer): that, rather than a wait with no end.
    if (!state && status.value === "elsewhere") {
      return (
        <div class="stack">
          <StatusBanner />
          {!embedded && <HomeLink />}
        </div>
      );
    }
    // The network gone before the room answered (a room's page opened offline, from the site's worker): say so, and
    // offer the way home, where games against the computer are played offline, rather than wait with no end.
    const cutOff = status.value === "offline" || status.value === "reconnecting";
    return (
      <div class="stack room-loading">
        {cutOff && <StatusBanner />}
        <p class="muted" aria-live="polite">
          {t("room.loading")}
        </p>
        {cutOff && !embedded && <HomeLink />}
      </div>
    );
  }
  if (state.room.phase === "lobby" && parts) {
    return (
      <div
        class="room stack"
        data-version={state.version}
        data-you-seat={state.you.seat ?? "none"}
        data-phase={state.room.phase}
        data-my-turn="no"
      >
        <StatusBanner />
        <TurnSignal />
        <div class="notices">
          <parts.HostNotice />
        </div>
        <header class="row room-head">
          {!embedded && <HomeLink iconOnPhone />}
          <span>{t("room.code", { code: state.room.code })}</span>
          <WatcherCount room={state.room} you={state.you} />
          {embedded && <FullSiteLink code={state.room.code} />}
          {state.you.seat === null && <span class="muted">{t("room.spectating")}</span>}
          <LanguagePicker />
        </header>
        <parts.Lobby />
        <Watchers you={state.you} />
        <parts.Chat />
        <ErrorToast />
      </div>
    );
  }
  return <TablePage game={state.room.game} people={parts} />;
}

/**
 * A game under way (or just over): the compact bar, the board in the rest of
 * the screen, the menu beside it (wide screens) or in a drawer (phones), and
 * what may come and go (empty seats, the end of the game, chat) below the
 * board, where it pushes nothing the player is looking at; notices (who is
 * away, who hosts now) lie over the board's top edge.
 */
function TablePage({ game, people }: { game: string; people: People | null }) {
  const menu = useMenu();
  // The lobby is a page that scrolls (its Start button may be far down); the table is one screen from its top.
  useEffect(() => {
    scrollTo({ top: 0 });
  }, []);
  const state = current.value;
  if (!state) return null;
  return (
    <div
      class="room room-playing"
      data-version={state.version}
      data-you-seat={state.you.seat ?? "none"}
      data-phase={state.room.phase}
      data-my-turn={isMyTurn.value ? "yes" : "no"}
    >
      <StatusBanner />
      <TurnSignal />
      <RoomBar open={menu.open} onToggle={menu.toggle} />
      {/* Over the top of the board, under the bar: they come and go without moving anything. */}
      <div class="notices">
        {people && <people.HostNotice />}
        {people && <people.AwayNotice />}
      </div>
      <GameArea game={game} />
      <RoomMenu open={menu.open} onClose={menu.close} />
      {/* After the board (and its log) on a phone; in the room's column on a laptop, over nothing of the game. */}
      {state.room.phase === "over" && <GameOver />}
      <div class="room-below stack">
        {people && <people.Vacancies room={state.room} you={state.you} />}
        {people && <people.Chat />}
      </div>
      <ErrorToast />
    </div>
  );
}

/** The board of the room's game, from the registry, greyed out while the room may not agree with it. */
function GameArea({ game }: { game: string }) {
  const client = useGameClient(game);
  const state = current.value;
  if (!state || state.game === null) return null;
  // A picture the room may no longer agree with is greyed out and cannot be played until it is fresh again.
  const stale = status.value !== "open";
  return (
    <section
      class={`game-area${stale ? " stale" : ""}`}
      aria-label={gameName(game)}
      aria-busy={stale}
      inert={stale}
      // Focus is put here when what had it above the board goes (watching-note.tsx); never in the tab order.
      tabIndex={-1}
    >
      <ClaimSeat />
      <WatchingNote />
      {client ? (
        <client.Board
          view={state.game}
          actions={client.viewActions(state.game)}
          act={act}
          room={state.room}
          you={state.you}
        />
      ) : (
        <div class="board-placeholder" />
      )}
    </section>
  );
}
