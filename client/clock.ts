/**
 * One clock for every countdown on the page (a seat away, the host away, a
 * proposal to play again), so they all tick together. It ticks once a second
 * only while some component needs it; otherwise nothing runs.
 */
import { signal } from "@preact/signals";
import { useEffect } from "preact/hooks";

const now = signal(Date.now());
let users = 0;
let timer: ReturnType<typeof setInterval> | undefined;

/** This browser's time, kept ticking while `active` (read inside a component, it re-renders on each tick). */
export function useClock(active: boolean): number {
  useEffect(() => {
    if (!active) return;
    if (users++ === 0) {
      now.value = Date.now();
      timer = setInterval(() => {
        now.value = Date.now();
      }, 1000);
    }
    return () => {
      if (--users === 0) clearInterval(timer);
    };
  }, [active]);
  // Reading the signal re-renders the caller on each tick; the time itself is the moment of this render, so a
  // countdown that starts while the clock stood still does not show a stale second first.
  return Math.max(now.value, Date.now());
}
