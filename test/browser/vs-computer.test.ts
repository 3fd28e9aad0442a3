/**
 * "Play against the computer" takes one tap (issue 19, item 6): no name is
 * needed (the seat gets "Player" in the page's language), the computer's level
 * is chosen before the button, and a name typed once is remembered for every
 * room (the next game, a friend's room, the home page again).
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createRoom } from "../room/client";
import { launch, screenshot } from "./browser";
import { horizontalOverflow, newPlayer, oneScreenFailures, playFirstSequenceMove, version, waitNewer } from "./flow";

const host = inject("pkHost");
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

/** Whether the level select comes before the button: in the document, and on screen in reading order. */
async function levelBeforeButton(
  page: Page,
  play = '[data-action="vs-computer"]',
): Promise<{ inDocument: boolean; onScreen: boolean }> {
  return page.evaluate((play) => {
    const select = document.querySelector('[data-field="bot-level"]') as HTMLElement;
    const button = document.querySelector(play) as HTMLElement;
    const inDocument = (select.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    const s = select.getBoundingClientRect();
    const b = button.getBoundingClientRect();
    const rtl = getComputedStyle(document.documentElement).direction === "rtl";
    const sameLine = Math.abs(s.top - b.top) < Math.min(s.height, b.height);
    const onScreen = sameLine ? (rtl ? s.left > b.left : s.left < b.left) : s.top < b.top;
    return { inDocument, onScreen };
  }, play);
}

/**
 * From the home page (already open, in its language), a game of Sequence against the computer, up to the player's
 * turn: the first card of the hand the player may play now.
 */
async function sequenceTurnAgainstTheComputer(page: Page): Promise<Locator> {
  await page.click('[data-game="sequence"]');
  await page.click('[data-action="vs-computer"]');
  const card = page.locator('.room[data-my-turn="yes"] [data-card]:not([data-idle])').first();
  await card.waitFor({ timeout: 30_000 });
  return card;
}

describe("playing the computer from the home page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [size, viewport] of [
    ["phone", PHONE],
    ["laptop", LAPTOP],
  ] as const) {
    for (const language of ["en", "ar"] as const) {
      it(`one tap with no name, level chosen first (${size}, ${language})`, async () => {
        const me = await newPlayer(browser, host, viewport);
        if (language === "ar") {
          await me.context.close();
          const context = await browser.newContext({ viewport, baseURL: `http://${host}`, locale: "ar" });
          Object.assign(me, { context, page: await context.newPage() });
        }
        const { page } = me;
        await page.goto("/");
        await page.click('[data-game="sequence"]');
        expect(await page.inputValue('[data-field="name"]')).toBe("");
        expect(await levelBeforeButton(page)).toEqual({ inDocument: true, onScreen: true });
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `vs-computer-home-${size}-${language}`);
        await page.selectOption('[data-field="bot-level"]', "easy");
        await page.click('[data-action="vs-computer"]');
        await page.waitForSelector('.room[data-phase="playing"][data-you-seat="0"] [data-card]', { timeout: 30_000 });
        expect(await page.locator("#name-needed").count()).toBe(0);
        // The computer's name under its discard pile is whole, its level too (on two lines if need be).
        const cut = await page
          .locator(".seq-pile-name")
          .evaluateAll(
            (names) =>
              names.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).length,
          );
        expect(cut).toBe(0);
        // Nobody else is at this table: no list of who is online, no offer to notify; the game may still be ended.
        expect(await page.locator(".table-presence").count()).toBe(0);
        expect(await page.locator('[data-action="notify"]').count()).toBe(0);
        expect(await page.locator('#room-menu [data-action="end-game"]').count()).toBe(1);
        const sides = (await page.textContent(".seq-sides")) ?? "";
        expect(sides).toContain(language === "en" ? "Player" : "لاعب");
        // Which colour is whose, in words too (the chip beside each name is drawn for the eye only).
        const chips =
          language === "en" ? ["blue chip", "green chip"] : ["قطعة \u2068زرقاء\u2069", "قطعة \u2068خضراء\u2069"];
        for (const chip of chips) expect(sides).toContain(chip);
        // Nothing typed, nothing remembered: the next table for friends still asks.
        expect(await page.evaluate(() => localStorage.getItem("tabletop:name"))).toBeNull();
        await screenshot(page, `vs-computer-started-${size}-${language}`);
        expect(me.errors).toEqual([]);
        await me.context.close();
      });
    }
  }

  for (const language of ["en", "ar"] as const) {
    it(`the try-it embed asks for the level before its button too (phone, ${language})`, async () => {
      const context = await browser.newContext({ viewport: PHONE, baseURL: `http://${host}`, locale: language });
      const page = await context.newPage();
      await page.goto("/embed/try/spy");
      // Drawn once its language has come (Arabic's words are a file of their own): "load" may come first.
      await page.locator('[data-action="try"]').waitFor();
      expect(await levelBeforeButton(page, '[data-action="try"]')).toEqual({ inDocument: true, onScreen: true });
      await screenshot(page, `try-it-spy-phone-${language}`);
      await context.close();
    });
  }

  for (const language of ["en", "ar"] as const) {
    it(`Sequence on a phone on its side (740x360, ${language}): the board, the hand and Place on one screen`, async () => {
      const me = await newPlayer(browser, host, { width: 740, height: 360 });
      await me.page.goto("/");
      if (language === "ar") {
        await me.page.selectOption('[data-field="language"]', "ar");
        await me.page.waitForSelector('html[lang="ar"]');
      }
      await (await sequenceTurnAgainstTheComputer(me.page)).click();
      await me.page.locator('[data-legal="true"]').first().click();
      await me.page.locator('[data-action="place"]').waitFor();
      // The hand beside the board (the height holds the board alone), where it was below, off the screen.
      expect(await oneScreenFailures(me.page, [".seq-board-frame", ".seq-hand", '[data-action="place"]'])).toEqual([]);
      await screenshot(me.page, `sequence-phone-on-its-side-${language}`);
      expect(me.errors).toEqual([]);
      await me.context.close();
    });
  }

  it("a tablet on its side (1024x768): the board takes the room beside the room's column, the panel goes below", async () => {
    const me = await newPlayer(browser, host, { width: 1024, height: 768 });
    await me.page.goto("/");
    await sequenceTurnAgainstTheComputer(me.page);
    // Spaces of 48 px and more (they were 24: the board shared the width with its panel and the room's column),
    // the board right under the bar (no empty head above it), board and hand on one screen.
    const board = await me.page.locator(".seq-board-frame").boundingBox();
    expect(board?.width ?? 0).toBeGreaterThanOrEqual(480);
    const bar = await me.page.locator(".room-bar").boundingBox();
    expect((board?.y ?? 0) - ((bar?.y ?? 0) + (bar?.height ?? 0))).toBeLessThan(16);
    expect(await oneScreenFailures(me.page, [".seq-board-frame", ".seq-hand"])).toEqual([]);
    await screenshot(me.page, "sequence-tablet-on-its-side");
    // The panel goes beside the board only where that costs the board next to nothing (a laptop), not where it
    // shrank it (a small laptop beside the room's column, a tall tablet): the same game, the window resized.
    const layout = async (width: number, height: number) => {
      await me.page.setViewportSize({ width, height });
      return me.page.evaluate(() => {
        const board = (document.querySelector(".seq-board-frame") as HTMLElement).getBoundingClientRect();
        const panel = (document.querySelector(".seq-panel") as HTMLElement).getBoundingClientRect();
        // Where beside: how far the panel's top is from the board's (it lay on the room bar's line, 8 px above).
        return {
          board: Math.round(board.width),
          beside: panel.left >= board.right - 1,
          topOff: Math.round(panel.top - board.top),
        };
      });
    };
    expect((await layout(1180, 820)).board).toBeGreaterThanOrEqual(580);
    expect((await layout(900, 1200)).board).toBeGreaterThanOrEqual(680);
    expect(await layout(1280, 800)).toMatchObject({ beside: true, topOff: 0 });
    expect((await layout(1280, 800)).board).toBeGreaterThanOrEqual(540);
    await me.page.setViewportSize({ width: 1024, height: 768 });
    // Spy at 4: the table as wide as the game's column, your buttons on the first screen.
    await me.page.goto("/");
    await me.page.click('[data-game="spy"]');
    await me.page.selectOption('[data-field="players"]', "4");
    await me.page.click('[data-action="vs-computer"]');
    await me.page.click('[data-action="random"]');
    await me.page.click('[data-action="ready"]');
    await me.page.waitForSelector('.room[data-my-turn="yes"] [data-action="end"]', { timeout: 30_000 });
    const table = await me.page.locator(".spy-table").boundingBox();
    expect(table?.width ?? 0).toBeGreaterThanOrEqual(600);
    expect(await oneScreenFailures(me.page, [".spy-own .spy-row", ".spy-controls"])).toEqual([]);
    await screenshot(me.page, "spy-tablet-on-its-side");
    expect(me.errors).toEqual([]);
    await me.context.close();
  });

  it("a tablet upright (768x1024): the room bar has the room for the site's whole name", async () => {
    const me = await newPlayer(browser, host, { width: 768, height: 1024 });
    await me.page.goto("/");
    await me.page.click('[data-action="vs-computer"]');
    await me.page.waitForSelector('.room[data-phase="playing"]');
    expect(await me.page.locator(".room-bar > a").evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
    expect(me.errors).toEqual([]);
    await me.context.close();
  });

  it("a card chosen with the keyboard sends the focus to a highlighted space, whose ring stands off its border", async () => {
    const me = await newPlayer(browser, host, LAPTOP);
    await me.page.goto("/");
    const card = await sequenceTurnAgainstTheComputer(me.page);
    await card.focus();
    await me.page.keyboard.press("Enter");
    await me.page.waitForFunction(() => document.activeElement?.matches('.seq-space[data-legal="true"]') === true);
    const ring = await me.page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { offset: Number.parseFloat(style.outlineOffset), width: Number.parseFloat(style.outlineWidth) };
    });
    // A gap of the board's colour between the space's dark border and the ring, and a ring of 3 px at least.
    expect(ring.offset).toBeGreaterThanOrEqual(2);
    expect(ring.width).toBeGreaterThanOrEqual(3);
    await screenshot(me.page, "keyboard-space-laptop");
    expect(me.errors).toEqual([]);
    await me.context.close();
  });

  it("the screen reader's live line says the computer's move and the turn, and says it again in a language chosen since", async () => {
    const me = await newPlayer(browser, host, LAPTOP);
    await me.page.goto("/");
    await sequenceTurnAgainstTheComputer(me.page);
    const before = await version(me.page);
    await playFirstSequenceMove(me.page);
    const live = me.page.locator('[data-live="sequence"]');
    // The computer has moved and the turn is back: said once, in English. (Waited for by the page's state: when the
    // computer had moved first, its line said "Your turn." already, and the move in between could be read instead.)
    await waitNewer(me.page, before);
    await me.page.waitForSelector('.room[data-my-turn="yes"]');
    await me.page.waitForFunction(
      () => document.querySelector('[data-live="sequence"]')?.textContent?.endsWith("Your turn.") === true,
    );
    expect(await live.textContent()).toMatch(/^Computer \(medium\) .+\. Your turn\.$/);
    await me.page.selectOption('[data-field="language"]', "ar");
    await me.page.waitForSelector('html[lang="ar"]');
    // The same move and turn, now in Arabic: no English word left behind.
    const arabic = (await live.textContent()) ?? "";
    expect(arabic.endsWith("دورك.")).toBe(true);
    expect(arabic).not.toMatch(/[A-Za-z]/);
    expect(me.errors).toEqual([]);
    await me.context.close();
  });

  it("a name typed once is the name in every room after: the next game, a friend's room, the home page", async () => {
    const me = await newPlayer(browser, host, PHONE);
    await me.page.goto("/");
    await me.page.click('[data-game="sequence"]');
    await me.page.fill('[data-field="name"]', "Mo");
    await me.page.click('[data-action="vs-computer"]');
    await me.page.waitForSelector('.room[data-phase="playing"] .seq-sides:has-text("Mo (you)")', { timeout: 30_000 });

    // Another game against the computer: nothing typed this time, and the name is still Mo.
    await me.page.goto("/");
    expect(await me.page.inputValue('[data-field="name"]')).toBe("Mo");
    await me.page.click('[data-game="sequence"]');
    await me.page.click('[data-action="vs-computer"]');
    await me.page.waitForSelector('.room[data-phase="playing"] .seq-sides:has-text("Mo (you)")', { timeout: 30_000 });

    // A friend's room: the lobby offers the same name to sit under.
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    await me.page.goto(`/r/${code}`);
    await me.page.waitForSelector('.lobby [data-action="sit"]');
    expect(await me.page.inputValue('.lobby [data-field="name"]')).toBe("Mo");
    expect(me.errors).toEqual([]);
    await me.context.close();
  });
});
