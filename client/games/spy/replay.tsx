/**
 * Spy on the replay page: the rules' pure functions (no bots), every arranged
 * base face up, and the log up to the move shown. Built from the board's own
 * pieces (a base row, the log's sentences); nothing here can act.
 */
import { reveal } from "../../../shared/games/spy/reveal";
import { apply, timeout } from "../../../shared/games/spy/rules";
import { seating } from "../../../shared/games/spy/seating";
import { setup } from "../../../shared/games/spy/setup";
import type { SpyState, SpyView } from "../../../shared/games/spy/without-bots";
import type { RoomView } from "../../../shared/protocol";
import { FollowingList } from "../../follow-newest";
import { t } from "../../i18n";
import type { ReplayBoardProps, ReplayGame } from "../replay-contract";
import { BaseHeader } from "./base-header";
import { BaseRow } from "./base-row";
import { justExamined } from "./events";
import { eventText } from "./log-text";
import { seatName } from "./names";
import { statusText } from "./status";

function Board({ view, room, lineMoves }: ReplayBoardProps<SpyView>) {
  const nameOf = (seat: number) => seatName(room, seat);
  const fresh = justExamined(view.history);
  const lines = view.history.map((event) => eventText(event, nameOf, null));
  return (
    <div class="spy-board replay-board">
      <p class="replay-status">{statusText(view, nameOf)}</p>
      <div class="spy-main">
        <div class="spy-table">
          {view.bases.map((base, seat) => {
            const title = t("spy.base.of", { name: nameOf(seat) });
            return (
              <section
                key={seat}
                class="spy-base"
                data-color={room.seats[seat]?.color}
                data-seat={seat}
                aria-label={title}
              >
                <BaseHeader view={view} seat={seat} title={title} />
                {base ? (
                  <BaseRow
                    seat={seat}
                    base={base}
                    owner={nameOf(seat)}
                    reversed={false}
                    fresh={fresh?.target === seat ? fresh.position : null}
                  />
                ) : (
                  <p class="muted">{t("spy.arrange.seatArranging", { name: nameOf(seat) })}</p>
                )}
              </section>
            );
          })}
        </div>
        <section class="spy-log card" aria-labelledby="replay-log-title">
          <h3 id="replay-log-title">{t("spy.log.title")}</h3>
          {lines.length === 0 ? (
            <p class="muted">{t("spy.log.empty")}</p>
          ) : (
            <FollowingList count={lines.length} class="spy-log-lines" newLabel={t("spy.log.newEvents")}>
              {lines.map((line, index) => {
                // Numbered by move, as the counter counts: a move's further lines (the blast, the win) go unnumbered.
                const move = lineMoves?.[index];
                const further = move !== undefined && move === lineMoves?.[index - 1];
                return (
                  <li
                    key={index}
                    value={move}
                    data-event={view.history[index]?.type}
                    data-further={further ? "" : undefined}
                  >
                    {line}
                  </li>
                );
              })}
            </FollowingList>
          )}
        </section>
      </div>
    </div>
  );
}

export const spyReplay: ReplayGame<SpyView> = {
  name: "spy.name",
  rules: { setup, apply, timeout },
  seating,
  reveal: (state) => reveal(state as SpyState),
  Board,
  logLines: (view) => view.history.length,
  said: (before: SpyView, after: SpyView, room: RoomView) =>
    after.history.slice(before.history.length).map((event) => eventText(event, (seat) => seatName(room, seat), null)),
  // Before the first move of Spy the players are still arranging: no base has a card to show yet.
  start: (view) => t(view.bases.some((base) => base === null) ? "spy.replay.start" : "replay.start"),
};
