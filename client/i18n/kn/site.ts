/** Kannada: the pages around the games any page may show (see ../en/site.ts). Word choices: see ../kn.ts. */
import type { CatalogOf } from "../types";

export const site = {
  "name.needed": "ಮೊದಲು ನಿಮ್ಮ ಹೆಸರು ಬರೆಯಿರಿ: ಮೇಜಿನಲ್ಲಿ ಇತರರು ಇದನ್ನು ನೋಡುತ್ತಾರೆ.",
  "room.full.title": "ಈ ಕೊಠಡಿ ತುಂಬಿದೆ",
  "room.full.text": "ಎಲ್ಲ ಆಸನಗಳು ತುಂಬಿವೆ, ಇನ್ನಷ್ಟು ವೀಕ್ಷಕರಿಗೆ ಜಾಗವಿಲ್ಲ. ಆಮೇಲೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ನಿಮ್ಮದೇ ಕೊಠಡಿ ರಚಿಸಿ.",
  "room.missing.title": "ಅಂತಹ ಕೊಠಡಿ ಇಲ್ಲ",
  "room.missing.text": "{code} ಕೋಡ್‌ನ ಕೊಠಡಿ ಇಲ್ಲ. ಬಹಳ ಹೊತ್ತು ಯಾರೂ ಆಡದೆ ಮುಚ್ಚಿರಬಹುದು, ಅಥವಾ ಲಿಂಕ್‌ನಲ್ಲಿ ತಪ್ಪಿರಬಹುದು.",
  "room.tooManyCodes": "ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ಯಾವ ಕೊಠಡಿಗೂ ಸೇರದ ತುಂಬಾ ಕೋಡ್‌ಗಳನ್ನು ಪ್ರಯತ್ನಿಸಲಾಗಿದೆ: {wait} ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
  "room.tryAgain": "ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ",
  "room.badLink.title": "ಈ ಲಿಂಕ್ ಕೊಠಡಿಯದಲ್ಲ",
  "room.badLink.text": "ಕೊಠಡಿಯ ಲಿಂಕ್ 7 ಅಕ್ಷರಗಳ ಕೋಡ್‌ನಲ್ಲಿ ಕೊನೆಯಾಗುತ್ತದೆ, ಉದಾ. /r/K7MX2QP. ಲಿಂಕ್ ಪರಿಶೀಲಿಸಿ, ಅಥವಾ ಕೆಳಗೆ ಕೋಡ್ ಬರೆಯಿರಿ.",
  "page.missing.title": "ಈ ಪುಟ ಇಲ್ಲ",
  "page.missing.text": "ಈ ವಿಳಾಸದಲ್ಲಿ ಏನೂ ಇಲ್ಲ. ಮುಖಪುಟದಿಂದ ಆಟ ಆರಂಭಿಸಿ, ಅಥವಾ ಸೇರಲು ಕೆಳಗೆ ಕೊಠಡಿಯ ಕೋಡ್ ಬರೆಯಿರಿ.",
  "embed.fullSite": "ಪೂರ್ಣ ಸೈಟ್ ತೆರೆಯಿರಿ",
  "replay.loading": "ಆಟ ತೆರೆಯುತ್ತಿದೆ…",
} as const satisfies CatalogOf<"site">;
