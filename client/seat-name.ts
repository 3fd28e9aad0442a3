/** What a seat is called everywhere (lobby, boards, logs, game over): the player's name, "Computer (hard)" — numbered "Computer 2 (hard)" only beside other computers —, or "Seat 2". */
import type { SeatView } from "../shared/protocol";
import { t } from "./i18n";

export function seatName(seats: readonly SeatView[], seat: number): string {
  const entry = seats[seat];
  const n = seat + 1;
  if (entry?.kind === "human" && entry.name.trim() !== "") return entry.name;
  if (entry?.kind === "bot") {
    const level = t(`bot.level.${entry.level}`);
    // A number tells computers apart; with one computer at the table it only raises "where is Computer 1?".
    const computers = seats.filter((other) => other.kind === "bot").length;
    return computers > 1 ? t("bot.name", { n, level }) : t("bot.alone", { level });
  }
  return t("player.unnamed", { n });
}

/** The same, short enough for a button on a phone: a computer player without its level ("Computer 2"); a lone computer, unnumbered, keeps it. */
export function shortSeatName(seats: readonly SeatView[], seat: number): string {
  const entry = seats[seat];
  const computers = seats.filter((other) => other.kind === "bot").length;
  if (entry?.kind === "bot" && computers > 1) return t("bot.short", { n: seat + 1 });
  return seatName(seats, seat);
}

/** Whether `seat` has a teammate: another seat on its side (team chat and team labels mean nothing otherwise). */
export function hasTeammate(seats: readonly SeatView[], seat: number): boolean {
  const side = seats[seat]?.side ?? null;
  return side !== null && seats.some((other, i) => i !== seat && other.side === side);
}

/** "Blue team": the team that `of` (two seats or more, all of one side) make up, or null where they are no team. */
export function teamName(seats: readonly SeatView[], of: readonly number[]): string | null {
  const first = seats[of[0] ?? -1];
  if (of.length < 2 || !first || first.side === null || !of.every((seat) => seats[seat]?.side === first.side)) {
    return null;
  }
  return t("lobby.team", { team: t(`color.${first.color}` as "color.blue") });
}
