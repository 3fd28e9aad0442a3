/**
 * Sequence as the client shell knows it before a room of it opens: a few bytes on
 * every page. Its English shell strings come along (the home page shows them
 * at once); its board, replay, board strings and stylesheet are loaded on demand.
 */
import { sequenceManifest } from "../../../shared/games/sequence/manifest";
import type { GameEntry } from "../contract";
import { shellReplayGame } from "../replay-contract";
import { messages as shellInEnglish } from "./i18n/en-shell";

export const sequenceEntry: GameEntry = {
  manifest: sequenceManifest,
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
    // A grid of chips.
    background:
      "radial-gradient(circle, var(--blue) 0 0.4rem, transparent 0.45rem) 0 0 / 1.33rem 1.33rem, linear-gradient(var(--surface-2), var(--surface-2))",
    border: "2px solid var(--green)",
  },
  stylesheet: "sequence.css",
  client: () => import("./index").then((m) => m.sequenceClient),
  replay: () => import("./replay").then((m) => shellReplayGame(m.sequenceReplay)),
};
