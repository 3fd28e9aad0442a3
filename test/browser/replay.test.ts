/**
 * Watching a finished game again, in real Chromium: a Spy and a Sequence game
 * are played to the end through the real room by scripted seats; a spectator's
 * game-over panel downloads the game and opens the replay page, which steps
 * through every move (buttons, keyboard, the slider, playing at a speed) with
 * every card face up from the start, on a desktop and on a 360-px phone (a
 * Sequence board in view whole, in English and Arabic). During
 * the match the same page reveals nothing: the room refuses the file and the
 * page shows no card at all.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyEntry, type LogEntry, startGame } from "../../shared/engine/log";
import { findGame } from "../../shared/games";
import type { SequenceState } from "../../shared/games/sequence";
import type { SpyState, SpyView } from "../../shared/games/spy";
import { createRoom, TestClient } from "../room/client";
import { playGame } from "../room/play";
import { accessibilityProblems } from "./accessibility";
import { launch, screenshot, screenshotView, watchErrors } from "./browser";
import { horizontalOverflow, newPlayer } from "./flow";

const host = inject("pkHost");

const step = async (page: Page) => Number(await page.getAttribute(".replay", "data-step"));
const atStep = (page: Page, n: number) => page.waitForSelector(`.replay[data-step="${n}"]`, { timeout: 5_000 });

/** Every state of the file's game, the deal first, as the engine plays it. */
function statesOf(file: {
  game: string;
  players: number;
  options: unknown;
  first: number | null;
  seed: string;
  actions: LogEntry[];
}): unknown[] {
  const game = findGame(file.game);
  if (!game) throw new Error(file.game);
  const start = startGame(game, file);
  if (!start.ok) throw new Error(start.error.code);
  const states = [start.value];
  for (const entry of file.actions) {
    const next = applyEntry(game, states.at(-1), entry);
    if (!next.ok) throw new Error(next.error.code);
    states.push(next.value);
  }
  return states;
}

/** The cards the page shows on a Spy base, by row position. */
const spyRow = (page: Page, seat: number) =>
  page.$$eval(`.spy-base[data-seat="${seat}"] .spy-card`, (cards) => cards.map((c) => c.getAttribute("data-card")));

/** The cards the page shows in a Sequence hand. */
const sequenceHand = (page: Page, seat: number) =>
  page.$$eval(`.replay-hand[data-seat="${seat}"] [data-card]`, (cards) =>
    cards.map((c) => c.getAttribute("data-card")),
  );

/** A 360×740 touch screen in `language`: no hover, a coarse pointer, as a phone's browser reports. */
async function phonePlayer(browser: Browser, language: "en" | "ar") {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: `http://${host}`,
    hasTouch: true,
    isMobile: true,
  });
  await context.addInitScript((l) => localStorage.setItem("tabletop:locale", l), language);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** How far the Sequence board's bottom edge lies below the bottom of the screen, at the top of the page (px). */
const boardBelowFold = (page: Page) =>
  page.evaluate(() => {
    const board = document.querySelector(".seq-board")?.getBoundingClientRect();
    if (!board) throw new Error("no board");
    return board.bottom + window.scrollY - window.innerHeight;
  });

describe("the replay page's address", () => {
  it("the server answers /r/CODE/replay and /embed/r/CODE/replay with the page shell; a code that cannot be one gets 404", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    for (const path of [`/r/${code}/replay`, `/embed/r/${code}/replay`, `/r/${code.toLowerCase()}/replay/`]) {
      const res = await fetch(`http://${host}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      expect(await res.text(), path).toContain('id="app"');
    }
    expect((await fetch(`http://${host}/embed/r/${code}/replay`)).headers.get("content-security-policy")).toContain(
      "frame-ancestors *",
    );
    expect((await fetch(`http://${host}/r/ABC/replay`)).status).toBe(404);
    expect((await fetch(`http://${host}/r/${code}/replay/more`)).status).toBe(404);
  });
});

