/**
 * The computer players of the local room's games, a file of their own per
 * game (scripts/build-pages.ts builds the worker so): on a slow phone, the
 * path from the home page to a first move against the computer carries every
 * byte it fetches over one thin line, and the players' search code (9 KB
 * gzipped of the worker's 42) is not wanted until a computer has something to
 * do. The worker's build puts `lazyBot` where each game's rules name their
 * bot; the local room asks for them once a computer has something to do, and
 * its alarm waits for them before it plays a computer's move (local-room.ts).
 * Built any other way (the room's Durable Object, the tests), the bots are
 * the games' own and nothing waits.
 */
import type { AnyGame } from "../../shared/engine/game";

type Bot = AnyGame["bot"];

/** Per game id: what loads its bots (once asked), the load under way or done, and the bots once here. */
const loaders = new Map<string, () => Promise<void>>();
const loads = new Map<string, Promise<void>>();
const loaded = new Map<string, Bot>();

/** Game `id`'s bot as the worker's build names it: the real one, once `load` has brought it. */
export function lazyBot(id: string, load: () => Promise<Bot>): Bot {
  loaders.set(id, async () => {
    loaded.set(id, await load());
  });
  return (view, level, rng) => {
    const play = loaded.get(id);
    if (!play) throw new Error(`the computer players of ${id} are not loaded`);
    return play(view, level, rng);
  };
}

/** Whether game `id`'s computer players can move now (at once where they were built in). */
export function botsHere(id: string): boolean {
  return !loaders.has(id) || loaded.has(id);
}

/** Once game `id`'s computer players can move. A load that failed (the network gone) is tried again next time. */
export function botsLoaded(id: string): Promise<void> {
  const loader = loaders.get(id);
  if (!loader) return Promise.resolve();
  let load = loads.get(id);
  if (!load) {
    load = loader();
    loads.set(id, load);
    load.catch(() => loads.delete(id));
  }
  return load;
}
