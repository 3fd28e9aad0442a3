/** Kannada: what the shell says of Sequence on every page (see en-shell.ts). Word choices: see client/i18n/kn.ts. */
import type { CatalogOf } from "../../../i18n/types";

export const messages = {
  "sequence.name": "ಸೀಕ್ವೆನ್ಸ್",
  "home.sequence.line": "2–12 ಜನರಿಗೆ ಎಲೆಗಳು ಮತ್ತು ಕಾಯಿಗಳು: ಬೋರ್ಡ್‌ನಲ್ಲಿ ಐದರ ಸಾಲುಗಳನ್ನು ಮಾಡಿ, ಒಬ್ಬರೇ ಅಥವಾ ತಂಡವಾಗಿ.",
} as const satisfies CatalogOf<"sequenceShell">;
