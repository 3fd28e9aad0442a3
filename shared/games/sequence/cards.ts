/** Card codes: rank then suit, e.g. `10H`, `QS`, `JD` (docs/rules/sequence.md, Components). */
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
export const SUITS = ["S", "H", "D", "C"] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type Card = `${Rank}${Suit}`;

/** The 52 distinct cards in canonical order (rank-major). This order is the stable order of `actions()`. */
export const ALL_CARDS: readonly Card[] = RANKS.flatMap((rank) => SUITS.map((suit): Card => `${rank}${suit}`));

/** Copies of each card in play: two standard decks shuffled together. */
export const COPIES_PER_CARD = 2;

/** The 104-card double deck, in canonical order (shuffled at setup). */
export const FULL_DECK: readonly Card[] = ALL_CARDS.flatMap((card) => [card, card]);

const CARD_INDEX: ReadonlyMap<string, number> = new Map(ALL_CARDS.map((card, index) => [card, index]));

export const isCard = (value: unknown): value is Card => typeof value === "string" && CARD_INDEX.has(value);

/** Position of a card in ALL_CARDS; the card must be valid. */
export const cardIndex = (card: Card): number => CARD_INDEX.get(card) ?? -1;

/** What playing a card does. */
export type CardKind = "ordinary" | "twoEyedJack" | "oneEyedJack";

/** Two-eyed Jacks are wild (place anywhere empty); one-eyed Jacks are anti-wild (remove an opponent's chip). */
export const TWO_EYED_JACKS: readonly Card[] = ["JD", "JC"];
export const ONE_EYED_JACKS: readonly Card[] = ["JS", "JH"];

export function cardKind(card: Card): CardKind {
  if (card === "JD" || card === "JC") return "twoEyedJack";
  if (card === "JS" || card === "JH") return "oneEyedJack";
  return "ordinary";
}
