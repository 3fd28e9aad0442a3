/**
 * Punjabi (pa), Gurmukhi script. Everyday Punjabi as said around a ਤਾਸ਼ table,
 * not the literal rule-sheet words; one word per idea everywhere:
 * - card: ਪੱਤਾ (both games); player ਖਿਡਾਰੀ; opponent ਵਿਰੋਧੀ; turn ਵਾਰੀ; out ਬਾਹਰ;
 *   win ਜਿੱਤ (said as "{name} ਦੀ ਜਿੱਤ", which needs no gender); host ਮੇਜ਼ਬਾਨ;
 *   seat ਸੀਟ; room ਕਮਰਾ; spectator ਦਰਸ਼ਕ; chat ਗੱਲਬਾਤ.
 * - Spy: the game and the card ਜਾਸੂਸ; a player's hand ਅੱਡਾ (a hideout, as in ਫ਼ੌਜੀ
 *   ਅੱਡਾ; the glossary's ਅਧਾਰ means "basis"); Safe ਤਿਜੋਰੀ (a strongbox: the
 *   glossary's ਸੁਰੱਖਿਅਤ is the adjective "safe"); Top Secret ਅਤਿ ਗੁਪਤ (ਗੁਪਤ on the
 *   small card face); bomb ਬੰਬ, lit ਬਲਦਾ, exploded ਫਟਿਆ; exposed ਖੁੱਲ੍ਹਾ (verb
 *   ਖੋਲ੍ਹਣਾ); exposure target ਨਿਸ਼ਾਨਾ; move ਚੱਲੋ/ਕਦਮ; flip ਮੋੜੋ; spy ਜਾਸੂਸੀ ਕਰੋ;
 *   left/right ਖੱਬੇ/ਸੱਜੇ (the owner's); facing "ਮੂੰਹ … ਵੱਲ"; an unlit bomb ਅਣਜਗਿਆ ਬੰਬ
 *   (not ਬੁਝਿਆ, "put out"). A sentence never makes a word agree with a card's
 *   name (ਤਿਜੋਰੀ is feminine, ਬੰਬ masculine): it names the ਪੱਤਾ and gives the card after a colon.
 *   Quotation marks are “ ”, as in Punjabi print.
 * - Sequence: the game and a line of five ਸੀਕਵੈਂਸ (as in English, one word);
 *   chip ਚਿੱਪ (feminine); board ਬੋਰਡ; space ਖ਼ਾਨਾ; row/column ਕਤਾਰ/ਕਾਲਮ;
 *   Jack ਗ਼ੁਲਾਮ, Queen ਬੇਗੀ, King ਬਾਦਸ਼ਾਹ, ace ਯੱਕਾ, 2…10 ਦੁੱਕੀ…ਦਹਿਲਾ;
 *   suits ਪਾਨ, ਇੱਟ, ਚਿੜੀ, ਹੁਕਮ (what players say; the glossary's ਦਿਲ/ਹੀਰੇ are
 *   literal); wild ਜੋਕਰ; dead card ਮਰਿਆ ਪੱਤਾ; draw pile ਚੁੱਕਣ ਵਾਲੀ ਢੇਰੀ, discard
 *   pile ਸੁੱਟੇ ਪੱਤਿਆਂ ਦੀ ਢੇਰੀ; corner ਮੁਫ਼ਤ ਕੋਨਾ; pass ਪਾਸ; exchange ਬਦਲੋ; team ਟੀਮ.
 *   Chip letters ਨ ਹ ਲ (ਨੀਲੀ, ਹਰੀ, ਲਾਲ).
 * - Plurals: one (0 and 1) and other, as Intl.PluralRules("pa") gives. Digits stay
 *   Western (Intl's default for "pa"), as printed on the cards.
 */
import { common } from "./pa/common";
import { site } from "./pa/site";
import type { ShellCatalog } from "./types";

export const pa = { ...common, ...site } as const satisfies ShellCatalog;
