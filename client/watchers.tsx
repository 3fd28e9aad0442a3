/** How many watch (everyone) and who (the host only: the spectators' connections, each with a way to remove a nuisance). */
import type { RoomView, You } from "../shared/protocol";
import { quietRoom } from "./company";
import { t } from "./i18n";
import { embedded } from "./router";
import { send } from "./store";

/** Whether `you` see the list of who watches (the host, while anyone does): its heading says how many. */
const listsWatchers = (you: You): boolean => you.host && (you.watchers?.length ?? 0) > 0;

/** "2 watching", where anyone watches and the room is not a quiet one; not for the host, whose list says so. */
export function WatcherCount({ room, you }: { room: RoomView; you: You }) {
  if (quietRoom(room, you, embedded) || room.spectators === 0 || listsWatchers(you)) return null;
  return <span class="muted">{t("room.spectators", { count: room.spectators })}</span>;
}

export function Watchers({ you }: { you: You }) {
  const watchers = you.watchers ?? [];
  if (!listsWatchers(you)) return null;
  return (
    <details class="card watchers">
      <summary>{t("room.spectators", { count: watchers.length })}</summary>
      <ul class="stack">
        {watchers.map((w) => (
          <li key={w.tag} class="row" data-watcher={w.tag}>
            <span>{t("room.watcher", { tag: w.tag.slice(0, 4).toUpperCase() })}</span>
            <button
              type="button"
              data-action="remove-watcher"
              onClick={() => void send({ type: "remove", tag: w.tag })}
            >
              {t("room.watcher.remove")}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
