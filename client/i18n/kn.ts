/**
 * Kannada (kn). Plain spoken Kannada as at an ಇಸ್ಪೀಟ್ table, polite forms
 * ("ಆಡಿ", "{name} ಅವರ ಸರದಿ", "{name} ಗೆದ್ದರು"), which also need no gender;
 * one word per idea everywhere:
 * - card: ಎಲೆ (the word for a playing card, both games); player ಆಟಗಾರ; opponent
 *   ಎದುರಾಳಿ; turn ಸರದಿ; out ಹೊರಗೆ (ಆಟದಿಂದ ಹೊರಗೆ); win ಗೆಲುವು/ಗೆದ್ದರು; host ಆತಿಥೇಯ;
 *   seat ಆಸನ; room ಕೊಠಡಿ; spectator ವೀಕ್ಷಕ; move (a step) ಹೆಜ್ಜೆ.
 * - Plurals: one (0 and 1) and other, as Intl.PluralRules("kn") gives. Digits
 *   stay Western (Intl's default for "kn"), as printed on the cards.
 * - Each game's own words: its files, client/games/<game>/i18n/kn-board.ts and kn-shell.ts.
 */
import { common } from "./kn/common";
import { site } from "./kn/site";
import type { ShellCatalog } from "./types";

export const kn = { ...common, ...site } as const satisfies ShellCatalog;
