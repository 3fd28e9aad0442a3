/** Arabic: what the shell says of Sequence on every page (see ../en/sequence-shell.ts). Word choices: see ../ar.ts. */
import type { CatalogOf } from "../types";

export const sequenceShell = {
  "sequence.name": "سيكوينس",
  "home.sequence.line": "ورق وقطع من 2 إلى 12 لاعبًا: كوّن صفوفًا من خمس قطع على اللوحة، فرادى أو فرقًا.",
} as const satisfies CatalogOf<"sequenceShell">;
