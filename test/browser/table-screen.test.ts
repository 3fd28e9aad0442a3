/**
 * The table still and its end on screen (issue 19, items 1 and 2), in real Chromium: the layout does not shift
 * (CLS, inputs excluded) over a whole game of each on the phone, a friend dropping out mid-game included; the
 * game's end shows its result and Play again on the screen, phone and laptop; the phone's menu holds the room's
 * chrome. That the board and your own controls are on one screen on your turn, at every table size, phone and
 * laptop, English and Arabic, is asked where each table is tried: spy-table.test.ts, sequence-table.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityProblems } from "./accessibility";
import { launch, screenshot, screenshotView, watchErrors } from "./browser";
import {
  arrangeReady,
  createRoomByClicking,
  fillWithComputers,
  isOver,
  myTurn,
  offScreen,
  type Player,
  sequenceHandReady,
  version,
  waitNewer,
} from "./flow";

const host = inject("pkHost");
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

/**
 * Records the layout shifts not caused by input, from the page's first paint on (window.__shifts). Chrome counts
 * a shift as the input's for 500 ms after it; on a busy machine the answer to a tap can take longer, so the test
 * also marks when the player's own action was on its way (window.__acting: from the tap until its answer is
 * drawn) and leaves those shifts out as the input's too.
 */
function recordLayoutShift() {
  const record = window as unknown as ShiftRecord;
  record.__shifts = [];
  record.__acting = [];
  type Shift = {
    value: number;
    startTime: number;
    hadRecentInput: boolean;
    sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Shift[]) {
      if (entry.hadRecentInput) continue;
      // What moved and by how much, and the newest log line then (what had just happened).
      const what = entry.sources.map((s) => {
        const name = s.node instanceof Element ? s.node.className || s.node.tagName : "#text";
        const [from, to] = [s.previousRect, s.currentRect].map((r) => `${Math.round(r.y)}+${Math.round(r.height)}`);
        return `${name} ${from}→${to}`;
      });
      const newest = document.querySelector('[class*="log"] li:last-child')?.textContent?.slice(0, 60) ?? "";
      record.__shifts.push({
        value: entry.value,
        at: entry.startTime,
        what: `${entry.value.toFixed(3)}: ${what.join(", ")} (after "${newest}")`,
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
}
type ShiftRecord = {
  __shifts: { value: number; at: number; what: string }[];
  /** [from, to] on the page's clock: the player's own action on its way. */
  __acting: [number, number][];
};
/** The shifts since the last reset, but for those while the player's own action was on its way. */
const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as ShiftRecord;
    const counted = record.__shifts.filter(({ at }) => !record.__acting.some(([from, to]) => at >= from && at <= to));
    return { total: counted.reduce((sum, s) => sum + s.value, 0), shifted: counted.map((s) => s.what) };
  });
const resetLayoutShift = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as ShiftRecord;
    record.__shifts = [];
    record.__acting = [];
  });
/** Runs the player's own action, marked as such (see recordLayoutShift); a frame after its answer is drawn is its too. */
async function acting(page: Page, action: () => Promise<void>): Promise<void> {
  const from = await page.evaluate(() => performance.now());
  await action();
  const to = await page.evaluate(
    () =>
      new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())))),
  );
  await page.evaluate(([a, b]) => (window as unknown as ShiftRecord).__acting.push([a, b]), [from, to] as [
    number,
    number,
  ]);
}

async function player(browser: Browser, viewport: { width: number; height: number }, languages = "en-US") {
  const context = await browser.newContext({ viewport, baseURL: `http://${host}`, locale: languages, hasTouch: true });
  await context.addInitScript(recordLayoutShift);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) } satisfies Player;
}

/** The host fills every other seat with a computer player and starts; in Spy, the host then arranges as dealt. */
async function startAgainstComputers(page: Page, game: "spy" | "sequence", players: number): Promise<void> {
  await createRoomByClicking(page, game, players);
  await fillWithComputers(page);
  await page.click('[data-action="start"]:not(:disabled)');
  await page.waitForSelector('.room[data-phase="playing"]');
  if (game === "spy") {
    await arrangeReady(page);
  }
}

