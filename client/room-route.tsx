/**
 * /r/CODE once its code has loaded (main.tsx loads it on demand, so the home
 * page carries no socket, lobby or game area): the room, or, once the room has
 * closed on this page for good (no such room, full, removed), why.
 */
import { effect } from "@preact/signals";
import { RoomPage } from "./room-page";
import { goneRoom, path, roomCodeOf } from "./router";
import { lastError, status } from "./store";

/** The store's connect, for main.tsx to open the room's socket as soon as this code has loaded. */
export { enterRoom } from "./store";

import { RoomUnavailable } from "./unavailable";

effect(() => {
  if (status.value === "gone") goneRoom.value = roomCodeOf(path.peek());
});

export function RoomRoute({ code }: { code: string }) {
  if (goneRoom.value !== code) return <RoomPage code={code} />;
  // The room says why it closed: full, removed, or (no word, or NO_SUCH_ROOM) there is no such room.
  const refusal = lastError.value;
  return (
    <RoomUnavailable kind="room" code={code} why={refusal?.code ?? "NO_SUCH_ROOM"} said={refusal?.message ?? ""} />
  );
}
