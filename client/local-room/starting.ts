/**
 * Games this page started and whose worker has not yet laid them out: the home page notes one (solo.ts) and the
 * room page's socket (socket.ts) takes it when the game first opens. Apart, so the home page carries no socket.
 */
import type { SoloCreate } from "./messages";

const starting = new Map<string, SoloCreate>();

/** Notes a game to lay out when its room first opens. */
export function startLocalGame(code: string, create: SoloCreate): void {
  starting.set(code, create);
}

/** The game to lay out for `code`, once (null: this page started none; the browser may hold it already). */
export function takeLocalGame(code: string): SoloCreate | null {
  const create = starting.get(code) ?? null;
  starting.delete(code);
  return create;
}
