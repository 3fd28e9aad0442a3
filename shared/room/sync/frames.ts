/**
 * Splitting a whole picture into frames the platform and a slow phone take
 * well (FRAME_BUDGET each).
 */
import type { StateMessage } from "./encode";

/** The largest frame the room sends: well under the platform's 1 MiB, and kind to a phone on a slow link. */
export const FRAME_BUDGET = 128 * 1024;

const utf8 = new TextEncoder();
const bytesOf = (text: string) => utf8.encode(text).length;
/** A UTF-16 unit takes at most 3 bytes of UTF-8: most pictures need no counting at all. */
const surelyFits = (text: string) => text.length * 3 <= FRAME_BUDGET;

/**
 * A whole picture as frames of at most FRAME_BUDGET bytes. A long game's view
 * is mostly one append-only list (its history): when the picture is too large,
 * the state carries the list's first items and deltas of the same version
 * append the rest in order, so a client that folds them holds the whole view.
 * Game-agnostic: it splits the view's largest list, whatever the game calls it.
 */
export function pictureFrames(state: StateMessage): string[] {
  const whole = JSON.stringify(state);
  const game = state.game;
  if (
    surelyFits(whole) ||
    bytesOf(whole) <= FRAME_BUDGET ||
    game === null ||
    typeof game !== "object" ||
    Array.isArray(game)
  ) {
    return [whole];
  }
  const fields = Object.entries(game as Record<string, unknown>).filter((entry): entry is [string, unknown[]] =>
    Array.isArray(entry[1]),
  );
  const largest = fields.reduce<[string, unknown[]] | null>(
    (best, field) => (best === null || field[1].length > best[1].length ? field : best),
    null,
  );
  if (!largest) return [whole];
  const [key, items] = largest;
  // What the picture weighs without the list decides how much of the list the state itself can carry.
  const rest = bytesOf(JSON.stringify({ ...state, game: { ...(game as object), [key]: [] } }));
  const chunks: unknown[][] = [[]];
  let room = FRAME_BUDGET - rest - 64;
  for (const item of items) {
    const size = bytesOf(JSON.stringify(item)) + 1;
    const chunk = chunks.at(-1) as unknown[];
    if (size > room && chunk.length > 0) {
      chunks.push([item]);
      room = FRAME_BUDGET - 512 - size;
    } else {
      chunk.push(item);
      room -= size;
    }
  }
  const [head = [], ...tail] = chunks;
  const version = { from: state.version, to: state.version };
  const common = {
    matchVersion: state.matchVersion,
    toAct: state.toAct,
    ...(state.outcome ? { outcome: state.outcome } : {}),
  };
  return [
    JSON.stringify({ ...state, game: { ...(game as object), [key]: head } }),
    ...tail.map((chunk) => JSON.stringify({ type: "delta", ...version, ...common, game: { push: [[[key], chunk]] } })),
  ];
}
