/**
 * The viewing player's cards, and the turn's other choices: exchanging a dead
 * card and passing. What is offered comes from the legal actions only.
 */
import { type Card, cardKind } from "../../../shared/games/sequence/without-bots";
import { type MessageKey, t } from "../../i18n";
import { CardFace } from "./card-face";
import { cardName, handCardLabel, rankFace, splitCard } from "./card-names";

export interface HandProps {
  readonly hand: readonly Card[];
  /** Position in `hand` of the chosen card. */
  readonly selected: number | null;
  /** Cards whose two spaces are both taken. */
  readonly dead: ReadonlySet<Card>;
  /** Dead cards that may be exchanged now. */
  readonly exchangeable: ReadonlySet<Card>;
  /** Cards with a legal play or removal now. */
  readonly playable: ReadonlySet<Card>;
  readonly canPass: boolean;
  readonly myTurn: boolean;
  /** The game goes on (no hints once it is over). */
  readonly playing: boolean;
  /** A move is on its way to the room: no second one. */
  readonly busy: boolean;
  /** A space is chosen and waits for confirmation: what sending it will do. */
  readonly confirming: "play" | "remove" | null;
  /** `keyboard`: chosen with Enter or Space, so focus may move on to the board. */
  readonly onSelect: (index: number, keyboard: boolean) => void;
  readonly onExchange: (card: Card) => void;
  readonly onPass: () => void;
  /** Send the chosen space's action. */
  readonly onConfirm: () => void;
  /** Forget the chosen space (the card stays chosen). */
  readonly onCancel: () => void;
}

const BADGES: Partial<Record<ReturnType<typeof cardKind>, MessageKey>> = {
  twoEyedJack: "sequence.hand.badge.twoEyed",
  oneEyedJack: "sequence.hand.badge.oneEyed",
};

function hint(props: HandProps): MessageKey {
  const card = props.selected === null ? undefined : props.hand[props.selected];
  if (!props.myTurn) return "sequence.hand.wait";
  if (props.canPass) return "sequence.pass.why";
  if (card === undefined) return "sequence.hand.choose";
  if (!props.playable.has(card)) return "sequence.hand.noMove";
  return cardKind(card) === "oneEyedJack" ? "sequence.hand.chooseRemove" : "sequence.hand.choosePlace";
}

export function Hand(props: HandProps) {
  const { hand, selected, dead, exchangeable, playable, myTurn, busy } = props;
  // Two copies of a dead card need only one button: both exchanges are the same action.
  const exchanges = [...new Set(hand.filter((card) => exchangeable.has(card)))];
  return (
    <section class="seq-hand card stack" aria-labelledby="seq-hand-title">
      {/* Named for screen readers; on screen the cards say it, and the board needs the height. */}
      <h2 id="seq-hand-title" class="visually-hidden">
        {t("sequence.hand.title")}
      </h2>
      <ul class="seq-hand-cards">
        {hand.map((card, index) => {
          const badge = BADGES[cardKind(card)] ?? (dead.has(card) ? "sequence.hand.badge.dead" : undefined);
          return (
            <li key={`${card}-${index}`}>
              <button
                type="button"
                class="seq-hand-card"
                data-card={card}
                data-dead={dead.has(card) ? "true" : undefined}
                data-idle={myTurn && !playable.has(card) ? "true" : undefined}
                aria-pressed={index === selected}
                aria-label={handCardLabel(card, dead.has(card))}
                onClick={(e) => props.onSelect(index, e.detail === 0)}
              >
                <CardFace card={card} />
                {badge && <span class="seq-badge">{t(badge)}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {/* One line of fixed height for the hint or the turn's buttons: the table does not jump as they change. */}
      <div class="row seq-turn-actions">
        {props.confirming !== null ? (
          <>
            <button type="button" class="primary" data-action="place" disabled={busy} onClick={props.onConfirm}>
              {t(props.confirming === "remove" ? "sequence.confirm.remove" : "sequence.confirm.place")}
            </button>
            <button type="button" data-action="cancel-space" onClick={props.onCancel}>
              {t("sequence.confirm.cancel")}
            </button>
          </>
        ) : (
          <>
            {exchanges.map((card) => (
              <button
                type="button"
                key={card}
                data-action="exchange"
                data-for={card}
                disabled={busy}
                // Named as it reads ("Exchange 8"), which someone using speech says (WCAG 2.5.3); the whole
                // sentence is its title, which a screen reader reads as its description.
                aria-label={`${t("sequence.exchange")} ${rankFace(splitCard(card)[0])}`}
                title={t("sequence.exchange.label", { card: cardName(card) })}
                onClick={() => props.onExchange(card)}
              >
                {t("sequence.exchange")} <CardFace card={card} />
              </button>
            ))}
            {props.canPass && (
              <button type="button" class="primary" data-action="pass" disabled={busy} onClick={props.onPass}>
                {t("sequence.pass")}
              </button>
            )}
            {props.playing && <p class="seq-hint muted">{t(hint(props))}</p>}
          </>
        )}
      </div>
    </section>
  );
}
