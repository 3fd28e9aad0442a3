import { CELL_COUNT, spaceAt } from "../board";
import { ALL_CARDS, cardIndex, cardKind } from "../cards";
import { sequenceCounts } from "../sequences";
import type { SequenceState, Side } from "../types";
import { isOpenFor, LINE_CELLS, LINE_COUNT, ownOn, tally } from "./lines";

/** Index in ALL_CARDS of the card each space shows; -1 on the corners. */
const CELL_CARD: Int8Array = Int8Array.from({ length: CELL_COUNT }, (_, cell) => {
  const space = spaceAt(cell);
  return space === "XX" ? -1 : cardIndex(space);
});

/** Names of the per-side features, in the order `sideFeatures` returns them. */
export const SIDE_FEATURES = [
  "open1",
  "open2",
  "open3",
  "open4",
  "sequences",
  "twoEyed",
  "oneEyed",
  "finishing",
  "armed",
  "held3",
] as const;

/**
 * What a fully known (sampled) position offers one side: open lines by spaces
 * held, sequences, Jacks in its hands, the different spaces that would finish a
 * sequence (`finishing`) and those of them its hands can fill now (`armed`),
 * and open threes whose two missing cards its hands hold (`held3`).
 */
export function sideFeatures(state: SequenceState, side: Side, t = tally(state.chips, state.sequences)): number[] {
  const held = new Uint8Array(ALL_CARDS.length);
  let twoEyed = 0;
  let oneEyed = 0;
  state.hands.forEach((hand, seat) => {
    if (seat % state.sides !== side) return;
    for (const card of hand) {
      const kind = cardKind(card);
      if (kind === "twoEyedJack") twoEyed++;
      else if (kind === "oneEyedJack") oneEyed++;
      else held[cardIndex(card)] = (held[cardIndex(card)] as number) + 1;
    }
  });
  const open = [0, 0, 0, 0, 0];
  const finishing = new Uint8Array(CELL_COUNT);
  let held3 = 0;
  for (let line = 0; line < LINE_COUNT; line++) {
    if (!isOpenFor(t, line, side)) continue;
    const own = Math.min(4, ownOn(t, line, side));
    open[own] = (open[own] as number) + 1;
    if (own < 3) continue;
    let holding = 0;
    for (let k = line * 5; k < line * 5 + 5; k++) {
      const cell = LINE_CELLS[k] as number;
      if (state.chips[cell] !== null || (CELL_CARD[cell] as number) < 0) continue;
      if (own === 4) finishing[cell] = 1;
      if ((held[CELL_CARD[cell] as number] as number) > 0) holding++;
    }
    if (own === 3 && holding >= 2) held3++;
  }
  let finishes = 0;
  let armed = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (!finishing[cell]) continue;
    finishes++;
    if (twoEyed > 0 || (held[CELL_CARD[cell] as number] as number) > 0) armed++;
  }
  const sequences = sequenceCounts(state.sequences, state.sides)[side] ?? 0;
  return [open[1] ?? 0, open[2] ?? 0, open[3] ?? 0, open[4] ?? 0, sequences, twoEyed, oneEyed, finishes, armed, held3];
}
