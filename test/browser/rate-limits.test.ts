/**
 * The per-address limits as a person meets them (issue 20, item 6): a real 429 from the real server, said with
 * its wait and counted down, the buttons held until the wait is over and free again after it. Room creation from
 * the home page and from a try-it embed; unknown room codes on a room's page (refused over the socket) and on a
 * replay page (refused over HTTP). On a 360x740 phone, in English and in Arabic.
 *
 * A server of its own with small ceilings (a burst of 1, then 1 every 5 s), and each test poses as its own client
 * address (CF-Connecting-IP, which partykit dev passes through: party/address.ts), so no test drains another's.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DevServer, startDevServer, TEST_VARS } from "../room/server";
import { launch, screenshot, watchErrors } from "./browser";
import { holdClock, type Player } from "./flow";

const PHONE = { width: 360, height: 740 };
const WAIT_SECONDS = 5;
const VARS = {
  ...TEST_VARS,
  ROOM_CREATE_BURST: "1",
  ROOM_CREATE_PER_MINUTE: String(60 / WAIT_SECONDS),
  ROOM_PROBE_BURST: "1",
  ROOM_PROBE_PER_MINUTE: String(60 / WAIT_SECONDS),
};

let server: DevServer;
let browser: Browser;
beforeAll(async () => {
  server = await startDevServer({ vars: VARS });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A person on a phone at `address` (documentation ranges, RFC 5737). */
async function personAt(address: string, locale: string): Promise<Player> {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: `http://${server.host}`,
    locale,
    extraHTTPHeaders: { "cf-connecting-ip": address },
  });
  const page = await context.newPage();
  // A refused fetch is logged by the browser as a failed resource (429, 404): that is the test's point.
  const errors = watchErrors(page);
  return { context, page, errors };
}

const realErrors = (errors: readonly string[]) => errors.filter((e) => !/status of (429|404)/.test(e));

/**
 * Every count of the notice, on the page's own clock paused and run a second at a time (with as much real time,
 * so that the server's wait is over too when the page's is), until it is gone; then the clock flows again. The
 * page's clock needs installing before the refusal. Unlike polling a flowing clock, a busy machine cannot make
 * a count be missed (it had: one count seen of five).
 */
async function everyCount(person: Player): Promise<number[]> {
  const { page } = person;
  await holdClock(page);
  const seen: number[] = [];
  for (;;) {
    const left = await page.evaluate(() => document.querySelector("[data-wait]")?.getAttribute("data-wait"));
    if (left === undefined || left === null) break;
    seen.push(Number(left));
    await page.waitForTimeout(1000);
    await page.clock.runFor(1000);
  }
  await page.clock.resume();
  return seen;
}

/**
 * Seconds the notice says are left, read from the page, each time it is asked, until it is gone. Read in one
 * evaluation each (not a wait with a timeout: on a busy machine a slow answer is not the notice gone).
 */
async function countdown(person: Player): Promise<number[]> {
  const seen: number[] = [];
  for (;;) {
    const left = await person.page.evaluate(() => document.querySelector("[data-wait]")?.getAttribute("data-wait"));
    if (left === undefined || left === null) return seen;
    if (seen.at(-1) !== Number(left)) seen.push(Number(left));
    await person.page.waitForTimeout(200);
  }
}

/**
 * Takes every room the address may create now (POSTs until one is refused), so that a click right after it is
 * refused however long the page took to load: the bucket refills a room every 5 s, and a busy machine may take
 * longer than that between one step and the next.
 */
