/**
 * Whether the browser has a network, as it says (navigator.onLine, kept up by
 * its online and offline events). False is sure: nothing can reach the server.
 * True is only a hope (a network that carries nothing looks online): a room
 * finds that out itself (client/store.ts).
 */
import { signal } from "@preact/signals";

export const online = signal(typeof navigator === "undefined" || navigator.onLine);

if (typeof window !== "undefined") {
  addEventListener("online", () => {
    online.value = true;
  });
  addEventListener("offline", () => {
    online.value = false;
  });
}
