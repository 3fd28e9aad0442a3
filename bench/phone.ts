/**
 * A slow phone on a cold cache, in headless Chromium (playwright-core, CDP):
 * 400 ms round trip, 50 kB/s down and up (Network.emulateNetworkConditions),
 * the CPU 4× slower (Emulation.setCPUThrottlingRate), the cache disabled and a
 * new browser context every run. Against its own `partykit dev` (a copy of the
 * sources, pages served as in production: minified, split chunks), it prints
 * the median of RUNS runs of:
 *   a. a friend's link → "Sit here" visible: /r/CODE of a room another client
 *      created (over the API), until the first seat's join button shows;
 *   b. home → first move accepted against the computer (Sequence): the home
 *      page, "Play against the computer", then a card and a space of the
 *      hand, until the room's answer shows (the room's version moves on);
 *   c. the same on a second visit: the phone loaded the home page once before
 *      (unthrottled) and its service worker keeps the build, so nothing
 *      comes from the network (the game is played in the browser).
 * Times are the page's own clock (performance.now(), from the navigation's
 * start), read when the condition first holds (polled every animation frame).
 * The server is partykit dev (HTTP/1.1: at most 6 requests at once per host,
 * so ~20 files cost several rounds; a deployment speaks HTTP/2). Not a test:
 * the figures depend on the machine, and on how busy it is (the load average
 * is printed). Usage: npm run bench:phone
 */
import { cpus, loadavg } from "node:os";
import type { Browser, Page } from "playwright-core";
import { launch } from "../test/browser/browser";
import { createRoom } from "../test/room/client";
import { startDevServer, TEST_VARS } from "../test/room/server";

const RUNS = 3;
const PHONE = { width: 360, height: 740 };
const TARGETS = { friendLink: 2500, vsComputer: 3000, vsComputerWarm: 1000 };
const median = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** A fresh context (nothing cached, nothing stored); `warm`: one that may keep the site's service worker. */
async function phone(browser: Browser, host: string, warm = false): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: `http://${host}`,
    serviceWorkers: warm ? "allow" : "block",
  });
  return context.newPage();
}

/** Throttles `page` like a slow phone on a slow network; `cold`: with the browser's cache off as well. */
async function slow(page: Page, cold: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: cold });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

async function slowPhone(browser: Browser, host: string): Promise<Page> {
  const page = await phone(browser, host);
  await slow(page, true);
  return page;
}

/** A phone that has been to the home page: its service worker active, with the build kept. */
async function phoneThatCameBefore(browser: Browser, host: string): Promise<Page> {
  const page = await phone(browser, host, true);
  await page.goto("/");
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active as ServiceWorker;
    if (worker.state !== "activated") {
      await new Promise((done) =>
        worker.addEventListener("statechange", () => worker.state === "activated" && done(0)),
      );
    }
  });
  await slow(page, false);
  return page;
}

/** The page's clock when `selector` first shows. */
const shownAt = (page: Page, selector: string): Promise<number> =>
  page
    .waitForFunction(
      (s) => {
        const element = document.querySelector(s);
        return element && element.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      selector,
      { timeout: 120_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);

async function friendLink(browser: Browser, host: string): Promise<number> {
  const { code } = await createRoom(host, { game: "spy", players: 2 });
  const page = await slowPhone(browser, host);
  try {
    await page.goto(`/r/${code}`, { waitUntil: "commit" });
    return await shownAt(page, '[data-action="sit"]');
  } finally {
    await page.context().close();
  }
}

/** Home → first move, and where it went: the page's clock when the game could be chosen, when the board could be played. */
interface VsComputer {
  readonly total: number;
  readonly homeReady: number;
  readonly boardReady: number;
}

async function vsComputer(browser: Browser, host: string, warm = false): Promise<VsComputer> {
  const page = await (warm ? phoneThatCameBefore(browser, host) : slowPhone(browser, host));
  const now = () => page.evaluate(() => performance.now());
  try {
    await page.goto("/", { waitUntil: "commit" });
    await page.locator('[data-game="sequence"]').click({ timeout: 120_000 });
    const homeReady = await now();
    // A build that still asks for a name before playing the computer (the "before" figures) gets one typed.
    const name = page.locator('[data-field="name"]');
    if ((await name.count()) > 0 && (await name.inputValue()) === "") await name.fill("Mo");
    await page.click('[data-action="vs-computer"]');
    const card = page.locator('.room[data-phase="playing"] [data-card]:not([data-idle])').first();
    await card.click({ timeout: 120_000 });
    const boardReady = await now();
    const before = Number(await page.getAttribute(".room", "data-version"));
    const space = page.locator('[data-legal="true"]').first();
    await space.click({ timeout: 60_000 });
    // Where a touch-sized confirm is asked (a "Place" button), it is the second tap.
    const place = page.locator('[data-action="place"]');
    if ((await place.count()) > 0) await place.first().click();
    const handle = await page.waitForFunction(
      (old) =>
        Number(document.querySelector(".room")?.getAttribute("data-version")) > old ? performance.now() : false,
      before,
      { timeout: 60_000 },
    );
    return { total: (await handle.jsonValue()) as number, homeReady, boardReady };
  } finally {
    await page.context().close();
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
const loadBefore = load();
const server = await startDevServer({ vars: TEST_VARS });
const browser = await launch();
try {
  // One unthrottled load first, so partykit dev's first build and the room class's first start are not measured.
  const warm = await browser.newPage({ baseURL: `http://${server.host}` });
  await warm.goto("/");
  await warm.close();
  const friend: number[] = [];
  const computer: VsComputer[] = [];
  const computerWarm: VsComputer[] = [];
  for (let run = 0; run < RUNS; run++) {
    friend.push(await friendLink(browser, server.host));
    computer.push(await vsComputer(browser, server.host));
    computerWarm.push(await vsComputer(browser, server.host, true));
  }
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log("slow phone: 400 ms RTT, 50 kB/s down and up, CPU x4, cold cache; 360x740; median of", RUNS);
  // Other work on the machine slows the throttled page further: the figures are only as good as the machine was quiet.
  console.log(`load average (1, 5, 15 min) at the start ${loadBefore}, at the end ${load()}; ${cpus().length} CPUs`);
  console.log(
    `a. friend link -> "Sit here" visible:           ${s(median(friend))}  (runs ${friend.map(s).join(", ")}; target <= ${s(TARGETS.friendLink)})`,
  );
  const row = (runs: readonly VsComputer[]) => {
    const totals = runs.map((r) => r.total);
    const stage = (pick: (r: VsComputer) => number) => s(median(runs.map(pick)));
    return `${s(median(totals))}  (runs ${totals.map(s).join(", ")}; medians: the game chosen at ${stage((r) => r.homeReady)}, its board played at ${stage((r) => r.boardReady)})`;
  };
  console.log(
    `b. home -> first move accepted (Sequence, vs computer): ${row(computer)}; target <= ${s(TARGETS.vsComputer)}`,
  );
  console.log(
    `c. the same, second visit (service worker):      ${row(computerWarm)}; target <= ${s(TARGETS.vsComputerWarm)}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
