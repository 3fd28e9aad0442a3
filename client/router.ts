/** The page path as a signal, so navigation re-renders; links use `navigate`. */
import { signal } from "@preact/signals";

export const path = signal(location.pathname);

addEventListener("popstate", () => {
  path.value = location.pathname;
});

export function navigate(to: string): void {
  history.pushState(null, "", to);
  path.value = to;
}

/** The room code in a /r/CODE path, uppercased, or null. */
export function roomCodeOf(pathname: string): string | null {
  const match = pathname.match(/^\/r\/([23456789A-Za-z]{7})\/?$/);
  return match ? (match[1] as string).toUpperCase() : null;
}