/** Waits until this page's turn can be played: Spy's turn buttons, Sequence's hand. */
async function turnReady(page: Page, game: "spy" | "sequence"): Promise<void> {
  if (game === "sequence") await sequenceHandReady(page);
  else await page.waitForSelector(".spy-controls [data-action='end']");
}

async function myTurnReady(page: Page): Promise<void> {
  await page.waitForSelector('.room[data-my-turn="yes"]', { timeout: 90_000 });
}

describe.concurrent("the table on one screen, nothing jumps", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("the phone's menu opens over the table and holds the room's chrome, and closes again", async () => {
    const me = await player(browser, PHONE);
    await startAgainstComputers(me.page, "sequence", 2);
    await myTurnReady(me.page);
    expect(await me.page.locator('[data-field="language"]').isVisible()).toBe(false);
    await me.page.click('[data-action="room-menu"]');
    await me.page.locator('[data-field="language"]').waitFor();
    expect(await me.page.locator('#room-menu [data-presence-seat="0"]').isVisible()).toBe(true);
    expect(await me.page.locator('#room-menu [data-field="link"]').textContent()).toContain("/r/");
    // Once it has slid in.
    await me.page.waitForFunction(() => document.getAnimations().length === 0);
    await screenshot(me.page, "room-menu-phone");
    await me.page.keyboard.press("Escape");
    await me.page.locator('[data-field="language"]').waitFor({ state: "hidden" });
    await me.context.close();
  });

  for (const game of ["spy", "sequence"] as const) {
    it(`${game}: a whole game on the phone shifts nothing (CLS < 0.1, inputs excluded), a friend dropping out included`, async () => {
      const ana = await player(browser, PHONE);
      const ben = await player(browser, PHONE);
      const players = game === "spy" ? 3 : 2;
      const code = await createRoomByClicking(ana.page, game, players, "Ana");
      await ben.page.goto(`/r/${code}`);
      await ben.page.fill('[data-field="name"]', "Ben");
      await ben.page.locator('[data-seat]:has([data-action="sit"])').first().locator('[data-action="sit"]').click();
      await ben.page.waitForSelector('.room[data-you-seat="1"]');
      await fillWithComputers(ana.page);
      await ana.page.click('[data-action="start"]:not(:disabled)');
      await ana.page.waitForSelector('.room[data-phase="playing"]');
      if (game === "spy") {
        await arrangeReady(ana.page);
        await arrangeReady(ben.page);
      }
      let benHere = true;
      let anaTurns = 0;
      let measuring = false;
      for (let step = 0; step < 400 && !(await isOver(ana.page)); step++) {
        if (benHere && (await myTurn(ben.page))) {
          await playTurn(ben.page, game);
          continue;
        }
        if (!(await myTurn(ana.page))) {
          await ana.page
            .waitForFunction(
              () =>
                document.querySelector('.room[data-my-turn="yes"], .room[data-phase="over"]') !== null ||
                document.querySelector("[data-offline-seat]") !== null,
              undefined,
              { timeout: 5_000 },
            )
            .catch(() => undefined);
          // Ben gone, the game waits for his seat: the host frees it and gives it to the computer. A button
          // already tapped stays disabled until the room answers: clicking it again would wait on a button on its way out.
          const free = ana.page.locator('[data-offline-seat] [data-action="free-seat"]:not(:disabled)');
          if (!benHere && (await free.count()) > 0) await free.first().click();
          const bot = ana.page.locator('[data-action="vacancy-bot"]:not(:disabled)');
          if (!benHere && (await bot.count()) > 0) {
            await bot.first().click();
            // Those buttons lie below the board, where the clicks scrolled to. With the last seat settled their
            // list goes, and the page takes Ana back up to the game, the keyboard's place too.
            await ana.page.locator(".vacancies").waitFor({ state: "detached" });
            const where = () => ({ scrolled: scrollY, focused: document.activeElement?.className });
            const back = { scrolled: 0, focused: "game-area" };
            await ana.page
              .waitForFunction((b) => scrollY === b.scrolled && document.activeElement?.className === b.focused, back)
              .catch(() => undefined);
            expect(await ana.page.evaluate(where), "scrolled to the top, the game focused").toEqual(back);
          }
          continue;
        }
        await turnReady(ana.page, game);
        if (!measuring) {
          // From the first turn on: the lobby-to-table change before it is not play.
          await resetLayoutShift(ana.page);
          measuring = true;
        }
        await acting(ana.page, () => playTurn(ana.page, game));
        anaTurns++;
        if (anaTurns === 3) {
          // Mid-game on the phone, as the player sees it from the top (docs/<game>-phone.png is taken from here);
          // a scroll is not a layout shift.
          await ana.page.evaluate(() => scrollTo(0, 0));
          await screenshotView(ana.page, `table-${game}-phone`);
        }
        // Ben drops after Ana's first turn: a game of Spy may be over before her third (the deal is random).
        if (anaTurns === 1 && benHere) {
          await ben.context.close();
          benHere = false;
          await ana.page.waitForSelector("[data-offline-seat], [data-vacant-seat]", { timeout: 60_000 });
          await screenshot(ana.page, `cls-${game}-friend-dropped-phone`);
        }
      }
      expect(benHere).toBe(false);
      const shift = await layoutShift(ana.page);
      if (game === "spy") {
        // Where Ana's turn buttons were, the game's end is said, in the same space: a computer's winning move
        // does not pull the log up (it did, 205 px, counted as a shift when a computer won).
        const slot = ana.page.locator(".spy-own .spy-controls-slot");
        expect(await slot.textContent()).toBe(await ana.page.textContent(".spy-status p"));
      }
      // The end as the page leaves it: the result and "Play again" on screen, and the board's top row too.
      await ana.page.waitForSelector('.game-over [data-action="rematch"]');
      await screenshotView(ana.page, `cls-${game}-end-phone-view`);
      const board = game === "spy" ? ".spy-table" : ".seq-board";
      const end = await offScreen(ana.page, [".game-over .winner", '.game-over [data-action="rematch"]']);
      expect(end.out, "the game's end on screen").toEqual([]);
      const [boardTop, cardTop] = await ana.page.evaluate(
        (b) => [b, ".game-over"].map((s) => document.querySelector(s)?.getBoundingClientRect().top ?? -1),
        board,
      );
      expect(boardTop, "the board's top on screen, above the result").toBeGreaterThanOrEqual(0);
      expect(boardTop).toBeLessThan(cardTop as number);
      await screenshot(ana.page, `cls-${game}-end-phone`);
      // The game's end (its card over the final board) is for everyone: in both colour schemes.
      expect(await accessibilityProblems(ana.page)).toEqual([]);
      // "Hide" folds the card to its head and the result, which uncovers the final board; "Show" unfolds it.
      await ana.page.click('.game-over [data-action="fold-result"]');
      await ana.page.locator('.game-over [data-action="rematch"]').waitFor({ state: "hidden" });
      const folded = await ana.page.evaluate(
        (b) => ({
          card: document.querySelector(".game-over")?.getBoundingClientRect().toJSON() as DOMRect,
          board: document.querySelector(b)?.getBoundingClientRect().toJSON() as DOMRect,
          high: innerHeight,
        }),
        board,
      );
      expect(folded.card.height, "folded, a fifth of the screen at most").toBeLessThanOrEqual(folded.high / 5);
      expect(await ana.page.isVisible(".game-over .winner")).toBe(true);
      if (game === "sequence")
        expect(folded.board.bottom, "the whole board above it").toBeLessThanOrEqual(folded.card.top);
      expect(await ana.page.getAttribute('[data-action="fold-result"]', "aria-expanded")).toBe("false");
      await screenshotView(ana.page, `cls-${game}-end-folded-phone-view`);
      await ana.page.click('.game-over [data-action="fold-result"]');
      await ana.page.locator('.game-over [data-action="rematch"]').waitFor();
      expect(shift.total, `${game} CLS over ${anaTurns} turns: ${shift.shifted.join(" | ")}`).toBeLessThan(0.1);
      // The finished game on a laptop, from the top (docs/<game>.png is taken from here): the result and Play
      // again on screen there too, in the room's column beside the game rather than over any of it.
      await ana.page.setViewportSize(LAPTOP);
      await ana.page.evaluate(() => scrollTo(0, 0));
      await screenshotView(ana.page, `table-${game}-over-laptop`);
      const wide = await offScreen(ana.page, [".game-over .winner", '.game-over [data-action="rematch"]']);
      expect(wide.out, "the game's end on a laptop's screen").toEqual([]);
      if (game === "spy") {
        // Beside the log, nothing is below Ana's base: her finished turns take one line there, not a box.
        const slot = await ana.page.locator(".spy-own .spy-controls-slot").boundingBox();
        expect(slot?.height).toBeLessThan(40);
      }
      // Beside the game the card is never in the way: nothing folds it.
      expect(await ana.page.isVisible('[data-action="fold-result"]')).toBe(false);
      const covered = await ana.page.evaluate((parts) => {
        const card = document.querySelector(".game-over")?.getBoundingClientRect();
        if (!card) return ["no card"];
        return [...document.querySelectorAll(parts)].flatMap((part) => {
          const r = part.getBoundingClientRect();
          const wide = Math.min(r.right, card.right) - Math.max(r.left, card.left);
          const high = Math.min(r.bottom, card.bottom) - Math.max(r.top, card.top);
          return wide > 0.5 && high > 0.5
            ? [`${part.className} under the card by ${Math.round(wide)}x${Math.round(high)}`]
            : [];
        });
      }, ".game-area");
      expect(covered, "the card in the room's column, over nothing of the game (its board, hand or log)").toEqual([]);
      expect(ana.errors).toEqual([]);
      await ana.context.close();
    });
  }
});

