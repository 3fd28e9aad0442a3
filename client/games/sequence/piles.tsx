/** The public piles: how many cards are left to draw, and the top card of every discard pile. */
import type { SequenceView } from "../../../shared/games/sequence/without-bots";
import { t } from "../../i18n";
import { CardFace } from "./card-face";
import { cardName } from "./card-names";

export function Piles({ view, names }: { readonly view: SequenceView; readonly names: readonly string[] }) {
  return (
    <section class="seq-piles card stack" aria-labelledby="seq-piles-title">
      <h2 id="seq-piles-title">{t("sequence.piles.title")}</h2>
      <p data-deck={view.deckCount}>{t("sequence.deck", { count: view.deckCount })}</p>
      <ul class="seq-discards">
        {view.discards.map((pile, seat) => {
          const top = pile.at(-1);
          const name = names[seat] ?? "";
          const label = top
            ? t("sequence.discard.label", { name, card: cardName(top) })
            : t("sequence.discard.empty", { name });
          return (
            <li key={seat} data-discard={seat}>
              <span class="visually-hidden">{label}</span>
              <span class="seq-mini-card" data-empty={top ? undefined : "true"} aria-hidden="true">
                {top && <CardFace card={top} />}
              </span>
              {/* In the name's own direction: a Latin name cut at its second line in an Arabic page loses its end,
                  not its start. */}
              <span class="seq-pile-name" dir="auto" aria-hidden="true">
                {name}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
