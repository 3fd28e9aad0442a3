/** Steps a person takes in the browser, shared by the browser tests. */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { watchErrors } from "./browser";

export interface Player {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

export async function newPlayer(
  browser: Browser,
  host: string,
  viewport = { width: 1280, height: 900 },
  /** "allow": the site's service worker may run (test/browser/browser.ts blocks it by default). */
  serviceWorkers: "allow" | "block" = "block",
): Promise<Player> {
  const context = await browser.newContext({ viewport, baseURL: `http://${host}`, serviceWorkers });
  const page = await context.newPage();
  const errors = watchErrors(page);
  return { context, page, errors };
}

/**
 * Home page → your name (asked once: kept when this browser remembers one) →
 * pick a game and table size → create; returns the room code from the URL. The
 * creator is seated in seat 1.
 */
export async function createRoomByClicking(
  page: Page,
  game: "spy" | "sequence",
  players: number,
  name = "Host",
): Promise<string> {
  await page.goto("/");
  const field = page.locator('[data-field="name"]');
  if ((await field.inputValue()) === "") await field.fill(name);
  await page.click(`[data-game="${game}"]`);
  await page.selectOption('[data-field="players"]', String(players));
  await page.click('[data-action="create"]');
  await page.waitForURL(/\/r\/[A-Z0-9]{7}$/);
  const code = page.url().split("/r/")[1] as string;
  await page.waitForSelector('.room[data-you-seat="0"] .lobby');
  return code;
}

/** The host fills every empty seat with a computer player, one at a time, each added before the next tap. */
export async function fillWithComputers(page: Page): Promise<void> {
  for (let left = await page.locator('[data-action="add-bot"]').count(); left > 0; left--) {
    await page.locator('[data-action="add-bot"]').first().click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-action="add-bot"]').length < n, left);
  }
}

/**
 * Types a name and takes the first empty seat, or seat `seat` (two people sitting down at once in one room would
 * both take the first: one of them then waits for a seat it never gets); the room's creator, seated already, is
 * renamed instead.
 */
export async function sitDown(page: Page, name: string, seat?: number): Promise<number> {
  await page.fill('[data-field="name"]', name).catch(async (e: Error) => {
    // Once, under heavy load, a friend's page never showed the lobby in 90 s: say what it showed instead.
    throw new Error(`${e.message}\nthe page showed: ${await shownNow(page)}`);
  });
  const seated = await page.getAttribute(".room", "data-you-seat");
  if (seated !== null && seated !== "none") {
    const index = Number(seated);
    await page.click('.lobby form:has([data-field="name"]) button[type="submit"]');
    await page.waitForSelector(`[data-seat="${index}"]:has-text("${name}")`);
    return index;
  }
  const free = page.locator(`[data-seat${seat === undefined ? "" : `="${seat}"`}]:has([data-action="sit"])`).first();
  const index = Number(await free.getAttribute("data-seat"));
  await free.locator('[data-action="sit"]').click();
  await page.waitForSelector(`.room[data-you-seat="${index}"]`);
  return index;
}

/** Where a page is and what it says, for a failure's message: its address, the room's state, its first words. */
async function shownNow(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const room = document.querySelector(".room") as HTMLElement | null;
      const state = room ? JSON.stringify({ ...room.dataset }) : "no room";
      return `${location.href} ${state} "${(document.body.textContent ?? "").slice(0, 300).replace(/\s+/g, " ")}"`;
    })
    .catch((e: Error) => `nothing readable (${e.message})`);
}

export const version = async (page: Page) => Number(await page.getAttribute(".room", "data-version"));

/** Waits until the page shows a state newer than `v`. */
export async function waitNewer(page: Page, v: number): Promise<void> {
  await page.waitForFunction((old) => Number(document.querySelector(".room")?.getAttribute("data-version")) > old, v, {
    timeout: 15_000,
  });
}

/**
 * Clicks Ready on a Spy arrangement and waits for the room to have it: until then the page still shows its
 * seat as one to act (it has not arranged), and a turn driver polling "my turn" would take the arranging page
 * for a playing one and wait on buttons it does not show. Had: the arrangement saved (Ready disabled with its
 * "sent" note), or play begun (no Ready at all).
 */
export async function arrangeReady(page: Page): Promise<void> {
  await page.click('[data-action="ready"]');
  await page.waitForFunction(() => {
    const ready = document.querySelector<HTMLButtonElement>('[data-action="ready"]');
    return (
      ready === null || (ready.disabled && document.querySelector(".room")?.getAttribute("data-my-turn") !== "yes")
    );
  });
}

/** Whether the page shows its player's turn (rendered with the same state as the board, unlike the title). */
export const myTurn = async (page: Page) => (await page.locator('.room[data-my-turn="yes"]').count()) > 0;

export const titleSaysMyTurn = async (page: Page) => (await page.title()).startsWith("●");

export const isOver = async (page: Page) => (await page.locator('.room[data-phase="over"]').count()) > 0;

