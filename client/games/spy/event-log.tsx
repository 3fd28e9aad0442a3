/** The game so far in plain sentences, oldest first and following the newest, and a polite live region for the newest. */
import type { SpyEvent } from "../../../shared/games/spy/without-bots";
import { FollowingList } from "../../follow-newest";
import { t } from "../../i18n";
import { eventText } from "./log-text";

export interface EventLogProps {
  readonly history: readonly SpyEvent[];
  readonly nameOf: (seat: number) => string;
  /** The viewer's seat, said as "you"; null for a spectator. */
  readonly me: number | null;
  /** The seat a computer played for its absent player, by event (client/stand-in.ts): said as the computer's. */
  readonly standIns?: ReadonlyMap<number, number>;
}

export function EventLog({ history, nameOf, me, standIns }: EventLogProps) {
  const lines = history.map((event, index) => eventText(event, nameOf, me, standIns?.get(index) ?? null));
  const newest = lines.at(-1) ?? "";
  return (
    <section class="spy-log card" aria-labelledby="spy-log-title">
      <h3 id="spy-log-title">{t("spy.log.title")}</h3>
      <p class="visually-hidden" aria-live="polite">
        {newest}
      </p>
      {lines.length === 0 ? (
        <p class="muted">{t("spy.log.empty")}</p>
      ) : (
        <FollowingList count={lines.length} class="spy-log-lines" newLabel={t("spy.log.newEvents")}>
          {lines.map((line, index) => (
            <li key={index} data-event={history[index]?.type}>
              {line}
            </li>
          ))}
        </FollowingList>
      )}
    </section>
  );
}