describe("the replay page of a finished game, in real Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Each game has its own room and browser context: both at once.
  it.concurrent.each(["spy", "sequence"] as const)(
    "%s: download, then every move forward and back, every card face up",
    async (gameId) => {
      const testSeed = `replay-${gameId}-${Date.now()}`;
      const { code, hostToken } = await createRoom(host, { game: gameId, players: 2, testSeed });
      const clients = [await TestClient.connect(host, code, { hostToken }), await TestClient.connect(host, code)];
      for (const [seat, c] of clients.entries())
        await c.request({ type: "sit", seat, name: ["Ana", "Ben"][seat] as string });
      await clients[0]?.request({ type: "start" });

      // During the match: the room refuses the file, and the page says so with the way back and no card at all.
      const early = await newPlayer(browser, host);
      const answers: number[] = [];
      early.page.on("response", (res) => {
        if (res.url().includes(`/parties/main/${code}?game`)) answers.push(res.status());
      });
      await early.page.goto(`/r/${code}/replay`);
      await early.page.waitForSelector('.replay-page[data-state="notOver"] [role="alert"]');
      expect(answers).toEqual([409]);
      expect(await early.page.locator("[data-card], .spy-card, .seq-board").count()).toBe(0);
      expect(await early.page.textContent('[role="alert"] h1')).toBe("This game is not over yet");
      expect(await early.page.getAttribute('[data-action="back-to-room"]', "href")).toBe(`/r/${code}`);
      await screenshot(early.page, `replay-${gameId}-not-over`);
      // The room page during play offers neither the file nor the replay.
      await early.page.click('[data-action="back-to-room"]');
      await early.page.waitForSelector('.room[data-phase="playing"]');
      expect(await early.page.locator('[data-action="download-game"], [data-action="watch-replay"]').count()).toBe(0);

      const { log } = await playGame(clients, gameId, testSeed);
      for (const c of clients) c.close();

      // A spectator's game-over panel: download the game, then watch it.
      const { page, errors, context } = early;
      await page.waitForSelector('.room[data-phase="over"] .game-over [data-action="download-game"]');
      await page.locator(".game-over").scrollIntoViewIfNeeded();
      await screenshot(page, `replay-${gameId}-game-over`);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.click('[data-action="download-game"]'),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${gameId}-${code}-1\\.json$`));
      const file = JSON.parse(readFileSync(await download.path(), "utf8"));
      expect(file).toMatchObject({ game: gameId, players: 2, first: null, names: ["Ana", "Ben"] });
      expect(file.actions).toEqual(log);
      const states = statesOf(file);

      // In an embed (a blog's sandbox may refuse downloads) the same file opens in a new tab outside the frame,
      // where the server's attachment header makes it a download.
      const embed = await context.newPage();
      await embed.goto(`/embed/r/${code}`);
      const embedLink = embed.locator('.game-over [data-action="download-game"]');
      await embedLink.waitFor();
      expect(await embedLink.getAttribute("target")).toBe("_blank");
      expect(await embedLink.getAttribute("href")).toBe(`http://${host}/parties/main/${code}?game`);
      const fromEmbed = await fetch(`http://${host}/parties/main/${code}?game`);
      expect(fromEmbed.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(await fromEmbed.json()).toEqual(file);
      await embed.close();
      const total = log.length;

      await page.click('[data-action="watch-replay"]');
      await page.waitForURL(`**/r/${code}/replay`);
      await page.waitForSelector(`.replay[data-game="${gameId}"][data-total="${total}"]`);
      expect(await step(page)).toBe(0);
      expect(await page.textContent(".replay-counter")).toBe(`Move 0 of ${total}`);

      // Every card face up from the start: a card the other seat's own view hides is on the page.
      const game = findGame(gameId);
      if (!game) throw new Error(gameId);
      if (gameId === "sequence") {
        const deal = states[0] as SequenceState;
        expect(game.view(deal, 0).hand).toEqual(deal.hands[0]);
        expect(game.view(deal, 0).hand).not.toContain(undefined);
        expect(await sequenceHand(page, 1)).toEqual(deal.hands[1]);
        expect(await sequenceHand(page, 0)).toEqual(deal.hands[0]);
        expect(game.view(deal, 0).handCounts[1]).toBe(deal.hands[1]?.length);
      } else {
        // Spy deals no secret: a base is secret from the moment it is arranged.
        expect(await page.locator(".spy-card").count()).toBe(0);
        // So the first frame says the bases are being arranged, not that cards it does not show are face up.
        expect(await page.textContent(".replay-move")).toContain("the players arrange their bases");
        expect(await page.textContent(".replay-move")).not.toContain("every card is face up");
        const started = states.findIndex((s) => (s as SpyState).phase === "playing");
        expect(started).toBeGreaterThan(0);
        await page.locator('[data-field="move"]').fill(String(started));
        await atStep(page, started);
        const state = states[started] as SpyState;
        const seen = (seat: number) => game.view(state, seat) as SpyView;
        const hidden = seen(0).bases[1]?.places.filter((p) => p.card === null) ?? [];
        expect(hidden.length).toBeGreaterThan(0);
        const shown = await spyRow(page, 1);
        expect(shown).toEqual(seen(1).bases[1]?.places.map((p) => p.card));
        expect(shown.every((card) => card !== null)).toBe(true);
        await screenshot(page, "replay-spy-arranged-desktop");
        await page.click('[data-action="first"]');
        await atStep(page, 0);
      }
      await screenshot(page, `replay-${gameId}-start-desktop`);

      // The buttons: forward and back by one.
      await page.click('[data-action="forward"]');
      await atStep(page, 1);
      expect(await page.textContent(".replay-counter")).toBe(`Move 1 of ${total}`);
      // The arrows still step while a button has the focus.
      await page.keyboard.press("ArrowRight");
      await atStep(page, 2);
      await page.keyboard.press("ArrowLeft");
      await atStep(page, 1);
      await page.click('[data-action="back"]');
      await atStep(page, 0);
      expect(await page.isDisabled('[data-action="back"]')).toBe(true);

      // The keyboard: every move forward with the right arrow, each told in words, and back again.
      await page.locator(".replay-title").click();
      let said = await page.textContent(".replay-move");
      for (let n = 1; n <= total; n++) {
        await page.keyboard.press("ArrowRight");
        await atStep(page, n);
        const now = await page.textContent(".replay-move");
        expect(now?.length, `move ${n}`).toBeGreaterThan(1);
        said = now;
      }
      expect(said).not.toBe("");
      expect(await page.textContent('.replay [aria-live="polite"]')).toContain(`Move ${total} of ${total}: `);
      expect(await page.isDisabled('[data-action="forward"]')).toBe(true);
      await page.keyboard.press("ArrowRight");
      expect(await step(page)).toBe(total);
      // At the end, the board is the room's end: the same winner line.
      if (gameId === "sequence") {
        const end = states.at(-1) as SequenceState;
        expect(await page.getAttribute(".seq-table", "data-status")).toBe(end.status);
        expect(await page.locator(".seq-board [data-chip]").count()).toBe(end.chips.filter((c) => c !== null).length);
      } else {
        const end = states.at(-1) as SpyState;
        expect(await page.locator(".spy-log-lines li").count()).toBe(end.history.length);
        // The log is numbered by move, as the counter counts: each line shows the number of the move that wrote it,
        // once; the move's further lines (the blast, the win) keep its number unshown.
        const wrote: number[] = [];
        states.forEach((state, move) => {
          while (wrote.length < (state as SpyState).history.length) wrote.push(move);
        });
        const numbered = await page.$$eval(".spy-log-lines li", (lines) =>
          lines.map((li) => [(li as HTMLLIElement).value, getComputedStyle(li, "::marker").content]),
        );
        expect(numbered.map(([value]) => value)).toEqual(wrote);
        expect(numbered.at(-1)?.[0]).toBe(total);
        const shown = numbered.map(([, marker]) => marker !== '""');
        expect(shown).toEqual(wrote.map((move, at) => move !== wrote[at - 1]));
      }
      // On a laptop the game's panel (Sequence's hands, players and log; Spy's log) stands beside its board.
      const [board, panel] = gameId === "sequence" ? [".seq-main", ".seq-panel"] : [".spy-table", ".spy-log"];
      const beside = await page.evaluate(
        ([b, p]) =>
          (document.querySelector(p) as HTMLElement).getBoundingClientRect().left >=
          (document.querySelector(b) as HTMLElement).getBoundingClientRect().right - 1,
        [board, panel] as const,
      );
      expect(beside).toBe(true);
      await screenshot(page, `replay-${gameId}-end-desktop`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.keyboard.press("ArrowLeft");
      await atStep(page, total - 1);
      await page.keyboard.press("Home");
      await atStep(page, 0);
      await page.keyboard.press("End");
      await atStep(page, total);

      // Jump with the slider, then play at 4 moves a second and pause with the space bar.
      const middle = Math.floor(total / 2);
      await page.locator('[data-field="move"]').fill(String(middle));
      await atStep(page, middle);
      await page.selectOption('[data-field="speed"]', "4");
      await page.click('[data-action="play"]');
      await page.waitForFunction(
        (n) => Number(document.querySelector(".replay")?.getAttribute("data-step")) >= n,
        Math.min(total, middle + 2),
        { timeout: 5_000 },
      );
      await page.locator(".replay-title").click();
      await page.keyboard.press(" ");
      // Paused as the page shows it (a busy machine may draw a step already on its way first), then still.
      await page.waitForSelector('[data-action="play"][aria-pressed="false"]');
      const paused = await step(page);
      await page.waitForTimeout(600);
      expect(await step(page)).toBe(paused);
      expect(await page.getAttribute('[data-action="play"]', "aria-pressed")).toBe("false");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // The refused fetch during play is the one error the console may show (Chromium logs every 4xx).
      expect(errors.filter((e) => !e.includes("status of 409"))).toEqual([]);
      await context.close();

      // A phone (a touch screen), straight to the link: the same game, laid out in 360 px; a Sequence board is
      // in view whole as the page opens and as it steps, controls above it, in English and in Arabic (whose
      // desktop page Spy's run tries below).
      for (const language of gameId === "sequence" ? (["en", "ar"] as const) : (["en"] as const)) {
        const phone = await phonePlayer(browser, language);
        await phone.page.goto(`/r/${code}/replay`);
        await phone.page.waitForSelector(`html[lang="${language}"] .replay[data-total="${total}"]`);
        expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
        const suffix = language === "en" ? "phone" : "arabic-phone";
        // What the screen shows as the page opens, no more: the board whole in it.
        await screenshotView(phone.page, `replay-${gameId}-start-${suffix}`);
        if (gameId === "sequence") {
          expect(await sequenceHand(phone.page, 1)).toEqual((states[0] as SequenceState).hands[1]);
          expect(await boardBelowFold(phone.page)).toBeLessThanOrEqual(0);
        }
        // The speed is written short beside the slider, and read out whole.
        const speed = await phone.page.$eval('[data-field="speed"] option:checked', (o) => [
          o.textContent,
          o.getAttribute("aria-label"),
        ]);
        expect(speed).toEqual(["1×", language === "en" ? "1 move a second" : "حركة واحدة في الثانية"]);
        // Tapped, as a phone is.
        await phone.page.tap('[data-action="forward"]');
        await atStep(phone.page, 1);
        await phone.page.tap('[data-action="last"]');
        await atStep(phone.page, total);
        expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
        if (gameId === "sequence") expect(await boardBelowFold(phone.page)).toBeLessThanOrEqual(0);
        await screenshot(phone.page, `replay-${gameId}-end-${suffix}`);
        expect(phone.errors).toEqual([]);
        await phone.context.close();
      }

      // In Arabic the page reads right to left: the left arrow steps forward, the right one back.
      const arabic = await newPlayer(browser, host);
      await arabic.context.addInitScript(() => localStorage.setItem("tabletop:locale", "ar"));
      await arabic.page.goto(`/r/${code}/replay`);
      await arabic.page.waitForSelector(`html[dir="rtl"] .replay[data-total="${total}"]`);
      expect(await arabic.page.textContent(".replay-counter")).toBe(`الحركة 0 من ${total}`);
      await arabic.page.keyboard.press("ArrowLeft");
      await atStep(arabic.page, 1);
      await arabic.page.keyboard.press("ArrowLeft");
      await atStep(arabic.page, 2);
      await arabic.page.keyboard.press("ArrowRight");
      await atStep(arabic.page, 1);
      expect(await horizontalOverflow(arabic.page)).toBeLessThanOrEqual(0);
      await screenshot(arabic.page, `replay-${gameId}-arabic`);
      expect(arabic.errors).toEqual([]);
      await arabic.context.close();
    },
  );
});