async function drain(address: string): Promise<void> {
  for (let tries = 0; tries < 10; tries++) {
    const res = await fetch(`http://${server.host}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": address },
      body: JSON.stringify({ game: "spy" }),
    });
    if (res.status === 429) return;
    expect(res.status).toBe(201);
  }
  throw new Error(`the limit never refused ${address}`);
}

/** The home page's notice of a refusal. */
const HOME_NOTICE = ".home p.error[role=alert]";

/**
 * Drains `address` and taps "Create a room": refused, its notice ({@link HOME_NOTICE}) shown. Unless the machine
 * took longer than a refill between the two (a busy machine has): then the tap made a room, and it is tried again
 * from the home page.
 */
async function refusedCreate(person: Player, address: string): Promise<void> {
  const notice = person.page.locator(HOME_NOTICE);
  for (let tries = 0; tries < 5; tries++) {
    await drain(address);
    await person.page.click('[data-action="create"]');
    const refused = notice.waitFor().then(
      () => true,
      () => false,
    );
    const created = person.page.waitForURL(/\/r\/[A-Z0-9]{7}$/).then(
      () => false,
      () => false,
    );
    if (await Promise.race([refused, created])) return;
    await person.page.goto("/");
  }
  throw new Error(`${address} was never refused a room`);
}

/**
 * `refuse` (which leaves the page refused), with the page's clock held while the refusal's notice counts at least
 * `seconds` more. The wait is the time to the limit's next refill, which the test's drain has just emptied: 5 s,
 * less however long the machine took from the drain to the refusal. Under load that has left 1 s (no countdown to
 * watch) or nothing (the notice gone, the button it held, `freed`, free again, and the test waiting in vain for
 * the notice): then the notice, if any, is waited out and the page refused again. Either the notice or the freed
 * button shows without the clock running.
 */
async function heldRefusal(person: Player, freed: string, refuse: () => Promise<unknown>, seconds = 1): Promise<void> {
  for (let tries = 0; tries < 5; tries++) {
    await refuse();
    await holdClock(person.page);
    await person.page.waitForSelector(`[data-wait], ${freed}:not(:disabled)`);
    const left = await person.page.evaluate(() => document.querySelector("[data-wait]")?.getAttribute("data-wait"));
    if (Number(left ?? 0) >= seconds) return;
    await person.page.clock.resume();
    await countdown(person);
  }
  throw new Error(`the refusal's notice never had ${seconds} s left when the page's clock was held`);
}

/**
 * Drains `address`'s unknown codes and opens `path` (a page of an unknown code, shown by `page`: ".unavailable" or
 * ".replay-page"): refused, unless the machine took longer than a refill (then the code is simply missing), when it
 * is opened again.
 */
async function refusedProbe(person: Player, address: string, path: string, page: string): Promise<void> {
  for (let tries = 0; tries < 5; tries++) {
    await drainProbes(address);
    await person.page.goto(path);
    const state = await person.page
      .locator(`${page}[data-state="limited"], ${page}[data-state="missing"]`)
      .getAttribute("data-state");
    if (state === "limited") return;
  }
  throw new Error(`${address} was never refused ${path}`);
}

/** The same for unknown codes: asks for codes no room answers to until one is refused. */
async function drainProbes(address: string): Promise<void> {
  for (let tries = 0; tries < 10; tries++) {
    const res = await fetch(`http://${server.host}/parties/main/ZZZZZZ${tries + 2}`, {
      headers: { accept: "application/json", "cf-connecting-ip": address },
    });
    if (res.status === 429) return;
    expect(res.status).toBe(404);
  }
  throw new Error(`the limit never refused ${address}`);
}

