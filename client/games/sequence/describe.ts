/** Events and spaces in plain words: the log, the live region and every space's label. */
import { TURN_LIMIT } from "../../../shared/engine/turns";
import { BOARD_LAYOUT } from "../../../shared/games/sequence/board";
import type { SequenceEvent, Side } from "../../../shared/games/sequence/without-bots";
import { type MessageKey, t } from "../../i18n";
import { saidOfStandIn } from "../../stand-in";
import { cardName, shownCardName } from "./card-names";
import { colorName } from "./names";
import type { Reader } from "./reader";

/** Human row and column (1-based) of a row-major index. */
const place = (index: number) => ({ row: Math.floor(index / 10) + 1, col: (index % 10) + 1 });

const NOBODY: Reader = { seat: null, side: null, teams: [] };

/**
 * One history event as a sentence. `names` per seat, `sides` per side (see `sideNames`); `standIn`: the seat a
 * computer played for its absent player when the event came (client/stand-in.ts), or null: its move is said as
 * the computer's, to its player in a sentence of its own ("The computer played … for you"), to everyone else
 * after the usual one ("Ana played … (by the computer)").
 */
export function describeEvent(
  event: SequenceEvent,
  names: readonly string[],
  sides: readonly string[],
  reader: Reader = NOBODY,
  standIn: number | null = null,
): string {
  const byComputer = reader.seat !== null && standIn === reader.seat;
  return saidOfStandIn(sentence(event, names, sides, reader, byComputer), actingSeat(event), standIn, reader.seat);
}

/** The seat whose own doing the event is (a pass on time is the room's doing), or null. */
function actingSeat(event: SequenceEvent): number | null {
  switch (event.type) {
    case "play":
    case "remove":
    case "exchange":
      return event.seat;
    case "pass":
      return event.timeout ? null : event.seat;
    default:
      return null;
  }
}

function sentence(
  event: SequenceEvent,
  names: readonly string[],
  sides: readonly string[],
  reader: Reader,
  byComputer: boolean,
): string {
  const name = (seat: number) => names[seat] ?? t("player.unnamed", { n: seat + 1 });
  const side = (s: Side) => sides[s] ?? t(`sequence.team.${s}`);
  const mine = (seat: number) => reader.seat !== null && seat === reader.seat;
  /** "you", "your team", "Blue team" (a team: a sentence of its own) or a player's name. */
  const bySide = (s: Side, keys: { you: MessageKey; yourTeam: MessageKey; team: MessageKey; one: MessageKey }) => {
    const team = reader.teams[s] ?? false;
    if (reader.side === s) return t(team ? keys.yourTeam : keys.you);
    return t(team ? keys.team : keys.one, { side: side(s) });
  };
  switch (event.type) {
    case "play":
    case "remove": {
      const [row, col] = event.cell;
      const params = { card: cardName(event.card), row: row + 1, col: col + 1 };
      if (mine(event.seat) && byComputer)
        return t(event.type === "play" ? "sequence.log.computer.play" : "sequence.log.computer.remove", params);
      if (mine(event.seat))
        return t(event.type === "play" ? "sequence.log.you.play" : "sequence.log.you.remove", params);
      return t(event.type === "play" ? "sequence.log.play" : "sequence.log.remove", {
        ...params,
        name: name(event.seat),
      });
    }
    case "exchange":
      if (mine(event.seat))
        return t(byComputer ? "sequence.log.computer.exchange" : "sequence.log.you.exchange", {
          card: cardName(event.card),
        });
      return t("sequence.log.exchange", { name: name(event.seat), card: cardName(event.card) });
    case "pass":
      // A pass on time is the room's doing, never a stand-in's.
      if (mine(event.seat) && byComputer && !event.timeout) return t("sequence.log.computer.pass");
      if (mine(event.seat)) return t(event.timeout ? "sequence.log.you.timeout" : "sequence.log.you.pass");
      return t(event.timeout ? "sequence.log.timeout" : "sequence.log.pass", { name: name(event.seat) });
    case "sequence":
      return bySide(event.side, {
        you: "sequence.log.you.sequence",
        yourTeam: "sequence.log.yourTeam.sequence",
        team: "sequence.log.sequence.team",
        one: "sequence.log.sequence",
      });
    case "reshuffle":
      return t("sequence.log.reshuffle", { count: event.cards });
    case "won":
      return bySide(event.side, {
        you: "sequence.log.you.won",
        yourTeam: "sequence.log.yourTeam.won",
        team: "sequence.log.won.team",
        one: "sequence.log.won",
      });
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
    label = t("sequence.cell", { row, col, card: shownCardName(space), state: chipState });
  }
  if (state.last) label = t("sequence.cell.last", { label });
  if (state.legal === "play") label = t("sequence.cell.play", { label });
  if (state.legal === "remove") label = t("sequence.cell.remove", { label });
  return label;
}
