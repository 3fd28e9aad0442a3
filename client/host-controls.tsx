/**
 * What only the host can change before a game: table size, the game's options,
 * first player, settings; and start. The game's part (sizes, options, switches)
 * comes from its manifest.
 */
import { tableOptions } from "../shared/games/manifest";
import { manifestOf } from "../shared/games/manifests";
import type { RoomView } from "../shared/protocol";
import { type MessageKey, t } from "./i18n";
import { OptionControls } from "./option-controls";
import { hasTeammate } from "./seat-name";
import { send, sendOnTable } from "./store";

const TIMER_CHOICES = [null, 30, 60, 120, 300];

export function HostControls({ room: r }: { room: RoomView }) {
  const ready = r.seats.every((s) => s.kind !== "empty");
  const settings = r.settings;
  // Null only for a game this page does not know (a newer server): then only the game-independent controls.
  const manifest = manifestOf(r.game);
  const options = manifest ? tableOptions(manifest, r.players, r.options) : {};
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
              void send({
                type: "configure",
                players,
                options: manifest ? tableOptions(manifest, players, r.options) : {},
              });
            }}
          >
            {(manifest?.playerCounts ?? []).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {manifest && (
          <OptionControls
            manifest={manifest}
            players={r.players}
            values={options}
            onChange={(key, value) =>
              void send({ type: "configure", players: r.players, options: { ...options, [key]: value } })
            }
          />
        )}
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
      {manifest?.settings
        .filter((setting) => setting.key !== "teamChat" || r.seats.some((_, i) => hasTeammate(r.seats, i)))
        .map((setting) => (
          <label class="row setting" key={setting.key}>
            <input
              type="checkbox"
              data-setting={setting.key}
              checked={settings[setting.key]}
              onChange={(e) =>
                void send({ type: "settings", settings: { ...settings, [setting.key]: e.currentTarget.checked } })
              }
            />
            {t(setting.labelKey as MessageKey)}
          </label>
        ))}
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
