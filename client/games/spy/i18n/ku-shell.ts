/** Kurmanji: what the shell says of Spy on every page (see en-shell.ts). Word choices: see client/i18n/ku.ts. */
import type { CatalogOf } from "../../../i18n/types";

export const messages = {
  "spy.name": "Sîxur",
  "home.spy.line": "Lîstika kartan a texmînê ji bo 2–4 kesan: li bingehên dijberan binêre, ji bombeyan xwe biparêze.",
  "spy.guide.start": "Sîxur fêr bibe: lîstika yekem bi rêberî",
} as const satisfies CatalogOf<"spyShell">;
