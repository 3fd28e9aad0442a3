/** A card as printed: rank over suit symbol, hearts and diamonds in red. Decorative: labels carry the words. */
import type { Card } from "../../../shared/games/sequence";
import { isRedSuit, rankFace, SUIT_SYMBOLS, splitCard } from "./card-names";

export function CardFace({ card }: { readonly card: Card }) {
  const [rank, suit] = splitCard(card);
  return (
    <span class="seq-face" data-red={isRedSuit(suit) ? "true" : undefined} aria-hidden="true">
      <span class="seq-rank">{rankFace(rank)}</span>
      <span class="seq-suit">{SUIT_SYMBOLS[suit]}</span>
    </span>
  );
}
