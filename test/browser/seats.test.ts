/**
 * A seat left mid-game in real Chromium: the host frees the seat of a player
 * who closed the tab, invites someone new with a one-time link, and the newcomer
 * takes the seat from that link on a phone.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createRoom, TestClient } from "../room/client";
import { launch, screenshot, watchErrors } from "./browser";
import { createRoomByClicking, horizontalOverflow, newPlayer, sitDown } from "./flow";

const host = inject("pkHost");

describe("a seat left during a game", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the host frees an offline player's seat and invites someone new, who takes it from the link", async () => {
    const ana = await newPlayer(browser, host);
    const code = await createRoomByClicking(ana.page, "sequence", 2);
    await sitDown(ana.page, "Ana");
    const ben = await newPlayer(browser, host);
    await ben.page.goto(`/r/${code}`);
    await sitDown(ben.page, "Ben");
    await ana.page.click('[data-action="start"]:not(:disabled)');
    await ana.page.waitForSelector('.room[data-phase="playing"]');
    await ben.page.waitForSelector('.room[data-phase="playing"]');

    // Ben closes his tab: the host sees him offline and frees his seat.
    await ben.context.close();
    await ana.page.locator('[data-offline-seat="1"] [data-action="free-seat"]').click();
    await ana.page.waitForSelector('[data-vacant-seat="1"]');
    expect(await ana.page.textContent('[data-vacant-seat="1"]')).toContain("Ben");
    await ana.page.click('[data-vacant-seat="1"] [data-action="vacancy-invite"]');
    const link = (await ana.page.locator('[data-field="invite-link"]').textContent()) ?? "";
    expect(link).toMatch(new RegExp(`/r/${code}#seat=[A-Za-z0-9_-]{16,}$`));
    await screenshot(ana.page, "vacancy-host");

    // Someone already watching the room who is sent the link opens it in the same tab: only the address's #
    // changes, no page loads, and the offer to take the seat shows all the same.
    const dan = await newPlayer(browser, host);
    await dan.page.goto(`/r/${code}`);
    await dan.page.waitForSelector('.room[data-phase="playing"][data-you-seat="none"]');
    // Watching a game under way is said over the board, with how a player back on another device gets a seat.
    expect(await dan.page.textContent('[data-note="watching"]')).toContain("another device");
    expect(await ana.page.locator('[data-note="watching"]').count()).toBe(0);
    await dan.page.goto(link);
    await dan.page.waitForSelector('[data-action="claim"]');
    expect(dan.page.url()).not.toContain("#seat=");
    // The invitation says what to do now.
    expect(await dan.page.locator('[data-note="watching"]').count()).toBe(0);
    await dan.context.close();

    const cara = await newPlayer(browser, host, { width: 360, height: 740 });
    await cara.page.goto(link);
    await cara.page.waitForSelector('[data-action="claim"]');
    // The token leaves the address bar once read.
    expect(cara.page.url()).not.toContain("#seat=");
    await cara.page.fill('[data-field="claim-name"]', "Cara");
    await cara.page.click('[data-action="claim"]');
    await cara.page.waitForSelector('.room[data-you-seat="1"]');
    await cara.page.locator("[data-card]").first().waitFor();
    expect(await horizontalOverflow(cara.page)).toBeLessThanOrEqual(0);
    await screenshot(cara.page, "vacancy-claimed-phone");

    await ana.page.waitForSelector('[data-vacant-seat="1"]', { state: "detached" });
    expect(await ana.page.locator('[data-field="invite-link"]').count()).toBe(0);
    // The list went as Cara took the seat, not by a choice of Ana's that settled it: nothing takes her place
    // (a choice that does takes her back to the game: table-screen.test.ts).
    expect(await ana.page.evaluate(() => document.activeElement?.classList.contains("game-area"))).toBe(false);
    expect([...ana.errors, ...cara.errors]).toEqual([]);
    await ana.context.close();
    await cara.context.close();
  });

  it("someone who opens a game under way on a phone, in Arabic, is told they watch; put away, the note stays away", async () => {
    const { code, hostToken } = await createRoom(host, { game: "spy", players: 2 });
    const clients = [await TestClient.connect(host, code, { hostToken }), await TestClient.connect(host, code)];
    for (const [seat, c] of clients.entries()) await c.request({ type: "sit", seat, name: `P${seat + 1}` });
    await clients[0]?.request({ type: "start" });
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      locale: "ar",
      baseURL: `http://${host}`,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/r/${code}`);
    const note = page.locator('[data-note="watching"]');
    expect(await note.textContent()).toContain("جهاز آخر");
    // Above the board, on the first screen.
    await page.waitForSelector(".game-area > .watching-note + .spy-board");
    const board = await page.locator(".game-area > .watching-note + .spy-board").boundingBox();
    const box = await note.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(board?.y ?? 0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "watching-note-phone-ar");
    // Put away from the keyboard: its place moves to the game it stood over, not back to the page's top.
    await page.focus('[data-action="dismiss-watching"]');
    await page.keyboard.press("Enter");
    await note.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.classList.contains("game-area"))).toBe(true);
    await page.reload();
    await page.waitForSelector('.room[data-phase="playing"] .spy-board');
    expect(await note.count()).toBe(0);
    expect(errors).toEqual([]);
    for (const c of clients) c.close();
    await context.close();
  });
});
