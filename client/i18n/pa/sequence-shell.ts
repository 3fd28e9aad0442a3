/** Punjabi: what the shell says of Sequence on every page (see ../en/sequence-shell.ts). Word choices: see ../pa.ts. */
import type { CatalogOf } from "../types";

export const sequenceShell = {
  "sequence.name": "ਸੀਕਵੈਂਸ",
  "home.sequence.line": "2–12 ਖਿਡਾਰੀਆਂ ਲਈ ਪੱਤੇ ਅਤੇ ਚਿੱਪਾਂ: ਬੋਰਡ ਉੱਤੇ ਪੰਜ ਦੀਆਂ ਲਾਈਨਾਂ ਬਣਾਓ, ਇਕੱਲੇ ਜਾਂ ਟੀਮਾਂ ਵਿੱਚ।",
} as const satisfies CatalogOf<"sequenceShell">;
