/**
 * The table while playing and once over: every opponent's base across from you
 * (reversed, so the place your Spy examines sits in the column of the card it
 * faces), your base nearest you, and your turn's buttons.
 */
import { useState } from "preact/hooks";
import type { SpyAction, SpyView } from "../../../shared/games/spy/without-bots";
import type { RoomView } from "../../../shared/protocol";
import { t } from "../../i18n";
import type { BoardProps } from "../contract";
import { BaseHeader } from "./base-header";
import { BaseRow } from "./base-row";
import { justExamined, lastTouched } from "./events";
import { examinedPlace, facedPlace } from "./geometry";
import { shortSeatName } from "./names";
import { notesByPlace } from "./notes";
import { statusText } from "./status";
import { turnChoices } from "./turn";
import { TurnControls } from "./turn-controls";

export interface TableProps {
  readonly view: SpyView;
  /** The legal actions the shell listed (turn.ts reads the turn's buttons off them). */
  readonly actions: readonly SpyAction[];
  readonly act: BoardProps<SpyView, SpyAction>["act"];
  readonly room: RoomView;
  readonly nameOf: (seat: number) => string;
}

export function Table({ view, actions, act, room, nameOf }: TableProps) {
  const [preview, setPreview] = useState<number | null>(null);
  const me = view.seat;
  const own = me === null ? null : view.bases[me];
  const alive = me !== null && !view.eliminated[me] && view.phase === "playing";
  const examined = own && alive ? examinedPlace(own) : null;
  const choices = turnChoices(view, actions);
  const notes = room.settings.notes ? notesByPlace(view) : null;
  const fresh = justExamined(view.history);
  const last = lastTouched(view.history, (seat) => view.bases[seat]?.spy ?? null);
  const lastIn = (seat: number) => (last?.seat === seat ? last.position : null);
  // Opponents in turn order after you; a spectator sees every base in seat order, as its owner lays it out.
  const others =
    me === null
      ? view.bases.map((_, seat) => seat)
      : Array.from({ length: view.players - 1 }, (_, k) => (me + 1 + k) % view.players);

  return (
    // The table sizes its cards from the viewport height and the number of bases (spy.css).
    <div class="spy-table" style={{ "--bases": view.players }}>
      <div class="spy-opponents">
        {others.map((seat) => {
          const base = view.bases[seat];
          return (
            <section
              key={seat}
              class="spy-base"
              data-color={room.seats[seat]?.color}
              aria-label={t("spy.base.of", { name: nameOf(seat) })}
            >
              <BaseHeader view={view} seat={seat} title={t("spy.base.of", { name: nameOf(seat) })} />
              {base ? (
                <BaseRow
                  seat={seat}
                  base={base}
                  owner={nameOf(seat)}
                  reversed={me !== null}
                  notes={notes?.[seat] ?? []}
                  examined={view.eliminated[seat] ? null : examined}
                  fresh={fresh?.target === seat ? fresh.position : null}
                  last={lastIn(seat)}
                />
              ) : null}
            </section>
          );
        })}
      </div>
      {me !== null && own ? (
        <section class="spy-base spy-own" data-color={room.seats[me]?.color} aria-label={t("spy.base.yours")}>
          <BaseHeader view={view} seat={me} title={t("spy.base.yours")} />
          <BaseRow
            seat={me}
            base={own}
            owner={null}
            reversed={false}
            faced={alive ? facedPlace(own) : null}
            landing={preview}
            fresh={fresh?.target === me ? fresh.position : null}
            last={lastIn(me)}
          />
          {/* The slot stays once your turns are over (you are out, or the game has ended), saying so: another's
              move that ends them would otherwise pull the log below it up, under your eyes (spy.css). */}
          <div class="spy-controls-slot" data-done={alive ? undefined : ""}>
            {alive ? (
              <>
                {examined !== null ? (
                  <p class="muted spy-hint">{t("spy.action.examines", { n: examined + 1 })}</p>
                ) : null}
                {choices ? (
                  <TurnControls
                    own={own}
                    choices={choices}
                    act={act}
                    nameOf={nameOf}
                    shortNameOf={(seat) => shortSeatName(room, seat)}
                    onPreview={setPreview}
                  />
                ) : (
                  <p class="muted">{t("spy.action.waiting", { name: nameOf(view.turn ?? view.first) })}</p>
                )}
              </>
            ) : (
              <p class="muted spy-done">{statusText(view, nameOf)}</p>
            )}
          </div>
        </section>
      ) : null}
    </div>
  );
}
