/**
 * A delta from what a connection holds to its audience's picture: pure, the
 * same for every audience. Only what changed travels: the room and `you` where
 * they differ, the patch between the two views of the same seat, and a head in
 * which what is usual stays out (shared/protocol.ts): `to` when it is the next
 * version, `lobbyVersion` when unchanged, `outcome` while the match has none.
 */
import { diff, type Patch } from "../../patch";
import type { ServerMessage } from "../../protocol";
import type { Baseline, Target } from "./baseline";

export type DeltaMessage = Extract<ServerMessage, { type: "delta" }>;
export type StateMessage = Extract<ServerMessage, { type: "state" }>;

/**
 * The frame that brings `from` to `to` (both of one seat), or null when there
 * is no news. `roomPatch` is the room's patch from `from.room`, worked out by
 * the caller once for every baseline holding that room.
 */
export function deltaFrom(from: Baseline, to: Target, roomPatch: Patch | null): DeltaMessage | null {
  const you = from.youJson === to.youJson ? null : patchFrom(from.you, to.you);
  const game = from.state === to.state ? null : diff(from.view, to.view);
  if (from.version === to.version && roomPatch === null && you === null && game === null) return null;
  const delta = deltaHead(from, to);
  if (roomPatch) delta.room = roomPatch;
  if (you) delta.you = you;
  if (game) delta.game = game;
  return delta;
}

/** A frame (JSON, or null: no news) carrying the sender's ack: the delta with `replyTo`, or a head alone. */
export function withReply(frame: string | null, from: Baseline, to: Target, replyTo: string): string {
  if (frame === null) return JSON.stringify({ ...deltaHead(from, to), replyTo });
  // A delta's JSON is an object: the ack goes in before its closing brace, without encoding the frame again.
  return `${frame.slice(0, -1)},"replyTo":${JSON.stringify(replyTo)}}`;
}

/** The whole picture `to` as one `state` message, with the chat lines the receiver may read. */
export function stateOf(to: Target, chat: StateMessage["chat"]): StateMessage {
  return {
    type: "state",
    version: to.version,
    lobbyVersion: to.lobbyVersion,
    matchVersion: to.matchVersion,
    toAct: to.toAct,
    outcome: to.outcome,
    room: to.room,
    you: to.you,
    game: to.view,
    chat,
  };
}

/** The patch from what a receiver holds (null: not known, so the whole value) to `now`; null when equal. */
export function patchFrom(held: unknown, now: unknown): Patch | null {
  return held === null ? { set: [[[], now]] } : diff(held, now);
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** Built field by field (a frame is built per move): what is usual is left out, not spread in. */
function deltaHead(from: Baseline, to: Target): Writable<DeltaMessage> {
  const head: Writable<DeltaMessage> = {
    type: "delta",
    from: from.version,
    matchVersion: to.matchVersion,
    toAct: to.toAct,
  };
  if (to.version !== from.version + 1) head.to = to.version;
  if (to.lobbyVersion !== from.lobbyVersion) head.lobbyVersion = to.lobbyVersion;
  if (to.outcome) head.outcome = to.outcome;
  return head;
}
