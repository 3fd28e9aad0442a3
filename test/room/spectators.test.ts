/**
 * Spectators' frames are folded in the real runtime (shared/room/sync/pacing.ts, at
 * most one every SPECTATOR_FRAME_MS): two players play a burst of moves as
 * fast as they can while spectators watch, one arriving mid-burst. However the
 * moves fell into windows (this depends on the machine's speed, so nothing
 * below counts on it), every delta a spectator received names the version it
 * held (no gap, so it never had to ask for the whole picture again), it was
 * sent no more frames than a player, and once the table is quiet its folded
 * picture is exactly a newcomer's.
 */
import { describe, expect, inject, it } from "vitest";
import { applyDelta, deltaTo, type StateMessage } from "../../client/picture";
import type { ServerMessage } from "../../shared/protocol";
import { createRoom, TestClient } from "./client";
import { playGame } from "./play";

const host = inject("pkHost");

/** Folds every frame `client` received from the first, as the browser does; fails at a delta that does not fit. */
function foldFrames(client: TestClient, who: string): { picture: StateMessage | null; deltas: number } {
  let picture: StateMessage | null = null;
  let deltas = 0;
  for (const frame of client.frames) {
    const msg = JSON.parse(frame) as ServerMessage;
    if (msg.type === "state") picture = msg;
    else if (msg.type === "delta") {
      const next = applyDelta(picture, msg);
      expect(next, `${who}: delta ${msg.from}→${deltaTo(msg)} on version ${picture?.version}`).not.toBeNull();
      picture = next;
      deltas++;
    }
  }
  return { picture, deltas };
}

const withoutChat = (picture: StateMessage | null) => (picture === null ? null : { ...picture, chat: [] });

describe("spectators during a burst of moves", () => {
  it("every spectator's deltas fit what it holds, number no more than a player's, and end at a newcomer's picture", async () => {
    const testSeed = `spectators-${Date.now()}`;
    const { code, hostToken } = await createRoom(host, { game: "sequence", players: 2, testSeed });
    const ana = await TestClient.connect(host, code, { hostToken });
    await ana.request({ type: "sit", seat: 0, name: "Ana" });
    const ben = await TestClient.connect(host, code);
    await ben.request({ type: "sit", seat: 1, name: "Ben" });
    const early = [await TestClient.connect(host, code), await TestClient.connect(host, code)];
    await ana.request({ type: "start" });
    const benFramesAtStart = ben.frames.length;

    const first = await playGame([ana, ben], "sequence", testSeed, (log) => log.length >= 15);
    // One arrives mid-burst: its whole picture, then deltas from the version that picture has.
    const late = await TestClient.connect(host, code);
    const benFramesAtLate = ben.frames.length;
    const second = await playGame([ana, ben], "sequence", `${testSeed}-b`, (log) => log.length >= 25);
    expect(first.log.length + second.log.length).toBeGreaterThan(20);

    // The table goes quiet: the last window's frame brings every spectator to the players' version.
    const final = Math.max(ana.state?.version ?? 0, ben.state?.version ?? 0);
    const spectators = [...early, late];
    for (const s of spectators) await s.stateAtLeast(final);
    // A newcomer is counted in everyone's picture: wait for the spectators to hear of it too.
    const newcomer = await TestClient.connect(host, code);
    const watching = newcomer.state?.room.spectators as number;
    expect(watching).toBe(4);
    for (const s of spectators) await s.stateWhere((p) => p.room.spectators === watching);

    for (const [i, s] of spectators.entries()) {
      const { picture, deltas } = foldFrames(s, `spectator ${i}`);
      expect(withoutChat(picture)).toEqual(withoutChat(newcomer.state));
      expect(s.state?.you).toEqual({ seat: null, host: false });
      // Never more frames than a player got over the same time (players hear of every change at once).
      const benDeltas = ben.frames.slice(i < early.length ? benFramesAtStart : benFramesAtLate).length;
      expect(deltas).toBeLessThanOrEqual(benDeltas);
      // No spectator asked for, or was sent, a second whole picture: only its first one.
      expect(s.frames.filter((f) => f.startsWith('{"type":"state"'))).toHaveLength(1);
    }
    for (const c of [ana, ben, ...spectators, newcomer]) c.close();
  });

  it("a seat taken by a spectator mid-burst is its whole picture at once, and from then on every move", async () => {
    const testSeed = `spectator-sits-${Date.now()}`;
    const { code, hostToken } = await createRoom(host, { game: "spy", players: 3, testSeed });
    const ana = await TestClient.connect(host, code, { hostToken });
    await ana.request({ type: "sit", seat: 0, name: "Ana" });
    const ben = await TestClient.connect(host, code);
    await ben.request({ type: "sit", seat: 1, name: "Ben" });
    const cleo = await TestClient.connect(host, code);
    // Changes the spectator sees, in quick succession, then its own seat: it holds that seat's picture at once.
    await ana.request({ type: "rename", name: "Ana B" });
    await ben.request({ type: "rename", name: "Ben B" });
    const sat = await cleo.request({ type: "sit", seat: 2, name: "Cleo" });
    expect(sat.type).toBe("ack");
    expect(cleo.state?.you.seat).toBe(2);
    expect(cleo.state?.room.seats.map((s) => (s.kind === "human" ? s.name : null))).toEqual(["Ana B", "Ben B", "Cleo"]);
    foldFrames(cleo, "cleo");
    for (const c of [ana, ben, cleo]) c.close();
  });
});
