/**
 * Drives a whole game through the room: each scripted client chooses its
 * action from its own view only (the game's randomAction over viewActions),
 * as a person at that seat could.
 */
import { expect } from "vitest";
import { Rng, seedRng } from "../../shared/engine";
import { findGame } from "../../shared/games";
import { type LogEntry, replayMatch } from "../../shared/room";
import type { TestClient } from "./client";

export interface Played {
  /** Accepted actions in order, as the room logged them. */
  readonly log: { seat: number; action: unknown }[];
}

/** Plays until the room reports the game over, or `until` says stop. Seats: clients[i] sits in seat i. */
export async function playGame(
  clients: readonly TestClient[],
  gameId: string,
  seed: string,
  until: (log: Played["log"]) => boolean = () => false,
  maxActions = 4000,
): Promise<Played> {
  const game = findGame(gameId);
  if (!game) throw new Error(gameId);
  const rng = new Rng(seedRng(seed));
  const log: Played["log"] = [];
  let nextSeat = 0;
  while (log.length < maxActions && !until(log)) {
    const version = Math.max(...clients.map((c) => c.state?.version ?? 0));
    for (const c of clients) await c.stateAtLeast(version);
    const matchVersion = clients[0]?.state?.matchVersion ?? 0;
    const first = clients[0]?.state;
    if (first?.room.phase !== "playing") break;
    // Round robin from the seat after the last one that acted, so every seat gets its say (Spy arranging).
    let acted = false;
    for (let k = 0; k < clients.length && !acted; k++) {
      const seat = (nextSeat + k) % clients.length;
      const client = clients[seat] as TestClient;
      const view = client.state?.game;
      if (view === null || view === undefined) continue;
      const action = game.randomAction(view, rng);
      if (action === null) continue;
      const reply = await client.request({ type: "action", version: matchVersion, action });
      if (reply.type === "error") throw new Error(`seat ${seat} refused: ${reply.code} ${reply.message}`);
      log.push({ seat, action });
      nextSeat = (seat + 1) % clients.length;
      acted = true;
    }
    if (!acted) throw new Error("no seat could act in a game that is still playing");
  }
  return { log };
}

/**
 * Nothing accepted was lost: a 2-seat game made with `testSeed` (match 1) is
 * over, and every client's last view equals its seat's view of a replay of `log`.
 */
export async function expectFinishedAsReplayed(
  clients: readonly TestClient[],
  gameId: string,
  testSeed: string,
  startVersion: number,
  log: readonly LogEntry[],
): Promise<void> {
  const game = findGame(gameId);
  if (!game) throw new Error(gameId);
  const checked = game.check(2, {});
  if (!checked.ok) throw new Error("options");
  const replayed = replayMatch(
    game,
    { seed: `${testSeed}:1`, first: null, players: 2, options: checked.value, generator: "sha256" },
    log,
  );
  expect(game.outcome(replayed)).not.toBeNull();
  for (const [seat, c] of clients.entries()) {
    const state = await c.stateAtLeast(startVersion + log.length);
    expect(state.room.phase).toBe("over");
    expect(state.game).toEqual(game.view(replayed, seat));
  }
}
