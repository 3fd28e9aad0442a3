/** What people are called on the board, and what cards are called. */

import type { CardCode, Facing } from "../../../shared/games/spy/without-bots";
import type { RoomView } from "../../../shared/protocol";
import { type MessageKey, t } from "../../i18n";
import { seatName as nameOfSeat, shortSeatName as shortNameOfSeat } from "../../seat-name";

/** A seat's display name (see client/seat-name.ts). */
export function seatName(room: RoomView, seat: number): string {
  return nameOfSeat(room.seats, seat);
}

/** A seat's name short enough for a phone's button ("Computer 2"). */
export function shortSeatName(room: RoomView, seat: number): string {
  return shortNameOfSeat(room.seats, seat);
}

const CARD_NAMES: Readonly<Record<CardCode, MessageKey>> = {
  SPY: "spy.card.SPY",
  S1: "spy.card.S1",
  S2: "spy.card.S2",
  T1: "spy.card.T1",
  T2: "spy.card.T2",
  B1: "spy.card.B1",
  B2: "spy.card.B2",
  B3: "spy.card.B3",
};

/** "Safe 1", "Bomb 3", "Spy". */
export function cardName(code: CardCode): string {
  return t(CARD_NAMES[code]);
}

/** The short kind printed on a small card face. */
export function cardKind(code: CardCode): string {
  if (code === "SPY") return t("spy.kind.spy");
  if (code === "S1" || code === "S2") return t("spy.kind.safe");
  if (code === "T1" || code === "T2") return t("spy.kind.topSecret");
  return t("spy.kind.bomb");
}

/** The printed number, or "" for the Spy. */
export function cardDigit(code: CardCode): string {
  return code === "SPY" ? "" : code.slice(1);
}

export function facingName(facing: Facing): string {
  return t(facing === "left" ? "spy.facing.left" : "spy.facing.right");
}
