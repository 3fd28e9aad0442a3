/** /r/CODE: connects to the room and shows its lobby or its game, with the chat beside. */

import { useEffect } from "preact/hooks";
import { autostart } from "./autostart";
import { Chat } from "./chat";
import { ClaimSeat, takeInvitationFromAddress } from "./claim";
import { quietRoom } from "./company";
import { FullSiteLink } from "./embed";
import { gameName } from "./game-name";
import { GameOver } from "./game-over";
import { useGameClient } from "./games/load";
import { HomeLink } from "./home-link";
import { t } from "./i18n";
import { Invite } from "./invite";
import { LanguagePicker } from "./language-picker";
import { Lobby } from "./lobby";
import { NotifyToggle } from "./notify";
import { TablePresence } from "./presence";
import { embedded } from "./router";
import { ErrorToast, StatusBanner } from "./status";
import { act, current, enterRoom, isMyTurn, leaveRoom, send, status } from "./store";
import { TurnSignal } from "./turn-signal";
import { Vacancies } from "./vacancies";
import { Watchers } from "./watchers";

export function RoomPage({ code }: { code: string }) {
  useEffect(() => {
    takeInvitationFromAddress();
    enterRoom(code);
    return leaveRoom;
  }, [code]);

  const state = current.value;
  const heard = state !== null;
  useEffect(() => {
    if (current.value) void autostart.run(current.value, send);
  }, [heard]);
  // A room that is gone (or full) shows the unavailable page instead (main.tsx).
  if (!state) {
    return (
      <p class="muted" aria-live="polite">
        {t("room.loading")}
      </p>
    );
  }
  return (
    <div
      class="room stack"
      data-version={state.version}
      data-you-seat={state.you.seat ?? "none"}
      data-phase={state.room.phase}
      data-my-turn={isMyTurn.value ? "yes" : "no"}
    >
      <StatusBanner />
      <TurnSignal />
      <header class="row room-head">
        {!embedded && <HomeLink />}
        <span>{t("room.code", { code: state.room.code })}</span>
        {state.room.spectators > 0 && !quietRoom(state.room, state.you, embedded) && (
          <span class="muted">{t("room.spectators", { count: state.room.spectators })}</span>
        )}
        {embedded && <FullSiteLink code={state.room.code} />}
        {state.you.seat === null && <span class="muted">{t("room.spectating")}</span>}
        <LanguagePicker />
      </header>
      {state.room.phase === "lobby" ? <Lobby /> : <GameArea game={state.room.game} />}
      <Watchers you={state.you} />
      <Chat />
      <ErrorToast />
    </div>
  );
}

/** The game under way (or just over): the room's panels around the board of the room's game, from the registry. */
function GameArea({ game }: { game: string }) {
  const client = useGameClient(game);
  const state = current.value;
  if (!state || state.game === null) return null;
  // A picture the room may no longer agree with is greyed out and cannot be played until it is fresh again.
  const stale = status.value !== "open";
  return (
    <section class={`game-area${stale ? " stale" : ""}`} aria-label={gameName(game)} aria-busy={stale} inert={stale}>
      <ClaimSeat />
      <Vacancies room={state.room} you={state.you} />
      <TablePresence />
      {state.you.seat !== null && state.room.phase === "playing" && <NotifyToggle />}
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
      {state.room.phase === "over" && <GameOver />}
      {state.room.phase === "playing" && (
        <details class="invite-later">
          <summary>{t("lobby.invite")}</summary>
          <Invite code={state.room.code} game={state.room.game} />
        </details>
      )}
    </section>
  );
}
