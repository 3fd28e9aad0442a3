/**
 * Nobody waits on one person (issue 20, items 3-5), in real Chromium on a
 * phone and a laptop, in English and Arabic: the grace period of a player who
 * left counts down over the board for everyone, with the stand-in offered
 * right there at zero; the host who closes the tab in the lobby hands hosting
 * on after the grace (everyone is told), and a host hands it on by choice; a
 * friend whose seat was freed comes back to it; another game is a proposal
 * every player answers, a "Not now" shows, and a seat that stays silent is
 * left to the computer (whose moves its player's log, the page open all along
 * and after a reload, says are the computer's). Its own server, with a grace of 6 s (long enough to
 * watch it count) and 4 s to answer a proposal.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../room/client";
import { playGame } from "../room/play";
import { type DevServer, startDevServer, TEST_VARS } from "../room/server";
import { launch, screenshot, screenshotView, watchErrors } from "./browser";
import { createRoomByClicking, type Player, sitDown, version, waitNewer } from "./flow";

const GRACE_MS = 6000;
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };
type Viewport = typeof PHONE;

let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startDevServer({ vars: { ...TEST_VARS, STANDIN_AFTER_MS: String(GRACE_MS), REMATCH_ANSWER_MS: "4000" } }),
    launch(),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Someone at a browser of this size whose language is `locale`. */
async function person(viewport: Viewport, locale = "en-US"): Promise<Player> {
  const context = await browser.newContext({ viewport, locale, baseURL: `http://${server.host}` });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Ana creates a room of `game` for `players` on `ana`'s browser; each other person sits down in turn. */
async function table(game: "spy" | "sequence", people: readonly [Player, string][]): Promise<string> {
  const [creator, ...others] = people;
  if (!creator) throw new Error("a table needs someone to create it");
  const code = await createRoomByClicking(creator[0].page, game, people.length, creator[1]);
  for (const [p, name] of others) {
    await p.page.goto(`/r/${code}`);
    await sitDown(p.page, name);
  }
  return code;
}

/** The host picks who moves first (the table's version moves on) and starts; every seated page is playing. */
async function start(hostPage: Page, seated: readonly Player[], first: number | null = null): Promise<void> {
  if (first !== null) {
    const before = await version(hostPage);
    await hostPage.selectOption('[data-field="first"]', String(first));
    await waitNewer(hostPage, before);
  }
  await hostPage.click('[data-action="start"]:not(:disabled)');
  for (const p of seated) await p.page.waitForSelector('.room[data-phase="playing"]');
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k) ?? undefined, key);

/**
 * The game played to its end by scripted clients from each page's own tokens, while the pages are away (a page
 * that followed a whole game would make the test slow); then each page comes back to the finished game.
 */
async function finishByWire(code: string, seated: readonly Player[]): Promise<void> {
  const hellos = [];
  for (const p of seated) {
    const seatToken = await stored(p.page, `tabletop:seat:${code}`);
    const hostToken = await stored(p.page, `tabletop:host:${code}`);
    hellos.push({ ...(seatToken ? { seatToken } : {}), ...(hostToken ? { hostToken } : {}) });
    await p.page.goto("about:blank");
  }
  const clients = await Promise.all(hellos.map((hello) => TestClient.connect(server.host, code, hello)));
  await playGame(clients, "spy", `nobody-waits-${code}`);
  for (const c of clients) c.close();
  for (const p of seated) {
    await p.page.goto(`/r/${code}`);
    await p.page.waitForSelector('.room[data-phase="over"] .game-over [data-rematch="none"]');
  }
}

const text = async (page: Page, selector: string) => (await page.locator(selector).textContent())?.trim() ?? "";

