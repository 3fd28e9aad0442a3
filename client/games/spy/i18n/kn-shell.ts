/** Kannada: what the shell says of Spy on every page (see en-shell.ts). Word choices: see client/i18n/kn.ts. */
import type { CatalogOf } from "../../../i18n/types";

export const messages = {
  "spy.name": "ಗೂಢಚಾರ",
  "home.spy.line": "2–4 ಜನರ ಊಹೆಯ ಎಲೆಯಾಟ: ಎದುರಾಳಿಗಳ ನೆಲೆಗಳಲ್ಲಿ ಇಣುಕಿ, ಬಾಂಬ್‌ಗಳಿಂದ ತಪ್ಪಿಸಿಕೊಳ್ಳಿ.",
  "spy.guide.start": "ಗೂಢಚಾರ ಕಲಿಯಿರಿ: ಮಾರ್ಗದರ್ಶನದ ಮೊದಲ ಆಟ",
} as const satisfies CatalogOf<"spyShell">;
