/**
 * The answer to a socket from a page of another protocol (shared/wire-version.ts), made in front of the room:
 * a WebSocket of its own that says why and closes, so the page hears the reason and the room is not woken.
 * (The room must not do it: a socket it closes just after accepting it can fail the whole room in workerd.)
 */
import type * as Workers from "@cloudflare/workers-types";
import { refuseOutdated } from "../shared/room/outbox";

// The runtime's global, which the DOM typings the project compiles against do not name.
declare const WebSocketPair: typeof Workers.WebSocketPair;

export function outdatedSocket(side: "page" | "room", ctx: Pick<Workers.ExecutionContext, "waitUntil">): Response {
  const { 0: page, 1: room } = new WebSocketPair();
  room.accept();
  // The request lives on until the page has answered the close.
  ctx.waitUntil(new Promise((answered) => room.addEventListener("close", answered)));
  refuseOutdated(room, side);
  const init: Workers.ResponseInit = { status: 101, webSocket: page };
  return new Response(null, init as ResponseInit);
}
