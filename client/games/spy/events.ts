/** Facts the board reads off the newest events: what to play, which place just changed. */
import type { SpyEvent } from "../../../shared/games/spy/without-bots";

/** A sound of the shell's noise maker (client/sound.ts). */
export type Cue = "hiss" | "boom";

/** The sounds a batch of new events calls for, in order. */
export function cuesOf(events: readonly SpyEvent[]): Cue[] {
  const cues: Cue[] = [];
  for (const event of events) {
    if (event.type !== "spy") continue;
    if (event.answer.kind === "lit") cues.push("hiss");
    if (event.answer.kind === "exploded") cues.push("boom");
  }
  return cues;
}

/**
 * The place the last spy examined, while it is still the latest news (only its
 * consequences, elimination and win, came after): its row position is then still
 * the same, since no Spy has moved since.
 */
export function justExamined(history: readonly SpyEvent[]): { target: number; position: number } | null {
  for (let index = history.length - 1; index >= 0; index--) {
    const event = history[index] as SpyEvent;
    if (event.type === "spy") return { target: event.target, position: event.position };
    if (event.type !== "eliminated" && event.type !== "win") return null;
  }
  return null;
}

/** A place on the table: a seat's base and a row position in it. */
export interface TablePlace {
  readonly seat: number;
  readonly position: number;
}

/**
 * The place the latest move on the table touched, marked for everyone: the Spy
 * that moved, flipped or wrapped (where it stands now), or the place a spy
 * examined. Ends, eliminations and wins touch no card, so the mark stays on the
 * move before them. The position is still right: a newer Spy move would be the
 * latest move itself.
 */
export function lastTouched(history: readonly SpyEvent[], spyAt: (seat: number) => number | null): TablePlace | null {
  for (let index = history.length - 1; index >= 0; index--) {
    const event = history[index] as SpyEvent;
    if (event.type === "spy") return { seat: event.target, position: event.position };
    if (event.type === "move" || event.type === "flip" || event.type === "wrap") {
      const position = spyAt(event.seat);
      return position === null ? null : { seat: event.seat, position };
    }
    if (event.type === "start" || event.type === "arranged") return null;
  }
  return null;
}
