/**
 * Arabic (ar), right-to-left. Modern Standard Arabic with the words card
 * players use at the table; one word per idea everywhere:
 * - card: ورقة (not بطاقة), in both games; player: لاعب; opponent: خصم; turn: دور;
 *   out of the game: خارج اللعبة; win: فاز / الفائز; host: المضيف; computer player: الحاسوب.
 * - Sentences about a player are in the masculine, the usual default for an
 *   unknown player; where it reads as well, the Spy is the subject instead
 *   («تحرّك جاسوس {name}…»). Digits are Latin everywhere, as printed on the
 *   cards (numbers are formatted in the "latn" numbering system: numberFormat
 *   in index.ts). Plurals: zero, one, two, few (3–10), many (11–99), other.
 * - Each game's own words: its files, client/games/<game>/i18n/ar-board.ts and ar-shell.ts.
 */
import { common } from "./ar/common";
import { site } from "./ar/site";
import type { ShellCatalog } from "./types";

export const ar = { ...common, ...site } as const satisfies ShellCatalog;
