/**
 * Who is at the table during a game: each seat online, reconnecting or
 * offline, or played by a computer. When the seat the game waits for has been
 * away past the grace period, anyone at the table can let a computer play for
 * it (the player gets the seat back by returning), so a closed tab never
 * freezes the game; the host can also end the game, or hand hosting to
 * another player. A badge says who hosts.
 */
import { useSignal } from "@preact/signals";
import { awayNow, inGrace, presenceOf } from "./away";
import { useClock } from "./clock";
import { HostBadge, MakeHost } from "./hosting";
import { t } from "./i18n";
import { abilitiesOf } from "./room-kind/abilities";
import { seatName } from "./seat-name";
import { current, currentAt, send } from "./store";

export function TablePresence() {
  const state = current.value;
  const now = useClock(state !== null && inGrace(state.room.seats, currentAt.value, state.room.standInAfterMs));
  if (state?.room.phase !== "playing") return null;
  const { room, you, toAct } = state;
  // A game in this browser has nobody else at its table: who is online says nothing there. Its host may end it.
  if (!abilitiesOf(room.code).shared) {
    return you.host ? (
      <div class="row">
        <EndGame />
      </div>
    ) : null;
  }
  const atTable = you.seat !== null || you.host;
  return (
    <section class="card table-presence" aria-labelledby="presence">
      <h3 id="presence">{t("presence.title")}</h3>
      <ul class="presence-list">
        {room.seats.map((seat, i) => {
          const name = seatName(room.seats, i);
          const presence = presenceOf(seat, awayNow(seat, currentAt.value, now), room.standInAfterMs);
          const canStandIn = atTable && presence === "offline" && seat.kind === "human" && toAct.includes(i);
          return (
            <li key={i} class={`row presence color-${seat.color}`} data-presence-seat={i} data-presence={presence}>
              <span class="presence-dot" aria-hidden="true" />
              <span>{i === you.seat ? t("presence.you", { name }) : name}</span>
              {i === room.host.seat && <HostBadge />}
              {/* A computer's name says what it is: "computer" after it said nothing more, and wrapped a long list. */}
              {presence !== "computer" && <span class="muted">{t(`presence.${presence}`)}</span>}
              {canStandIn && (
                <button type="button" data-action="standin" onClick={() => void send({ type: "standin", seat: i })}>
                  {t("presence.standin", { name })}
                </button>
              )}
              {you.host && seat.kind === "human" && seat.connected && i !== you.seat && i !== room.host.seat && (
                <MakeHost seat={i} name={name} />
              )}
            </li>
          );
        })}
      </ul>
      {you.host && <EndGame />}
    </section>
  );
}

/** Host: abandon the game and go back to the lobby, after a second tap. */
function EndGame() {
  const asking = useSignal(false);
  if (!asking.value) {
    return (
      <button type="button" data-action="end-game" onClick={() => (asking.value = true)}>
        {t("game.end")}
      </button>
    );
  }
  return (
    <fieldset class="row end-game">
      <legend>{t("game.end.sure")}</legend>
      <button type="button" class="primary" data-action="end-game-yes" onClick={() => void send({ type: "lobby" })}>
        {t("game.end.yes")}
      </button>
      <button type="button" onClick={() => (asking.value = false)}>
        {t("game.end.no")}
      </button>
    </fieldset>
  );
}
