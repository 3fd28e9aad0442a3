/** The Spy board: status, the table (or the arranging panel), the log; sound cues on new events. */
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { SpyAction, SpyView } from "../../../shared/games/spy/without-bots";
import { guide } from "../../guide";
import { t } from "../../i18n";
import { RulesDialog } from "../../rules-dialog";
import { muted, noise, setMuted } from "../../sound";
import { standInSeats } from "../../stand-in";
import type { BoardProps } from "../contract";
import { ArrangePanel } from "./arrange-panel";
import { EventLog } from "./event-log";
import { cuesOf } from "./events";
import { GuidePanel } from "./guide-panel";
import { HowTo } from "./how-to";
import { seatName } from "./names";
import { statusText } from "./status";
import { Table } from "./table";

export function Board({ view, actions, act, room }: BoardProps<SpyView, SpyAction>) {
  const nameOf = (seat: number) => seatName(room, seat);
  const [guided, setGuided] = useState(() => guide.on(room.code));
  useSoundCues(view);
  const standIns = useMemo(() => standInSeats(room.standIns), [room.standIns]);
  return (
    <div class="spy-board">
      {/* One line of status above the table; the rules and the sound wait beside the log, off the turn's way. */}
      <div class="spy-status">
        <p>{statusText(view, nameOf)}</p>
      </div>
      {guided ? <GuidePanel view={view} code={room.code} onHide={() => setGuided(false)} /> : null}
      <div class="spy-main">
        {view.phase === "arranging" ? (
          <ArrangePanel
            view={view}
            act={act}
            color={view.seat === null ? undefined : room.seats[view.seat]?.color}
            nameOf={nameOf}
          />
        ) : (
          <Table view={view} actions={actions} act={act} room={room} nameOf={nameOf} />
        )}
        <div class="spy-side">
          <EventLog history={view.history} nameOf={nameOf} me={view.seat} standIns={standIns} />
          <div class="spy-tools row">
            <RulesDialog game="spy" name={t("spy.name")} Rules={HowTo} />
            {/* A switch, not a command: "Sound" with its state (pressed = on), so nobody wonders whether "Sound on"
                says what is or what a tap would do. */}
            <button
              type="button"
              class="switch"
              data-action="sound"
              aria-pressed={!muted.value}
              onClick={() => setMuted(!muted.value)}
            >
              {t("spy.sound")}
              <span class="switch-state" aria-hidden="true">
                {t(muted.value ? "spy.sound.state.off" : "spy.sound.state.on")}
              </span>
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * Hisses and booms for events that arrive while the board is open, not for those
 * already in the history. The shell's sound stays silent until a gesture and while muted.
 */
function useSoundCues(view: SpyView): void {
  const seen = useRef(view.history.length);
  useEffect(() => {
    const fresh = view.history.length > seen.current ? view.history.slice(seen.current) : [];
    seen.current = view.history.length;
    for (const cue of cuesOf(fresh)) noise(cue);
  }, [view.history]);
}
