/** Cards in words and in print: what labels, the log and card faces show. */
import { type Card, cardKind, type Rank, type Suit } from "../../../shared/games/sequence/cards";
import { t } from "../../i18n";

/** Hearts and diamonds are printed red. */
export const isRedSuit = (suit: Suit): boolean => suit === "H" || suit === "D";

/** A card code split into rank and suit ("10H" → ["10", "H"]). */
export const splitCard = (card: Card): [Rank, Suit] => [card.slice(0, -1) as Rank, card.slice(-1) as Suit];

/** "seven of hearts". */
export function cardName(card: Card): string {
  const [rank, suit] = splitCard(card);
  return t("sequence.card", { rank: t(`sequence.rank.${rank}`), suit: t(`sequence.suit.${suit}`) });
}

const LETTER_RANKS: ReadonlySet<string> = new Set(["A", "J", "Q", "K"]);

/** The rank as printed on a card face; letters come from the catalog (a German deck prints "B" for the jack). */
export function rankFace(rank: Rank): string {
  return LETTER_RANKS.has(rank) ? t(`sequence.face.${rank as "A" | "J" | "Q" | "K"}`) : rank;
}

/**
 * "6 of clubs", "king of hearts": a card in the name of a control that shows it (a space, a hand card). A number
 * is written as the face prints it, so that the name holds what the control shows (WCAG 2.5.3: someone using
 * speech says what they see, and a screen reader says "6" as a word all the same); a letter is said as the word
 * it stands for.
 */
export function shownCardName(card: Card): string {
  const [rank, suit] = splitCard(card);
  return LETTER_RANKS.has(rank) ? cardName(card) : t("sequence.card", { rank, suit: t(`sequence.suit.${suit}`) });
}

/** A hand card's label: its name plus what is special about it (Jacks, dead cards). */
export function handCardLabel(card: Card, dead: boolean): string {
  const name = shownCardName(card);
  switch (cardKind(card)) {
    case "twoEyedJack":
      return t("sequence.hand.twoEyed", { card: name });
    case "oneEyedJack":
      return t("sequence.hand.oneEyed", { card: name });
    case "ordinary":
      return dead ? t("sequence.hand.dead", { card: name }) : name;
  }
}
