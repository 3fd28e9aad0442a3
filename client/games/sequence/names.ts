/** What to call seats and sides: names from the room, colours from the catalog. */
import type { SequenceView, Side } from "../../../shared/games/sequence/without-bots";
import type { RoomView } from "../../../shared/protocol";
import { t } from "../../i18n";
import { seatName } from "../../seat-name";
import type { Reader } from "./reader";

/** The name of each seat at the table: the player's own name, or a placeholder for bots and empty seats. */
export function seatNames(room: Pick<RoomView, "seats">, players: number): string[] {
  return Array.from({ length: players }, (_, seat) => seatName(room.seats, seat));
}

/** Seats of each side, in seat order. */
export function sideSeats(view: Pick<SequenceView, "sides" | "seatSides">): number[][] {
  const seats: number[][] = Array.from({ length: view.sides }, () => []);
  for (const [seat, side] of view.seatSides.entries()) seats[side]?.push(seat);
  return seats;
}

/** A side as people say it: the player's name when playing alone, else "Blue team". */
export function sideNames(view: Pick<SequenceView, "sides" | "seatSides">, names: readonly string[]): string[] {
  return sideSeats(view).map((seats, side) => {
    const only = seats.length === 1 ? names[seats[0] as number] : undefined;
    return only ?? t(`sequence.team.${side as Side}`);
  });
}

/** "blue", "green", "red". */
export const colorName = (side: Side): string => t(`sequence.color.${side}`);

/** The viewer as the log says them: "you", "your team"; and which sides are teams. */
export function readerOf(view: Pick<SequenceView, "seat" | "sides" | "seatSides">): Reader {
  const seat = view.seat;
  const side = seat === null ? null : ((view.seatSides[seat] ?? null) as Side | null);
  return { seat, side, teams: sideSeats(view).map((seats) => seats.length > 1) };
}
