/** Each game's part of the replay page, loaded when a replay of that game opens. Adding a game: one line here. */
import type { ReplayGame } from "./types";

export const loadReplay: Readonly<Record<string, () => Promise<ReplayGame>>> = {
  spy: () => import("../games/spy/replay").then((m) => m.spyReplay as ReplayGame),
  sequence: () => import("../games/sequence/replay").then((m) => m.sequenceReplay as ReplayGame),
};
