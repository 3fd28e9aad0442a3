/**
 * What someone who sees everything knows: the view of a spectator with every
 * base laid face up, each as its owner sees it (every place of every base that
 * has been arranged). For watching a finished game again (the replay page), and
 * never for the room: a view built here would give every hidden card away, so
 * party/ must not import it (test/spy/reveal.test.ts checks).
 */
import type { SpyState, SpyView } from "./types";
import { view } from "./view";

export function reveal(state: SpyState): SpyView {
  const seen = view(state, null);
  // Each owner's own view of its base is that base with every card shown.
  const bases = state.bases.map((base, owner) => (base === null ? null : (view(state, owner).bases[owner] ?? null)));
  return { ...seen, bases };
}
