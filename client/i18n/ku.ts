/**
 * Kurdish, Kurmanji (ku), Latin script (Hawar alphabet). Words as said around a
 * card table in Bakur, where card names come through Turkish; one word per idea:
 * - card: kart (both games); player lîstikvan; opponent dijber; turn dor; out
 *   derket/derketî; win bi ser ket (serkeftî for the winner); host mazûvan; seat
 *   cih; room ode; spectator temaşevan; chat sohbet; step gav.
 * - Spy: the game and the card Sîxur; a player's hand bingeh; Safe Sindoq (a
 *   strongbox: the glossary's "Ewle" is the adjective "safe"); Top Secret Pir
 *   Nepenî (the glossary's "Serê Veşartî" says "head of the hidden"; Nepenî on
 *   the small card face); bomb bombe, lit pêketî, exploded teqiya; exposed
 *   eşkere; exposure target "armanca dû re"; flip bizivirîne; move bimeşe/bimeşîne;
 *   spy "li … sîxurî bike"; left/right çep/rast (the owner's), facing "berê wî li …".
 * - Sequence: the game and a line of five Sekans/sekans (as in English, one word);
 *   chip pul (masculine throughout: pulê, pulekî, vî pulî); board text; space xane; row/column rêz/stûn; Jack vale (two-eyed ducav, one-eyed yekçav), Queen qîz,
 *   King papaz, ace as; suits maça, kupa, karo, sînek (the names players use);
 *   wild joker; dead card karta mirî (a dead card: karteke mirî); none of your cards: ti kartên te; draw pile koma kişandinê, discard pile koma
 *   avêtinê; corner goşeya azad; pass derbas bibe; exchange biguherîne; team tîm.
 *   Chip letters Ş K S (şîn, kesk, sor).
 * - Nouns after a number stay singular, as Kurmanji says them ("3 kart"), so the
 *   one and other forms often match. Numbers use Intl's "ku" format (1.234).
 */
import { common } from "./ku/common";
import { site } from "./ku/site";
import type { ShellCatalog } from "./types";

export const ku = { ...common, ...site } as const satisfies ShellCatalog;
