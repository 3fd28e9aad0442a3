/**
 * Kurdish, Kurmanji (ku), Latin script (Hawar alphabet). Words as said around a
 * card table in Bakur, where card names come through Turkish; one word per idea:
 * - card: kart (both games); player lîstikvan; opponent dijber; turn dor; out
 *   derket/derketî; win bi ser ket (serkeftî for the winner; never qezenc kir); host mazûvan; seat
 *   cih; room ode; spectator temaşevan; chat sohbet; step gav; second çirke (never
 *   saniye); a name nav is masculine ("navê te", so "wî dibînin").
 * - Nouns after a number stay singular, as Kurmanji says them ("3 kart"), so the
 *   one and other forms often match. Numbers use Intl's "ku" format (1.234) where the
 *   browser has it, else English's (1,234; Chromium has none).
 * - Each game's own words: its files, client/games/<game>/i18n/ku-board.ts and ku-shell.ts.
 */
import { common } from "./ku/common";
import { site } from "./ku/site";
import type { ShellCatalog } from "./types";

export const ku = { ...common, ...site } as const satisfies ShellCatalog;
