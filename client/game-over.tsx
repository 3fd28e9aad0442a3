/** The end of a game: who won or that it is a draw, another game as the table agrees on it, and the host's back-to-lobby. */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { DownloadGameLink } from "./download-game";
import { endingText } from "./ending";
import { listOf, locale, t } from "./i18n";
import { PlayWithFriends } from "./play-with-friends";
import { Rematch } from "./rematch";
import { abilitiesOf } from "./room-kind/abilities";
import { embedded, followInPage, roomPathOf } from "./router";
import { seatName, teamName } from "./seat-name";
import { current, send, status } from "./store";

export function GameOver() {
  // On a phone the card lies over the foot of the final board: folded, it keeps only the result.
  const folded = useSignal(false);
  const state = current.value;
  const rematch = state?.room.rematch;
  // Who proposed the game on the table (undefined: none, or it was declined).
  const proposed = rematch && rematch.declined === undefined ? rematch.by : undefined;
  // A proposal to play again asks this player for an answer: it unfolds the card.
  useEffect(() => {
    if (proposed !== undefined) folded.value = false;
  }, [proposed, folded]);
  if (!state) return null;
  const { outcome } = state;
  return (
    // Like the board: not to be used while the room may not agree with what it shows.
    <div
      class="card game-over stack"
      role="status"
      data-phase="over"
      data-folded={folded.value ? "yes" : "no"}
      inert={status.value !== "open"}
    >
      <div class="row game-over-head">
        <h2>{t("game.over")}</h2>
        <button
          type="button"
          class="link-button game-over-fold"
          data-action="fold-result"
          aria-expanded={!folded.value}
          aria-controls="game-over-more"
          onClick={() => {
            folded.value = !folded.value;
          }}
        >
          {t(folded.value ? "game.unfold" : "game.fold")}
        </button>
      </div>
      {outcome && (
        <p class="winner" data-ending={outcome.kind}>
          {endingText(
            outcome,
            (seat) => seatName(state.room.seats, seat),
            (names) => listOf(locale.value, names),
            state.you.seat,
            (seats) => teamName(state.room.seats, seats),
          )}
        </p>
      )}
      <div id="game-over-more" class="stack game-over-more">
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
    </div>
  );
}

/** The finished game: as a replay file (the room serves it once the game is over), and on the replay page. */
function GameLinks({ code }: { code: string }) {
  const replay = `${embedded ? "/embed" : ""}${roomPathOf(code)}/replay`;
  return (
    <p class="row game-links">
      <DownloadGameLink code={code} />
      <a href={replay} data-action="watch-replay" onClick={(e) => followInPage(e, replay)}>
        {t("game.watchReplay")}
      </a>
    </p>
  );
}
