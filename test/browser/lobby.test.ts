import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch, screenshot, watchErrors } from "./browser";
import { createRoomByClicking, fillWithComputers, horizontalOverflow, newPlayer, offScreen, sitDown } from "./flow";

const host = inject("pkHost");

describe("home and lobby in real Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a host creates a room by clicking, a friend opens the link, both sit; invitations are offered", async () => {
    const ana = await newPlayer(browser, host);
    await ana.page.goto("/");
    await screenshot(ana.page, "home-desktop");
    const code = await createRoomByClicking(ana.page, "sequence", 2);
    expect(code).toMatch(/^[23456789A-HJ-NP-Z]{7}$/);
    expect(await sitDown(ana.page, "Ana")).toBe(0);
    await ana.page.waitForSelector(".qr svg");
    expect(await ana.page.textContent('[data-field="link"]')).toContain(`/r/${code}`);
    await ana.page.waitForSelector('[data-action="start"]:disabled');

    const ben = await newPlayer(browser, host, { width: 360, height: 740 });
    await ben.page.goto(`/r/${code}`);
    await ben.page.waitForSelector(".lobby");
    expect(await sitDown(ben.page, "Ben")).toBe(1);
    expect(await ben.page.locator('[data-action="start"]').count()).toBe(0);
    await ana.page.waitForSelector('[data-action="start"]:not(:disabled)');
    await screenshot(ana.page, "lobby-desktop");
    await screenshot(ben.page, "lobby-phone");
    expect(await horizontalOverflow(ben.page)).toBeLessThanOrEqual(0);
    // The lobby's head is one row on a phone: the way home a house, beside the room's code and the language.
    expect((await ben.page.locator(".room-head").boundingBox())?.height ?? 0).toBeLessThanOrEqual(48);
    expect(await ben.page.getAttribute(".room-head a.home-link-icon", "href")).toBe("/");
    expect(await ben.page.textContent(".seats")).toContain("Ana");
    expect([...ana.errors, ...ben.errors]).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });

  it("a host on a laptop has Start in view without scrolling: four seats, and eight scrolled to the last (en, ar)", async () => {
    for (const [lang, game, players] of [
      ["en", "spy", 4],
      ["ar", "sequence", 8],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        locale: lang,
        baseURL: `http://${host}`,
      });
      const page = await context.newPage();
      const ana = { context, page, errors: watchErrors(page) };
      await createRoomByClicking(ana.page, game, players);
      await fillWithComputers(ana.page);
      await ana.page.waitForSelector('[data-action="start"]:not(:disabled)');
      await ana.page.evaluate(() => window.scrollTo(0, 0));
      expect((await offScreen(ana.page, ['[data-action="start"]'])).out).toEqual([]);
      // Under a short table, the link to send is on the first screen too.
      if (players === 4) expect((await offScreen(ana.page, ['[data-field="link"]'])).out).toEqual([]);
      // The keyboard goes the way the eye reads: the table and its link (the first column), then the settings
      // and Start beside it.
      const order = await ana.page.evaluate(() => {
        const link = document.querySelector('[data-action="copy"]') as Element;
        const start = document.querySelector('[data-action="start"]') as Element;
        const beside = start.getBoundingClientRect().left !== link.getBoundingClientRect().left;
        return { beside, linkFirst: (link.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 };
      });
      expect(order).toEqual({ beside: true, linkFirst: true });
      // Beside the seats: what the host needs stays in view while a long table scrolls past.
      await ana.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const { scrolled, out } = await offScreen(ana.page, ['[data-action="start"]']);
      expect(out).toEqual([]);
      if (players === 8) expect(scrolled).toBeGreaterThan(0);
      expect(await horizontalOverflow(ana.page)).toBeLessThanOrEqual(0);
      await screenshot(ana.page, `lobby-laptop-${lang}-${game}${players}`);
      expect(ana.errors).toEqual([]);
      await ana.context.close();
    }
  });

  it("each game's table, options and switches come from its manifest, on the home page and in the lobby", async () => {
    const ana = await newPlayer(browser, host);
    await ana.page.goto("/");
    await ana.page.fill('[data-field="name"]', "Ana");
    // Spy: a guided first game, no options; Sequence: no guide, and a choice of teams at 6 and 12 players only.
    await ana.page.click('[data-game="spy"]');
    await ana.page.waitForSelector('[data-action="guided"]');
    expect(await ana.page.locator("[data-option]").count()).toBe(0);
    await ana.page.click('[data-game="sequence"]');
    await ana.page.waitForSelector('[data-action="guided"]', { state: "detached" });
    expect(await ana.page.locator("[data-option]").count()).toBe(0);
    await ana.page.selectOption('[data-field="players"]', "6");
    await ana.page.selectOption('[data-option="sides"]', { label: "3 teams" });
    await ana.page.click('[data-action="create"]');
    await ana.page.waitForSelector('.room[data-you-seat="0"] .lobby');
    // Three teams of two: blue, green and red seats.
    await ana.page.waitForSelector('.host-controls [data-option="sides"]');
    expect(await ana.page.locator(".seat.color-red").count()).toBe(2);
    expect(await ana.page.locator('[data-option="sides"] option:checked').textContent()).toBe("3 teams");
    // The host changes the teams in the lobby; then a size where the rules settle them has no such control.
    await ana.page.selectOption('[data-option="sides"]', { label: "2 teams" });
    await ana.page.waitForSelector(".seat.color-red", { state: "detached" });
    expect(await ana.page.locator(".seat.color-green").count()).toBe(3);
    await ana.page.selectOption(".host-controls select >> nth=0", "4");
    await ana.page.waitForSelector('[data-option="sides"]', { state: "detached" });
    expect(await ana.page.locator("[data-seat]").count()).toBe(4);
    await ana.page.waitForSelector('[data-setting="teamChat"]');
    expect(await ana.page.locator('[data-setting="notes"]').count()).toBe(0);
    // Two players play alone: no team chat to switch on.
    await ana.page.selectOption(".host-controls select >> nth=0", "2");
    await ana.page.waitForSelector('[data-setting="teamChat"]', { state: "detached" });
    expect(await ana.page.locator("[data-seat]").count()).toBe(2);
    expect(ana.errors).toEqual([]);
    await ana.context.close();
  });

  it("a host's switch on a phone: its words start beside its box, not on a line of their own", async () => {
    const ana = await newPlayer(browser, host, { width: 360, height: 740 });
    await createRoomByClicking(ana.page, "spy", 2, "Ana");
    const box = ana.page.locator('[data-setting="notes"]');
    await box.waitFor();
    const beside = await box.evaluate((input) => {
      const words = [...(input.parentElement?.childNodes ?? [])].find(
        (node) => node !== input && (node.textContent ?? "").trim() !== "",
      );
      if (!words) return "no words";
      const range = document.createRange();
      range.selectNodeContents(words);
      const first = range.getClientRects()[0];
      const b = input.getBoundingClientRect();
      return first !== undefined && first.top < b.bottom && first.bottom > b.top;
    });
    expect(beside).toBe(true);
    await screenshot(ana.page, "lobby-host-switch-phone");
    await ana.context.close();
  });

  it("a wrong code shows 'no such room' in plain words", async () => {
    const eve = await newPlayer(browser, host);
    await eve.page.goto("/r/ZZZZZZZ");
    await eve.page.waitForSelector("text=There is no room with the code ZZZZZZZ");
    await eve.context.close();
  });

  it("the home page fits a 360-px phone without horizontal scrolling", async () => {
    const phone = await newPlayer(browser, host, { width: 360, height: 740 });
    await phone.page.goto("/");
    await phone.page.waitForSelector('[data-action="create"]');
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, "home-phone");
    await phone.context.close();
  });
});
