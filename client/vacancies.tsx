/**
 * Seats left empty during a game. The game waits for them: the host chooses,
 * seat by seat, a computer player, keeping the seat for the player who left,
 * or a one-time invitation link for someone new. Everyone else sees that the
 * game waits for the host. The host can also free the seat of a player who is
 * offline, and then choose.
 */
import { useSignal } from "@preact/signals";
import type { BotLevel } from "../shared/engine/game";
import type { RoomView, SeatView, You } from "../shared/protocol";
import { BotLevelSelect } from "./bot-level-select";
import { CopyButton } from "./copy-button";
import { t } from "./i18n";
import { sendOnTable } from "./store";

export function Vacancies({ room, you }: { room: RoomView; you: You }) {
  if (room.phase !== "playing") return null;
  const empty = room.seats.flatMap((seat, index) => (seat.kind === "empty" ? [{ seat, index }] : []));
  const offline = you.host
    ? room.seats.flatMap((seat, index) => (seat.kind === "human" && !seat.connected ? [{ seat, index }] : []))
    : [];
  if (empty.length === 0 && offline.length === 0) return null;
  return (
    <section class="card stack vacancies" aria-labelledby="vacancies" data-vacancies={empty.length}>
      <h3 id="vacancies">{t("game.vacancy.title")}</h3>
      <ul class="stack">
        {empty.map(({ seat, index }) => (
          <li key={index} class="stack" data-vacant-seat={index}>
            <span>
              {seat.kind === "empty" && seat.left
                ? t("game.vacancy.left", { n: index + 1, name: seat.left })
                : t("game.vacancy.seat", { n: index + 1 })}
            </span>
            {you.host ? (
              <HostChoices seat={seat} index={index} invite={you.invites?.find((i) => i.seat === index)?.token} />
            ) : (
              <span class="muted">{t("game.vacancy.waiting")}</span>
            )}
          </li>
        ))}
        {offline.map(({ seat, index }) => (
          <li key={index} class="row" data-offline-seat={index}>
            <span>{t("game.offline", { name: seat.kind === "human" ? seat.name : "" })}</span>
            <button
              type="button"
              data-action="free-seat"
              onClick={() => void sendOnTable({ type: "kick", seat: index })}
            >
              {t("game.free")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HostChoices({ seat, index, invite }: { seat: SeatView; index: number; invite: string | undefined }) {
  const level = useSignal<BotLevel>("medium");
  const left = seat.kind === "empty" ? seat.left : undefined;
  if (invite) return <InviteLink token={invite} index={index} />;
  return (
    <span class="row">
      <BotLevelSelect level={level} label={t("lobby.bot.level")} />
      <button
        type="button"
        data-action="vacancy-bot"
        onClick={() => void sendOnTable({ type: "reserve", seat: index, bot: true, level: level.value })}
      >
        {t("game.vacancy.bot")}
      </button>
      {left && (
        <button
          type="button"
          data-action="vacancy-keep"
          onClick={() => void sendOnTable({ type: "vacancy", seat: index, fill: "keep" })}
        >
          {t("game.vacancy.keep", { name: left })}
        </button>
      )}
      <button
        type="button"
        data-action="vacancy-invite"
        onClick={() => void sendOnTable({ type: "vacancy", seat: index, fill: "invite" })}
      >
        {t("game.vacancy.invite")}
      </button>
    </span>
  );
}

/** The invitation as a link: the token rides in the fragment, so it never reaches a server log. */
function InviteLink({ token, index }: { token: string; index: number }) {
  const link = `${location.origin}${location.pathname}#seat=${token}`;
  return (
    <span class="stack">
      <span class="muted">{t("game.vacancy.link")}</span>
      <code class="room-link" data-field="invite-link">
        {link}
      </code>
      <span class="row">
        <CopyButton text={link} action="copy-invite" />
        <button
          type="button"
          data-action="vacancy-close"
          onClick={() => void sendOnTable({ type: "vacancy", seat: index, fill: "close" })}
        >
          {t("game.vacancy.withdraw")}
        </button>
      </span>
    </span>
  );
}
