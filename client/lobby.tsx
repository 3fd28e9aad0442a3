/** The table before a game: name, seats, invitations, and the host's controls. */

import { useSignal } from "@preact/signals";
import type { BotLevel } from "../shared/engine/game";
import { Limits } from "../shared/limits";
import type { RoomView, SeatView } from "../shared/protocol";
import { awayNow, inGrace, presenceOf } from "./away";
import { BotLevelSelect } from "./bot-level-select";
import { useClock } from "./clock";
import { EmbedThis, FullSiteLink } from "./embed";
import { gameName } from "./game-name";
import { HostControls } from "./host-controls";
import { HostBadge, HostWaiting, MakeHost } from "./hosting";
import { t } from "./i18n";
import { Invite } from "./invite";
import { abilitiesOf } from "./room-kind/abilities";
import { embedded } from "./router";
import { RulesButton } from "./rules-button";
import { hasTeammate, seatName } from "./seat-name";
import { currentAt, room, send, you } from "./store";
import { tokens } from "./tokens";

export function Lobby() {
  const r = room.value;
  if (!r) return null;
  // Every seat taken and this page seated nowhere: it watches, and says so.
  const full = you.value.seat === null && r.seats.every((seat) => seat.kind !== "empty");
  return (
    <div class="lobby stack">
      <div class="row lobby-head">
        <h2>
          {/* Which game this table is for: a friend's link says only "/r/CODE". */}
          <span data-game-name={r.game}>{gameName(r.game)}</span> · {t("lobby.title")}
        </h2>
        <RulesButton game={r.game} />
      </div>
      {full && (
        <p class="card full-notice" role="status" data-state="full">
          {t("room.full.watching")}
        </p>
      )}
      {/* The host's on a wide screen (styles.css): the table and the ways in, and beside them the settings and
          Start, held in view. In the page's order, so the keyboard goes the way the eye does. */}
      <div class="lobby-columns stack">
        <div class="lobby-main stack">
          <NameField />
          <Seats room={r} />
          {/* Right under the seats, where those waiting look: who starts, or when hosting passes on. */}
          {!you.value.host && <HostWaiting room={r} />}
          <Invite code={r.code} game={r.game} />
          {embedded ? (
            <FullSiteLink code={r.code} />
          ) : (
            // A game in this browser cannot be embedded elsewhere: a reader's browser would not hold it.
            abilitiesOf(r.code).shared && <EmbedThis path={`/embed/r/${r.code}`} title={gameName(r.game)} />
          )}
        </div>
        {you.value.host && (
          <div class="lobby-side">
            <HostControls room={r} />
          </div>
        )}
      </div>
    </div>
  );
}

/** Asked once, remembered in this browser; renames the seat when already seated. */
function NameField() {
  const name = useSignal(tokens.name());
  const save = async (e: Event) => {
    e.preventDefault();
    const trimmed = name.value.trim();
    if (!trimmed) return;
    tokens.saveName(trimmed);
    if (you.value.seat !== null) await send({ type: "rename", name: trimmed });
  };
  return (
    <form class="row" onSubmit={save}>
      <label class="row">
        {t("lobby.name")}
        <input
          value={name.value}
          maxLength={Limits.maxNameLength}
          required
          data-field="name"
          aria-describedby="name-hint"
          onInput={(e) => {
            name.value = e.currentTarget.value;
            tokens.saveName(e.currentTarget.value.trim());
          }}
        />
      </label>
      {you.value.seat !== null && <button type="submit">{t("lobby.name.save")}</button>}
      <span id="name-hint" class="muted">
        {t("lobby.name.hint")}
      </span>
    </form>
  );
}

function Seats({ room: r }: { room: RoomView }) {
  const me = you.value;
  // "reconnecting…" becomes "offline" after the grace period, as during a game.
  const now = useClock(inGrace(r.seats, currentAt.value, r.standInAfterMs));
  return (
    <ol class="seats">
      {r.seats.map((seat, i) => (
        <li key={i} class={`seat card color-${seat.color}`} data-seat={i}>
          <span class="seat-chip" aria-hidden="true" />
          <span class="seat-label">
            {t("lobby.seat", { n: i + 1 })}
            {hasTeammate(r.seats, i) && (
              <span class="muted"> · {t("lobby.team", { team: t(`color.${seat.color}` as "color.blue") })}</span>
            )}
          </span>
          <SeatOccupant room={r} index={i} mine={me.seat === i} now={now} />
          <SeatButtons room={r} seat={seat} index={i} mine={me.seat === i} host={me.host} />
        </li>
      ))}
    </ol>
  );
}

function SeatOccupant({ room: r, index, mine, now }: { room: RoomView; index: number; mine: boolean; now: number }) {
  const seat = r.seats[index];
  if (!seat || seat.kind === "empty") return <span class="muted">{t("lobby.seat.empty")}</span>;
  if (seat.kind === "bot") return <span data-bot={seat.level}>{seatName(r.seats, index)}</span>;
  const presence = presenceOf(seat, awayNow(seat, currentAt.value, now), r.standInAfterMs);
  return (
    <span data-presence={presence}>
      <strong>{seat.name}</strong> {mine && t("lobby.seat.you")} {index === r.host.seat && <HostBadge />}{" "}
      {presence === "reconnecting" && <span class="muted">({t("presence.reconnecting")})</span>}
      {presence === "offline" && <span class="muted">({t("lobby.seat.offline")})</span>}
    </span>
  );
}

function SeatButtons(props: { room: RoomView; seat: SeatView; index: number; mine: boolean; host: boolean }) {
  const { room: r, seat, index, mine, host } = props;
  const sit = () => {
    const name = tokens.name().trim() || t("player.unnamed", { n: index + 1 });
    void send({ type: "sit", seat: index, name });
  };
  return (
    <span class="row seat-actions">
      {seat.kind === "empty" && (
        <button type="button" data-action="sit" onClick={sit}>
          {t("lobby.seat.take")}
        </button>
      )}
      {mine && (
        <button type="button" data-action="leave" onClick={() => void send({ type: "leave" })}>
          {t("lobby.leave")}
        </button>
      )}
      {host && seat.kind === "human" && !mine && (
        <button type="button" data-action="kick" onClick={() => void send({ type: "kick", seat: index })}>
          {t("lobby.kick")}
        </button>
      )}
      {/* Hosting goes to someone here: handed to someone away, it would pass on again after the grace. */}
      {host && seat.kind === "human" && seat.connected && !mine && index !== r.host.seat && (
        <MakeHost seat={index} name={seatName(r.seats, index)} />
      )}
      {host && seat.kind === "empty" && <BotPicker index={index} />}
      {host && seat.kind === "bot" && (
        <button
          type="button"
          data-action="unreserve"
          onClick={() => void send({ type: "reserve", seat: index, bot: false })}
        >
          {t("lobby.unreserve")}
        </button>
      )}
    </span>
  );
}

/** The host seats a computer player of a chosen level. */
function BotPicker({ index }: { index: number }) {
  const level = useSignal<BotLevel>("medium");
  return (
    <span class="row">
      <BotLevelSelect level={level} label={t("lobby.bot.level")} />
      <button
        type="button"
        data-action="add-bot"
        onClick={() => void send({ type: "reserve", seat: index, bot: true, level: level.value })}
      >
        {t("lobby.bot.add")}
      </button>
    </span>
  );
}
