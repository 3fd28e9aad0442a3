import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createRoom } from "../room/client";
import { launch, screenshot, screenshotView } from "./browser";
import { arrangeReady, createRoomByClicking, horizontalOverflow, newPlayer, type Player, sitDown } from "./flow";
import { picker, sequenceTurn, spyTurn, whoseTurn } from "./turns";

const host = inject("pkHost");
const MAX_TURNS = 600;

/**
 * Both copies of six ordinary cards, one of each in either hand, and no draw pile (a played card comes back from
 * the discards): twelve spaces can take a chip, then every card is dead and two passes end the game in a draw,
 * fourteen turns in, where a shuffled deal takes many times as many, every one clicked. Each turn is still a card and
 * a space clicked, or a pass.
 */
const SHORT_SEQUENCE = ["2S", "3H", "4D", "5C", "6S", "7H"];
const SHORT_SEQUENCE_DEAL = { hands: [SHORT_SEQUENCE, SHORT_SEQUENCE], deck: [] };

/** Everything the spectator's page shows of the bases: any face shown that is not public is a leak. */
function leakedSpyPlaces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll(".spy-base")].flatMap((base) => {
      if (base.querySelector('[data-badge="out"]')) return []; // an eliminated base is revealed to all
      return [...base.querySelectorAll<HTMLElement>("[data-place]")]
        .filter(
          (p) =>
            !["hidden", "spy"].includes(p.dataset.kind ?? "") &&
            !["exposed", "exploded"].includes(p.dataset.mark ?? ""),
        )
        .map((p) => `${p.dataset.place}=${p.dataset.kind}`);
    }),
  );
}

