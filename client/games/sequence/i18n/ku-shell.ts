/** Kurmanji: what the shell says of Sequence on every page (see en-shell.ts). Word choices: see client/i18n/ku.ts. */
import type { CatalogOf } from "../../../i18n/types";

export const messages = {
  "sequence.name": "Sekans",
  "home.sequence.line": "Kart û pul ji bo 2–12 kesan: li ser textê rêzên pêncan çêke, bi tena xwe an bi tîm.",
} as const satisfies CatalogOf<"sequenceShell">;
