/**
 * The local room's computer players loaded apart (client/local-room/lazy-bots.ts): a bot that stands in for
 * one until it is loaded, loaded once however often it is asked for, and asked for again after a failed load.
 */
import { describe, expect, it } from "vitest";
import { botsHere, botsLoaded, lazyBot } from "../../client/local-room/lazy-bots";
import { Rng, seedRng } from "../../shared/engine";

const rng = new Rng(seedRng("lazy-bots"));

describe("a game's computer players, loaded when one first has to move", () => {
  it("refuses to move before its code is loaded, then plays the real one; the code is fetched once", async () => {
    let fetched = 0;
    const bot = lazyBot("lazy-test-a", async () => {
      fetched++;
      return (_view, level) => ({ played: level });
    });
    expect(() => bot({}, "hard", rng)).toThrow(/not loaded/);
    expect(botsHere("lazy-test-a")).toBe(false);
    await Promise.all([botsLoaded("lazy-test-a"), botsLoaded("lazy-test-a")]);
    await botsLoaded("lazy-test-a");
    expect(fetched).toBe(1);
    expect(botsHere("lazy-test-a")).toBe(true);
    expect(bot({}, "hard", rng)).toEqual({ played: "hard" });
  });

  it("asks again after a load that failed (the network gone)", async () => {
    let attempts = 0;
    const bot = lazyBot("lazy-test-b", async () => {
      attempts++;
      if (attempts === 1) throw new Error("offline");
      return () => ({ played: true });
    });
    await expect(botsLoaded("lazy-test-b")).rejects.toThrow("offline");
    expect(() => bot({}, "easy", rng)).toThrow(/not loaded/);
    expect(botsHere("lazy-test-b")).toBe(false);
    await botsLoaded("lazy-test-b");
    expect(attempts).toBe(2);
    expect(bot({}, "easy", rng)).toEqual({ played: true });
  });

  it("has nothing to wait for where the bots were built in (the room's server, the tests)", async () => {
    await expect(botsLoaded("spy")).resolves.toBeUndefined();
    expect(botsHere("spy")).toBe(true);
  });
});