describe("whole games by clicking, in real Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Ana hosts a room of two (created by clicking, or over HTTP with a fixed `deal`), Ben sits, Cy watches. */
  async function table(
    game: "spy" | "sequence",
    deal?: unknown,
  ): Promise<{ code: string; ana: Player; ben: Player; cy: Player }> {
    const ana = await newPlayer(browser, host);
    const code =
      deal === undefined ? await createRoomByClicking(ana.page, game, 2) : await hostWithDeal(ana, game, deal);
    await sitDown(ana.page, "Ana");
    const ben = await newPlayer(browser, host, { width: 360, height: 740 });
    await ben.page.goto(`/r/${code}`);
    await sitDown(ben.page, "Ben");
    const cy = await newPlayer(browser, host);
    await cy.page.goto(`/r/${code}`);
    await cy.page.waitForSelector('.room[data-you-seat="none"]');
    await ana.page.click('[data-action="start"]:not(:disabled)');
    await cy.page.waitForSelector('.room[data-phase="playing"]');
    return { code, ana, ben, cy };
  }

  /** A room made over HTTP with a fixed deal; Ana's browser keeps its host token, as the home page would. */
  async function hostWithDeal(ana: Player, game: "spy" | "sequence", testDeal: unknown): Promise<string> {
    const { code, hostToken } = await createRoom(host, { game, players: 2, testDeal });
    await ana.page.goto("/");
    await ana.page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
      key: `tabletop:host:${code}`,
      token: hostToken,
    });
    await ana.page.goto(`/r/${code}`);
    return code;
  }

  it("Sequence: two players play to the end; one reloads mid-game and keeps the seat; the spectator sees no hand", async () => {
    const { ana, ben, cy } = await table("sequence", SHORT_SEQUENCE_DEAL);
    const pick = picker(7);
    const pages = [ana.page, ben.page];
    await screenshot(ana.page, "sequence-start-desktop");
    let turns = 0;
    for (; turns < MAX_TURNS; turns++) {
      const page = await whoseTurn(pages);
      if (!page) break;
      if (turns === 0) {
        // The turn is signalled in the tab title too.
        await page.waitForFunction(() => document.title.startsWith("●"));
      }
      if (turns === 6) {
        await screenshot(ben.page, "sequence-phone");
        expect(await horizontalOverflow(ben.page)).toBeLessThanOrEqual(0);
        // A reload mid-game: the seat comes back from the token this browser kept.
        const handBefore = await ben.page.locator("[data-card]").count();
        await ben.page.reload();
        await ben.page.waitForSelector('.room[data-you-seat="1"] [data-card]');
        expect(await ben.page.locator("[data-card]").count()).toBe(handBefore);
      }
      expect(await cy.page.locator("[data-card]").count()).toBe(0);
      await sequenceTurn(page, pick);
    }
    expect(turns).toBeLessThan(MAX_TURNS);
    for (const page of [ana.page, ben.page, cy.page])
      await page.waitForSelector('[data-phase="over"] .winner, .game-over');
    // The short deal ends in a draw (every card dead, two passes): the panel and the status line say it alike.
    for (const page of [ana.page, ben.page, cy.page]) {
      await page.waitForSelector(".game-over .winner");
      expect(await page.textContent(".game-over .winner")).toBe(await page.textContent(".seq-status"));
    }
    await screenshot(ana.page, "sequence-over-desktop");
    await screenshot(cy.page, "sequence-spectator");
    // Another game is for the players to propose, the host (Ana) or not (Ben); someone watching has no say.
    expect(await ana.page.locator('[data-action="rematch"]').count()).toBe(1);
    expect(await ben.page.locator('[data-action="rematch"]').count()).toBe(1);
    expect(await cy.page.locator('[data-action="rematch"]').count()).toBe(0);
    expect(await ana.page.locator('[data-action="lobby"]').count()).toBe(1);
    expect(await ben.page.locator('[data-action="lobby"]').count()).toBe(0);
    expect([...ana.errors, ...ben.errors, ...cy.errors]).toEqual([]);
    for (const p of [ana, ben, cy]) await p.context.close();
  });

  it("Play against the computer: one click on the home page starts a game, played to the end by clicking", async () => {
    const me = await newPlayer(browser, host);
    await me.page.goto("/");
    await me.page.click('[data-game="sequence"]');
    // No name is needed against the computer (test/browser/vs-computer.test.ts); a typed one is used.
    await me.page.fill('[data-field="name"]', "Mo");
    await me.page.click('[data-action="vs-computer"]');
    await me.page.waitForSelector('.room[data-phase="playing"][data-you-seat="0"] [data-card]', { timeout: 20_000 });
    expect(await me.page.textContent(".seq-table")).toContain("(medium)");
    expect(await me.page.textContent(".seq-sides")).toContain("Mo (you)");
    const pick = picker(3);
    let turns = 0;
    for (; turns < MAX_TURNS; turns++) {
      const page = await whoseTurn([me.page]);
      if (!page) break;
      await sequenceTurn(page, pick);
    }
    expect(turns).toBeLessThan(MAX_TURNS);
    await me.page.waitForSelector(".game-over");
    // The log says "You", never "Seat 1" nor the player's own name; the panel and the status line agree.
    const log = await me.page.locator(".seq-log li").allTextContents();
    expect(log.some((line) => /^You (played|removed|passed|exchanged|won|completed)/.test(line))).toBe(true);
    expect(log.filter((line) => /Seat 1|\bMo\b/.test(line))).toEqual([]);
    const ending = await me.page.textContent(".game-over .winner");
    const status = await me.page.textContent(".seq-status");
    if (ending === "You win!") expect(status).toBe("You win!");
    else expect(ending).toBe(`${await me.page.locator(".seq-sides [data-winner] strong").textContent()} wins!`);
    await screenshotView(me.page, "vs-computer-over");
    expect(me.errors).toEqual([]);
    await me.context.close();
  });

  it("Spy: two players arrange and play to the end; the spectator's page never shows a hidden card", async () => {
    const { ana, ben, cy } = await table("spy");
    const pick = picker(11);
    await ana.page.waitForSelector('[data-action="random"]');
    await screenshot(ana.page, "spy-arranging-desktop");
    for (const page of [ana.page, ben.page]) {
      await page.click('[data-action="random"]');
      await arrangeReady(page);
    }
    let turns = 0;
    for (; turns < MAX_TURNS; turns++) {
      const page = await whoseTurn([ana.page, ben.page]);
      if (!page) break;
      expect(await leakedSpyPlaces(cy.page)).toEqual([]);
      expect(await cy.page.locator(".spy-own").count()).toBe(0);
      if (turns === 2) {
        await screenshot(ana.page, "spy-playing-desktop");
        await screenshot(ben.page, "spy-playing-phone");
        await screenshot(cy.page, "spy-spectator");
        expect(await horizontalOverflow(ben.page)).toBeLessThanOrEqual(0);
      }
      await spyTurn(page, pick);
    }
    expect(turns).toBeLessThan(MAX_TURNS);
    // The end turns every base face up for everyone: the loser and the spectator see the winner's cards too.
    for (const page of [ana.page, ben.page, cy.page]) {
      await page.waitForSelector(".game-over");
      await page.waitForSelector(".spy-table");
      expect(await page.locator('.spy-base [data-kind="hidden"]').count()).toBe(0);
      expect(await page.locator(".spy-base [data-place]").count()).toBe(16);
    }
    // The panel and the status line agree (a winner reads "You win!" in both, the others the winner's name).
    for (const page of [ana.page, ben.page, cy.page]) {
      const status = await page.textContent(".spy-status p");
      const ending = await page.textContent(".game-over .winner");
      expect(ending).toBe(status?.includes("draw") ? ending : status);
    }
    // Someone watches: the host's list of watchers says how many, and the count is not said again beside it; a
    // player who does not host has the count alone.
    const watching = async (page: Page) => (await page.locator(".room").textContent())?.match(/1 watching/g) ?? [];
    expect(await watching(ana.page)).toHaveLength(1);
    expect(await ana.page.locator(".watchers summary").textContent()).toBe("1 watching");
    expect(await watching(ben.page)).toHaveLength(1);
    // The bar cuts the site's name short on a phone only: a laptop's has the room for all of it.
    expect(await ana.page.locator(".room-bar > a").evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
    await screenshot(ana.page, "spy-over-desktop");
    await screenshot(cy.page, "spy-over-spectator");
    // The log scrolls in whole lines: its box is a whole number of lines high, so no line is cut in half.
    for (const page of [ana.page, ben.page]) {
      const box = await page.evaluate(() => {
        const list = document.querySelector(".spy-log-lines") as HTMLElement;
        const line = Number.parseFloat(getComputedStyle(list).lineHeight);
        return { lines: list.clientHeight / line, scrolls: list.scrollHeight > list.clientHeight + 1 };
      });
      if (box.scrolls) expect(Math.abs(box.lines - Math.round(box.lines)), JSON.stringify(box)).toBeLessThan(0.05);
    }
    expect([...ana.errors, ...ben.errors, ...cy.errors]).toEqual([]);
    for (const p of [ana, ben, cy]) await p.context.close();
  });
});
