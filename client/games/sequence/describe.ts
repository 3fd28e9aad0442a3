/** Events and spaces in plain words: the log, the live region and every space's label. */
import { TURN_LIMIT } from "../../../shared/engine/turns";
import { BOARD_LAYOUT, type SequenceEvent, type Side } from "../../../shared/games/sequence";
import { t } from "../../i18n";
import { cardName } from "./card-names";
import { colorName } from "./names";

/** Human row and column (1-based) of a row-major index. */
const place = (index: number) => ({ row: Math.floor(index / 10) + 1, col: (index % 10) + 1 });

/** One history event as a sentence. `names` per seat, `sides` per side (see `sideNames`). */
export function describeEvent(event: SequenceEvent, names: readonly string[], sides: readonly string[]): string {
  const name = (seat: number) => names[seat] ?? t("player.unnamed", { n: seat + 1 });
  const side = (s: Side) => sides[s] ?? t(`sequence.team.${s}`);
  switch (event.type) {
    case "play":
    case "remove": {
      const [row, col] = event.cell;
      const params = { name: name(event.seat), card: cardName(event.card), row: row + 1, col: col + 1 };
      return t(event.type === "play" ? "sequence.log.play" : "sequence.log.remove", params);
    }
    case "exchange":
      return t("sequence.log.exchange", { name: name(event.seat), card: cardName(event.card) });
    case "pass":
      return t(event.timeout ? "sequence.log.timeout" : "sequence.log.pass", { name: name(event.seat) });
    case "sequence":
      return t("sequence.log.sequence", { side: side(event.side) });
    case "reshuffle":
      return t("sequence.log.reshuffle", { count: event.cards });
    case "won":
      return t("sequence.log.won", { side: side(event.side) });
    case "draw":
      return event.reason === "turnLimit"
        ? t("sequence.log.drawTurnLimit", { count: TURN_LIMIT })
        : t("sequence.log.draw");
  }
}

/** What a space holds, for its label. */
export interface SpaceState {
  readonly chip: Side | null;
  /** The chip belongs to a completed sequence. */
  readonly locked: boolean;
  /** What clicking it would do for the chosen card, if anything. */
  readonly legal: "play" | "remove" | null;
  /** The last play or removal happened here. */
  readonly last: boolean;
}

/** "row 3, column 5, seven of hearts, empty", plus what a click would do and whether it was the last move. */
export function cellLabel(index: number, state: SpaceState): string {
  const { row, col } = place(index);
  const space = BOARD_LAYOUT[row - 1]?.[col - 1] ?? "XX";
  let label: string;
  if (space === "XX") {
    label = t("sequence.cell.corner", { row, col });
  } else {
    const chipState =
      state.chip === null
        ? t("sequence.cell.empty")
        : t(state.locked ? "sequence.cell.locked" : "sequence.cell.chip", { color: colorName(state.chip) });
    label = t("sequence.cell", { row, col, card: cardName(space), state: chipState });
  }
  if (state.last) label = t("sequence.cell.last", { label });
  if (state.legal === "play") label = t("sequence.cell.play", { label });
  if (state.legal === "remove") label = t("sequence.cell.remove", { label });
  return label;
}
