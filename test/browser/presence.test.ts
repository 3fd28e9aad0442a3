/**
 * Nobody is stuck, in real Chromium: when the player the game waits for closes
 * the tab (a guest, or the host), the others see them go offline and let the
 * computer play for them; a browser that loses the network says so at once and
 * greys the board out until it is back; code that failed to arrive (the room
 * page's, a board's) is asked for again by itself.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createRoom } from "../room/client";
import { launch, screenshot } from "./browser";
import { createRoomByClicking, newPlayer, openRoomMenu, type Player, sitDown, version, waitNewer } from "./flow";

const host = inject("pkHost");

// Each test has its own room and browser contexts, and mostly waits (for a grace period, a reconnection): at once.
describe.concurrent("presence in the game", () => {
  let browser: Browser;
  /**
   * The whole browser, for the offer of notifications: the headless shell says "no" to a permission before a page
   * can ask, and the offer is shown only while nobody has been asked.
   */
  let wholeBrowser: Browser;
  beforeAll(async () => {
    [browser, wholeBrowser] = await Promise.all([launch(), launch({ full: true })]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), wholeBrowser?.close()]);
  });

  /** Ana hosts a 2-player Sequence game with Ben; seat `first` moves first. */
  async function table(first: 0 | 1, on = browser): Promise<{ ana: Player; ben: Player }> {
    const ana = await newPlayer(on, host);
    const code = await createRoomByClicking(ana.page, "sequence", 2);
    await sitDown(ana.page, "Ana");
    const ben = await newPlayer(on, host, { width: 360, height: 740 });
    await ben.page.goto(`/r/${code}`);
    await sitDown(ben.page, "Ben");
    // Start cites the table version the host sees: wait until the room has answered the choice of first seat.
    const before = await version(ana.page);
    await ana.page.selectOption('[data-field="first"]', String(first));
    await waitNewer(ana.page, before);
    await ana.page.click('[data-action="start"]:not(:disabled)');
    for (const p of [ana, ben]) await p.page.waitForSelector('.room[data-phase="playing"]');
    return { ana, ben };
  }

  it("pages that sit through a long think are never taken for gone: no new socket, both online, past the room's 18 s", async () => {
    const sockets = new Map<string, number>();
    const { ana, ben } = await table(0);
    // Counted from the game's start: the pages ping at a game's pace from the picture that started it.
    for (const [name, p] of [["ana", ana] as const, ["ben", ben] as const]) {
      sockets.set(name, 0);
      p.page.on("websocket", () => sockets.set(name, (sockets.get(name) ?? 0) + 1));
    }
    await new Promise((r) => setTimeout(r, 21_000));
    expect(Object.fromEntries(sockets)).toEqual({ ana: 0, ben: 0 });
    for (const p of [ana, ben]) {
      await p.page.waitForSelector('[data-presence-seat="0"][data-presence="online"]', { state: "attached" });
      await p.page.waitForSelector('[data-presence-seat="1"][data-presence="online"]', { state: "attached" });
    }
    for (const p of [ana, ben]) await p.context.close();
  });

  it("the guest closes the tab: the host sees it, lets the computer play for Ben, and the game goes on", async () => {
    const { ana, ben } = await table(1, wholeBrowser);
    await ana.page.waitForSelector('[data-presence-seat="1"][data-presence="online"]');
    // The invite stays reachable during play (in the room's menu), and turn notifications are offered with a tap, never asked for.
    await openRoomMenu(ana.page);
    expect(await ana.page.textContent('#room-menu [data-field="link"]')).toContain("/r/");
    expect(await ana.page.locator('[data-action="notify"]').count()).toBe(1);
    // Who is at the table, a line each: each entry as wide as the list, however short its words.
    const short = await ana.page
      .locator("[data-presence-seat]")
      .evaluateAll(
        (lines) =>
          lines.filter((line) => line.getBoundingClientRect().width < (line.parentElement?.clientWidth ?? 0) - 1)
            .length,
      );
    expect(short).toBe(0);
    // Asked, and allowed: the offer goes, and stays gone as the table changes below.
    await ana.context.grantPermissions(["notifications"]);
    await ana.page.click('[data-action="notify"]');
    await ana.page.locator('[data-action="notify"]').waitFor({ state: "detached" });
    await ben.context.close();
    // Offline once the grace is over (2 s on the tests' server: a loaded machine can spend it before Ana's page draws
    // "reconnecting", so that step is tried where the grace is longer, in nobody-waits.test.ts).
    await ana.page.waitForSelector('[data-presence-seat="1"][data-presence="offline"] [data-action="standin"]');
    await screenshot(ana.page, "presence-offline");
    await ana.page.click('[data-presence-seat="1"] [data-action="standin"]');
    await ana.page.waitForSelector('[data-presence-seat="1"][data-presence="standIn"]');
    // The host may still free Ben's seat for someone else; the line says who plays it meanwhile.
    expect(await ana.page.textContent('[data-offline-seat="1"] span')).toBe(
      "Ben is offline: the computer plays until they return.",
    );
    await ana.page.waitForSelector('.room[data-my-turn="yes"]');
    await openRoomMenu(ana.page);
    expect(await ana.page.locator('[data-action="notify"]').count()).toBe(0);
    expect(ana.errors).toEqual([]);
    await ana.context.close();
  });

  it("the host closes the tab: the guest lets the computer play for the host", async () => {
    const { ana, ben } = await table(0);
    await ana.context.close();
    // On Ben's phone the menu's button says something there waits for him: who is at the table is in it.
    await ben.page.waitForSelector('[data-action="room-menu"][data-attention="yes"]');
    await openRoomMenu(ben.page);
    await ben.page.locator('[data-presence-seat="0"] [data-action="standin"]').click();
    await ben.page.waitForSelector('.room[data-my-turn="yes"]');
    await screenshot(ben.page, "presence-host-left-phone");
    expect(ben.errors).toEqual([]);
    await ben.context.close();
  });

  it("a lost network shows at once and greys the board out; it comes back fresh", async () => {
    const { ana, ben } = await table(0);
    await ana.context.setOffline(true);
    await ana.page.waitForSelector('.banner[data-status="offline"]', { timeout: 5_000 });
    await ana.page.waitForSelector(".game-area.stale");
    await screenshot(ana.page, "connection-offline");
    await ana.context.setOffline(false);
    await ana.page.waitForSelector(".game-area:not(.stale)", { timeout: 15_000 });
    expect(await ana.page.locator(".banner").count()).toBe(0);
    await ana.page.waitForSelector(".game-area .board-placeholder", { state: "detached" });
    // The browser logs what it could not fetch while offline (a chunk still loading, say); nothing else may fail.
    expect(ana.errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });

  it("a room page whose code failed to arrive from a friend's link is loaded again, and the friend sits down", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const ben = await newPlayer(browser, host, { width: 360, height: 740 });
    // The room page's own code, loaded after the site's entry: its first tries fail (the page's preload of it, and
    // the page's own load once shown).
    const refused: string[] = [];
    await ben.context.route(/\/dist\/room-route-[\w-]+\.js$/, (route) => {
      if (refused.length >= 3) return route.continue();
      refused.push(route.request().url());
      return route.abort("internetdisconnected");
    });
    await ben.page.goto(`/r/${code}`);
    await ben.page.locator('[data-action="sit"]').first().waitFor();
    expect(refused).toHaveLength(3);
    expect(ben.errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await ben.context.close();
  });

  it("a board whose code failed to arrive (the network dropped mid-load) is loaded again, and the game goes on", async () => {
    const ana = await newPlayer(browser, host);
    const code = await createRoomByClicking(ana.page, "sequence", 2);
    const ben = await newPlayer(browser, host, { width: 360, height: 740 });
    await ben.page.goto(`/r/${code}`);
    await sitDown(ben.page, "Ben");
    // From here Ben's page fetches only what the game needs (its board, strings, stylesheet): the first tries fail.
    const refused: string[] = [];
    await ben.context.route(/\/dist\/.+\.js$|\.css$/, (route) => {
      const url = new URL(route.request().url()).pathname;
      if (refused.includes(url)) return route.continue();
      refused.push(url);
      return route.abort("internetdisconnected");
    });
    const before = await version(ana.page);
    await ana.page.selectOption('[data-field="first"]', "1");
    await waitNewer(ana.page, before);
    await ana.page.click('[data-action="start"]:not(:disabled)');
    await ben.page.waitForSelector('.room[data-phase="playing"] .game-area');
    // The board arrives on a later try, by itself, and Ben plays.
    await ben.page.waitForSelector(".game-area .board-placeholder", { state: "detached" });
    expect(refused.length).toBeGreaterThan(0);
    await ben.page.waitForSelector('.room[data-my-turn="yes"]');
    expect(ben.errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });
});
