/**
 * Who is away, on the table itself: on a phone the presence list lives in the
 * menu's drawer, but a friend who left and the time until a computer may
 * play for them concern everyone looking at the board. Each person away
 * during a game is named; while the game waits for them, with the time left
 * of the grace period ("Ben left · 0:25"), and once it is over, the button
 * that lets the computer play for them, right there. It lies over the top of
 * the board, under the bar, so it moves nothing when it comes and goes.
 * A player whose own seat a computer is playing (they were away, or did not
 * answer a proposal in time) and who is here gets their seat back from it.
 */
import { awayNow, inGrace } from "./away";
import { useClock } from "./clock";
import { Counting } from "./countdown";
import { t } from "./i18n";
import { seatName } from "./seat-name";
import { current, currentAt, send } from "./store";

export function AwayNotice() {
  const state = current.value;
  const playing = state?.room.phase === "playing";
  const someoneAway =
    playing &&
    state.room.seats.some((s, i) => i !== state.you.seat && s.kind === "human" && !s.connected && !s.standIn);
  const mine = state?.you.seat === null || state?.you.seat === undefined ? undefined : state.room.seats[state.you.seat];
  const playedForMe = playing && mine?.kind === "human" && mine.standIn !== undefined;
  // The clock ticks while a countdown runs: past zero the notice stays as it is until the next picture.
  const now = useClock(
    someoneAway &&
      inGrace(
        state.room.seats.filter((_, i) => state.toAct.includes(i)),
        currentAt.value,
        state.room.standInAfterMs,
      ),
  );
  // The live region is there before anyone goes away, so a screen reader hears the words when they come.
  if (!state || (!someoneAway && !playedForMe)) return <div class="away-notice" aria-live="polite" />;
  const { room, you, toAct } = state;
  const atTable = you.seat !== null || you.host;
  // This page's own seat is never "away" here: the connection banner speaks for it.
  const away = room.seats.flatMap((seat, i) => {
    const ms = i === you.seat ? null : awayNow(seat, currentAt.value, now);
    return ms === null ? [] : [{ i, left: room.standInAfterMs - ms }];
  });
  return (
    <div class="away-notice" aria-live="polite">
      {playedForMe && (
        <p class="away-line" data-away-seat="you">
          <span>{t("away.playedForYou")}</span>
          <button type="button" class="primary" data-action="back" onClick={() => void send({ type: "back" })}>
            {t("away.back")}
          </button>
        </p>
      )}
      {away.map(({ i, left }) => {
        const name = seatName(room.seats, i);
        const waited = toAct.includes(i);
        return (
          <p key={i} class="away-line" data-away-seat={i} data-waited={waited ? "yes" : "no"}>
            <span>
              {waited && left > 0 ? (
                <Counting sentence={(time) => t("away.countdown", { name, time })} ms={left} />
              ) : (
                t("away.left", { name })
              )}
            </span>
            {waited && left <= 0 && atTable && (
              <button
                type="button"
                class="primary"
                data-action="standin"
                // Short beside "Ben left", so the notice stays one line on a phone; said whole to a screen reader.
                aria-label={t("presence.standin", { name })}
                onClick={() => void send({ type: "standin", seat: i })}
              >
                {t("away.standin")}
              </button>
            )}
          </p>
        );
      })}
    </div>
  );
}
