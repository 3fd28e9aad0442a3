/**
 * Another game, as the table agrees on it: anyone at the table proposes it
 * ("Play again"), every other person accepts or says "Not now", and the game
 * starts once every person's seat has accepted (computers accept at once). A
 * seat that has not answered in the room's time may be left to a computer for
 * that game, by anyone at the table. A "Not now" takes the proposal off; any
 * player may propose again.
 */
import type { RematchView, RoomView, You } from "../shared/protocol";
import { sinceNow } from "./away";
import { useClock } from "./clock";
import { Counting } from "./countdown";
import { listOf, locale, t } from "./i18n";
import { seatName } from "./seat-name";
import { current, currentAt, send } from "./store";

type Answer = "accepted" | "computer" | "waiting";

const answerOf = (proposal: RematchView, seat: number): Answer =>
  proposal.accepted.includes(seat) ? "accepted" : proposal.computer.includes(seat) ? "computer" : "waiting";

/** Propose, or accept the proposal on the table, against the table on screen (a table that changed takes it off). */
const accept = () => void send({ type: "rematch", version: current.value?.lobbyVersion });
const decline = () => void send({ type: "rematch", accept: false, version: current.value?.lobbyVersion });

export function Rematch({ room, you }: { room: RoomView; you: You }) {
  const proposal = room.rematch?.declined === undefined ? room.rematch : null;
  const atTable = you.seat !== null || you.host;
  const now = useClock(proposal !== null && sinceNow(proposal.age, currentAt.value, Date.now()) < proposal.answerMs);
  if (!proposal) {
    const declined = room.rematch?.declined;
    return (
      <div class="stack rematch" data-rematch="none">
        {declined !== undefined && (
          <p data-rematch-declined={declined}>
            {declined === you.seat
              ? t("rematch.declined.you")
              : t("rematch.declined", { name: seatName(room.seats, declined) })}
          </p>
        )}
        {atTable ? (
          <div class="row">
            <button type="button" class="primary" data-action="rematch" onClick={accept}>
              {t("game.rematch")}
            </button>
          </div>
        ) : (
          <p class="muted">{t("rematch.watching")}</p>
        )}
      </div>
    );
  }
  const people = room.seats.flatMap((s, i) => (s.kind === "human" ? [i] : []));
  const waiting = people.filter((i) => answerOf(proposal, i) === "waiting");
  const leftMs = proposal.answerMs - sinceNow(proposal.age, currentAt.value, now);
  const mine = you.seat === null ? null : answerOf(proposal, you.seat);
  const nameOf = (i: number) =>
    i === you.seat ? t("presence.you", { name: seatName(room.seats, i) }) : seatName(room.seats, i);
  // This page's own pending answer is its buttons, not a line saying the table waits for it.
  const groups = (["accepted", "computer", "waiting"] as const).map(
    (answer) =>
      [
        answer,
        people.filter((i) => answerOf(proposal, i) === answer && (answer !== "waiting" || i !== you.seat)),
      ] as const,
  );
  return (
    <div class="stack rematch" data-rematch="open">
      <p>
        <strong>
          {proposal.by === you.seat && you.seat !== null
            ? t("rematch.by.you")
            : proposal.by === null
              ? t("rematch.by.host")
              : t("rematch.by", { name: seatName(room.seats, proposal.by) })}
        </strong>
      </p>
      {mine === "waiting" && (
        <div class="row">
          <button type="button" class="primary" data-action="rematch" onClick={accept}>
            {t("game.rematch")}
          </button>
          <button type="button" data-action="rematch-decline" onClick={decline}>
            {t("rematch.decline")}
          </button>
        </div>
      )}
      {groups.map(([answer, seats]) =>
        seats.length === 0 ? null : (
          <p key={answer} class={answer === "waiting" ? "muted" : undefined} data-rematch-answer={answer}>
            {t(`rematch.${answer}`, { names: listOf(locale.value, seats.map(nameOf)) })}
          </p>
        ),
      )}
      {atTable && waiting.some((i) => i !== you.seat) && leftMs > 0 && (
        <p class="muted">
          <Counting sentence={(time) => t("rematch.answerIn", { time })} ms={leftMs} />
        </p>
      )}
      {atTable && leftMs <= 0 && (
        <div class="row">
          {waiting
            .filter((i) => i !== you.seat)
            .map((i) => (
              <button
                key={i}
                type="button"
                data-action="rematch-standin"
                data-seat={i}
                onClick={() => void send({ type: "standin", seat: i })}
              >
                {t("presence.standin", { name: seatName(room.seats, i) })}
              </button>
            ))}
        </div>
      )}
    </div>
  );
}
