/**
 * A polite live region: screen readers hear each new move in words, and when
 * the turn comes to this seat. Only what happened since the last view is said,
 * and nothing on the first view (the page is read then anyway).
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { SequenceEvent } from "../../../shared/games/sequence/without-bots";
import { t } from "../../i18n";
import { describeEvent } from "./describe";
import type { Reader } from "./reader";

export interface AnnouncerProps {
  readonly history: readonly SequenceEvent[];
  readonly myTurn: boolean;
  readonly names: readonly string[];
  readonly sides: readonly string[];
  readonly reader: Reader;
  /** The seat a computer played for its absent player, by event (client/stand-in.ts). */
  readonly standIns?: ReadonlyMap<number, number>;
}

export function Announcer({ history, myTurn, names, sides, reader, standIns }: AnnouncerProps) {
  const seen = useRef(history.length);
  // What was last said, as events (from, to) and the turn, not as words: a language chosen since says it again
  // in the new language, where words kept from before would stay in the old one.
  const [said, setSaid] = useState<{ readonly from: number; readonly to: number; readonly myTurn: boolean } | null>(
    null,
  );
  useEffect(() => {
    if (history.length === seen.current) return;
    // A shorter history means a new game (rematch): announce nothing old.
    const newGame = history.length < seen.current;
    const from = Math.min(history.length, seen.current);
    seen.current = history.length;
    if (from < history.length || myTurn) setSaid({ from, to: history.length, myTurn });
    else if (newGame) setSaid(null);
  }, [history, myTurn]);
  const sentences = said
    ? history
        .slice(said.from, said.to)
        .map(
          (event, i) =>
            `${describeEvent(event, names, sides, reader, standIns?.get(said.from + i) ?? null)}${t("sentence.end")}`,
        )
    : [];
  if (said?.myTurn) sentences.push(t("sequence.live.yourTurn"));
  return (
    <div class="visually-hidden" aria-live="polite" data-live="sequence">
      {sentences.join(" ")}
    </div>
  );
}
