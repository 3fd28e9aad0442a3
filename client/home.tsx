/** The landing page: pick a game, set its table, create a room; or join one by code. */

import { useSignal } from "@preact/signals";
import { useLayoutEffect } from "preact/hooks";
import type { BotLevel } from "../shared/engine/game";
import { type OptionValue, smallestTable, tableOptions } from "../shared/games/manifest";
import { GAME_IDS, type GameId, MANIFESTS, manifestOf } from "../shared/games/manifests";
import { autostart } from "./autostart";
import { BotLevelSelect } from "./bot-level-select";
import { CreateNotices } from "./create-notices";
import { createRoom } from "./create-room";
import { EmbedThis } from "./embed";
import { gameLine, gameList, gameName } from "./game-name";
import { gameEntry } from "./games/registry";
import { guide } from "./guide";
import { HowToPlay } from "./how-to-play";
import { locale, type MessageKey, t } from "./i18n";
import { JoinForm } from "./join-form";
import { LanguagePicker } from "./language-picker";
import { OfflineNotice, offlineReason } from "./offline-notice";
import { OptionControls } from "./option-controls";
import { connectEarly, warmBoard, warmPeople, warmRoom } from "./room-loader";
import { navigate, roomPathOf } from "./router";
import { startSoloGame, warmSolo } from "./solo";
import { tokens } from "./tokens";

import { nameOrDefault, takeName, YourName } from "./your-name";

export function Home() {
  const game = useSignal<GameId>(GAME_IDS[0]);
  const manifest = manifestOf(game.value) ?? MANIFESTS[0];
  const players = useSignal(smallestTable(manifest).players);
  /** The host's choices of options so far; `tableOptions` keeps those that fit the table size. */
  const chosen = useSignal<Readonly<Record<string, OptionValue>>>({});
  const busy = useSignal(false);
  const level = useSignal<BotLevel>("medium");
  const failed = useSignal(false);
  /** Refused by the address's room limit: when the buttons may try again (ms), else null. */
  const waitUntil = useSignal<number | null>(null);
  const blocked = busy.value || waitUntil.value !== null;
  const name = useSignal(tokens.name());
  const nameMissing = useSignal(false);
  const options = tableOptions(manifest, players.value, chosen.value);

  // The room page, which every game needs, is asked for before the home page is drawn (main.tsx; here too, for a
  // home page drawn after another): the line is free by then (the page's own files are in, the local room's worker
  // is finishing), where waiting for the page to be idle left it so for a fifth of a second on a slow phone. Once
  // the page is up, the local room starts and the chosen game's board loads in the background (a tap on another
  // game fetches its own at once): a tap on "Play against the computer" then waits for the game, not for code (on
  // a slow phone, seconds).
  useLayoutEffect(() => {
    const room = warmRoom();
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => {
      // The local room's small chunk: it starts the game's worker, whose code the page asked for already.
      warmSolo();
      // The chosen game's board only after the room page: on a slow line the two would share it, and the player
      // may pick the other game (bench:phone's (b): its page's own wait 4.10 s → 3.56 s).
      room.then(() => warmBoard(game.peek()));
    });
  }, []);

  const pick = (g: GameId) => {
    warmBoard(g);
    game.value = g;
    players.value = smallestTable(manifestOf(g) ?? manifest).players;
    chosen.value = {};
  };

  /** A table for friends: the room is created, then the room page seats you in seat 1 under your name. */
  const create = async () => {
    // Friends read the name at the table, so a table for friends asks for it.
    const playerName = takeName(name, nameMissing);
    if (playerName === null) return;
    warmRoom();
    warmPeople();
    warmBoard(game.value);
    busy.value = true;
    failed.value = false;
    const created = await createRoom({ game: game.value, players: players.value, options });
    busy.value = false;
    if (!created.ok) {
      if (created.until === null) failed.value = true;
      else waitUntil.value = created.until;
      return;
    }
    autostart.save(created.code, null, playerName);
    // The socket first: it is on its way while the room page draws.
    connectEarly(created.code);
    navigate(`/r/${created.code}`);
  };

  /**
   * Against the computer, in this browser (solo.ts): no request, so no wait, no limit and no network needed.
   * The room page fills the other seats with computers and starts. A guided first game is one newcomer against
   * one easy computer player, at the smallest table.
   */
  const playSolo = (vsComputer: BotLevel, guided = false) => {
    warmRoom();
    warmBoard(game.value);
    const table = guided ? smallestTable(manifest) : { players: players.value, options };
    const code = startSoloGame({ game: game.value, ...table }, vsComputer, nameOrDefault(name));
    if (guided) guide.start(code);
    connectEarly(code);
    navigate(roomPathOf(code));
  };

  return (
    <div class="stack home">
      <header>
        <h1>{t("site.title")}</h1>
        <p class="muted">{t("site.tagline", { games: gameList(locale.value) })}</p>
        <LanguagePicker />
      </header>
      <OfflineNotice />
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
              <span class="game-picture" style={gameEntry(g)?.picture} aria-hidden="true" />
              <strong>{gameName(g)}</strong>
              <span class="muted">{gameLine(g)}</span>
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
              {manifest.playerCounts.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <OptionControls
            manifest={manifest}
            players={players.value}
            values={options}
            onChange={(key, value) => {
              chosen.value = { ...chosen.value, [key]: value };
            }}
          />
          <button
            type="button"
            class="primary"
            data-action="create"
            disabled={blocked || offlineReason() !== undefined}
            aria-describedby={offlineReason()}
            onClick={() => create()}
          >
            {busy.value ? t("home.creating") : t("home.create")}
          </button>
        </div>
        <div class="row">
          {/* The level first: it is what the button will use, read in the order the page is read. */}
          <BotLevelSelect level={level} label={t("home.vsComputer.level")} captioned />
          <button type="button" class="primary" data-action="vs-computer" onClick={() => playSolo(level.value)}>
            {t("home.vsComputer")}
          </button>
        </div>
        {manifest.guide && (
          <div class="row">
            <button type="button" data-action="guided" onClick={() => playSolo("easy", true)}>
              {t(manifest.guide.labelKey as MessageKey)}
            </button>
          </div>
        )}
        <CreateNotices failed={failed} waitUntil={waitUntil} />
      </section>
      <JoinForm />
      <HowToPlay game={game.value} />
      <EmbedThis path={`/embed/try/${game.value}`} title={gameName(game.value)} />
    </div>
  );
}
