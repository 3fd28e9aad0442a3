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

/** The room code in a /r/CODE (or /embed/r/CODE) path, uppercased, or null. */
export function roomCodeOf(pathname: string): string | null {
  const match = pathname.match(/^(?:\/embed)?\/r\/([23456789A-Za-z]{7})\/?$/);
  return match ? (match[1] as string).toUpperCase() : null;
}

/** Which game a /embed/try/GAME path offers, or null. */
export function tryGameOf(pathname: string): "spy" | "sequence" | null {
  const match = pathname.match(/^\/embed\/try\/(spy|sequence)\/?$/);
  return match ? (match[1] as "spy" | "sequence") : null;
}

/** Whether this page is an embed (the server marks the shell). */
export const embedded = document.getElementById("app")?.hasAttribute("data-embed") ?? false;
