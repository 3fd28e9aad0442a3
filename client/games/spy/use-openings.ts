/**
 * Remembers, across the views this board receives, where each Spy may have
 * stood when play started (see notes.ts): a view seen before a Spy's first move
 * settles it, which history alone cannot. Forgotten when a new game begins.
 */
import { useRef } from "preact/hooks";
import type { SpyView } from "../../../shared/games/spy";
import { mergeOpenings, type Openings, spyOpenings } from "./notes";

export function useOpenings(view: SpyView): Openings {
  const held = useRef<{ length: number; openings: Openings } | null>(null);
  const now = spyOpenings(view);
  // A shorter history or the arranging phase means a new game: start over.
  const earlier =
    held.current && view.phase !== "arranging" && view.history.length >= held.current.length
      ? held.current.openings
      : null;
  const openings = mergeOpenings(earlier, now);
  held.current = { length: view.history.length, openings };
  return openings;
}
