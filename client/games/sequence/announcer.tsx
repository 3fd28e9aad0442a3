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
  /** Indices of the events a computer made for the reader's seat while they were away. */
  readonly byComputer?: ReadonlySet<number>;
}

export function Announcer({ history, myTurn, names, sides, reader, byComputer }: AnnouncerProps) {
  const seen = useRef(history.length);
  const [text, setText] = useState("");
  useEffect(() => {
    if (history.length === seen.current) return;
    // A shorter history means a new game (rematch): announce nothing old.
    const from = seen.current;
    const fresh = history.length > from ? history.slice(from) : [];
    seen.current = history.length;
    const sentences = fresh.map(
      (event, i) =>
        `${describeEvent(event, names, sides, reader, byComputer?.has(from + i) ?? false)}${t("sentence.end")}`,
    );
    if (myTurn) sentences.push(t("sequence.live.yourTurn"));
    if (sentences.length > 0) setText(sentences.join(" "));
  }, [history, myTurn, names, sides, reader, byComputer]);
  return (
    <div class="visually-hidden" aria-live="polite" data-live="sequence">
      {text}
    </div>
  );
}
