/**
 * Seats left empty during a game. The game waits for them: the host chooses,
 * seat by seat, a computer player, keeping the seat for the player who left,
 * or a one-time invitation link for someone new. Everyone else sees that the
 * game waits for the host. The host can also free the seat of a player who is
 * offline, and then choose.
 */
import { useSignal } from "@preact/signals";
import { createContext, type RefObject } from "preact";
import { useContext, useEffect, useRef } from "preact/hooks";
import type { BotLevel } from "../shared/engine/game";
import type { RoomView, SeatView, You } from "../shared/protocol";
import { awayNow, inGrace, presenceOf } from "./away";
import { BotLevelSelect } from "./bot-level-select";
import { useClock } from "./clock";
import { CopyButton } from "./copy-button";
import { t } from "./i18n";
import { current, currentAt, sendOnTable } from "./store";

type TableIntent = Parameters<typeof sendOnTable>[0];

/** Whether the host's last choice here settles a seat (any but an invitation, whose link then stands here). */
const SettlingChoice = createContext<RefObject<boolean>>({ current: false });

/**
 * One choice per seat at a time: once the host has tapped one, the seat's
 * buttons stay disabled until the room answers with a new picture (or refuses),
 * so a second tap (or a test's second click) never sends the same command
 * against a table that is about to change, nor reaches a button on its way out.
 */
function useSeatChoice() {
  const sentAt = useSignal<number | null>(null);
  const settling = useContext(SettlingChoice);
  const busy = sentAt.value !== null && sentAt.value === current.value?.version;
  const choose = (intent: TableIntent) => {
    if (busy) return;
    sentAt.value = current.value?.version ?? null;
    settling.current = !("fill" in intent && intent.fill === "invite");
    void sendOnTable(intent).then((reply) => {
      if (reply.ok) return;
      sentAt.value = null;
      settling.current = false;
    });
  };
  return { busy, choose };
}

/**
 * On a phone this list lies below the board, and the host scrolls down to it. When a choice made here has
 * settled the last seat, the list goes and the game goes on: the page goes back up to the table (one screen
 * from its top) and the keyboard's place to the game, rather than leaving the board's top above the screen
 * and the focus on a button that is gone. The list going for any other reason (a friend back) moves nothing.
 */
function useBackToTheTable(shown: boolean): RefObject<boolean> {
  const settling = useRef(false);
  useEffect(() => {
    if (shown || !settling.current) return;
    settling.current = false;
    document.querySelector<HTMLElement>(".game-area")?.focus({ preventScroll: true });
    scrollTo({ top: 0 });
  }, [shown]);
  return settling;
}

export function Vacancies({ room, you }: { room: RoomView; you: You }) {
  const playing = room.phase === "playing";
  const now = useClock(playing && you.host && inGrace(room.seats, currentAt.value, room.standInAfterMs));
  const empty = playing ? room.seats.flatMap((seat, index) => (seat.kind === "empty" ? [{ seat, index }] : [])) : [];
  const offline =
    playing && you.host
      ? room.seats.flatMap((seat, index) => {
          // A seat a computer plays for was away past the grace period already.
          const presence = presenceOf(seat, awayNow(seat, currentAt.value, now), room.standInAfterMs);
          const gone = seat.kind === "human" && !seat.connected && (presence === "offline" || presence === "standIn");
          return gone ? [{ seat, index, playedFor: presence === "standIn" }] : [];
        })
      : [];
  const shown = empty.length > 0 || offline.length > 0;
  const settling = useBackToTheTable(shown);
  if (!shown) return null;
  return (
    <SettlingChoice.Provider value={settling}>
      <section class="card stack vacancies" aria-labelledby="vacancies" data-vacancies={empty.length}>
        <h3 id="vacancies">{t("game.vacancy.title")}</h3>
        <ul class="stack">
          {empty.map(({ seat, index }) => (
            <li key={`empty-${index}`} class="stack" data-vacant-seat={index}>
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
          {offline.map(({ seat, index, playedFor }) => (
            <li key={`offline-${index}`} class="row" data-offline-seat={index}>
              <span>
                {t(playedFor ? "game.offline.standIn" : "game.offline", {
                  name: seat.kind === "human" ? seat.name : "",
                })}
              </span>
              <FreeSeat index={index} />
            </li>
          ))}
        </ul>
      </section>
    </SettlingChoice.Provider>
  );
}

function FreeSeat({ index }: { index: number }) {
  const { busy, choose } = useSeatChoice();
  return (
    <button type="button" data-action="free-seat" disabled={busy} onClick={() => choose({ type: "kick", seat: index })}>
      {t("game.free")}
    </button>
  );
}

function HostChoices({ seat, index, invite }: { seat: SeatView; index: number; invite: string | undefined }) {
  const level = useSignal<BotLevel>("medium");
  const { busy, choose } = useSeatChoice();
  const left = seat.kind === "empty" ? seat.left : undefined;
  if (invite) return <InviteLink token={invite} index={index} />;
  return (
    <span class="row">
      <BotLevelSelect level={level} label={t("lobby.bot.level")} />
      <button
        type="button"
        data-action="vacancy-bot"
        disabled={busy}
        onClick={() => choose({ type: "reserve", seat: index, bot: true, level: level.value })}
      >
        {t("game.vacancy.bot")}
      </button>
      {left && (
        <button
          type="button"
          data-action="vacancy-keep"
          disabled={busy}
          onClick={() => choose({ type: "vacancy", seat: index, fill: "keep" })}
        >
          {t("game.vacancy.keep", { name: left })}
        </button>
      )}
      <button
        type="button"
        data-action="vacancy-invite"
        disabled={busy}
        onClick={() => choose({ type: "vacancy", seat: index, fill: "invite" })}
      >
        {t("game.vacancy.invite")}
      </button>
    </span>
  );
}

/** The invitation as a link: the token rides in the fragment, so it never reaches a server log. */
function InviteLink({ token, index }: { token: string; index: number }) {
  const { busy, choose } = useSeatChoice();
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
          disabled={busy}
          onClick={() => choose({ type: "vacancy", seat: index, fill: "close" })}
        >
          {t("game.vacancy.withdraw")}
        </button>
      </span>
    </span>
  );
}
