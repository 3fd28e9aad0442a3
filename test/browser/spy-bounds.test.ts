/**
 * Spy's two bounds in real Chromium: after 8 flips and wraps in a turn the
 * Flip and Wrap buttons go and the board says why, while a move still works;
 * and a game whose 1,000th turn ends without a winner shows the draw in the
 * game-over panel. The other seat is a scripted client.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { TURN_LIMIT } from "../../shared/engine";
import { MAX_FREE_ACTIONS_PER_TURN, type SpyView } from "../../shared/games/spy";
import { TestClient } from "../room/client";
import { accepted, Wire } from "../room/wire";
import { launch, screenshot } from "./browser";
import { createRoomByClicking, newPlayer, type Player, sitDown, version, waitNewer } from "./flow";

const host = inject("pkHost");
const BASE = ["SPY", "S1", "S2", "T1", "T2", "B1", "B2", "B3"];

/** Ben's picture once his game view passes `test` (his client may hear of a change after Ana's page does). */
async function until(ben: TestClient, test: (game: SpyView | null) => boolean) {
  try {
    return await ben.stateWhere((state) => test(state.game as SpyView | null), 90_000);
  } catch {
    throw new Error(`Ben's view never came: ${JSON.stringify(ben.state?.game)}`);
  }
}

const playing = (ben: TestClient) => until(ben, (game) => game?.phase === "playing");

/** Ana (the browser, seat 0, host) and Ben (a scripted client, seat 1), both arranged and playing. */
async function table(browser: Browser): Promise<{ code: string; ana: Player; ben: TestClient }> {
  const ana = await newPlayer(browser, host);
  const code = await createRoomByClicking(ana.page, "spy", 2);
  await sitDown(ana.page, "Ana");
  const ben = await TestClient.connect(host, code);
  expect((await ben.request({ type: "sit", seat: 1, name: "Ben" })).type).toBe("ack");
  await ana.page.click('[data-action="start"]:not(:disabled)');
  const started = await until(ben, (game) => game?.phase === "arranging");
  const arranged = await ben.request({
    type: "action",
    version: started.matchVersion ?? 0,
    action: { type: "arrange", base: BASE, facing: "right" },
  });
  expect(arranged.type).toBe("ack");
  await ana.page.click('[data-action="random"]');
  await ana.page.click('[data-action="ready"]');
  await ana.page.waitForSelector('.room[data-phase="playing"] .spy-table');
  return { code, ana, ben };
}

/** Ben ends his turn if it is his. */
async function benEnds(ben: TestClient): Promise<void> {
  const state = await playing(ben);
  if ((state.game as SpyView).turn !== 1) return;
  expect((await ben.request({ type: "action", version: state.matchVersion ?? 0, action: { type: "end" } })).type).toBe(
    "ack",
  );
}

const count = (page: Page, selector: string) => page.locator(selector).count();

describe("Spy's bounds in real Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("after 8 flips and wraps the Flip and Wrap buttons go and the board says why; a move still works", async () => {
    const { ana, ben } = await table(browser);
    await benEnds(ben);
    const page = ana.page;
    await page.waitForSelector('.room[data-my-turn="yes"] [data-action="flip"]');
    for (let i = 0; i < MAX_FREE_ACTIONS_PER_TURN; i++) {
      expect(await count(page, '[data-hint="free-spent"]')).toBe(0);
      // A wrap when the Spy stands on an end (every other time it is offered), else a flip.
      const wrap = i % 2 === 1 && (await count(page, '[data-action="wrap"]:not(:disabled)')) > 0;
      const before = await version(page);
      await page.click(`[data-action="${wrap ? "wrap" : "flip"}"]:not(:disabled)`);
      await waitNewer(page, before);
    }
    await page.waitForSelector('[data-hint="free-spent"]');
    expect(await count(page, '[data-action="flip"]')).toBe(0);
    expect(await count(page, '[data-action="wrap"]')).toBe(0);
    expect(await page.textContent('[data-hint="free-spent"]')).toBe(
      `No more flips or wraps this turn: ${MAX_FREE_ACTIONS_PER_TURN} is the most.`,
    );
    await screenshot(page, "spy-free-actions-spent");

    // The move is still there, and works; after it, still no flip, and the turn can end.
    const moves = page.locator('[data-action="move"]:not(:disabled)');
    expect(await moves.count()).toBeGreaterThan(0);
    const before = await version(page);
    await moves.first().click();
    await waitNewer(page, before);
    expect(await count(page, '[data-action="move"]')).toBe(0);
    expect(await count(page, '[data-action="flip"]')).toBe(0);
    expect(await count(page, '[data-hint="free-spent"]')).toBe(1);
    const moved = await version(page);
    await page.click('[data-action="end"]:not(:disabled)');
    await waitNewer(page, moved);
    // Ben's turn, with a fresh count.
    const his = (await ben.stateAtLeast(moved + 1)).game as SpyView;
    expect(his).toMatchObject({ turn: 1, freeActions: 0 });
    expect(await count(page, '[data-action="flip"]')).toBe(0);
    expect(ana.errors).toEqual([]);
    ben.close();
    await ana.context.close();
  });

  it("a game whose 1,000th turn ends without a winner shows the draw in the game-over panel", async () => {
    const { code, ana, ben } = await table(browser);
    // Ana's turns are played from her seat token by a scripted client while her page is away (a page that follows
    // 1,000 turns live would make this test slow), then she comes back to the finished game.
    const seatToken = await ana.page.evaluate((c) => localStorage.getItem(`tabletop:seat:${c}`), code);
    expect(seatToken).toBeTruthy();
    await ana.page.goto("about:blank");
    const seats = [await Wire.open(host, code), await Wire.open(host, code)];
    expect(accepted(await (seats[0] as Wire).request({ type: "hello", id: "a-hello", seatToken }))).toBe(true);
    expect(accepted(await (seats[1] as Wire).request({ type: "hello", id: "b-hello", seatToken: ben.seatToken }))).toBe(
      true,
    );
    const start = await playing(ben);
    ben.close();
    let matchVersion = start.matchVersion ?? 0;
    let turn = (start.game as SpyView).turn as number;
    for (let n = 0; n < TURN_LIMIT; n++) {
      const reply = await (seats[turn] as Wire).request({
        type: "action",
        id: `end-${n}`,
        version: matchVersion++,
        action: { type: "end" },
      });
      if (!accepted(reply)) throw new Error(`turn ${n}: ${reply.code} ${reply.message}`);
      turn = 1 - turn;
    }
    await Promise.all(seats.map((s) => s.close()));

    await ana.page.goto(`/r/${code}`);
    await ana.page.waitForSelector('.room[data-phase="over"][data-you-seat="0"] .game-over');
    const ending = ana.page.locator('.game-over .winner[data-ending="draw"]');
    expect(await ending.textContent()).toBe("A draw: 1,000 turns and nobody won.");
    expect(await ana.page.locator('[data-action="rematch"]').count()).toBe(1);
    await screenshot(ana.page, "spy-draw-over");
    expect(ana.errors).toEqual([]);
    await ana.context.close();
  });
});
