/**
 * A game log that reads like a chat: oldest at the top, newest at the bottom,
 * and the box keeps the newest line in view as it arrives, unless the reader
 * scrolled back to read, in which case a "new events" button appears and brings
 * them back. Scroll position is set by hand (the list has `overflow-anchor:
 * none`), so Chrome's scroll anchoring cannot pin the box to old lines.
 */
import type { ComponentChildren } from "preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";

/** How close to the bottom (px) still counts as "reading the newest": half a line, for rounding and zoom. */
const AT_END_SLACK = 8;

export interface FollowingListProps {
  /** How many lines the list holds now; a larger number means new lines arrived. */
  readonly count: number;
  /** The list's class (its height cap and look are the game's stylesheet's). */
  readonly class: string;
  /** The button's text, e.g. "New events". */
  readonly newLabel: string;
  readonly children: ComponentChildren;
}

export function FollowingList({ count, class: className, newLabel, children }: FollowingListProps) {
  const list = useRef<HTMLOListElement>(null);
  /** Whether the reader was at the newest end before this render: read on scroll, not after new lines grew the box. */
  const following = useRef(true);
  const seen = useRef(count);
  const [unseen, setUnseen] = useState(false);

  const toEnd = () => {
    const box = list.current;
    if (!box) return;
    box.scrollTop = box.scrollHeight;
    following.current = true;
    setUnseen(false);
  };

  useLayoutEffect(() => {
    const grew = count > seen.current;
    seen.current = count;
    if (following.current) toEnd();
    else if (grew) setUnseen(true);
  }, [count]);

  const onScroll = () => {
    const box = list.current;
    if (!box) return;
    following.current = box.scrollHeight - box.scrollTop - box.clientHeight <= AT_END_SLACK;
    if (following.current) setUnseen(false);
  };

  return (
    <div class="log-follow">
      {/* --digits: how wide the lines' numbers get, for a numbered list's indent ("338." as much as "9."). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to be scrolled. */}
      <ol ref={list} class={className} tabIndex={0} onScroll={onScroll} style={{ "--digits": String(count).length }}>
        {children}
      </ol>
      {unseen ? (
        <button type="button" class="log-new" data-action="newest" onClick={toEnd}>
          {newLabel}{" "}
          <svg class="log-new-arrow" viewBox="0 0 10 10" width="10" height="10" aria-hidden="true">
            <path d="M5 1v7M1.5 5 5 8.5 8.5 5" fill="none" stroke="currentColor" stroke-width="1.6" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
