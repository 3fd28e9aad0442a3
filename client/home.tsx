/** The landing page: pick a game, set its table, create a room; or join one by code. */

import { useSignal } from "@preact/signals";
import type { BotLevel } from "../shared/engine/game";
import { GAME_IDS, type GameId, manifestOf } from "../shared/games/manifests";
import type { CreateRoomResponse } from "../shared/protocol";
import { autostart } from "./autostart";
import { BotLevelSelect } from "./bot-level-select";
import { EmbedThis } from "./embed";
import { guide } from "./guide";
import { HowToPlay } from "./how-to-play";
import { t } from "./i18n";
import { JoinForm } from "./join-form";
import { LanguagePicker } from "./language-picker";
import { navigate } from "./router";
import { tokens } from "./tokens";
import { takeName, YourName } from "./your-name";

/** Sequence tables where the host chooses between 2 and 3 teams. */
const CHOOSE_SIDES = [6, 12];

export function Home() {
  const game = useSignal<GameId>("spy");
  const players = useSignal(2);
  const sides = useSignal(2);
  const busy = useSignal(false);
  const level = useSignal<BotLevel>("medium");
  const failed = useSignal(false);
  const name = useSignal(tokens.name());
  const nameMissing = useSignal(false);

  const pick = (g: GameId) => {
    game.value = g;
    players.value = 2;
  };

  /**
   * The room is created, then the room page seats you in seat 1 under your name;
   * against the computer it also fills the table with bots and starts.
   */
  const create = async (vsComputer: BotLevel | null = null, guided = false) => {
    if (takeName(name, nameMissing) === null) return;
    busy.value = true;
    failed.value = false;
    const options = game.value === "sequence" && CHOOSE_SIDES.includes(players.value) ? { sides: sides.value } : {};
    try {
      const res = await fetch("/api/rooms", {
        method: "POST",
        headers: { "content-type": "application/json" },
        // A guided first game is one newcomer against one easy computer player.
        body: JSON.stringify({ game: game.value, players: guided ? 2 : players.value, options }),
      });
      if (res.status !== 201) throw new Error(String(res.status));
      const room = (await res.json()) as CreateRoomResponse;
      tokens.saveHost(room.code, room.hostToken);
      autostart.save(room.code, vsComputer);
      if (guided) guide.start(room.code);
      navigate(`/r/${room.code}`);
    } catch {
      failed.value = true;
    } finally {
      busy.value = false;
    }
  };

  return (
    <div class="stack home">
      <header>
        <h1>{t("site.title")}</h1>
        <p class="muted">{t("site.tagline")}</p>
        <LanguagePicker />
      </header>
      <section class="card stack" aria-labelledby="pick">
        <h2 id="pick">{t("home.pick")}</h2>
        <div class="games">
          {GAME_IDS.map((g) => (
            <button
              type="button"
              key={g}
              aria-pressed={game.value === g}
              class={`game-choice${game.value === g ? " chosen" : ""}`}
              data-game={g}
              onClick={() => pick(g)}
            >
              <span class={`game-picture ${g}`} aria-hidden="true" />
              <strong>{t(`${g}.name`)}</strong>
              <span class="muted">{t(`home.${g}.line`)}</span>
            </button>
          ))}
        </div>
        <YourName name={name} missing={nameMissing} />
        <div class="row">
          <label class="row">
            {t("home.players")}
            <select
              value={players.value}
              data-field="players"
              onChange={(e) => {
                players.value = Number(e.currentTarget.value);
              }}
            >
              {(manifestOf(game.value)?.playerCounts ?? []).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {game.value === "sequence" && CHOOSE_SIDES.includes(players.value) && (
            <label class="row">
              {t("home.sides")}
              <select
                value={sides.value}
                onChange={(e) => {
                  sides.value = Number(e.currentTarget.value);
                }}
              >
                <option value={2}>{t("home.sides.2")}</option>
                <option value={3}>{t("home.sides.3")}</option>
              </select>
            </label>
          )}
          <button type="button" class="primary" data-action="create" disabled={busy.value} onClick={() => create()}>
            {busy.value ? t("home.creating") : t("home.create")}
          </button>
        </div>
        <div class="row">
          <button
            type="button"
            class="primary"
            data-action="vs-computer"
            disabled={busy.value}
            onClick={() => create(level.value)}
          >
            {t("home.vsComputer")}
          </button>
          <BotLevelSelect level={level} label={t("home.vsComputer.level")} captioned />
        </div>
        {game.value === "spy" && (
          <div class="row">
            <button type="button" data-action="guided" disabled={busy.value} onClick={() => create("easy", true)}>
              {t("spy.guide.start")}
            </button>
          </div>
        )}
        {failed.value && (
          <p role="alert" class="error">
            {t("home.failed")}
          </p>
        )}
      </section>
      <JoinForm />
      <HowToPlay game={game.value} />
      <EmbedThis path={`/embed/try/${game.value}`} title={t(`${game.value}.name`)} />
    </div>
  );
}
