/** The game so far in plain words, oldest first, the box following the newest line. */
import type { SequenceEvent } from "../../../shared/games/sequence/without-bots";
import { FollowingList } from "../../follow-newest";
import { t } from "../../i18n";
import { describeEvent } from "./describe";
import type { Reader } from "./reader";

export interface GameLogProps {
  readonly history: readonly SequenceEvent[];
  readonly names: readonly string[];
  readonly sides: readonly string[];
  /** Who reads it: their own moves are said as "you". */
  readonly reader: Reader;
  /** The seat a computer played for its absent player, by event (client/stand-in.ts). */
  readonly standIns?: ReadonlyMap<number, number>;
}

export function GameLog({ history, names, sides, reader, standIns }: GameLogProps) {
  return (
    <section class="seq-log card stack" aria-labelledby="seq-log-title">
      <h2 id="seq-log-title">{t("sequence.log.title")}</h2>
      {history.length === 0 ? (
        <p class="muted">{t("sequence.log.empty")}</p>
      ) : (
        <FollowingList count={history.length} class="seq-log-list" newLabel={t("sequence.log.newEvents")}>
          {history.map((event, at) => (
            <li key={at} data-event={event.type}>
              {describeEvent(event, names, sides, reader, standIns?.get(at) ?? null)}
            </li>
          ))}
        </FollowingList>
      )}
    </section>
  );
}
