/**
 * Punjabi (pa), Gurmukhi script. Everyday Punjabi as said around a ਤਾਸ਼ table,
 * not the literal rule-sheet words; one word per idea everywhere:
 * - card: ਪੱਤਾ (both games); player ਖਿਡਾਰੀ; opponent ਵਿਰੋਧੀ; turn ਵਾਰੀ; out ਬਾਹਰ;
 *   win ਜਿੱਤ (said as "{name} ਦੀ ਜਿੱਤ", which needs no gender); host ਮੇਜ਼ਬਾਨ;
 *   seat ਸੀਟ; room ਕਮਰਾ; spectator ਦਰਸ਼ਕ; chat ਗੱਲਬਾਤ.
 * - Plurals: one (0 and 1) and other, as Intl.PluralRules("pa") gives. Digits stay
 *   Western (Intl's default for "pa"), as printed on the cards.
 * - Each game's own words: its files, client/games/<game>/i18n/pa-board.ts and pa-shell.ts.
 */
import { common } from "./pa/common";
import { site } from "./pa/site";
import type { ShellCatalog } from "./types";

export const pa = { ...common, ...site } as const satisfies ShellCatalog;
