/**
 * The Spy table on a 360x740 phone and a 1280x800 laptop, in English and in
 * Arabic, at 2, 3 and 4 players (issue 19, items 1, 4 and 5): on your turn your
 * base and your turn's buttons are on screen as the page leaves it, and the
 * whole table fits in the height the room page leaves the board (the viewport
 * less a top bar of at most 48 px), with no scrolling inside the board; the last move is marked on the table; every
 * control is at least 44x44 px and no text is under 12 px; a card's number is
 * never covered by its lit/open/boom band. The browser sits in seat 1; the
 * others are scripted seats that spy and end their turns.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { handFor, type SpyView, viewActions } from "../../shared/games/spy/without-bots";
import { Limits } from "../../shared/limits";
import { createRoom, TestClient } from "../room/client";
import { playGame } from "../room/play";
import { accessibilityProblems } from "./accessibility";
import { launch, screenshot, screenshotView } from "./browser";
import { horizontalOverflow, oneScreenFailures, type Player, ROOM_BAR_MAX, sitDown } from "./flow";

const host = inject("pkHost");
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

interface Table {
  readonly code: string;
  readonly you: Player;
  readonly others: TestClient[];
}

/** A started table of `players`: the browser in seat 0 (arranged at random), scripted seats arranged too. */
async function table(
  browser: Browser,
  players: number,
  viewport: typeof PHONE,
  locale: string,
  nameOf = (seat: number) => `P${seat + 1}`,
): Promise<Table> {
  const { code, hostToken } = await createRoom(host, { game: "spy", players });
  const others: TestClient[] = [];
  for (let seat = 1; seat < players; seat++) {
    const client = await TestClient.connect(host, code, seat === 1 ? { hostToken } : {});
    expect((await client.request({ type: "sit", seat, name: nameOf(seat) })).type).toBe("ack");
    others.push(client);
  }
  const context = await browser.newContext({ viewport, baseURL: `http://${host}`, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  const you = { context, page, errors };
  await page.goto(`/r/${code}`);
  await sitDown(page, "Ana");
  expect((await (others[0] as TestClient).request({ type: "start" })).type).toBe("ack");
  for (const [index, client] of others.entries()) {
    await client.stateWhere((s) => (s.game as SpyView | null)?.phase === "arranging", 30_000);
    // Each seat's Spy a different place along its base (the dealt order, rotated by seat).
    const hand = handFor(players);
    const base = [...hand.slice(2 * index + 1), ...hand.slice(0, 2 * index + 1)];
    await act(client, { type: "arrange", base, facing: index % 2 === 0 ? "right" : "left" });
  }
  await page.click('[data-action="random"]');
  await page.click('[data-action="ready"]');
  await page.waitForSelector('.room[data-phase="playing"] .spy-table');
  return { code, you, others };
}

async function act(client: TestClient, action: unknown): Promise<void> {
  const reply = await client.request({ type: "action", version: client.state?.matchVersion ?? 0, action } as never);
  expect(reply.type, JSON.stringify(reply)).toBe("ack");
}

/** The scripted seats play until it is seat 0's turn: each spies on the browser's seat once, then ends. */
async function othersPlay(others: TestClient[]): Promise<void> {
  for (;;) {
    const state = await (others[0] as TestClient).stateWhere((s) => (s.game as SpyView).phase !== "arranging", 30_000);
    const game = state.game as SpyView;
    if (game.phase !== "playing" || game.turn === 0) return;
    const mover = others[(game.turn as number) - 1] as TestClient;
    const before = game.history.length;
    const own = (await mover.stateWhere((s) => (s.game as SpyView).history.length >= before, 30_000)).game as SpyView;
    const move = viewActions(own).find((action) => action.type === "move");
    await act(mover, move ?? { type: "flip" });
    const moved = (await mover.stateWhere((s) => (s.game as SpyView).history.length > before, 30_000)).game as SpyView;
    const spy = await mover.request({
      type: "action",
      version: mover.state?.matchVersion ?? 0,
      action: { type: "spy", target: 0 },
    });
    if (spy.type !== "ack") await act(mover, { type: "end" });
    await (others[0] as TestClient).stateWhere(
      (s) => (s.game as SpyView).history.length > moved.history.length,
      30_000,
    );
  }
}

/** Rectangles of the board's parts that must be on screen on your turn, relative to the board's top. */
async function boardBottoms(page: Page) {
  return page.evaluate(() => {
    const board = (document.querySelector(".spy-board") as HTMLElement).getBoundingClientRect();
    const bottomOf = (selector: string) =>
      Math.max(...[...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect().bottom - board.top));
    return {
      table: bottomOf(".spy-opponents"),
      own: bottomOf(".spy-own .spy-row"),
      controls: bottomOf(".spy-controls button"),
      width: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

/** Controls under 44x44 px and text under 12 px inside the board. */
async function tooSmall(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>(".spy-board button")) {
      const r = button.getBoundingClientRect();
      if (r.width > 0 && (r.width < 44 || r.height < 44))
        found.push(`button ${button.textContent} ${r.width}x${r.height}`);
    }
    for (const element of document.querySelectorAll<HTMLElement>(".spy-board *")) {
      const own = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!own || element.getClientRects().length === 0 || element.closest(".visually-hidden")) continue;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      if (size < 12) found.push(`text ${element.className} "${element.textContent}" ${size}px`);
    }
    return found;
  });
}

/** Cards whose number or Spy arrow overlaps its band (mark or note) or the last move's dot. */
async function coveredNumbers(page: Page) {
  return page.evaluate(() => {
    const covered: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>(".spy-board .spy-card")) {
      const face = card.querySelector(".spy-digit, .spy-arrow");
      if (!face) continue;
      const b = face.getBoundingClientRect();
      const box = card.getBoundingClientRect();
      const band = card.querySelector(".spy-mark, .spy-note");
      if (band) {
        const a = band.getBoundingClientRect();
        if (b.bottom > a.top + 0.5 || b.top < box.top) covered.push(card.dataset.place ?? "?");
      }
      if (card.hasAttribute("data-last")) {
        // The dot is the card's ::before, placed from the card's padding box, inside its border.
        const dot = getComputedStyle(card, "::before");
        const { borderLeftWidth, borderTopWidth } = getComputedStyle(card);
        const left = box.left + Number.parseFloat(borderLeftWidth) + Number.parseFloat(dot.left);
        const top = box.top + Number.parseFloat(borderTopWidth) + Number.parseFloat(dot.top);
        const [right, bottom] = [left + Number.parseFloat(dot.width), top + Number.parseFloat(dot.height)];
        const overlaps = left < b.right && right > b.left && top < b.bottom && bottom > b.top;
        if (overlaps) covered.push(`the last move's dot over ${card.dataset.place ?? "?"}`);
      }
    }
    return covered;
  });
}

describe("the Spy table fits, marks the last move, and has no small targets (issue 19)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const players of [2, 3, 4]) {
    for (const [device, viewport] of [
      ["phone", PHONE],
      ["laptop", LAPTOP],
    ] as const) {
      for (const locale of ["en", "ar"]) {
        it(`${players} players, ${device}, ${locale}`, async () => {
          const { you, others } = await table(browser, players, viewport, locale);
          const page = you.page;
          await othersPlay(others);
          // Going first, you end your first turn, so that the others have moved before you look.
          const first = (others[0] as TestClient).state?.game as SpyView;
          if (!first.history.some((event) => event.type === "move")) {
            await page.click('.room[data-my-turn="yes"] [data-action="end"]');
            await (others[0] as TestClient).stateWhere((s) => (s.game as SpyView).turn !== 0, 30_000);
            await othersPlay(others);
          }
          await page.waitForSelector('.room[data-my-turn="yes"] [data-action="move"]');
          // As the page leaves it, not scrolled: the room's bar, your base and your turn's buttons on one screen.
          const seat = await page.getAttribute(".room", "data-you-seat");
          expect(await oneScreenFailures(page, [`.spy-row[data-seat="${seat}"]`, ".spy-controls"])).toEqual([]);
          const name = `spy-table-${players}p-${device}-${locale}`;
          const available = viewport.height - ROOM_BAR_MAX;
          const before = await boardBottoms(page);
          await page.locator(".spy-board").evaluate((board) => board.scrollIntoView({ block: "start" }));
          await screenshot(page, `${name}-turn`);
          await screenshotView(page, `${name}-view`);
          expect(before.width, "no sideways scrolling").toBeLessThanOrEqual(0);
          for (const [part, bottom] of Object.entries(before)) {
            if (part !== "width") expect(bottom, `${part} of ${JSON.stringify(before)}`).toBeLessThanOrEqual(available);
          }
          expect(await tooSmall(page)).toEqual([]);
          expect(await coveredNumbers(page)).toEqual([]);
          // The others' last move is marked on the table (their spy on you, or their Spy that moved).
          expect(await page.locator(".spy-table [data-last]").count()).toBeGreaterThan(0);
          // After your own move, your Spy is the one marked; the buttons still fit.
          await page.click('[data-action="move"]');
          await page.waitForSelector('.spy-own [data-kind="spy"][data-last]');
          const after = await boardBottoms(page);
          await page.locator(".spy-board").evaluate((board) => board.scrollIntoView({ block: "start" }));
          await screenshotView(page, `${name}-moved-view`);
          for (const [part, bottom] of Object.entries(after)) {
            if (part !== "width") expect(bottom, `${part} of ${JSON.stringify(after)}`).toBeLessThanOrEqual(available);
          }
          expect(you.errors).toEqual([]);
          for (const client of others) client.close();
          await you.context.close();
        });
      }
    }
  }

  // A screen too short for the whole table (a 375x667 phone, a phone on its side): the cards keep the size they have
  // on a 360x740 phone and the page scrolls, where they shrank to 4-15 px slivers nobody could read.
  for (const [device, viewport] of [
    ["short phone", { width: 375, height: 667 }],
    ["phone on its side", { width: 740, height: 360 }],
  ] as const) {
    it(`4 players on a ${device}: the cards stay readable, the page scrolls to your buttons`, async () => {
      const { you, others } = await table(browser, 4, viewport, "en");
      const page = you.page;
      await othersPlay(others);
      await page.waitForSelector('.room[data-my-turn="yes"] [data-action="end"]');
      const widths = await page
        .locator(".spy-row > li")
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
      expect(widths).toHaveLength(28);
      expect(Math.min(...widths)).toBeGreaterThanOrEqual(27.5);
      expect(await tooSmall(page)).toEqual([]);
      expect(await coveredNumbers(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const end = page.locator('[data-action="end"]');
      await end.scrollIntoViewIfNeeded();
      expect(await end.isVisible()).toBe(true);
      await screenshot(page, `spy-table-4p-${device.replaceAll(" ", "-")}`);
      expect(you.errors).toEqual([]);
      for (const client of others) client.close();
      await you.context.close();
    });
  }

  it("a finished 4-player table on a laptop, in Kurdish: each band on a card says its word whole, each line of the log its number", async () => {
    // A seed whose random game runs past 99 lines (a 3-digit number in the log).
    const testSeed = "bands-1";
    const { code, hostToken } = await createRoom(host, { game: "spy", players: 4, testSeed });
    const clients: TestClient[] = [];
    for (let seat = 0; seat < 4; seat++) {
      const client = await TestClient.connect(host, code, seat === 0 ? { hostToken } : {});
      expect((await client.request({ type: "sit", seat, name: `P${seat + 1}` })).type).toBe("ack");
      clients.push(client);
    }
    expect((await (clients[0] as TestClient).request({ type: "start" })).type).toBe("ack");
    await playGame(clients, "spy", testSeed);
    for (const client of clients) client.close();
    const context = await browser.newContext({ viewport: LAPTOP, baseURL: `http://${host}`, locale: "ku" });
    const page = await context.newPage();
    await page.goto(`/r/${code}`);
    await page.waitForSelector('.room[data-phase="over"] .spy-table');
    // Every base face up at the end: cards with bands (lit, exposed) on 4.1-rem cards.
    const bands = await page
      .locator(".spy-mark .spy-word, .spy-note .spy-word")
      .evaluateAll((words) =>
        words.map((word) => ({ text: word.textContent, cut: word.scrollWidth > word.clientWidth })),
      );
    expect(bands.length).toBeGreaterThan(0);
    expect(bands.filter((band) => band.cut)).toEqual([]);
    // The log's numbers whole, however many digits: the list's indent holds its widest number ("338." lost its 3).
    const numbers = await page.locator(".spy-log-lines").evaluate((list) => {
      const items = list.querySelectorAll("li");
      const last = items[items.length - 1] as HTMLElement;
      const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
      context.font = getComputedStyle(last).font;
      const indent = Math.abs(last.getBoundingClientRect().left - list.getBoundingClientRect().left);
      return { lines: items.length, indent, widest: context.measureText(`${items.length}. `).width };
    });
    expect(numbers.lines).toBeGreaterThan(99);
    expect(numbers.indent).toBeGreaterThanOrEqual(numbers.widest);
    // Every base face up, in all four seats' colours, with their bands: each card's ink is readable on it.
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, "spy-over-4p-laptop-ku");
    await context.close();
  });

  it("a long name in one word breaks inside its Spy button on a phone, not past the button's edges", async () => {
    const long = "Bartholomew-Longnamesson";
    expect(long).toHaveLength(Limits.maxNameLength);
    const { you, others } = await table(browser, 4, PHONE, "en", (seat) => (seat === 1 ? long : `P${seat + 1}`));
    const page = you.page;
    await othersPlay(others);
    await page.waitForSelector('.room[data-my-turn="yes"] [data-action="spy"]');
    const spilled = await page
      .locator(".spy-controls button")
      .evaluateAll((buttons) => buttons.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent));
    expect(spilled).toEqual([]);
    await screenshot(page, "spy-long-name-buttons-phone");
    expect(you.errors).toEqual([]);
    for (const client of others) client.close();
    await you.context.close();
  });

  for (const locale of ["en", "ar"]) {
    it(`the guided game's tips and what they point at share the phone's screen (${locale})`, async () => {
      const context = await browser.newContext({ viewport: PHONE, baseURL: `http://${host}`, locale });
      const page = await context.newPage();
      await page.goto("/");
      await page.fill('[data-field="name"]', "Nia");
      await page.click('[data-game="spy"]');
      await page.click('[data-action="guided"]');
      await page.waitForSelector('.spy-guide [data-tip="arrange"]');
      const available = PHONE.height - ROOM_BAR_MAX;
      const bottomOf = (selector: string) =>
        page.evaluate((s) => {
          const board = (document.querySelector(".spy-board") as HTMLElement).getBoundingClientRect();
          return Math.max(
            ...[...document.querySelectorAll(s)].map((e) => e.getBoundingClientRect().bottom - board.top),
          );
        }, selector);
      // "This row is your base": the tip and the row it names, with the Ready button.
      expect(await bottomOf(".spy-guide")).toBeLessThanOrEqual(available);
      expect(await bottomOf(".spy-arrange .spy-row")).toBeLessThanOrEqual(available);
      expect(await bottomOf('[data-action="ready"]')).toBeLessThanOrEqual(available);
      await page.locator(".spy-board").evaluate((board) => board.scrollIntoView({ block: "start" }));
      await screenshotView(page, `spy-guided-arrange-phone-${locale}-view`);
      // The base's row reads left to right in every language, and so do the buttons that move a card along it:
      // "left" on the left, and a card moved left is drawn further left.
      const xOf = (selector: string) => page.locator(selector).evaluate((e) => e.getBoundingClientRect().x);
      expect(await xOf('[data-action="shift-left"]')).toBeLessThan(await xOf('[data-action="shift-right"]'));
      const third = ".spy-arrange .spy-row li:nth-child(3) .spy-card-button";
      const card = await page.locator(third).getAttribute("aria-label");
      const before = await xOf(third);
      await page.click(third);
      await page.click('[data-action="shift-left"]');
      const moved = page.locator('.spy-arrange .spy-card-button[aria-pressed="true"]');
      expect(await moved.evaluate((e) => e.getBoundingClientRect().x)).toBeLessThan(before);
      expect((await moved.getAttribute("aria-label"))?.replace(/\d+/, "")).toBe(card?.replace(/\d+/, ""));
      await page.click('[data-action="ready"]');
      await page.waitForSelector('.room[data-my-turn="yes"] .spy-guide [data-tip="move"]', { timeout: 30_000 });
      await page.locator(".spy-board").evaluate((board) => board.scrollIntoView({ block: "start" }));
      await screenshotView(page, `spy-guided-move-phone-${locale}-view`);
      for (const part of [".spy-guide", ".spy-own .spy-row", ".spy-controls button"]) {
        expect(await bottomOf(part), part).toBeLessThanOrEqual(available);
      }
      await page.locator(".spy-board").evaluate((board) => board.scrollIntoView({ block: "start" }));
      await screenshotView(page, `spy-guided-move-phone-${locale}-view`);
      await context.close();
    });
  }
});
