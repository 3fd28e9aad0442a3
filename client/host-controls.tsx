/** What only the host can change before a game: table size, first player, settings; and start. */
import { manifestOf } from "../shared/games/manifests";
import type { RoomView } from "../shared/protocol";
import { t } from "./i18n";
import { send, sendOnTable } from "./store";

const TIMER_CHOICES = [null, 30, 60, 120, 300];

export function HostControls({ room: r }: { room: RoomView }) {
  const ready = r.seats.every((s) => s.kind !== "empty");
  const settings = r.settings;
  return (
    <section class="card stack host-controls" aria-labelledby="host">
      <h3 id="host">{t("lobby.host")}</h3>
      <div class="row">
        <label class="row">
          {t("lobby.players")}
          <select
            value={r.players}
            onChange={(e) => {
              const players = Number(e.currentTarget.value);
              const options = r.game === "sequence" && (players === 6 || players === 12) ? { sides: 2 } : {};
              void send({ type: "configure", players, options });
            }}
          >
            {(manifestOf(r.game)?.playerCounts ?? []).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label class="row">
          {t("lobby.first")}
          <select
            data-field="first"
            value={r.first ?? ""}
            onChange={(e) => {
              const v = e.currentTarget.value;
              void send({ type: "first", seat: v === "" ? null : Number(v) });
            }}
          >
            <option value="">{t("lobby.first.random")}</option>
            {r.seats.map((s, i) => (
              <option key={i} value={i}>
                {s.kind === "human" ? s.name : t("lobby.seat", { n: i + 1 })}
              </option>
            ))}
          </select>
        </label>
        <label class="row">
          {t("lobby.timer")}
          <select
            value={settings.turnSeconds ?? ""}
            onChange={(e) => {
              const v = e.currentTarget.value;
              void send({ type: "settings", settings: { ...settings, turnSeconds: v === "" ? null : Number(v) } });
            }}
          >
            {TIMER_CHOICES.map((s) => (
              <option key={String(s)} value={s ?? ""}>
                {s === null ? t("lobby.timer.off") : t("lobby.timer.seconds", { count: s })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {r.game === "sequence" && (
        <label class="row">
          <input
            type="checkbox"
            checked={settings.teamChat}
            onChange={(e) =>
              void send({ type: "settings", settings: { ...settings, teamChat: e.currentTarget.checked } })
            }
          />
          {t("lobby.teamchat")}
        </label>
      )}
      {r.game === "spy" && (
        <label class="row">
          <input
            type="checkbox"
            checked={settings.notes}
            onChange={(e) => void send({ type: "settings", settings: { ...settings, notes: e.currentTarget.checked } })}
          />
          {t("lobby.notes")}
        </label>
      )}
      <button
        type="button"
        class="primary"
        data-action="start"
        disabled={!ready}
        onClick={() => void sendOnTable({ type: "start" })}
      >
        {t("lobby.start")}
      </button>
      {!ready && <p class="muted">{t("lobby.need")}</p>}
    </section>
  );
}
