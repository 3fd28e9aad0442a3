/**
 * /r/CODE once its code has loaded (main.tsx loads it on demand, so the home
 * page carries no socket, lobby or game area): the room, or, once the room has
 * closed on this page for good (no such room, full, removed), why.
 */
import { effect, useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { autostart } from "./autostart";
import { CodeLimit } from "./code-limit";
import { takeEarlyRoom } from "./early-socket";
import { RoomPage } from "./room-page";
import { goneRoom, path, roomCodeOf } from "./router";
import { current, lastError, leaveRoom, send, status } from "./store";
import { retryAt } from "./wait";

/** The store's connect, for main.tsx to open the room's socket as soon as this code has loaded. */
export { enterRoom } from "./store";

import { RoomUnavailable } from "./unavailable";

effect(() => {
  if (status.value === "gone") goneRoom.value = roomCodeOf(path.peek());
});

// Leaving a room's address leaves the room, whether its page was drawn or not: one left while its words or the
// people's parts were still on their way would otherwise keep the room's socket open behind the page, and the
// first script's (one to no room is closed: early-socket.ts).
effect(() => {
  if (roomCodeOf(path.value) !== null) return;
  leaveRoom();
  takeEarlyRoom("");
});

// A room this page just created is set up (seated; against the computer: computers in, started) as soon as its
// first picture is here, not once the room page has drawn it: on a slow phone a lobby's drawing is a wait.
effect(() => {
  const state = current.value;
  if (state) void autostart.run(state, send);
});

export function RoomRoute({ code }: { code: string }) {
  if (goneRoom.value !== code) return <RoomPage code={code} />;
  // The room says why it closed: full, removed, or (no word, or NO_SUCH_ROOM) there is no such room.
  const refusal = lastError.value;
  // Refused before the room showed anything: the unknown-code limit (a flood's refusal comes after a picture).
  if (refusal?.code === "RATE_LIMITED" && current.value === null) return <LimitedRoom code={code} />;
  return (
    <RoomUnavailable kind="room" code={code} why={refusal?.code ?? "NO_SUCH_ROOM"} said={refusal?.message ?? ""} />
  );
}

/**
 * The socket's refusal names no wait (the wire has no field for it), so the page asks the room's GET, which
 * answers the same limit with Retry-After; while the limit holds, asking costs nothing (a refused charge takes no
 * token). If it has lifted meanwhile the answer is the truth itself: no such room, or a room to enter.
 */
function LimitedRoom({ code }: { code: string }) {
  const until = useSignal<number | null>(null);
  useEffect(() => {
    let live = true;
    fetch(`/parties/main/${code}`, { headers: { accept: "application/json" } }).then(
      (res) => {
        if (!live) return;
        if (res.status === 429) until.value = retryAt(res, Date.now());
        else if (res.status === 404) lastError.value = { code: "NO_SUCH_ROOM", message: "" };
        else if (res.ok) goneRoom.value = null;
        // Anything else: no wait the page knows of; the button is free at once (never a retry loop of its own).
        else until.value = Date.now();
      },
      // No answer at all (offline?): the same.
      () => {
        if (live) until.value = Date.now();
      },
    );
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <RoomUnavailable
      kind="limited"
      code={code}
      wait={
        <CodeLimit
          key={until.value}
          until={until.value}
          retry={() => {
            goneRoom.value = null;
          }}
        />
      }
    />
  );
}
