/**
 * The Sequence table on a phone and a laptop, in English and in Arabic, at every
 * table size (issue 19): on your turn the whole board and the whole hand are on
 * screen as the page leaves it, and fit in the height the room page leaves the game (the
 * viewport minus its top bar of at most 48 px and the page's padding), a space
 * is chosen first and sent by a second tap or the Place button, the last move
 * is marked for everyone, and nothing on the table is under 12 px or, but for
 * the spaces themselves, smaller than 44×44 px on the phone.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityProblems } from "./accessibility";
import { launch, screenshot, watchErrors } from "./browser";
import {
  createRoomByClicking,
  fillWithComputers,
  oneScreenFailures,
  playFirstSequenceMove,
  ROOM_BAR_MAX,
  sequenceHandReady,
  version,
  waitNewer,
} from "./flow";

const host = inject("pkHost");
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };
/** The room page's top bar (at most 48 px) and the page's padding above and below the game. */
const ROOM_CHROME = ROOM_BAR_MAX + 2 * 12;

interface Case {
  readonly players: number;
  readonly viewport: { width: number; height: number };
  readonly locale: "en-US" | "ar";
}

/** Every table size, on a phone and a laptop, in English and in Arabic. */
const CASES: Case[] = [2, 3, 4, 6].flatMap((players) =>
  [PHONE, LAPTOP].flatMap((viewport) => (["en-US", "ar"] as const).map((locale) => ({ players, viewport, locale }))),
);

/** A room of `players` seats: this browser's player in seat 1, computers in the rest, started. */
async function tableWithComputers(browser: Browser, c: Case, reducedMotion: "reduce" | "no-preference") {
  const context = await browser.newContext({
    viewport: c.viewport,
    baseURL: `http://${host}`,
    locale: c.locale,
    reducedMotion,
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await createRoomByClicking(page, "sequence", c.players, "Lee");
  await fillWithComputers(page);
  await page.click('[data-action="start"]:not(:disabled)');
  await page.waitForSelector('.room[data-phase="playing"] .seq-board');
  return { context, page, errors };
}

async function waitMyTurn(page: Page): Promise<void> {
  await page.waitForSelector('.room[data-my-turn="yes"]', { timeout: 60_000 });
  await sequenceHandReady(page);
}

/** Boxes of the play area (status, board, hand) relative to the play area's top, and the viewport. */
function playArea(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const r = document.querySelector(selector)?.getBoundingClientRect();
      return r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
    };
    return {
      main: box(".seq-main"),
      board: box(".seq-board"),
      hand: box(".seq-hand"),
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
    };
  });
}

/** Visible text on the table set smaller than 12 px. */
function tinyText(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(".seq-table *")) {
      const own = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!own || element.closest(".visually-hidden") || element.offsetParent === null) continue;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      if (size < 12) small.push(`${element.className}: ${size}px "${element.textContent?.trim()}"`);
    }
    return small;
  });
}

/** Controls on the table, other than the board's spaces, smaller than 44×44 px. */
function smallControls(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(".seq-main button:not(.seq-space)")) {
      const r = control.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.width < 43.5 || r.height < 43.5)
        small.push(`${control.dataset.action ?? control.className} ${r.width}x${r.height}`);
    }
    return small;
  });
}

