/**
 * Kannada (kn). Plain spoken Kannada as at an ಇಸ್ಪೀಟ್ table, polite forms
 * ("ಆಡಿ", "{name} ಅವರ ಸರದಿ", "{name} ಗೆದ್ದರು"), which also need no gender;
 * one word per idea everywhere:
 * - card: ಎಲೆ (the word for a playing card, both games); player ಆಟಗಾರ; opponent
 *   ಎದುರಾಳಿ; turn ಸರದಿ; out ಹೊರಗೆ (ಆಟದಿಂದ ಹೊರಗೆ); win ಗೆಲುವು/ಗೆದ್ದರು; host ಆತಿಥೇಯ;
 *   seat ಆಸನ; room ಕೊಠಡಿ; spectator ವೀಕ್ಷಕ; move (a step) ಹೆಜ್ಜೆ.
 * - Spy: the game and the card ಗೂಢಚಾರ (a real word, rather than the glossary's
 *   transliterated ಸ್ಪೈ); the spy action ಗೂಢಚಾರಿಕೆ; a player's hand ನೆಲೆ (a base,
 *   a camp: shorter and more natural than ಸ್ಪೈ ಬೇಸ್); Safe ತಿಜೋರಿ; Top Secret
 *   ಅತಿ ರಹಸ್ಯ (ರಹಸ್ಯ on the small card face); bomb ಬಾಂಬ್, lit ಹೊತ್ತಿದ, unlit ಇನ್ನೂ ಹೊತ್ತಿಕೊಳ್ಳದ (not ಹೊತ್ತದ, one
 *   vowel sign from "lit"), exploded
 *   ಸಿಡಿದ, boom ಢಮ್; exposed ಬಹಿರಂಗ; exposure target "ಮುಂದಿನ ಗುರಿ"; flip ತಿರುಗಿಸಿ;
 *   left/right ಎಡ/ಬಲ (the owner's); facing "…ಕ್ಕೆ ಮುಖ".
 * - Sequence: the game and a line of five ಸೀಕ್ವೆನ್ಸ್ (as in English, one word);
 *   chip ಕಾಯಿ (a board-game piece); board ಬೋರ್ಡ್; space ಮನೆ (a board square);
 *   row/column ಸಾಲು/ಕಾಲಂ; Jack ಗುಲಾಮ, Queen ರಾಣಿ, King ರಾಜ, ace ಎಕ್ಕ; suits
 *   ಇಸ್ಪೀಟ್, ಆಟೀನ್, ಡೈಮನ್, ಕಳಾವರ್ (as players say them); wild ಜೋಕರ್; dead card
 *   ಸತ್ತ ಎಲೆ; draw pile ಸೆಳೆಯುವ ರಾಶಿ, discard pile ಬಿಟ್ಟ ಎಲೆಗಳ ರಾಶಿ; corner ಉಚಿತ
 *   ಮೂಲೆ; pass ಪಾಸ್; exchange ಬದಲಿಸಿ; team ತಂಡ, which takes the neuter verb ("… ತಂಡ ಗೆದ್ದಿತು",
 *   not ಗೆದ್ದರು: sequence.*.team). Chip letters ನೀ ಹ ಕೆ.
 * - Plurals: one (0 and 1) and other, as Intl.PluralRules("kn") gives. Digits
 *   stay Western (Intl's default for "kn"), as printed on the cards.
 */
import { common } from "./kn/common";
import { site } from "./kn/site";
import type { ShellCatalog } from "./types";

export const kn = { ...common, ...site } as const satisfies ShellCatalog;
