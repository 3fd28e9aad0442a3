/**
 * Spy as the client shell knows it before a room of it opens: a few bytes on
 * every page. Its English shell strings come along (the home page shows them
 * at once); its board, replay, board strings and stylesheet are loaded on demand.
 */
import { spyManifest } from "../../../shared/games/spy/manifest";
import type { GameEntry } from "../contract";
import { shellReplayGame } from "../replay-contract";
import { messages as shellInEnglish } from "./i18n/en-shell";

export const spyEntry: GameEntry = {
  manifest: spyManifest,
  shellStrings: {
    en: () => Promise.resolve(shellInEnglish),
    pa: () => import("./i18n/pa-shell").then((m) => m.messages),
    kn: () => import("./i18n/kn-shell").then((m) => m.messages),
    ar: () => import("./i18n/ar-shell").then((m) => m.messages),
    ku: () => import("./i18n/ku-shell").then((m) => m.messages),
  },
  // Named <lang>-board, not <lang>: the pages' preloads take a chunk named <lang>-… for the language's first render.
  strings: {
    en: () => import("./i18n/en-board").then((m) => m.messages),
    pa: () => import("./i18n/pa-board").then((m) => m.messages),
    kn: () => import("./i18n/kn-board").then((m) => m.messages),
    ar: () => import("./i18n/ar-board").then((m) => m.messages),
    ku: () => import("./i18n/ku-board").then((m) => m.messages),
  },
  picture: {
    // A fanned hand with a spy.
    background:
      "radial-gradient(circle at 50% 38%, var(--text) 0 0.45rem, transparent 0.5rem), linear-gradient(160deg, transparent 0 55%, var(--text) 56% 62%, transparent 63%), linear-gradient(135deg, var(--green), var(--red))",
  },
  stylesheet: "spy.css",
  client: () => import("./index").then((m) => m.spyClient),
  replay: () => import("./replay").then((m) => shellReplayGame(m.spyReplay)),
};
