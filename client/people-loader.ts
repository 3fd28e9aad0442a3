/**
 * The parts of a room page for a table among people (people.ts), loaded on demand: with the room page for a room
 * on the server (whose page preloads them, party/preload.ts), and for a game in this browser only if it ever shows
 * its lobby (one against the computer starts set up by its room, so its path, on a slow phone's line, fetches none
 * of them).
 */
import { signal } from "@preact/signals";

export type People = typeof import("./people");

/** The parts, once here. */
export const people = signal<People | null>(null);
let loading: Promise<People> | null = null;

/** Loads the parts (once; again after a failure, offline say). */
export function loadPeople(): Promise<People> {
  loading ??= import("./people").then(
    (loaded) => {
      people.value = loaded;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
