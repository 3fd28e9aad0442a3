/** A new room on the server (POST /api/rooms), its host token kept in this browser; or why there is none. */
import type { CreateRoomRequest, CreateRoomResponse } from "../shared/protocol";
import { tokens } from "./tokens";
import { retryAt } from "./wait";

export type Created =
  | { readonly ok: true; readonly code: string }
  /** `until`: refused by the address's room limit, free again then (ms); null: it failed (offline, say). */
  | { readonly ok: false; readonly until: number | null };

/**
 * How long a room's creation may take before it counts as failed (and may be tried again): a network that takes
 * requests and answers none would otherwise keep the button busy for good. Generous: a creation is one request
 * (a second or two on a slow phone's network, a few on a busy server), and a room created after the page gave up
 * is only left unused; but not so long that the person at the button gives up first (it was 30 s).
 */
export const CREATE_WAIT_MS = 15_000;

export async function createRoom(request: CreateRoomRequest): Promise<Created> {
  try {
    const res = await fetch("/api/rooms", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(CREATE_WAIT_MS),
    });
    if (res.status === 429) return { ok: false, until: retryAt(res, Date.now()) };
    if (res.status !== 201) return { ok: false, until: null };
    const room = (await res.json()) as CreateRoomResponse;
    tokens.saveHost(room.code, room.hostToken);
    return { ok: true, code: room.code };
  } catch {
    return { ok: false, until: null };
  }
}
