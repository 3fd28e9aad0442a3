/**
 * Who hosts, as the table shows it: a badge beside the host's name, the
 * host's way to hand hosting to someone seated, and in the lobby who the
 * others wait for, or, while the host is away, when hosting passes on (the
 * room passes it to the player seated longest among those here, once the host
 * has been away for the grace period).
 */
import { useSignal } from "@preact/signals";
import type { RoomView } from "../shared/protocol";
import { hostingPasses } from "./away";
import { useClock } from "./clock";
import { Counting } from "./countdown";
import { t } from "./i18n";
import { seatName } from "./seat-name";
import { currentAt, send, you } from "./store";

export function HostBadge() {
  return (
    <span class="host-badge" data-host-badge>
      {t("host.badge")}
    </span>
  );
}

/** Host: hand hosting to the player in `seat`, after a second tap (the old host cannot take it back alone). */
export function MakeHost({ seat, name }: { seat: number; name: string }) {
  const asking = useSignal(false);
  if (!asking.value) {
    return (
      <button type="button" data-action="make-host" onClick={() => (asking.value = true)}>
        {t("host.make")}
      </button>
    );
  }
  return (
    <span class="row make-host">
      <span>{t("host.make.sure", { name })}</span>
      <button
        type="button"
        class="primary"
        data-action="make-host-yes"
        onClick={() => {
          asking.value = false;
          void send({ type: "host", seat });
        }}
      >
        {t("host.make.yes")}
      </button>
      <button type="button" data-action="make-host-no" onClick={() => (asking.value = false)}>
        {t("host.make.no")}
      </button>
    </span>
  );
}

/** The lobby, for everyone but the host: who starts the game, or while the host is away, when hosting passes on. */
export function HostWaiting({ room }: { room: RoomView }) {
  const now = useClock((hostingPasses(room, currentAt.value, Date.now())?.leftMs ?? 0) > 0);
  const passes = hostingPasses(room, currentAt.value, now);
  const host = room.host.seat === null ? null : seatName(room.seats, room.host.seat);
  if (!passes) {
    return (
      <p class="muted" role="status" data-host-waiting>
        {host === null ? t("lobby.waiting.host") : t("host.waiting", { name: host })}
      </p>
    );
  }
  // The room names who would host next: the longest seated of those here.
  const { next, leftMs } = passes;
  const then =
    next === null
      ? null
      : next === you.value.seat
        ? (time: string) => t("host.passes.you", { time })
        : (time: string) => t("host.passes.to", { name: seatName(room.seats, next), time });
  return (
    <p class="card host-away" role="status" data-host-away>
      {host === null ? t("host.left.unseated") : t("host.left", { name: host })}
      {then && " "}
      {then && <Counting sentence={then} ms={leftMs} />}
    </p>
  );
}