// Each test is its own address with its own waits (a few seconds each, most of the file's time): at once.
describe.concurrent("rate limits, as a person meets them", () => {
  it("home page: the second new room from one network is refused with the wait, the buttons held until it is over", async () => {
    const ana = await personAt("198.51.100.1", "en-US");
    await ana.page.clock.install();
    await ana.page.goto("/");
    await ana.page.fill('[data-field="name"]', "Ana");
    await ana.page.click('[data-action="create"]');
    await ana.page.waitForURL(/\/r\/[A-Z0-9]{7}$/);

    await ana.page.goto("/");
    const notice = ana.page.locator(HOME_NOTICE);
    await heldRefusal(ana, '[data-action="create"]', () => refusedCreate(ana, "198.51.100.1"), 2);
    expect(await notice.textContent()).toMatch(/^Too many new rooms from your network: try again in [2-5] s\.$/);
    // Below the buttons on a phone, but scrolled into the screen.
    expect(await notice.evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    expect(await ana.page.isDisabled('[data-action="create"]')).toBe(true);
    // A game against the computer asks the server for nothing, so no limit holds it (issue 22).
    for (const action of ["vs-computer", "guided"]) {
      expect(await ana.page.isEnabled(`[data-action="${action}"]`), action).toBe(true);
    }
    await screenshot(ana.page, "rate-limit-home-phone-en");
    // Counted down a second at a time, then gone, and the buttons free again.
    const seen = await everyCount(ana);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual(Array.from({ length: seen[0] ?? 0 }, (_, i) => (seen[0] ?? 0) - i));
    expect(await ana.page.isEnabled('[data-action="create"]')).toBe(true);
    await ana.page.click('[data-action="create"]');
    await ana.page.waitForURL(/\/r\/[A-Z0-9]{7}$/);

    // The limit holds again (that room was the burst's one); the try-it embed plays all the same: in the browser.
    await ana.page.goto("/embed/try/spy");
    await ana.page.click('[data-action="try"]');
    await ana.page.waitForSelector('.room[data-phase="playing"] .spy-board');
    expect(await ana.page.locator(".try-it p.error").count()).toBe(0);
    expect(realErrors(ana.errors)).toEqual([]);
    await ana.context.close();
  });

  it("home page in Arabic: the same refusal in Arabic words, right to left, with Latin digits", async () => {
    const address = "198.51.100.2";
    // Someone else on the same network has just taken the one room of the burst.
    const first = await fetch(`http://${server.host}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": address },
      body: JSON.stringify({ game: "spy" }),
    });
    expect(first.status).toBe(201);
    const badr = await personAt(address, "ar");
    await badr.page.clock.install();
    await badr.page.goto("/");
    await badr.page.fill('[data-field="name"]', "بدر");
    const notice = badr.page.locator(HOME_NOTICE);
    await heldRefusal(badr, '[data-action="create"]', () => refusedCreate(badr, address));
    expect(await badr.page.getAttribute("html", "dir")).toBe("rtl");
    expect(await notice.textContent()).toMatch(
      /^أُنشئت من شبكتك غرف جديدة كثيرة جدًا: حاول مرة أخرى \u2068بعد ([1-5] ثوانٍ|ثانيتين|ثانية واحدة)\u2069\.$/,
    );
    // A whole-page picture: the notice is in it, wherever it sits.
    await screenshot(badr.page, "rate-limit-home-phone-ar");
    await badr.page.clock.resume();
    await countdown(badr);
    expect(await badr.page.isEnabled('[data-action="create"]')).toBe(true);
    expect(realErrors(badr.errors)).toEqual([]);
    await badr.context.close();
  });

  it("a room's page in Arabic: too many unknown codes is said with its wait, and Try again is free once it is over", async () => {
    const carla = await personAt("198.51.100.3", "ar");
    await carla.page.clock.install();
    // The first unknown code takes the burst and is simply not a room. On a busy machine the socket may have been
    // opened twice (a reconnect before the room's answer came through): the second is then already refused.
    await carla.page.goto("/r/2222222");
    await carla.page.waitForSelector('.unavailable[data-state="missing"], .unavailable[data-state="limited"]');
    // The next is refused over the socket; the page learns the wait from the room's GET.
    await heldRefusal(carla, '[data-action="retry"]', () =>
      refusedProbe(carla, "198.51.100.3", "/r/3333333", ".unavailable"),
    );
    const notice = carla.page.locator(".unavailable p.error[role=alert]");
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /^جُرِّبت من شبكتك رموز كثيرة جدًا لا تطابق أي غرفة: حاول مرة أخرى \u2068بعد ([1-5] ثوانٍ|ثانيتين|ثانية واحدة)\u2069\.$/,
    );
    expect(await carla.page.textContent("#unavailable-title")).toContain("3333333");
    expect(await carla.page.isDisabled('[data-action="retry"]')).toBe(true);
    await screenshot(carla.page, "rate-limit-room-phone-ar");
    await carla.page.clock.resume();
    await countdown(carla);
    expect(await carla.page.isEnabled('[data-action="retry"]')).toBe(true);
    // The wait is over: trying again is answered, and the answer is the truth (there is no such room). Unless the
    // socket was opened twice again (above): then the page counts down once more and is tried again.
    let answer: string | null = null;
    for (let tries = 0; tries < 3 && answer !== "missing"; tries++) {
      await countdown(carla);
      const asked = await carla.page.$(".unavailable");
      await carla.page.click('[data-action="retry"]');
      // The answer to this try, not the notice it was tried from.
      await carla.page.waitForFunction((el) => !el?.isConnected, asked);
      answer = await carla.page
        .locator('.unavailable[data-state="missing"], .unavailable[data-state="limited"]')
        .getAttribute("data-state");
    }
    expect(answer).toBe("missing");
    expect(realErrors(carla.errors)).toEqual([]);
    await carla.context.close();
  });

  it("a replay page: an unknown code refused over HTTP is said with its wait, then tried again", async () => {
    const dan = await personAt("198.51.100.4", "en-US");
    await dan.page.clock.install();
    await dan.page.goto("/r/4444444/replay");
    await dan.page.waitForSelector('.replay-page[data-state="missing"]');
    await heldRefusal(dan, '[data-action="retry"]', () =>
      refusedProbe(dan, "198.51.100.4", "/r/5555555/replay", ".replay-page"),
    );
    expect(await dan.page.textContent(".replay-page p.error[role=alert]")).toMatch(
      /^Too many unknown room codes from your network: try again in [1-5] s\.$/,
    );
    expect(await dan.page.isDisabled('[data-action="retry"]')).toBe(true);
    await screenshot(dan.page, "rate-limit-replay-phone-en");
    await dan.page.clock.resume();
    await countdown(dan);
    await dan.page.click('[data-action="retry"]');
    await dan.page.waitForSelector('.replay-page[data-state="missing"]');
    expect(realErrors(dan.errors)).toEqual([]);
    await dan.context.close();
  });
});
