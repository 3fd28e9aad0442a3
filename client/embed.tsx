/**
 * Embedded pages (/embed/…): no site chrome, fits the width it is given, and
 * tells the parent page its height so a tiny snippet can size the iframe.
 * The "try it" embed creates a room only when the reader presses Play, so a
 * blog post read by thousands creates rooms only for those who play.
 */

import { useSignal } from "@preact/signals";
import type { BotLevel } from "../shared/engine/game";
import { smallestTable } from "../shared/games/manifest";
import { manifestOf } from "../shared/games/manifests";
import type { CreateRoomResponse } from "../shared/protocol";
import { autostart } from "./autostart";
import { BotLevelSelect } from "./bot-level-select";
import { CreateNotices } from "./create-notices";
import { embedSnippet } from "./embed-snippet";
import { gameLine, gameName } from "./game-name";
import { t } from "./i18n";
import { navigate } from "./router";
import { tokens } from "./tokens";
import { retryAt } from "./wait";
import { nameOrDefault, YourName } from "./your-name";

/** The message a framed page posts to its parent whenever its height changes. */
export interface HeightMessage {
  readonly type: "tabletop:height";
  readonly height: number;
}

/** Reports the document's height to the parent window (only when framed). */
export function reportHeight(): void {
  if (window.parent === window) return;
  let last = 0;
  const main = document.querySelector("main");
  if (!main) return;
  // The content's own bottom edge: the document's scrollHeight is never less than the frame itself.
  const post = () => {
    const height = Math.ceil(main.getBoundingClientRect().bottom + window.scrollY);
    if (height === last) return;
    last = height;
    const message: HeightMessage = { type: "tabletop:height", height };
    // The parent may be any site: the height is all that is sent.
    window.parent.postMessage(message, "*");
  };
  new ResizeObserver(post).observe(main);
  post();
}

/** /embed/try/GAME: your name (optional, remembered) and one button that starts a fresh game against the computer. */
export function TryIt({ game }: { game: string }) {
  const busy = useSignal(false);
  const failed = useSignal(false);
  /** Refused by the address's room limit: when Play may try again (ms), else null. */
  const waitUntil = useSignal<number | null>(null);
  const level = useSignal<BotLevel>("easy");
  const name = useSignal(tokens.name());
  const nameMissing = useSignal(false);
  const manifest = manifestOf(game);
  const play = async () => {
    // One tap: nobody at a table of computers reads the name, so none is needed.
    const playerName = nameOrDefault(name);
    busy.value = true;
    failed.value = false;
    try {
      const res = await fetch("/api/rooms", {
        method: "POST",
        headers: { "content-type": "application/json" },
        // The quickest game: the smallest table, against the computer.
        body: JSON.stringify({ game, ...(manifest ? smallestTable(manifest) : {}) }),
      });
      if (res.status === 429) {
        waitUntil.value = retryAt(res, Date.now());
        busy.value = false;
        return;
      }
      if (res.status !== 201) throw new Error(String(res.status));
      const room = (await res.json()) as CreateRoomResponse;
      tokens.saveHost(room.code, room.hostToken);
      autostart.save(room.code, level.value, playerName);
      navigate(`/embed/r/${room.code}`);
    } catch {
      failed.value = true;
      busy.value = false;
    }
  };
  return (
    <section class="card stack try-it">
      <h1>{gameName(game)}</h1>
      <p class="muted">{gameLine(game)}</p>
      <YourName name={name} missing={nameMissing} />
      <div class="row">
        <button
          type="button"
          class="primary"
          data-action="try"
          disabled={busy.value || waitUntil.value !== null}
          onClick={play}
        >
          {busy.value ? t("home.creating") : t("embed.play")}
        </button>
        <BotLevelSelect level={level} label={t("home.vsComputer.level")} captioned />
      </div>
      <CreateNotices failed={failed} waitUntil={waitUntil} />
      <FullSiteLink />
    </section>
  );
}

/**
 * From an embed to the whole site, in a new tab: the embed stays where it is.
 * Inside a room (`code`) it opens that room, so the reader keeps their seat and
 * table; the try-it card has no room yet and opens the home page.
 */
export function FullSiteLink({ code }: { code?: string }) {
  const path = code === undefined ? "/" : `/r/${code}`;
  return (
    <p class="full-site">
      <a href={`${location.origin}${path}`} target="_blank" rel="noopener" data-action="full-site">
        {t("embed.fullSite")}
      </a>
    </p>
  );
}

/** "Embed this": the snippet to copy. */
export function EmbedThis({ path, title }: { path: string; title: string }) {
  const copied = useSignal(false);
  const snippet = embedSnippet(location.origin, path, title);
  return (
    <details class="card embed-this">
      <summary>{t("embed.this")}</summary>
      <p class="muted">{t("embed.help")}</p>
      <textarea readOnly rows={5} aria-label={t("embed.snippet")} data-field="snippet" value={snippet} />
      <button
        type="button"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(snippet);
            copied.value = true;
          } catch {
            // copy by hand from the box
          }
        }}
      >
        {copied.value ? t("lobby.copied") : t("embed.copy")}
      </button>
    </details>
  );
}
