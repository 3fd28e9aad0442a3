/** Arabic: what the shell says of Sequence on every page (see en-shell.ts). Word choices: see client/i18n/ar.ts. */
import type { CatalogOf } from "../../../i18n/types";

export const messages = {
  "sequence.name": "سيكوينس",
  "home.sequence.line": "ورق وقطع من 2 إلى 12 لاعبًا: كوّن صفوفًا من خمس قطع على اللوحة، فرادى أو فرقًا.",
} as const satisfies CatalogOf<"sequenceShell">;
