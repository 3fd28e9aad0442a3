/**
 * The page's first script, inlined in a room page's HTML (party/site.ts) and
 * run as it arrives: it opens the room's socket, says the same hello the store
 * would, and keeps what the room answers until the store takes the socket
 * over (early-socket.ts). Built apart into one classic script
 * (scripts/build.ts), of no more than the tokens.
 *
 * Where the browser keeps nothing (storage refused), it does nothing: the
 * store's secrets would then live in another memory than these.
 */
import { closedForGood } from "../shared/closes";
import { helloOf, leaveEarlyRoom, roomSocketUrl } from "./early-socket";
import { ROOM_LINK } from "./room-link";
import { storageKeeps } from "./tokens";

/** More frames than a page gets while its files load: a lively game sends one a move. */
const HEARD_AT_MOST = 500;

// A room on the server's (group 1), not a game in this browser's.
const code = location.pathname.match(ROOM_LINK)?.[1]?.toUpperCase();
if (code && storageKeeps()) {
  const socket = new WebSocket(roomSocketUrl(code));
  const heard: MessageEvent[] = [];
  let greeted = false;
  /** 0: not taken yet; 1: taken, its first open not yet handled; 2: handled, or never taken. */
  let taken = 0;
  socket.addEventListener(
    "open",
    () => {
      // The store's ids are a time and a count from 1: this one never meets them.
      socket.send(JSON.stringify({ ...helloOf(code), id: `${Date.now().toString(36)}-0` }));
      greeted = true;
    },
    { once: true },
  );
  socket.addEventListener("message", (event) => {
    if (taken !== 0) return;
    heard.push(event);
    // The app never came for it (its files failed, the tab left open): the room's frames are not kept for ever.
    // Closed, the socket is the store's no more: if the app comes after all, its own socket asks afresh.
    if (heard.length > HEARD_AT_MOST) {
      heard.length = 0;
      socket.close();
    }
  });
  /** The room's answer (no such room, full, too many unknown codes): not to be asked again (shared/closes.ts). */
  let refused: CloseEvent | null = null;
  socket.addEventListener("close", (event) => {
    if (taken === 0 && closedForGood(event.code)) refused = event;
  });
  function first(url: string | URL, protocols?: string | string[]): WebSocket {
    // Lost without the room's word (the network, say): the store's own socket asks. One still closing is taken
    // over: its close, and the room's word before it if the room said one, are yet to reach the store.
    if (taken > 0 || (socket.readyState === WebSocket.CLOSED && !refused)) {
      taken = 2;
      return new WebSocket(url, protocols);
    }
    taken = 1;
    // The store's socket listens right after constructing: the open it missed, what the room said, and its close
    // when it closed (asking again would be refused again, and an unknown code would be charged twice).
    if (socket.readyState !== WebSocket.CONNECTING) {
      queueMicrotask(() => {
        socket.dispatchEvent(new Event("open"));
        for (const event of heard.splice(0)) socket.dispatchEvent(new MessageEvent("message", { data: event.data }));
        if (refused) socket.dispatchEvent(new CloseEvent("close", refused));
      });
    }
    return socket;
  }
  leaveEarlyRoom({
    code,
    WebSocket: first as unknown as typeof WebSocket,
    greeted: () => {
      const early = taken === 1 && greeted;
      if (taken === 1) taken = 2;
      return early;
    },
    close: () => socket.close(),
  });
}
