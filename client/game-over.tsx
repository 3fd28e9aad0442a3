/** The end of a game: who won or that it is a draw, another game as the table agrees on it, and the host's back-to-lobby. */
import { DownloadGameLink } from "./download-game";
import { endingText } from "./ending";
import { listOf, locale, t } from "./i18n";
import { PlayWithFriends } from "./play-with-friends";
import { Rematch } from "./rematch";
import { abilitiesOf } from "./room-kind/abilities";
import { embedded, navigate, roomPathOf } from "./router";
import { seatName } from "./seat-name";
import { current, send, status } from "./store";

export function GameOver() {
  const state = current.value;
  if (!state) return null;
  const { outcome } = state;
  return (
    // Like the board: not to be used while the room may not agree with what it shows.
    <div class="card game-over stack" role="status" data-phase="over" inert={status.value !== "open"}>
      <h2>{t("game.over")}</h2>
      {outcome && (
        <p class="winner" data-ending={outcome.kind}>
          {endingText(
            outcome,
            (seat) => seatName(state.room.seats, seat),
            (names) => listOf(locale.value, names),
            state.you.seat,
          )}
        </p>
      )}
      <Rematch room={state.room} you={state.you} />
      {state.you.host && (
        <div class="row">
          <button type="button" data-action="lobby" onClick={() => void send({ type: "lobby" })}>
            {t("game.lobby")}
          </button>
        </div>
      )}
      <GameLinks code={state.room.code} />
      {abilitiesOf(state.room.code).becomesTable && <PlayWithFriends room={state.room} seat={state.you.seat} />}
    </div>
  );
}

/** The finished game: as a replay file (the room serves it once the game is over), and on the replay page. */
function GameLinks({ code }: { code: string }) {
  const replay = `${embedded ? "/embed" : ""}${roomPathOf(code)}/replay`;
  return (
    <p class="row game-links">
      <DownloadGameLink code={code} />
      <a
        href={replay}
        data-action="watch-replay"
        onClick={(e) => {
          // A plain click stays in the page; a modified one opens a tab as usual.
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          navigate(replay);
        }}
      >
        {t("game.watchReplay")}
      </a>
    </p>
  );
}
