/** A card as printed: rank over suit sign (SVG), hearts and diamonds in red. Decorative: labels carry the words. */
import type { Card } from "../../../shared/games/sequence/without-bots";
import { isRedSuit, rankFace, splitCard } from "./card-names";
import { SuitIcon } from "./icons";

export function CardFace({ card }: { readonly card: Card }) {
  const [rank, suit] = splitCard(card);
  return (
    <span class="seq-face" data-red={isRedSuit(suit) ? "true" : undefined} aria-hidden="true">
      <span class="seq-rank">{rankFace(rank)}</span>
      <SuitIcon suit={suit} />
    </span>
  );
}
