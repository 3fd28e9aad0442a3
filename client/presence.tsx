/**
 * Who is at the table during a game: each seat online, reconnecting or
 * offline, or played by a computer. When the seat the game waits for has been
 * away past the grace period, anyone at the table can let a computer play for
 * it (the player gets the seat back by returning), so a closed tab never
 * freezes the game; the host can also end the game.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { SeatView } from "../shared/protocol";
import { t } from "./i18n";
import { seatName } from "./seat-name";
import { current, currentAt, send } from "./store";

type Presence = "online" | "reconnecting" | "offline" | "standIn" | "computer";

function presenceOf(seat: SeatView, awayNow: number | null, graceMs: number): Presence {
  if (seat.kind === "bot") return "computer";
  if (seat.kind !== "human") return "offline";
  if (seat.standIn) return "standIn";
  if (seat.connected) return "online";
  return awayNow !== null && awayNow < graceMs ? "reconnecting" : "offline";
}

export function TablePresence() {
  const state = current.value;
  const now = useSignal(Date.now());
  const anyAway = state?.room.seats.some((s) => s.kind === "human" && !s.connected) ?? false;
  useEffect(() => {
    if (!anyAway) return;
    const timer = setInterval(() => {
      now.value = Date.now();
    }, 1000);
    return () => clearInterval(timer);
  }, [anyAway]);
  if (state?.room.phase !== "playing") return null;
  const { room, you, toAct } = state;
  const atTable = you.seat !== null || you.host;
  return (
    <section class="card table-presence" aria-labelledby="presence">
      <h3 id="presence">{t("presence.title")}</h3>
      <ul class="presence-list">
        {room.seats.map((seat, i) => {
          const awayNow =
            seat.kind === "human" && seat.away !== undefined ? seat.away + now.value - currentAt.value : null;
          const presence = presenceOf(seat, awayNow, room.standInAfterMs);
          const canStandIn = atTable && presence === "offline" && seat.kind === "human" && toAct.includes(i);
          return (
            <li key={i} class={`row presence color-${seat.color}`} data-presence-seat={i} data-presence={presence}>
              <span class="presence-dot" aria-hidden="true" />
              <span>
                {i === you.seat ? t("presence.you", { name: seatName(room.seats, i) }) : seatName(room.seats, i)}
              </span>
              <span class="muted">{t(`presence.${presence}`)}</span>
              {canStandIn && (
                <button type="button" data-action="standin" onClick={() => void send({ type: "standin", seat: i })}>
                  {t("presence.standin", { name: seatName(room.seats, i) })}
                </button>
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