/** One turn by clicking, quickly towards the end: Spy spies when it can (declining a known bomb), Sequence plays its first card. */
async function playTurn(page: Page, game: "spy" | "sequence"): Promise<void> {
  const before = await version(page);
  if (game === "sequence") {
    await sequenceHandReady(page);
    const pass = page.locator('[data-action="pass"]');
    if ((await pass.count()) > 0) await pass.click();
    else {
      await page.locator("[data-card]:not([data-idle])").first().click();
      const legal = page.locator('[data-legal="true"]');
      await legal.first().waitFor();
      await legal.first().click();
      // A confirm step for small targets (item 5), if the board asks for one.
      const place = page.locator('[data-action="place"]');
      if ((await place.count()) > 0) await place.first().click();
      else if ((await version(page)) === before && (await legal.count()) > 0)
        await legal
          .first()
          .click()
          .catch(() => undefined);
    }
  } else {
    // A legal turn: once the board is ready for it (its buttons enabled again after the last action), move
    // when a move is offered and nothing can be spied on yet, then spy (declining a known bomb) or end.
    const ready = ".spy-controls [data-action='end']:not(:disabled)";
    await page.waitForSelector(ready);
    const spies = page.locator('[data-action="spy"]:not(:disabled):not([data-fatal])');
    const moves = page.locator('[data-action="move"]:not(:disabled)');
    if ((await spies.count()) === 0 && (await moves.count()) > 0) {
      await moves.first().click();
      await waitNewer(page, before);
      await page.waitForSelector(ready);
    }
    const now = await version(page);
    if ((await spies.count()) > 0) await spies.first().click();
    else await page.locator(ready).click();
    await waitNewer(page, now);
    return;
  }
  await waitNewer(page, before);
}
