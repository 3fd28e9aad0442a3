/**
 * Folding the room's frames into the picture a client holds: a full `state`
 * replaces it; a `delta` patches it, but only when it is meant for the version
 * held — otherwise (a gap, a patch that does not fit) the client asks for the
 * whole picture again. Pure, so the room's tests and the browser use the same code.
 */
import { applyPatch } from "../shared/patch";
import type { ServerMessage } from "../shared/protocol";

export type StateMessage = Extract<ServerMessage, { type: "state" }>;
export type DeltaMessage = Extract<ServerMessage, { type: "delta" }>;

/** The version a delta brings its receiver to (the protocol leaves out the usual next one). */
export const deltaTo = (delta: DeltaMessage): number => delta.to ?? delta.from + 1;

/** The picture after `delta`, or null when it does not apply to `held` (ask for the whole picture). */
export function applyDelta(held: StateMessage | null, delta: DeltaMessage): StateMessage | null {
  if (!held || held.version !== delta.from) return null;
  try {
    return {
      ...held,
      version: deltaTo(delta),
      lobbyVersion: delta.lobbyVersion ?? held.lobbyVersion,
      matchVersion: delta.matchVersion,
      toAct: delta.toAct,
      outcome: delta.outcome ?? null,
      room: delta.room ? applyPatch(held.room, delta.room) : held.room,
      you: delta.you ? applyPatch(held.you, delta.you) : held.you,
      game: delta.game ? applyPatch(held.game, delta.game) : held.game,
    };
  } catch {
    return null;
  }
}
