/** A refusal that names its wait and counts it down, then calls `onOver` (which frees what the wait held). */
import { useEffect, useRef, useState } from "preact/hooks";
import { secondsLeft, waitText } from "./wait";

/** Stands for the wait in the sentence, to find where the counting part goes. A private-use character: no text has it. */
const MARK = "\uE000";

/**
 * `sentence` is the catalog's message with the wait as its placeholder. The alert is announced once: the part
 * that counts is no live region of its own (aria-live="off"), so a screen reader does not read out every second.
 * A timer runs only while something is waiting, once a second.
 */
export function WaitNotice(props: { until: number; sentence: (wait: string) => string; onOver: () => void }) {
  const { until, onOver } = props;
  const [left, setLeft] = useState(() => secondsLeft(until, Date.now()));
  const shown = useRef<HTMLParagraphElement>(null);
  // On a phone the notice lands below the buttons, often under the screen's edge: bring it into view once.
  useEffect(() => shown.current?.scrollIntoView({ block: "nearest" }), []);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const ms = until - Date.now();
      if (ms <= 0) {
        onOver();
        return;
      }
      setLeft(Math.ceil(ms / 1000));
      // Wake when the count of whole seconds next drops, not on a drifting 1-second interval.
      timer = setTimeout(tick, ((ms - 1) % 1000) + 1);
    };
    tick();
    return () => clearTimeout(timer);
  }, [until, onOver]);
  const [before, after = ""] = props.sentence(MARK).split(MARK);
  return (
    <p class="error" role="alert" data-wait={left} ref={shown}>
      {before}
      <span aria-live="off">{waitText(left)}</span>
      {after}
    </p>
  );
}
