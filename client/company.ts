/**
 * Whether this page has company. A game against the computer, or an embed in
 * a blog post, is one person and bots: there, chat and "0 watching" are clutter
 * and stay hidden until someone else is there (another person seated, or a
 * spectator), or somebody has already said something.
 */
import type { RoomView, You } from "../shared/protocol";

/** Another person at the room: a seat held by someone else, or a spectator who is not this page. */
export function othersPresent(room: Pick<RoomView, "seats" | "spectators">, you: Pick<You, "seat">): boolean {
  const people = room.seats.some((seat, index) => seat.kind === "human" && index !== you.seat);
  const watching = room.spectators - (you.seat === null ? 1 : 0);
  return people || watching > 0;
}

/** Every seat but this page's own is a computer player (the home page's or the embed's "play against the computer"). */
export function againstComputer(room: Pick<RoomView, "seats">, you: Pick<You, "seat">): boolean {
  return you.seat !== null && room.seats.every((seat, index) => index === you.seat || seat.kind === "bot");
}

/** A room to play quietly: an embed (`inEmbed`: router.ts's `embedded`) or a game against the computer, with nobody else there. */
export function quietRoom(
  room: Pick<RoomView, "seats" | "spectators">,
  you: Pick<You, "seat">,
  inEmbed: boolean,
): boolean {
  return (inEmbed || againstComputer(room, you)) && !othersPresent(room, you);
}