/** Rejects a page with horizontal scrolling at its current viewport. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Text that a box would cut at its top or bottom. Scripts whose marks reach past the line (Kannada's and
 * Punjabi's vowel signs above, conjuncts below, Arabic's dots) lose them: "ಮನೆ" read as "ಮನ". A one-line box
 * (no wrapping, or cut short with an ellipsis) clips sideways only; a box that must clip lines (two lines at
 * most), in those scripts, gives each line at least 1.5 times the text's size. Rules on the styles rather than
 * on the pixels, so that they hold whichever fonts the machine has.
 */
export function cutTopOrBottom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tallMarks = ["pa", "kn", "ar"].includes(document.documentElement.lang);
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      if (style.overflowY === "visible" || style.clipPath !== "none") continue;
      const text = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!text || element.getClientRects().length === 0) continue;
      const name = `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 30)}"`;
      const oneLine = style.whiteSpace === "nowrap" || style.whiteSpace === "pre" || style.textOverflow === "ellipsis";
      const line = Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
      if (oneLine) found.push(`${name}: clips above and below`);
      else if (tallMarks && line < 1.5) found.push(`${name}: lines of ${line.toFixed(2)}`);
    }
    return found;
  });
}

/** The selectors whose box is not wholly inside the viewport, and whether the page was scrolled at all. */
export function offScreen(page: Page, selectors: string[]) {
  return page.evaluate((wanted) => {
    const out: string[] = [];
    for (const selector of wanted) {
      const element = document.querySelector(selector);
      if (!element) {
        out.push(`${selector}: missing`);
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.left < -0.5 || box.bottom > innerHeight + 0.5 || box.right > innerWidth + 0.5) {
        out.push(
          `${selector}: ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`,
        );
      }
    }
    return { scrolled: document.scrollingElement?.scrollTop ?? 0, out };
  }, selectors);
}

/** The room page's top bar during play, at most (the layout contract between the room's chrome and the boards). */
export const ROOM_BAR_MAX = 48;

/**
 * Issue 19's one screen during play, as the page leaves it (not scrolled): the room's bar at most 48 px, the
 * `selectors` (the board and the player's own controls) wholly on screen, nothing to scroll sideways. What fails,
 * in words (none: it holds).
 */
export async function oneScreenFailures(page: Page, selectors: string[]): Promise<string[]> {
  const failures: string[] = [];
  const bar = await page.locator(".room-bar").boundingBox();
  if ((bar?.height ?? Number.POSITIVE_INFINITY) > ROOM_BAR_MAX) failures.push(`the room's bar: ${bar?.height} px tall`);
  const { scrolled, out } = await offScreen(page, selectors);
  if (scrolled !== 0) failures.push(`scrolled to ${scrolled}`);
  failures.push(...out);
  const sideways = await horizontalOverflow(page);
  if (sideways > 0) failures.push(`${sideways} px of sideways scrolling`);
  return failures;
}

/**
 * Waits until the Sequence board offers the seat to act something: a playable
 * card or a pass. The turn shows on the room page before the game's board,
 * loaded on demand, has drawn the hand.
 */
export const sequenceHandReady = (page: Page): Promise<void> =>
  page.locator('[data-action="pass"], [data-card]:not([data-idle])').first().waitFor();

/**
 * Opens the room's menu during a game where it is a drawer (a phone); on a wide
 * screen it is a column always open, and this does nothing.
 */
export async function openRoomMenu(page: Page): Promise<void> {
  const button = page.locator('[data-action="room-menu"]');
  if (!(await button.isVisible()) || (await button.getAttribute("aria-expanded")) === "true") return;
  await button.click();
  await page.locator('#room-menu[data-open="yes"]').waitFor();
}

/** One Sequence turn from `page`: a pass when it is offered, else its first playable card on its first legal space, sent with Place. */
export async function playFirstSequenceMove(page: Page): Promise<void> {
  const pass = page.locator('[data-action="pass"]');
  if ((await pass.count()) > 0) return pass.click();
  await page.locator("[data-card]:not([data-idle])").first().click();
  await page.locator('[data-legal="true"]').first().click();
  await page.click('[data-action="place"]');
}

/**
 * Whether a request is for one of the site's own files (a build's assets, the service worker, the app
 * manifest): what a page may fetch while a game against the computer asks the server for nothing.
 */
export function isSiteFile(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith("/a/") || pathname === "/sw.js" || pathname === "/manifest.webmanifest";
}

/**
 * Stops the page's clock (installed earlier) where it is, a tenth of a second ahead: from here timers move only
 * when the test moves them (`runFor`, `fastForward`) or `resume`s the clock. A notice of a few seconds then says
 * its wait until the test has read it; under load the test had looked only after it had counted out. Pausing cannot
 * go back in time, and the step from reading the time to pausing has taken longer than any margin small enough
 * not to matter: then the time is read again.
 */
export async function holdClock(page: Page): Promise<void> {
  for (let tries = 0; ; tries++) {
    const now = await page.evaluate(() => Date.now());
    const paused = await page.clock.pauseAt(now + 100).then(
      () => true,
      (e: Error) => {
        if (!e.message.includes("to the past") || tries >= 20) throw e;
        return false;
      },
    );
    if (paused) return;
  }
}
