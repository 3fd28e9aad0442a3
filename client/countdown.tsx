/** A sentence with a countdown in it ("Ben left · 0:25"). */
import { clockText } from "./away";

/** Stands for the time in the sentence, to find where the counting part goes. A private-use character: no text has it. */
const MARK = "\uE000";

/**
 * `sentence` is the catalog's message with the time as its placeholder. The
 * counting part is no live region of its own (aria-live="off"), so a screen
 * reader that reads the sentence out does not read every second after it.
 */
export function Counting({ sentence, ms }: { sentence: (time: string) => string; ms: number }) {
  const [before, after = ""] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      <span aria-live="off" data-countdown={Math.max(0, Math.ceil(ms / 1000))}>
        {clockText(ms)}
      </span>
      {after}
    </>
  );
}
