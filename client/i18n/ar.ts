/**
 * Arabic (ar), right-to-left. Modern Standard Arabic with the words card
 * players use at the table; one word per idea everywhere:
 * - card: ورقة (not بطاقة), in both games; player: لاعب; opponent: خصم; turn: دور;
 *   out of the game: خارج اللعبة; win: فاز / الفائز; host: المضيف; computer player: الحاسوب.
 * - Spy: the game and the card الجاسوس; a player's hand قاعدة (the glossary's
 *   «قاعدة التجسس» is too long for labels); Safe خزنة; Top Secret سري للغاية
 *   (سري on the small card face); bomb قنبلة, lit مشتعلة, exploded انفجرت;
 *   exposed مكشوفة; the exposure target «المطلوب كشفه»; move حرّك/خطوة;
 *   the spy action تجسّس على; left/right اليسار/اليمين (the owner's, as drawn).
 * - Sequence: the game سيكوينس (its name, transliterated), a line of five سلسلة;
 *   chip قطعة; board اللوحة; space خانة; Jack ولد (two-eyed بعينين, one-eyed بعين واحدة),
 *   Queen بنت, King شايب, ace آس; suits قلب، ديناري، سباتي، بستوني; dead card ورقة ميتة;
 *   draw pile كومة السحب, discard pile كومة الرمي; corner زاوية حرة; pass مرّر الدور;
 *   team فريق. Chip letters ز خ ح (أزرق، أخضر، أحمر all begin with أ).
 * - Sentences about a player are in the masculine, the usual default for an
 *   unknown player; where it reads as well, the Spy is the subject instead
 *   («تحرّك جاسوس {name}…»). Digits are Latin everywhere, as printed on the
 *   cards (numbers are formatted with "ar-u-nu-latn": numberLocale in
 *   index.ts). Plurals: zero, one, two, few (3–10), many (11–99), other.
 */
import { common } from "./ar/common";
import { site } from "./ar/site";
import type { ShellCatalog } from "./types";

export const ar = { ...common, ...site } as const satisfies ShellCatalog;