// Each test has its own room and browser contexts, and most of its time is a wait (a grace, an answer): at once.
describe.concurrent("nobody waits on one person", () => {
  for (const [device, viewport, locale] of [
    ["laptop", LAPTOP, "en-US"],
    ["phone", PHONE, "ar-EG"],
  ] as const) {
    it(`${device}, ${locale}: a player who left is named over the board, the grace counts down, and at zero the computer can play for them`, async () => {
      const ana = await person(viewport, locale);
      const ben = await person(PHONE);
      const code = await table("sequence", [
        [ana, "Ana"],
        [ben, "Ben"],
      ]);
      // Someone watching, on the other kind of screen in the other language.
      const cy = await person(device === "laptop" ? PHONE : LAPTOP, locale === "en-US" ? "ar-EG" : "en-US");
      await cy.page.goto(`/r/${code}`);
      await cy.page.waitForSelector('.room[data-you-seat="none"]');
      await start(ana.page, [ana, ben], 1);
      await cy.page.waitForSelector('.room[data-phase="playing"]');

      await ben.context.close();
      // On the table itself, not in the menu: who left and how long until a computer may play for them.
      const line = '.notices [data-away-seat="1"][data-waited="yes"]';
      // Read in one step the moment the count shows: under load the grace can run out between separate reads.
      const counting = await ana.page
        .waitForFunction((selector) => {
          const left = document.querySelector(`${selector} [data-countdown]`)?.getAttribute("data-countdown");
          if (left === undefined || left === null) return null;
          return {
            left: Number(left),
            said: document.querySelector(selector)?.textContent?.trim(),
            presence: document.querySelector('[data-presence-seat="1"]')?.getAttribute("data-presence"),
            offers: document.querySelectorAll('[data-action="free-seat"], [data-action="standin"]').length,
          };
        }, line)
        .then((handle) => handle.jsonValue());
      const first = counting?.left ?? 0;
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThanOrEqual(GRACE_MS / 1000);
      expect(counting?.said).toMatch(
        locale === "en-US" ? /^Ben left · 0:0[1-6]$/ : /^غادر \u2068Ben\u2069 · \u2068?0:0[1-6]\u2069?$/,
      );
      // Meanwhile everywhere else he is reconnecting (never offline as well), and nothing irreversible is offered.
      expect(counting?.presence).toBe("reconnecting");
      expect(counting?.offers).toBe(0);
      // A tap on the line's words reaches what lies under it (the line lies over the board's top edge).
      const under = await ana.page.locator(`${line} > span`).evaluate((words) => {
        const box = words.getBoundingClientRect();
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest(".away-line");
      });
      expect(under).toBeNull();
      // Ana has hosted from the start: nobody tells her she hosts "now".
      expect(await ana.page.locator("[data-host-notice]").count()).toBe(0);
      await screenshotView(ana.page, `away-countdown-${device}-${locale}`);
      // The line itself (counting down, or on a machine slow enough that the steps above took the whole grace,
      // saying he left): a wait for the count alone would wait for what is already over.
      await cy.page.locator(line).waitFor();
      await screenshotView(cy.page, `away-countdown-watching-${device === "laptop" ? "phone" : "laptop"}`);
      // It counts down (or, on a machine slow enough that the steps above took the whole grace, has reached zero).
      await ana.page.waitForFunction(
        ([selector, n]) => {
          const left = document.querySelector(`${selector} [data-countdown]`)?.getAttribute("data-countdown");
          return left === undefined || left === null || Number(left) < n;
        },
        [line, first] as const,
      );

      // At zero, the button right there; the menu says offline, and the host may now free the seat.
      const standIn = ana.page.locator(`${line} [data-action="standin"]`);
      await standIn.waitFor({ timeout: 15_000 });
      expect(await ana.page.getAttribute('[data-presence-seat="1"]', "data-presence")).toBe("offline");
      expect(await ana.page.locator('[data-offline-seat="1"] [data-action="free-seat"]').count()).toBe(1);
      await screenshotView(ana.page, `away-standin-${device}-${locale}`);
      // Someone watching is told he left, and has no button.
      await cy.page.waitForFunction(
        (selector) => document.querySelector(`${selector} [data-countdown]`) === null,
        line,
      );
      expect(await cy.page.locator(`${line}`).count()).toBe(1);
      expect(await cy.page.locator('.notices [data-action="standin"]').count()).toBe(0);

      await standIn.click();
      await ana.page.waitForSelector(".notices [data-away-seat]", { state: "detached" });
      await ana.page.waitForSelector('[data-presence-seat="1"][data-presence="standIn"]', { state: "attached" });
      await ana.page.waitForSelector('.room[data-my-turn="yes"]');
      expect([...ana.errors, ...cy.errors]).toEqual([]);
      await ana.context.close();
      await cy.context.close();
    });
  }

  it("the host closes the tab in the lobby: the others see when hosting passes, the player seated longest hosts and everyone is told; hosting can be handed on", async () => {
    const ana = await person(LAPTOP);
    const ben = await person(PHONE, "ar-EG");
    const cy = await person(LAPTOP);
    await table("spy", [
      [ana, "Ana"],
      [ben, "Ben"],
      [cy, "Cy"],
    ]);
    // Who hosts, and whom the others wait for.
    expect(await text(cy.page, "[data-host-waiting]")).toBe("Waiting for Ana, the host, to start.");
    expect(await cy.page.locator('[data-seat="0"] [data-host-badge]').count()).toBe(1);
    expect(await ana.page.locator('[data-seat="1"] [data-action="make-host"]').count()).toBe(1);

    await ana.context.close();
    // Read in one step the moment the notice shows: under load the grace ran out between two reads (the seat was
    // no longer "reconnecting" when the second looked).
    const away = await cy.page
      .waitForFunction(() => {
        const notice = document.querySelector("[data-host-away]");
        if (!notice?.querySelector("[data-countdown]")) return null;
        const seat = document.querySelectorAll('[data-seat="0"] [data-presence="reconnecting"]');
        return { said: notice.textContent?.trim(), reconnecting: seat.length };
      })
      .then((handle) => handle.jsonValue());
    // The room names who would host next: Ben, who sat down before Cy.
    expect(away?.said).toMatch(/^Ana, the host, left\. Hosting passes to Ben in 0:0[1-6]\.$/);
    expect(away?.reconnecting).toBe(1);
    await screenshot(cy.page, "host-away-lobby-laptop");
    // Ben's notice, for its picture (its words are Cy's, checked above); under load the grace may be over already.
    await ben.page.locator("[data-host-away] [data-countdown], [data-action='start']").first().waitFor();
    await screenshot(ben.page, "host-away-lobby-phone-ar");

    // Ben sat down before Cy: once the grace is over he hosts, sees Start, and both are told.
    await ben.page.waitForSelector('[data-action="start"]', { timeout: 20_000 });
    await ben.page.waitForSelector('[data-host-notice="1"]');
    expect(await text(ben.page, "[data-host-notice]")).toBe("أنت المضيف الآن.");
    await cy.page.waitForSelector('[data-host-notice="1"]');
    expect(await text(cy.page, "[data-host-notice]")).toBe("Ben is the host now.");
    expect(await text(cy.page, "[data-host-waiting]")).toBe("Waiting for Ben, the host, to start.");
    expect(await cy.page.locator('[data-seat="1"] [data-host-badge]').count()).toBe(1);
    expect(await cy.page.locator('[data-seat="0"] [data-presence="offline"]').count()).toBe(1);
    await screenshot(ben.page, "host-passed-phone-ar");
    await screenshot(cy.page, "host-passed-laptop");

    // Ben hands hosting to Cy (a second tap confirms); Cy is told, and hosts; Ben is a player like the others.
    await ben.page.click('[data-seat="2"] [data-action="make-host"]');
    await ben.page.click('[data-seat="2"] [data-action="make-host-yes"]');
    await cy.page.waitForSelector('[data-action="start"]');
    await cy.page.waitForSelector('[data-host-notice="2"]');
    expect(await text(cy.page, "[data-host-notice]")).toBe("You are the host now.");
    await ben.page.waitForSelector('[data-action="start"]', { state: "detached" });
    // Cy, hosting, gives Ana's seat to a computer and starts.
    await cy.page.click('[data-seat="0"] [data-action="kick"]');
    await cy.page.locator('[data-seat="0"] [data-action="add-bot"]').click();
    await start(cy.page, [ben, cy]);
    expect([...ben.errors, ...cy.errors]).toEqual([]);
    await ben.context.close();
    await cy.context.close();
  });

  it("a friend whose seat the host freed (only after the grace) comes back to it while nobody has taken it", async () => {
    const ana = await person(LAPTOP);
    const ben = await person(PHONE);
    const code = await table("sequence", [
      [ana, "Ana"],
      [ben, "Ben"],
    ]);
    await start(ana.page, [ana, ben], 0);
    await ben.page.close();
    await ana.page.waitForSelector('[data-presence-seat="1"][data-presence="reconnecting"]');
    expect(await ana.page.locator('[data-action="free-seat"]').count()).toBe(0);
    await ana.page.click('[data-offline-seat="1"] [data-action="free-seat"]', { timeout: 15_000 });
    await ana.page.waitForSelector('[data-vacant-seat="1"]');
    await screenshot(ana.page, "freed-seat-laptop");

    // Ben opens the room again in the same browser: his seat is his.
    const back = await ben.context.newPage();
    const errors = watchErrors(back);
    await back.goto(`/r/${code}`);
    await back.waitForSelector('.room[data-phase="playing"][data-you-seat="1"]');
    await ana.page.waitForSelector('[data-vacant-seat="1"]', { state: "detached" });
    await ana.page.waitForSelector('[data-presence-seat="1"][data-presence="online"]');
    expect(await back.locator("[data-error]").count()).toBe(0);
    await screenshot(back, "freed-seat-back-phone");
    expect([...ana.errors, ...errors]).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });

  it("after a game any player proposes another and it starts when the others accept", async () => {
    const ana = await person(PHONE);
    const ben = await person(LAPTOP, "ar-EG");
    const code = await table("spy", [
      [ana, "Ana"],
      [ben, "Ben"],
    ]);
    await start(ana.page, [ana, ben]);
    await finishByWire(code, [ana, ben]);
    // Not only the host: every player may propose.
    for (const p of [ana, ben]) expect(await p.page.locator('.game-over [data-action="rematch"]').count()).toBe(1);
    // Ana, on her phone, has folded the card to see the final table: Ben's proposal unfolds it, to be answered.
    await ana.page.click('.game-over [data-action="fold-result"]');
    await ana.page.waitForSelector('.game-over[data-folded="yes"]');

    await ben.page.click('.game-over [data-action="rematch"]');
    await ana.page.waitForSelector(
      '.game-over[data-folded="no"] [data-rematch="open"] [data-action="rematch-decline"]',
    );
    expect(await ana.page.isVisible('[data-action="rematch-decline"]')).toBe(true);
    expect(await text(ana.page, '.game-over [data-rematch="open"] strong')).toBe("Ben wants to play again.");
    expect(await text(ana.page, '[data-rematch-answer="accepted"]')).toBe("Ready to play: Ben.");
    // Ana's own answer is her buttons, not a line saying the table waits for her.
    expect(await ana.page.locator('[data-rematch-answer="waiting"]').count()).toBe(0);
    await ben.page.waitForSelector('.game-over [data-rematch="open"]');
    expect(await ben.page.locator('.game-over [data-action="rematch"]').count()).toBe(0);
    await screenshot(ana.page, "rematch-proposed-phone");
    await screenshot(ben.page, "rematch-proposed-laptop-ar");

    await ana.page.click('.game-over [data-action="rematch"]');
    for (const p of [ana, ben]) await p.page.waitForSelector('.room[data-phase="playing"]');
    expect([...ana.errors, ...ben.errors]).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });

  it("after a game a 'Not now' shows and anyone may propose again; a seat that does not answer is left to the computer", async () => {
    const ana = await person(LAPTOP);
    const ben = await person(PHONE);
    const cy = await person(PHONE, "ar-EG");
    const code = await table("spy", [
      [ana, "Ana"],
      [ben, "Ben"],
      [cy, "Cy"],
    ]);
    await start(ana.page, [ana, ben, cy]);
    await finishByWire(code, [ana, ben, cy]);

    await ana.page.click('.game-over [data-action="rematch"]');
    await ben.page.click('.game-over [data-rematch="open"] [data-action="rematch-decline"]');
    await ana.page.waitForSelector('[data-rematch-declined="1"]');
    expect(await text(ana.page, "[data-rematch-declined]")).toBe("Ben said not now.");
    await ben.page.waitForSelector('[data-rematch-declined="1"]');
    expect(await text(ben.page, "[data-rematch-declined]")).toBe("You said not now.");
    await cy.page.waitForSelector('[data-rematch-declined="1"]');
    await screenshot(cy.page, "rematch-declined-phone-ar");
    // The proposal is off: everyone may propose again.
    for (const p of [ana, ben, cy])
      await p.page.locator('.game-over [data-rematch="none"] [data-action="rematch"]').waitFor();

    // Cy leaves; Ben proposes again and Ana accepts: the game waits for Cy, then a computer may play for Cy.
    await cy.context.close();
    await ben.page.click('.game-over [data-action="rematch"]');
    await ana.page.click('.game-over [data-rematch="open"] [data-action="rematch"]');
    await ana.page.waitForSelector('[data-rematch-answer="accepted"]:has-text("Ana (you)")');
    expect(await text(ana.page, '[data-rematch-answer="waiting"]')).toBe("Waiting for Cy.");
    await screenshot(ana.page, "rematch-waiting-laptop");
    const leave = ana.page.locator('.game-over [data-action="rematch-standin"][data-seat="2"]');
    await leave.waitFor({ timeout: 15_000 });
    expect(await leave.textContent()).toBe("Let the computer play for Cy");
    await ben.page.locator('.game-over [data-action="rematch-standin"][data-seat="2"]').waitFor();
    await screenshot(ben.page, "rematch-silent-seat-phone");
    await leave.click();
    for (const p of [ana, ben]) await p.page.waitForSelector('.room[data-phase="playing"]');
    await ana.page.waitForSelector('[data-presence-seat="2"][data-presence="standIn"]');
    expect([...ana.errors, ...ben.errors]).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });

  it("a player who stays on the page but does not answer is played for by the computer, and every log says so", async () => {
    const ana = await person(LAPTOP);
    const ben = await person(PHONE);
    const code = await table("spy", [
      [ana, "Ana"],
      [ben, "Ben"],
    ]);
    await start(ana.page, [ana, ben]);
    await finishByWire(code, [ana, ben]);
    // Ana proposes another game; Ben, on the page all along, does not answer: Ana leaves his seat to the computer.
    await ana.page.click('.game-over [data-action="rematch"]');
    const leave = ana.page.locator('.game-over [data-action="rematch-standin"][data-seat="1"]');
    await leave.waitFor({ timeout: 15_000 });
    await leave.click();
    await ben.page.waitForSelector('.room[data-phase="playing"] .spy-log-lines li[data-event="arranged"]');
    await ben.page.waitForSelector('[data-away-seat="you"]');
    // Ben's own seat got ready, by the computer's doing: his log says so, never "You are ready".
    const lines = () => ben.page.locator(".spy-log-lines li").allTextContents();
    await ben.page.waitForFunction(() =>
      [...document.querySelectorAll(".spy-log-lines li")].some(
        (li) => li.textContent === "The computer got your base ready",
      ),
    );
    expect(await lines()).not.toContain("You are ready");
    // Taking the seat back changes nothing of what the computer did.
    await ben.page.click('[data-away-seat="you"] [data-action="back"]');
    await ben.page.waitForSelector('[data-away-seat="you"]', { state: "detached" });
    expect(await lines()).toContain("The computer got your base ready");
    expect(await lines()).not.toContain("You are ready");
    // The room keeps which events were the computer's: after a reload the log still says so.
    await ben.page.reload();
    await ben.page.waitForSelector('.room[data-phase="playing"] .spy-log-lines li[data-event="arranged"]');
    expect(await lines()).toContain("The computer got your base ready");
    expect(await lines()).not.toContain("You are ready");
    await screenshot(ben.page, "stand-in-log-phone");
    // Ana's log says it too, after its usual sentence; her own readiness is hers.
    const anaLines = await ana.page.locator(".spy-log-lines li").allTextContents();
    expect(anaLines).toContain("Ben is ready (by the computer)");
    expect(anaLines).not.toContain("Ben is ready");
    expect(anaLines.filter((line) => line.includes("computer"))).toHaveLength(1);
    expect([...ana.errors, ...ben.errors]).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });
});
