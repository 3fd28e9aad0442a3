/**
 * The answer to a socket from a page of another protocol (shared/wire-version.ts), made in front of the room:
 * a WebSocket of its own that says why and closes, so the page hears the reason and the room is not woken.
 * (The room must not do it: a socket it closes just after accepting it can fail the whole room in workerd.)
 */
import type * as Workers from "@cloudflare/workers-types";
import { RoomErrors, type ServerMessage } from "../shared/protocol";
import { PAGE_OUTDATED_CLOSE, ROOM_OUTDATED_CLOSE } from "../shared/wire-version";

// The runtime's global, which the DOM typings the project compiles against do not name.
declare const WebSocketPair: typeof Workers.WebSocketPair;

/** `side`: the page is older than the room (it must load the new build) or newer (the room's update is on its way). */
export function outdatedSocket(side: "page" | "room", ctx: Pick<Workers.ExecutionContext, "waitUntil">): Response {
  const { 0: page, 1: room } = new WebSocketPair();
  room.accept();
  // The request lives on until the page has answered the close.
  ctx.waitUntil(new Promise((answered) => room.addEventListener("close", answered)));
  const older = side === "page";
  const refusal: ServerMessage = {
    type: "error",
    replyTo: null,
    code: older ? RoomErrors.PAGE_OUTDATED : RoomErrors.ROOM_OUTDATED,
    message: older ? "This page is out of date: reload it." : "This room is being updated: try again in a moment.",
  };
  room.send(JSON.stringify(refusal));
  room.close(older ? PAGE_OUTDATED_CLOSE : ROOM_OUTDATED_CLOSE, older ? "page outdated" : "room outdated");
  const init: Workers.ResponseInit = { status: 101, webSocket: page };
  return new Response(null, init as ResponseInit);
}
