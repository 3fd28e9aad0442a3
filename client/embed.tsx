/**
 * Embedded pages (/embed/…): no site chrome, fits the width it is given, and
 * tells the parent page its height so a tiny snippet can size the iframe.
 * The "try it" embed plays in the reader's browser (a local room): a blog
 * post read by thousands asks the server for nothing but its files.
 */

import { useSignal } from "@preact/signals";
import type { BotLevel } from "../shared/engine/game";
import { smallestTable } from "../shared/games/manifest";
import { manifestOf } from "../shared/games/manifests";
import { BotLevelSelect } from "./bot-level-select";
import { gameLine, gameName } from "./game-name";
import { t } from "./i18n";
import { abilitiesOf } from "./room-kind/abilities";
import { navigate, roomPathOf } from "./router";
import { startSoloGame } from "./solo";
import { tokens } from "./tokens";
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
  const level = useSignal<BotLevel>("easy");
  const name = useSignal(tokens.name());
  const nameMissing = useSignal(false);
  const manifest = manifestOf(game);
  // The game runs in the reader's browser (solo.ts): no room to create, so a class or an office behind one
  // address never meets a limit, and a popular post costs the host nothing.
  const play = () => {
    if (!manifest) return;
    const code = startSoloGame({ game: manifest.id, ...smallestTable(manifest) }, level.value, nameOrDefault(name));
    navigate(`/embed${roomPathOf(code)}`);
  };
  return (
    <section class="card stack try-it">
      <h1>{gameName(game)}</h1>
      <p class="muted">{gameLine(game)}</p>
      <YourName name={name} missing={nameMissing} />
      <div class="row">
        {/* The level first, as on the home page: it is what the button will use, read in the order the page is read. */}
        <BotLevelSelect level={level} label={t("home.vsComputer.level")} captioned />
        <button type="button" class="primary" data-action="try" onClick={play}>
          {t("embed.play")}
        </button>
      </div>
      <FullSiteLink />
    </section>
  );
}

/**
 * From an embed to the whole site, in a new tab: the embed stays where it is.
 * Inside a room (`code`) it opens that room, so the reader keeps their seat and
 * table; the try-it card and a game against the computer open the home page.
 */
export function FullSiteLink({ code }: { code?: string }) {
  // A game in the frame's browser storage cannot follow the reader to the site (the site's storage is another):
  // the site's home page, where a game against the computer is one tap.
  const path = code !== undefined && abilitiesOf(code).shared ? `/r/${code}` : "/";
  return (
    <p class="full-site">
      <a href={`${location.origin}${path}`} target="_blank" rel="noopener" data-action="full-site">
        {t("embed.fullSite")}
      </a>
    </p>
  );
}

/** "Embed this": the snippet to copy, written when the box is first opened (few open it: not in the first load). */
export function EmbedThis({ path, title }: { path: string; title: string }) {
  const copied = useSignal(false);
  const writer = useSignal<{ readonly embedSnippet: typeof import("./embed-snippet").embedSnippet } | null>(null);
  const snippet = writer.value?.embedSnippet(location.origin, path, title) ?? "";
  const write = (e: Event) => {
    if (!(e.currentTarget as HTMLDetailsElement).open || writer.value !== null) return;
    void import("./embed-snippet").then((module) => {
      writer.value = module;
    });
  };
  return (
    <details class="card embed-this" onToggle={write}>
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
