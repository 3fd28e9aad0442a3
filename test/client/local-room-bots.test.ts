/**
 * When the local room asks for its computer players' code (client/local-room/lazy-bots.ts, local-room.ts): the
 * worker's build loads each game's bots apart, so the room must ask for them once a computer has something to
 * do, not before (on a slow phone they would share the line with the player's first move), and a computer must
 * not move before they are here. Here the games' own bots are built in; each test registers a loader for
 * Sequence's, as the worker's build does, that notes when it is asked and holds the bots back until released.
 * (The built worker's stand-in, which refuses to move before its code is here, is played in Chromium by
 * test/browser/solo.test.ts and offline.test.ts.)
 */
import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import type { FromWorker } from "../../client/local-room/messages";
import type { SequenceState } from "../../shared/games/sequence";
import type { Outgoing } from "../room/client";

const HOST_TOKEN = "H".repeat(22);
let rooms = 0;

/**
 * Fresh modules (this test's loader the only one, nothing loaded yet), and a loader of Sequence's bots; `failing`:
 * how many of the first loads fail, as with the network gone.
 */
async function fresh(failing = 0) {
  vi.resetModules();
  const { lazyBot } = await import("../../client/local-room/lazy-bots");
  const { LocalRoom } = await import("../../client/local-room/local-room");
  const { IdbStorage } = await import("../../client/local-room/idb-storage");
  const { readRoom } = await import("../../shared/room/storage");
  const { sequence } = await import("../../shared/games/sequence");
  let release = () => {};
  const here = new Promise<void>((done) => {
    release = done;
  });
  const bots = { asked: 0, release: () => release() };
  lazyBot("sequence", async () => {
    bots.asked++;
    if (bots.asked <= failing) throw new Error("offline");
    await here;
    return sequence.bot;
  });
  const stored = async (code: string) => {
    const kept = await readRoom(await IdbStorage.open(code, () => undefined));
    if (!kept) throw new Error("no game stored");
    return kept.model;
  };
  return { LocalRoom, sequence, bots, stored };
}

const newCode = () => `BOTS${String(++rooms).padStart(4, "0")}`;
const request = { game: "sequence" as const, players: 2 };

/** A fresh local room of 2-player Sequence, a computer in seat 1 that pauses `botDelayMs`, seat `first` to play first. */
async function startedRoom(first: 0 | 1, botDelayMs: number, failing = 0) {
  const { LocalRoom, sequence, bots, stored: storedIn } = await fresh(failing);
  const code = newCode();
  const post = (_: FromWorker) => undefined;
  const room = await LocalRoom.open(code, { request, hostToken: HOST_TOKEN }, { botDelayMs }, post);
  const quiet = async () => {
    for (let i = 0; i < 5; i++) {
      await room.settled();
      await new Promise((done) => setTimeout(done, 5));
    }
  };
  let ids = 0;
  const say = async (message: Outgoing) => {
    room.frame("page", JSON.stringify({ ...message, id: `m${++ids}` }));
    await quiet();
  };
  const stored = () => storedIn(code);

  room.connect("page");
  await say({ type: "hello", hostToken: HOST_TOKEN });
  await say({ type: "sit", seat: 0, name: "Mo" });
  await say({ type: "reserve", seat: 1, bot: true, level: "easy" });
  await say({ type: "first", seat: first });
  await say({ type: "start" });
  expect((await stored()).record.phase).toBe("playing");
  /** The player's first move: the first action its seat has. */
  const move = async () => {
    const { record, state } = await stored();
    await say({ type: "action", version: record.logLength, action: sequence.actions(state as SequenceState, 0)[0] });
  };
  return { room, bots, move, stored, quiet };
}

describe("a game against the computer asks for the computer's code", () => {
  it("when the player plays first: not before the player's first move, then at once, before the computer's pause is over", async () => {
    const { bots, move, stored } = await startedRoom(0, 60_000);
    expect(bots.asked).toBe(0);
    await move();
    expect((await stored()).record.logLength).toBe(1);
    expect(bots.asked).toBe(1);
  });

  it("when the player plays first and the computer does not pause: it moves once its code is here", async () => {
    const { bots, move, stored, quiet } = await startedRoom(0, 0);
    await move();
    expect(bots.asked).toBe(1);
    expect((await stored()).record.logLength).toBe(1);
    bots.release();
    await quiet();
    expect((await stored()).record.logLength).toBe(2);
    expect(bots.asked).toBe(1);
  });

  it("when the computer plays first: as the game starts, and it moves once its code is here", async () => {
    const { bots, stored, quiet } = await startedRoom(1, 0);
    expect(bots.asked).toBe(1);
    expect((await stored()).record.logLength).toBe(0);
    bots.release();
    await quiet();
    expect((await stored()).record.logLength).toBe(1);
  });

  it("when the room sets a game up and a computer plays first: as the game is laid out, before the page connects", async () => {
    const { LocalRoom, bots, stored } = await fresh();
    const setUp = { name: "Mo", seatToken: "S".repeat(22), level: "easy" as const };
    // Who plays first is drawn: games are laid out until the computer is first (one time in two, each).
    let computerFirst = false;
    for (let tries = 0; tries < 40 && !computerFirst; tries++) {
      const code = newCode();
      const room = await LocalRoom.open(
        code,
        { request, hostToken: HOST_TOKEN, setUp },
        { botDelayMs: 60_000 },
        () => {},
      );
      await room.settled();
      const { record, state } = await stored(code);
      expect(record.phase).toBe("playing");
      computerFirst = (state as SequenceState).turn === 1;
      expect(bots.asked).toBe(computerFirst ? 1 : 0);
      await room.close();
    }
    expect(computerFirst).toBe(true);
  });

  it("when its code fails to arrive: asked for again (after a second), and the computer moves once, when it is here", async () => {
    // The first two loads fail: the one asked for after the player's move, and the one the alarm asks for.
    const { bots, move, stored, quiet } = await startedRoom(0, 0, 2);
    await move();
    expect(bots.asked).toBe(2);
    expect((await stored()).record.logLength).toBe(1);
    bots.release();
    await expect.poll(() => bots.asked, { timeout: 20_000 }).toBe(3);
    await expect.poll(async () => (await stored()).record.logLength, { timeout: 20_000 }).toBe(2);
    await quiet();
    // Once: its move made, it is the player's turn again, and nothing more is asked for.
    expect((await stored()).record.logLength).toBe(2);
    expect(bots.asked).toBe(3);
  });

  it("a game laid down (its page closed) while the code was on its way: the computer no longer moves", async () => {
    const { room, bots, move, stored, quiet } = await startedRoom(0, 0);
    await move();
    expect(bots.asked).toBe(1);
    await room.close();
    bots.release();
    await quiet();
    expect((await stored()).record.logLength).toBe(1);
  });
});