describe.concurrent("the Sequence table on one screen, in real Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const c of CASES) {
    const where = c.viewport === PHONE ? "phone" : "laptop";
    const lang = c.locale === "ar" ? "ar" : "en";
    it(`${c.players} players, ${where}, ${lang}: board and hand fit; a space needs a second tap; the last move is marked`, async () => {
      const { context, page, errors } = await tableWithComputers(browser, c, "no-preference");
      await waitMyTurn(page);
      if (c.players === 6 && where === "laptop" && lang === "en") {
        // Who is at the table: a computer's name says what it is, and no status word after it (it said
        // "computer" twice, and in a list of twelve the word wrapped onto a line of its own).
        const computers = await page.locator('.table-presence [data-presence="computer"]').allTextContents();
        expect(computers).toEqual([2, 3, 4, 5, 6].map((n) => `Computer ${n} (medium)`));
      }
      // As the page leaves it, not scrolled: the room's bar, the whole board and the whole hand on one screen.
      expect(await oneScreenFailures(page, [".seq-board", ".seq-hand"])).toEqual([]);

      // The play area fits the height the room leaves the game, and nothing sticks out sideways.
      const area = await playArea(page);
      expect(area.main && area.board && area.hand).toBeTruthy();
      if (!area.main || !area.board || !area.hand) return;
      expect(area.main.bottom - area.main.top).toBeLessThanOrEqual(area.height - ROOM_CHROME + 1);
      for (const part of [area.board, area.hand]) {
        expect(part.top).toBeGreaterThanOrEqual(area.main.top - 0.5);
        expect(part.bottom).toBeLessThanOrEqual(area.main.bottom + 0.5);
        expect(part.left).toBeGreaterThanOrEqual(-0.5);
        expect(part.right).toBeLessThanOrEqual(area.width + 0.5);
      }
      // The whole 10×10 board is on screen, square, with spaces of at least 32 px.
      const side = area.board.right - area.board.left;
      expect(Math.abs(side - (area.board.bottom - area.board.top))).toBeLessThan(1);
      expect(side / 10).toBeGreaterThanOrEqual(32);
      // Every card of the hand is there (the hand never wraps onto a hidden line).
      const cards = await page
        .locator(".seq-hand-card")
        .evaluateAll((all) => all.map((card) => card.getBoundingClientRect().bottom));
      expect(cards.length).toBeGreaterThan(0);
      for (const bottom of cards) expect(bottom).toBeLessThanOrEqual(area.hand.bottom);

      // Choose a card, then a space: the space is only chosen, with a preview; Cancel forgets it.
      const pass = page.locator('[data-action="pass"]');
      if ((await pass.count()) === 0) {
        // A card that places a chip: a one-eyed Jack's removal leaves the space empty, and the computer's
        // next move takes the marker away, so nothing on the space would show that it arrived.
        await page.locator('[data-card]:not([data-idle]):not([data-card="JS"]):not([data-card="JH"])').first().click();
        const legal = page.locator('[data-legal="true"]');
        await legal.first().waitFor();
        // Held by its cell, not as "the first legal space": a chosen space may stop counting as the first one.
        const cell = await legal.first().getAttribute("data-cell");
        const first = page.locator(`[data-cell="${cell}"]`);
        const before = await version(page);
        await first.click();
        await page.waitForSelector(`[data-cell="${cell}"][data-pending]`);
        expect(await first.getAttribute("aria-pressed")).toBe("true");
        expect(await page.locator('[data-action="place"]').count()).toBe(1);
        await screenshot(page, `sequence-table-${c.players}p-${where}-${lang}-chosen`);
        if (where === "phone") expect(await smallControls(page)).toEqual([]);
        expect(await tinyText(page)).toEqual([]);
        await page.click('[data-action="cancel-space"]');
        expect(await page.locator("[data-pending]").count()).toBe(0);
        // Nothing was sent by the first tap nor by Cancel.
        expect(await version(page)).toBe(before);

        // Tap, tap again: sent; the space is marked as the last move.
        await first.click();
        await page.waitForSelector(`[data-cell="${cell}"][data-pending]`);
        await first.click();
        await waitNewer(page, before);
        // The chip arrived (a computer may have moved after it, and moved the marker on).
        await page.waitForSelector(`[data-cell="${cell}"][data-chip], [data-cell="${cell}"][data-last]`);
      } else {
        const before = await version(page);
        await pass.click();
        await waitNewer(page, before);
      }

      // After the computers' moves it is this player's turn again: the marker is on the last move, in motion.
      await waitMyTurn(page);
      const marked = page.locator(".seq-space[data-last]");
      expect(await marked.count()).toBe(1);
      const label = await marked.getAttribute("aria-label");
      expect(label).toBeTruthy();
      const animation = await marked.evaluate((el) => getComputedStyle(el, "::after").animationName);
      expect(animation).toBe("seq-last");
      await screenshot(page, `sequence-table-${c.players}p-${where}-${lang}-turn`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("a red card stays readable (WCAG AA) under every mark a space or a card carries, light and dark", async () => {
    const { context, page, errors } = await tableWithComputers(
      browser,
      { players: 2, viewport: LAPTOP, locale: "en-US" },
      "reduce",
    );
    await waitMyTurn(page);
    // The deal decides which cards a turn marks, so the marks are put where red ink meets them, with the attributes
    // the board gives them: targets (one hovered, one chosen) and cards of the hand. (A removal's space is not among
    // them: axe cannot measure text under its cross.)
    const marked = await page.evaluate(() => {
      const red = [...document.querySelectorAll<HTMLElement>(".seq-space:not([data-chip])")].filter((space) =>
        space.querySelector(".seq-face[data-red]"),
      );
      const [target, hovered, chosen] = red;
      // The hand's first three cards, red: chosen, with no move this turn, and dead (which has no move either).
      const [card, idle, dead] = document.querySelectorAll<HTMLElement>(".seq-hand-card");
      const faces = [card, idle, dead].map((c) => c?.querySelector<HTMLElement>(".seq-face"));
      if (!target || !hovered || !chosen || !card || !idle || !dead) return false;
      // A target is a live button (axe leaves disabled controls out).
      for (const space of [target, hovered, chosen]) {
        space.dataset.legal = "true";
        space.removeAttribute("aria-disabled");
      }
      hovered.id = "hovered-target";
      chosen.dataset.pending = "";
      card.setAttribute("aria-pressed", "true");
      idle.dataset.idle = "true";
      Object.assign(dead.dataset, { idle: "true", dead: "true" });
      for (const face of faces) if (face) face.dataset.red = "";
      return true;
    });
    expect(marked).toBe(true);
    await page.hover("#hovered-target");
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with reduced motion the last-move marker does not move, but is still drawn", async () => {
    const { context, page } = await tableWithComputers(
      browser,
      { players: 2, viewport: PHONE, locale: "en-US" },
      "reduce",
    );
    await waitMyTurn(page);
    const before = await version(page);
    await playFirstSequenceMove(page);
    await waitNewer(page, before);
    // Found and read in one step: the computer answers at once, and its move takes the marker elsewhere.
    const style = await page
      .waitForFunction(() => {
        const marked = document.querySelector(".seq-space[data-last]");
        if (!marked) return false;
        const after = getComputedStyle(marked, "::after");
        return { animation: after.animationName, border: after.borderTopStyle };
      })
      .then((handle) => handle.jsonValue());
    expect(style).toEqual({ animation: "none", border: "solid" });
    await context.close();
  });
});
