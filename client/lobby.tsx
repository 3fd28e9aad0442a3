/** The table before a game: name, seats, invitations, and the host's controls. */

import { useSignal } from "@preact/signals";
import type { BotLevel } from "../shared/engine/game";
import { Limits } from "../shared/limits";
import type { RoomView, SeatView } from "../shared/protocol";
import { BotLevelSelect } from "./bot-level-select";
import { EmbedThis, FullSiteLink } from "./embed";
import { gameName } from "./game-name";
import { HostControls } from "./host-controls";
import { t } from "./i18n";
import { Invite } from "./invite";
import { embedded } from "./router";
import { RulesButton } from "./rules-button";
import { hasTeammate, seatName } from "./seat-name";
import { room, send, you } from "./store";
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
      <NameField />
      <Seats room={r} />
      <Invite code={r.code} game={r.game} />
      {embedded ? <FullSiteLink code={r.code} /> : <EmbedThis path={`/embed/r/${r.code}`} title={gameName(r.game)} />}
      {you.value.host ? <HostControls room={r} /> : <p class="muted">{t("lobby.waiting.host")}</p>}
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
          <SeatOccupant seats={r.seats} index={i} mine={me.seat === i} />
          <SeatButtons seat={seat} index={i} mine={me.seat === i} host={me.host} />
        </li>
      ))}
    </ol>
  );
}

function SeatOccupant({ seats, index, mine }: { seats: readonly SeatView[]; index: number; mine: boolean }) {
  const seat = seats[index];
  if (!seat || seat.kind === "empty") return <span class="muted">{t("lobby.seat.empty")}</span>;
  if (seat.kind === "bot") return <span data-bot={seat.level}>{seatName(seats, index)}</span>;
  return (
    <span>
      <strong>{seat.name}</strong> {mine && t("lobby.seat.you")}{" "}
      {!seat.connected && <span class="muted">({t("lobby.seat.offline")})</span>}
    </span>
  );
}

function SeatButtons({ seat, index, mine, host }: { seat: SeatView; index: number; mine: boolean; host: boolean }) {
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
