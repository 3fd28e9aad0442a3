/**
 * Sequence's symbols drawn as SVG, the same on every device (an emoji or a
 * suit glyph shows as an empty box where no font has it): the four suits, the
 * free corner's star, the winner's trophy. Decorative: labels carry the words.
 */
import type { Suit } from "../../../shared/games/sequence/without-bots";

const SUITS: Readonly<Record<Suit, string>> = {
  S: "M12 2C8.5 6.5 4 9.3 4 13.3a4 4 0 0 0 7 2.6L9.8 22h4.4L13 15.9a4 4 0 0 0 7-2.6C20 9.3 15.5 6.5 12 2z",
  H: "M12 21.5S3 15.6 3 9.6A4.8 4.8 0 0 1 12 7a4.8 4.8 0 0 1 9 2.6c0 6-9 11.9-9 11.9z",
  D: "M12 2l7.5 10L12 22 4.5 12z",
  C: "M12 2.5a4 4 0 0 0-3.6 5.8 4 4 0 1 0 2.4 6.8L9.6 22h4.8l-1.2-6.9a4 4 0 1 0 2.4-6.8A4 4 0 0 0 12 2.5z",
};

export function SuitIcon({ suit }: { suit: Suit }) {
  return (
    <svg viewBox="0 0 24 24" class="seq-suit" data-suit={suit} aria-hidden="true" focusable="false">
      <path d={SUITS[suit]} fill="currentColor" />
    </svg>
  );
}

export function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" class="seq-corner-star" aria-hidden="true" focusable="false">
      <path d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7.3L12 17.8l-6.3 3.7 1.7-7.3L2 9.5l7.1-.6z" fill="currentColor" />
    </svg>
  );
}

export function TrophyIcon() {
  return (
    <svg viewBox="0 0 24 24" class="seq-trophy" aria-hidden="true" focusable="false">
      <path
        d="M7 2h10v2h4v3a5 5 0 0 1-5 5h-.3A5 5 0 0 1 13 14.9V18h3v4H8v-4h3v-3.1A5 5 0 0 1 8.3 12H8a5 5 0 0 1-5-5V4h4zM5 6v1a3 3 0 0 0 2 2.8V6zm14 0h-2v3.8A3 3 0 0 0 19 7z"
        fill="currentColor"
      />
    </svg>
  );
}
