/** Punjabi: what the shell says of Sequence on every page (see en-shell.ts). Word choices: see client/i18n/pa.ts. */
import type { CatalogOf } from "../../../i18n/types";

export const messages = {
  "sequence.name": "ਸੀਕਵੈਂਸ",
  "home.sequence.line": "2–12 ਖਿਡਾਰੀਆਂ ਲਈ ਪੱਤੇ ਅਤੇ ਚਿੱਪਾਂ: ਬੋਰਡ ਉੱਤੇ ਪੰਜ ਦੀਆਂ ਲਾਈਨਾਂ ਬਣਾਓ, ਇਕੱਲੇ ਜਾਂ ਟੀਮਾਂ ਵਿੱਚ।",
} as const satisfies CatalogOf<"sequenceShell">;
