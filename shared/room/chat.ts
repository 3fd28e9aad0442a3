/**
 * Chat: who may say what, and who may read it. Team lines reach the sender's
 * side only, and of those, each player reads the lines written since they took
 * their seat: someone who takes over a seat mid-game does not read what the
 * side said before they came (what was said in confidence stays with the
 * people who were there); a player the host keeps a seat for reads on as before.
 */
import { type AnyGame, ok } from "../engine";
import { type ChatEntry, Limits, RoomErrors } from "../protocol";
import { hasUnsafeCharacters, tidyText } from "../text";
import type { Handler } from "./context";
import { nextChatNumber } from "./context";
import { refuse } from "./record";
import type { RoomRecord } from "./types";

export const chat: Handler<"chat"> = ({ game, model, actor, env }, msg) => {
  const { record } = model;
  const text = tidyText(msg.text);
  if (text.length === 0 || [...text].length > Limits.maxChatLength || hasUnsafeCharacters(text)) {
    return refuse(RoomErrors.BAD_CHAT, `A chat message is 1 to ${Limits.maxChatLength} printable characters.`);
  }
  const team = msg.team === true;
  if (team) {
    if (actor.seat === null || sideOf(game, record, actor.seat) === null) {
      return refuse(RoomErrors.BAD_CHAT, "Only players on a team can chat with their team.");
    }
    if (record.phase === "playing" && !record.settings.teamChat) {
      return refuse(RoomErrors.TEAM_CHAT_OFF, "Team chat is off during play in this room.");
    }
  }
  const seat = actor.seat === null ? undefined : record.seats[actor.seat];
  const entry: ChatEntry = {
    n: nextChatNumber(model),
    seat: actor.seat,
    name: seat?.kind === "human" ? seat.name : "",
    text,
    team,
    at: env.now,
  };
  // Chat keeps the room alive (its expiry counts from the last activity) but changes no picture.
  return ok({ record: { ...record, lastActive: env.now }, chat: entry });
};

function sideOf(game: AnyGame, record: RoomRecord, seat: number): number | null {
  return game.seating(record.players, record.options)[seat]?.side ?? null;
}

/** Whether a connection at `seat` (null: a spectator) may read `entry`. */
export function canRead(game: AnyGame, record: RoomRecord, entry: ChatEntry, seat: number | null): boolean {
  if (!entry.team) return true;
  if (seat === null || entry.seat === null) return false;
  const reader = record.seats[seat];
  if (reader?.kind !== "human" || entry.n < reader.chatFrom) return false;
  const side = sideOf(game, record, seat);
  return side !== null && side === sideOf(game, record, entry.seat);
}
