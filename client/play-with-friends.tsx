/**
 * From a game against the computer (played in this browser) to a table for
 * friends: a real room with the same game, table and options, with you in the
 * first seat and the room's settings carried over; the link to send is its lobby's.
 */
import { useSignal } from "@preact/signals";
import { useId } from "preact/hooks";
import type { GameId } from "../shared/games/manifests";
import type { RoomView } from "../shared/protocol";
import { autostart } from "./autostart";
import { CreateNotices } from "./create-notices";
import { createRoom } from "./create-room";
import { t } from "./i18n";
import { online } from "./offline/online";
import { navigate } from "./router";

export function PlayWithFriends({ room, seat }: { room: RoomView; seat: number | null }) {
  const busy = useSignal(false);
  const failed = useSignal(false);
  const waitUntil = useSignal<number | null>(null);
  const create = async () => {
    busy.value = true;
    failed.value = false;
    // The game is one of this build's: the room was laid out from it.
    const game = room.game as GameId;
    const created = await createRoom({ game, players: room.players, options: room.options });
    busy.value = false;
    // Offline, say: a table for friends needs the server.
    if (!created.ok) {
      if (created.until === null) failed.value = true;
      else waitUntil.value = created.until;
      return;
    }
    const you = seat === null ? undefined : room.seats[seat];
    autostart.save(created.code, null, you?.kind === "human" ? you.name : undefined, room.settings);
    navigate(`/r/${created.code}`);
  };
  // Offline, a table for friends cannot be made: the button says so before it is tapped, as the home page's do
  // (a failure said after the tap lay under the end card's edge, and named no reason).
  const offlineNote = useId();
  const offline = !online.value;
  return (
    <section class="card stack play-with-friends" aria-labelledby="with-friends">
      <h3 id="with-friends">{t("solo.friends")}</h3>
      <p class="muted">{t("solo.friends.line")}</p>
      {offline && (
        <p id={offlineNote} class="banner offline-notice" data-offline-note>
          {t("home.offline")}
        </p>
      )}
      <div class="row">
        <button
          type="button"
          data-action="play-with-friends"
          disabled={busy.value || waitUntil.value !== null || offline}
          aria-describedby={offline ? offlineNote : undefined}
          onClick={create}
        >
          {busy.value ? t("home.creating") : t("solo.friends")}
        </button>
      </div>
      <CreateNotices failed={failed} waitUntil={waitUntil} />
    </section>
  );
}
