/** The latest events in plain words, newest first. */
import type { SequenceEvent } from "../../../shared/games/sequence/client";
import { t } from "../../i18n";
import { describeEvent, type Reader } from "./describe";

/** Enough to follow the last round of a big table without crowding a phone screen. */
const SHOWN = 8;

export interface GameLogProps {
  readonly history: readonly SequenceEvent[];
  readonly names: readonly string[];
  readonly sides: readonly string[];
  /** Who reads it: their own moves are said as "you". */
  readonly reader: Reader;
}

export function GameLog({ history, names, sides, reader }: GameLogProps) {
  const first = Math.max(0, history.length - SHOWN);
  const recent = history.slice(first).map((event, i) => ({ event, at: first + i }));
  return (
    <section class="seq-log card stack" aria-labelledby="seq-log-title">
      <h2 id="seq-log-title">{t("sequence.log.title")}</h2>
      {recent.length === 0 ? (
        <p class="muted">{t("sequence.log.empty")}</p>
      ) : (
        <ol class="seq-log-list" reversed>
          {recent.reverse().map(({ event, at }) => (
            <li key={at} data-event={event.type}>
              {describeEvent(event, names, sides, reader)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
