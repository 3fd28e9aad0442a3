import { describe, expect, inject, it } from "vitest";
import { applyDelta, type StateMessage } from "../../client/picture";
import { findGame } from "../../shared/games";
import type { Patch } from "../../shared/patch";
import type { ServerMessage } from "../../shared/protocol";
import { type LogEntry, replayMatch } from "../../shared/room";
import { createRoom, TestClient } from "./client";
import { playGame } from "./play";

const host = inject("pkHost");

/**
 * Redaction on the wire. With a test seed the test can rebuild every state
 * the room passed through; each frame a seat (or a spectator) received must
 * carry exactly view(state, seat) of the state at that version — so the
 * engine's redaction properties (tested on views) hold byte for byte on the
 * wire — and no frame may carry any secret of the room (tokens, seed).
 */
describe.each([
  ["spy", 3, {}],
  ["sequence", 4, {}],
] as const)("redaction on the wire: %s with %i players", (gameId, players, options) => {
  it("every frame to a seat or a spectator is exactly that seat's view and holds no secret", async () => {
    const game = findGame(gameId);
    if (!game) throw new Error(gameId);
    const testSeed = `wire-${gameId}-${Date.now()}`;
    const { code, hostToken } = await createRoom(host, { game: gameId, players, options, testSeed });
    const clients: TestClient[] = [];
    for (let seat = 0; seat < players; seat++) {
      const c = await TestClient.connect(host, code, seat === 0 ? { hostToken } : {});
      await c.request({ type: "sit", seat, name: `P${seat}` });
      clients.push(c);
    }
    const spectator = await TestClient.connect(host, code);
    const hostClient = clients[0] as TestClient;
    await hostClient.request({ type: "start" });
    const startVersion = hostClient.state?.version ?? 0;
    const { log } = await playGame(clients, gameId, testSeed);
    await spectator.stateAtLeast(startVersion + log.length);

    const checked = game.check(players, options);
    if (!checked.ok) throw new Error("options");
    const match = { seed: `${testSeed}:1`, first: null, players, options: checked.value, generator: "sha256" } as const;
    const states: unknown[] = [];
    for (let k = 0; k <= log.length; k++) states.push(replayMatch(game, match, log.slice(0, k) as LogEntry[]));

    const secrets = [hostToken, testSeed, ...clients.map((c) => c.seatToken as string)];
    const watchers: [TestClient, number | null][] = [
      ...clients.map((c, seat): [TestClient, number] => [c, seat]),
      [spectator, null],
    ];
    for (const [client, seat] of watchers) {
      let checkedFrames = 0;
      let picture: StateMessage | null = null;
      for (const frame of client.frames) {
        const own = seat === null ? null : client.seatToken;
        for (const secret of secrets) if (secret !== own) expect(frame.includes(secret)).toBe(false);
        const msg = JSON.parse(frame) as ServerMessage;
        if (msg.type === "state") picture = msg;
        else if (msg.type === "delta") picture = applyDelta(picture, msg);
        else continue;
        expect(picture, `frame ${frame.slice(0, 80)} fits the picture held`).not.toBeNull();
        if (!picture || picture.game === null) continue;
        const state = states[picture.version - startVersion];
        expect(state, `version ${picture.version}`).toBeDefined();
        const view = JSON.stringify(game.view(state, seat));
        expect(JSON.stringify(picture.game)).toBe(view);
        // A delta carries nothing its seat's new view does not hold: no other seat's hidden card.
        if (msg.type === "delta" && msg.game) for (const leaf of leaves(msg.game)) expect(view).toContain(leaf);
        checkedFrames++;
      }
      // A seat hears of every move; a spectator's moves are folded into at most one frame per window.
      expect(checkedFrames).toBeGreaterThanOrEqual(seat === null ? 1 : log.length);
      expect(picture?.version).toBe(startVersion + log.length);
    }
    for (const c of [...clients, spectator]) c.close();
  });
});

/** Every string and number a patch's values hold, as JSON text. */
function leaves(patch: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v !== null && typeof v === "object") for (const x of Object.values(v)) walk(x);
    else if (typeof v === "string") out.push(JSON.stringify(v));
  };
  const { set = [], push = [], splice = [] } = patch as Patch;
  for (const [, value] of set) walk(value);
  for (const [, items] of push) walk(items);
  for (const [, , , items] of splice) walk(items);
  return out;
}
