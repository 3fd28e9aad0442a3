/** Arabic: what the shell says of Spy on every page (see en-shell.ts). Word choices: see client/i18n/ar.ts. */
import type { CatalogOf } from "../../../i18n/types";

export const messages = {
  "spy.name": "الجاسوس",
  "home.spy.line": "لعبة ورق واستنتاج من 2 إلى 4 لاعبين: تجسّس على قواعد خصومك وتجنّب القنابل.",
  "spy.guide.start": "تعلّم الجاسوس: لعبة أولى بإرشاد",
} as const satisfies CatalogOf<"spyShell">;
