/**
 * When hosting passes (the host was away past the grace period, or handed it
 * on), everyone at the table is told, briefly and politely: "Ben is the host
 * now", or "You are the host now" to Ben. Told from the pictures themselves:
 * the hosting seat changed between one picture of this room and the next.
 */
import { effect, signal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { t } from "./i18n";
import { seatName } from "./seat-name";
import { current } from "./store";

/** Long enough to read; it lies over the page, so it must not stay. */
const NOTICE_MS = 8000;

const notice = signal<{ readonly seat: number } | null>(null);

/**
 * The hosting last seen, and who sat where. Hosting passed when the hosting
 * seat is another one, held by the same person as before: so the host
 * sitting down (the creator taking a seat as the room opens), moving to
 * another seat or swapping seats says nothing.
 */
let seen: { code: string; seat: number | null; people: readonly (string | null)[] } | null = null;

effect(() => {
  const state = current.value;
  if (!state) return;
  const { code, host, seats } = state.room;
  const people = seats.map((s) => (s.kind === "human" ? s.name : null));
  const before = seen;
  seen = { code, seat: host.seat, people };
  if (before?.code !== code || host.seat === null || host.seat === before.seat) return;
  const now = people[host.seat];
  if (now === null || now !== before.people[host.seat]) return;
  notice.value = { seat: host.seat };
});

export function HostNotice() {
  const shown = notice.value;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => {
      if (notice.peek() === shown) notice.value = null;
    }, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const state = current.value;
  // The live region is there before its words, so a screen reader hears them when they come.
  return (
    <div role="status">
      {shown && state && (
        <p class="notice" data-host-notice={shown.seat}>
          {shown.seat === state.you.seat
            ? t("host.now.you")
            : t("host.now", { name: seatName(state.room.seats, shown.seat) })}
        </p>
      )}
    </div>
  );
}
