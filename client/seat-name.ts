/** What a seat is called everywhere (lobby, boards, logs, game over): the player's name, "Computer 2 (hard)", or "Seat 2". */
import type { SeatView } from "../shared/protocol";
import { t } from "./i18n";

export function seatName(seats: readonly SeatView[], seat: number): string {
  const entry = seats[seat];
  const n = seat + 1;
  if (entry?.kind === "human" && entry.name.trim() !== "") return entry.name;
  if (entry?.kind === "bot") return t("bot.name", { n, level: t(`bot.level.${entry.level}`) });
  return t("player.unnamed", { n });
}

/** The same, short enough for a button on a phone: a computer player without its level ("Computer 2"). */
export function shortSeatName(seats: readonly SeatView[], seat: number): string {
  const entry = seats[seat];
  if (entry?.kind === "bot") return t("bot.short", { n: seat + 1 });
  return seatName(seats, seat);
}

/** Whether `seat` has a teammate: another seat on its side (team chat and team labels mean nothing otherwise). */
export function hasTeammate(seats: readonly SeatView[], seat: number): boolean {
  const side = seats[seat]?.side ?? null;
  return side !== null && seats.some((other, i) => i !== seat && other.side === side);
}
