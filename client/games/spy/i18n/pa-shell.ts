/** Punjabi: what the shell says of Spy on every page (see en-shell.ts). Word choices: see client/i18n/pa.ts. */
import type { CatalogOf } from "../../../i18n/types";

export const messages = {
  "spy.name": "ਜਾਸੂਸ",
  "home.spy.line": "2–4 ਖਿਡਾਰੀਆਂ ਲਈ ਅੰਦਾਜ਼ੇ ਦੀ ਪੱਤਿਆਂ ਵਾਲੀ ਖੇਡ: ਵਿਰੋਧੀਆਂ ਦੇ ਅੱਡਿਆਂ ਵਿੱਚ ਝਾਤੀ ਮਾਰੋ, ਬੰਬਾਂ ਤੋਂ ਬਚੋ।",
  "spy.guide.start": "ਜਾਸੂਸ ਸਿੱਖੋ: ਮਦਦ ਨਾਲ ਪਹਿਲੀ ਖੇਡ",
} as const satisfies CatalogOf<"spyShell">;
