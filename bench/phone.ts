/**
 * A slow phone on a cold cache, in headless Chromium (playwright-core, CDP):
 * 400 ms round trip, 50 kB/s down and up (Network.emulateNetworkConditions),
 * the CPU 4× slower (Emulation.setCPUThrottlingRate), a new browser context
 * every run. "Cold cache" is a phone's first visit: the cache is empty when
 * the visit starts and works during it (a worker's module the page fetched a
 * moment ago comes from it). `--no-cache` is stricter: the cache is disabled
 * (Network.setCacheDisabled), so every fetch goes to the network, even one the
 * page made before. Against its own `partykit dev` (a copy of the sources,
 * pages served as in production: minified, split chunks), it prints the median
 * of RUNS runs of:
 *   a. a friend's link → "Sit here" visible: /r/CODE of a room another client
 *      created (over the API), until the first seat's join button shows;
 *   b. home → first move accepted against the computer (Sequence): the home
 *      page, "Play against the computer", then a card and a space of the
 *      hand, until the room's answer shows (the room's version moves on);
 *   c. the same on a second visit: the phone loaded the home page once before
 *      (unthrottled) and its service worker keeps the build, so nothing
 *      comes from the network (the game is played in the browser).
 * Times are the page's own clock (performance.now(), from the navigation's
 * start): a control's showing polled every animation frame, the game chosen
 * and its board played when the click on them is done, the move accepted
 * when the page shows it (a MutationObserver on the room's version).
 * For b and c, two figures: the whole time, taps included, and the page's
 * own wait: the home page's game buttons shown, plus, for each tap, the time
 * from the tap to what the next tap needs shown (the board's cards, its legal
 * spaces, Place, the move accepted). The difference is the robot's: Playwright
 * takes 100–350 ms a tap on the throttled page (it scrolls the target into
 * view, waits two frames for it to stand still, hit-tests, then sends the
 * mouse's events one by one), where a person's tap costs the page nothing but
 * the person's own time.
 * The server is partykit dev (HTTP/1.1: at most 6 requests at once per host,
 * so ~20 files cost several rounds); `--http2` puts an HTTP/2 front before it
 * (bench/http2-front.ts), as a deployment speaks. `--cpu N`: the CPU N times
 * slower (default 4; 1 shows what is left when the CPU costs nothing extra,
 * the network's share). Not a test: the figures depend on the machine, and on
 * how busy it is (the load average is printed).
 * Usage: npm run bench:phone [-- --no-cache] [--runs N] [--before DIR] [--http2] [--cpu N] [--trace]
 * `--before DIR`: a second server from the sources in DIR (e.g. `git worktree add DIR main`), measured
 * alternately with this tree's in the same period, each round one run of each, so that the machine's load
 * falls on both alike; both are printed. `--trace`: for each run, every request's start and end, in ms from
 * the navigation's start, and its bytes over the line (where the time goes), and any console line of the page or
 * its worker of the form "T <label> <epoch ms>" (marks one adds by hand while looking:
 * performance.timeOrigin + performance.now()).
 */

import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Browser, Page, Request } from "playwright-core";
import { copySources, SERVED } from "../scripts/dev-server";
import { launch } from "../test/browser/browser";
import { createRoom } from "../test/room/client";
import { type DevServer, startDevServer, TEST_VARS } from "../test/room/server";
import { type Http2Front, startHttp2Front } from "./http2-front";

const { values: args } = parseArgs({
  options: {
    "no-cache": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    before: { type: "string" },
    trace: { type: "boolean", default: false },
    cpu: { type: "string", default: "4" },
    http2: { type: "boolean", default: false },
  },
});
const NO_CACHE = args["no-cache"];
const RUNS = Number(args.runs);
/** How many times slower than this machine the phone's CPU is (`--cpu 1`: this machine's own speed, to see the floor). */
const CPU_SLOWDOWN = Number(args.cpu);
const PHONE = { width: 360, height: 740 };
const TARGETS = { friendLink: 2500, vsComputer: 3000, vsComputerWarm: 1000 };
/** With `--trace`: what the bench is doing, as it starts it (a run that hangs says where). */
const step = (what: string) => args.trace && console.log(`  [${new Date().toISOString().slice(11, 23)}] ${what}`);
const median = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Where a server is: `api`, the dev server's host for the HTTP API; `origin`, where the phone loads pages from. */
interface Site {
  readonly api: string;
  readonly origin: string;
}

/** A fresh context (nothing cached, nothing stored); `warm`: one that may keep the site's service worker. */
async function phone(browser: Browser, site: Site, warm = false): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: site.origin,
    serviceWorkers: warm ? "allow" : "block",
  });
  return context.newPage();
}

/** Throttles `page` like a slow phone on a slow network; `noCache`: with the browser's cache off as well. */
async function slow(page: Page, noCache: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: noCache });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

async function slowPhone(browser: Browser, site: Site): Promise<Page> {
  const page = await phone(browser, site);
  await slow(page, NO_CACHE);
  return page;
}

/** A phone that has been to the home page: its service worker active, with the build kept. */
async function phoneThatCameBefore(browser: Browser, site: Site): Promise<Page> {
  const page = await phone(browser, site, true);
  step("c: first visit, unthrottled");
  await page.goto("/");
  step("c: waiting for the service worker");
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
      // Every frame: the tests' 50 ms default (test/browser/browser.ts) would add up to 50 ms to the figure.
      { timeout: 120_000, polling: "raf" },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);

async function friendLink(browser: Browser, site: Site): Promise<number> {
  const { code } = await createRoom(site.api, { game: "spy", players: 2 });
  const page = await slowPhone(browser, site);
  const seen = args.trace ? traceRequests(page) : [];
  try {
    step(`a: /r/${code}`);
    await page.goto(`/r/${code}`, { waitUntil: "commit" });
    const shown = await shownAt(page, '[data-action="sit"]');
    if (args.trace) {
      console.log(`a: "Sit here" shown at ${shown.toFixed(0)}`);
      await printTrace(page, seen);
    }
    return shown;
  } finally {
    await page.context().close();
  }
}

/** Home → first move, and where it went: the page's clock when the game could be chosen, when the board could be played. */
interface VsComputer {
  readonly total: number;
  readonly homeReady: number;
  readonly boardReady: number;
  /** The page's own wait: the home page shown, and each tap to what the next needs (see the head comment). */
  readonly pageWait: number;
  /** Whether the computer played first (the seat is drawn per game): the player's card then waits for its move. */
  readonly computerFirst: boolean;
}

/** The home page is up for b and c once this shows: the game the robot taps first. */
const HOME_SHOWN = '[data-game="sequence"]';

/**
 * A card of the player's hand it can play, on its turn: where the computer plays first, the page waits for its
 * move (and, the first time, for the computer's code: client/local-room/lazy-bots.ts).
 */
const YOUR_CARD = '.room[data-phase="playing"][data-my-turn="yes"] [data-card]:not([data-idle])';

/**
 * What the page waits for after each tap of b and c: `tap` matched by the clicked element's closest(), `next` what
 * the tap after it needs shown, or else the move accepted (`null`: only that, the room's version moved on).
 */
const TAPS: readonly { readonly tap: string; readonly next: string | null }[] = [
  { tap: HOME_SHOWN, next: '[data-action="vs-computer"]' },
  { tap: '[data-action="vs-computer"]', next: YOUR_CARD },
  { tap: "[data-card]", next: '[data-legal="true"]' },
  { tap: '[data-legal="true"]', next: '[data-action="place"]' },
  { tap: '[data-action="place"]', next: null },
];

/**
 * Run in the page before its scripts (a string: a function would be wrapped by tsx in a helper the page lacks).
 * Notes when the home page's game buttons first show, each tap of TAPS (the click's own time stamp) and when
 * what it waits for first shows after it: at the tap itself if it was there already (a wait of 0).
 */
const NOTE_WAITS = `(() => {
  const taps = ${JSON.stringify(TAPS)};
  const notes = { home: null, taps: [], computerFirst: null };
  window.__waits = notes;
  const shown = (selector) => {
    const element = document.querySelector(selector);
    return element !== null && element.getBoundingClientRect().height > 0;
  };
  const version = () => Number(document.querySelector(".room")?.getAttribute("data-version"));
  const look = () => {
    if (notes.home === null && shown(${JSON.stringify(HOME_SHOWN)})) notes.home = performance.now();
    // Whose turn the game's first picture shows: a computer that plays first is waited for (its code, its move).
    const playing = notes.computerFirst === null && document.querySelector('.room[data-phase="playing"][data-my-turn]');
    if (playing) notes.computerFirst = playing.getAttribute("data-my-turn") !== "yes";
    for (const t of notes.taps) {
      if (t.done !== null) continue;
      // A build that asks no second tap on a space accepts the move at the first.
      if (version() > t.version || (t.next !== null && shown(t.next))) t.done = performance.now();
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  addEventListener("click", (event) => {
    const step = taps.find((s) => event.target.closest?.(s.tap) && !notes.taps.some((t) => t.tap === s.tap));
    if (!step) return;
    const tap = { ...step, at: event.timeStamp, version: version(), done: null };
    if (step.next !== null && shown(step.next)) tap.done = tap.at;
    notes.taps.push(tap);
  }, true);
})();`;

/** What NOTE_WAITS keeps in the page. */
interface Notes {
  home: number | null;
  taps: { tap: string; at: number; done: number | null }[];
  computerFirst: boolean | null;
}

/**
 * From NOTE_WAITS' notes: the page's own wait (the home page shown, and each tap to what it waited for) and when
 * the move was accepted (the last tap's wait ended: the room's version moved on).
 */
async function pageWait(page: Page): Promise<{ wait: number; accepted: number; computerFirst: boolean }> {
  const notes = await page.evaluate(() => (window as unknown as { __waits: Notes }).__waits);
  const done = notes.taps.map((t) => t.done);
  if (notes.home === null || done.length === 0 || done.includes(null))
    throw new Error(`the page's waits were not all seen: ${JSON.stringify(notes)}`);
  const ends = done as number[];
  if (args.trace) {
    const each = notes.taps.map((t, i) => `${t.tap} at ${t.at.toFixed(0)} +${((ends[i] as number) - t.at).toFixed(0)}`);
    console.log(`  the page's waits: home shown at ${notes.home.toFixed(0)}; ${each.join("; ")}`);
  }
  const wait = notes.taps.reduce((sum, t, i) => sum + (ends[i] as number) - t.at, notes.home);
  return { wait, accepted: Math.max(...ends), computerFirst: notes.computerFirst === true };
}

/** A request as `--trace` prints it: `bytes` as they came over the line (0 for a mark or a socket's event). */
interface TracedRequest {
  readonly file: string;
  readonly start: number;
  readonly end: number;
  /** When the request went on the line and when its first byte came back (0: not known). */
  readonly sent?: number;
  readonly firstByte?: number;
  readonly cached: boolean;
  readonly bytes?: number;
}

/** With `--trace`: each request of `page` (its worker's too) as it ends, for `printTrace`. */
function traceRequests(page: Page): TracedRequest[] {
  const seen: TracedRequest[] = [];
  const note = (request: Request, cached: boolean, bytes: number) => {
    const timing = request.timing();
    seen.push({
      file: request.url().replace(/^.*\//, "") || request.url(),
      start: timing.startTime,
      end: timing.startTime + Math.max(timing.responseEnd, 0),
      sent: timing.requestStart >= 0 ? timing.startTime + timing.requestStart : 0,
      firstByte: timing.responseStart >= 0 ? timing.startTime + timing.responseStart : 0,
      cached,
      bytes,
    });
  };
  page.on("requestfinished", async (request) =>
    note(
      request,
      (await request.response())?.fromServiceWorker() ?? false,
      (await request.sizes().catch(() => null))?.responseBodySize ?? 0,
    ),
  );
  page.on("websocket", (ws) => {
    seen.push({ file: "WEBSOCKET asked", start: Date.now(), end: 0, cached: false });
    ws.once("framesent", () =>
      seen.push({ file: "WEBSOCKET first frame sent", start: Date.now(), end: 0, cached: false }),
    );
    ws.once("framereceived", () =>
      seen.push({ file: "WEBSOCKET first frame heard", start: Date.now(), end: 0, cached: false }),
    );
  });
  page.on("worker", (worker) => {
    console.log(`  worker started ${worker.url()}`);
    worker.on(
      "console",
      (m) =>
        m.text().startsWith("T ") &&
        seen.push({ file: `MARK ${m.text()}`, start: Number(m.text().split(" ").at(-1)), end: 0, cached: false }),
    );
  });
  page.on(
    "console",
    (m) =>
      m.text().startsWith("T ") &&
      seen.push({ file: `MARK ${m.text()}`, start: Number(m.text().split(" ").at(-1)), end: 0, cached: false }),
  );
  return seen;
}

async function printTrace(page: Page, seen: readonly TracedRequest[]) {
  const origin = await page.evaluate(() => performance.timeOrigin);
  console.log("   asked   sent  first    end  (ms from the navigation)");
  for (const r of seen.slice().sort((a, b) => a.start - b.start)) {
    const size = r.bytes ? `${(r.bytes / 1000).toFixed(1).padStart(5)} kB${r.cached ? " sw" : ""}` : "";
    const at = (t: number | undefined) => (t ? (t - origin).toFixed(0) : "").padStart(6);
    console.log(`  ${at(r.start)} ${at(r.sent)} ${at(r.firstByte)} ${at(r.end)} ${size.padEnd(11)} ${r.file}`);
  }
}

async function vsComputer(browser: Browser, site: Site, warm = false): Promise<VsComputer> {
  const page = await (warm ? phoneThatCameBefore(browser, site) : slowPhone(browser, site));
  const now = () => page.evaluate(() => performance.now());
  const seen = args.trace ? traceRequests(page) : [];
  try {
    await page.addInitScript({ content: NOTE_WAITS });
    step(`${warm ? "c" : "b"}: home`);
    await page.goto("/", { waitUntil: "commit" });
    await page.locator(HOME_SHOWN).click({ timeout: 120_000 });
    const homeReady = await now();
    // A build that still asks for a name before playing the computer (the "before" figures) gets one typed.
    const name = page.locator('[data-field="name"]');
    if ((await name.count()) > 0 && (await name.inputValue()) === "") await name.fill("Mo");
    await page.click('[data-action="vs-computer"]');
    const card = page.locator(YOUR_CARD).first();
    step("the card");
    await card.click({ timeout: 120_000 });
    const boardReady = await now();
    const space = page.locator('[data-legal="true"]').first();
    step("the space");
    await space.click({ timeout: 60_000 });
    // Where a touch-sized confirm is asked (a "Place" button), it is the second tap.
    const place = page.locator('[data-action="place"]');
    if ((await place.count()) > 0) await place.first().click();
    step("waiting for the answer");
    // NOTE_WAITS notes, in the page, the moment its room's version moves on after the last tap: the time the page
    // showed the answer, not the time a poll from here found it (seconds later on a busy machine).
    await page.waitForFunction(
      () => (window as unknown as { __waits: Notes }).__waits.taps.every((t) => t.done !== null),
      null,
      { timeout: 60_000, polling: "raf" },
    );
    const { wait, accepted, computerFirst } = await pageWait(page);
    const figures = { total: accepted, homeReady, boardReady, pageWait: wait, computerFirst };
    if (args.trace) {
      console.log(
        `${warm ? "c" : "b"}: chosen ${homeReady.toFixed(0)}, board ${boardReady.toFixed(0)}, total ${figures.total.toFixed(0)}, the page's own wait ${figures.pageWait.toFixed(0)}`,
      );
      await printTrace(page, seen);
    }
    return figures;
  } finally {
    await page.context().close();
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

/** One server's figures, run by run. */
interface Figures {
  readonly friend: number[];
  readonly computer: VsComputer[];
  readonly computerWarm: VsComputer[];
}

/** A server from a copy of the sources in `root` (another tree: the "before" of a change), removed when it stops. */
async function serverOf(root: string): Promise<DevServer> {
  // What that tree has of what is served today (an older tree may lack a file added since).
  const paths = SERVED.filter((path) => existsSync(join(resolve(root), path)));
  const copy = copySources({ paths, root: resolve(root) });
  try {
    const server = await startDevServer({ vars: TEST_VARS, cwd: copy.dir });
    return { ...server, stop: () => server.stop().finally(copy.remove) };
  } catch (e) {
    copy.remove();
    throw e;
  }
}

/** One run of each measure against `site`, added to `into`. */
async function round(browser: Browser, site: Site, into: Figures): Promise<void> {
  into.friend.push(await friendLink(browser, site));
  into.computer.push(await vsComputer(browser, site));
  into.computerWarm.push(await vsComputer(browser, site, true));
}

function report(name: string, figures: Figures): void {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const { friend, computer, computerWarm } = figures;
  console.log(name);
  console.log(
    `a. friend link -> "Sit here" visible:           ${s(median(friend))}  (runs ${friend.map(s).join(", ")}; target <= ${s(TARGETS.friendLink)})`,
  );
  const row = (runs: readonly VsComputer[]) => {
    const totals = runs.map((r) => r.total);
    const stage = (pick: (r: VsComputer) => number) => s(median(runs.map(pick)));
    const waits = runs.map((r) => r.pageWait);
    // A run where the computer played first is marked *.
    const mark = (r: VsComputer) => (r.computerFirst ? "*" : "");
    return `${s(median(totals))}  (runs ${runs.map((r) => s(r.total) + mark(r)).join(", ")}; medians: the game chosen at ${stage((r) => r.homeReady)}, its board played at ${stage((r) => r.boardReady)}); the page's own wait ${s(median(waits))} (runs ${runs.map((r) => s(r.pageWait) + mark(r)).join(", ")}; * the computer played first)`;
  };
  console.log(
    `b. home -> first move accepted (Sequence, vs computer): ${row(computer)}; target <= ${s(TARGETS.vsComputer)}`,
  );
  console.log(
    `c. the same, second visit (service worker):      ${row(computerWarm)}; target <= ${s(TARGETS.vsComputerWarm)}`,
  );
}

const loadBefore = load();
const servers: { name: string; server: DevServer; site: Site; front?: Http2Front; figures: Figures }[] = [];
// The HTTP/2 front's certificate is its own: accepted by the whole browser, its service workers' fetches included.
const browser = await launch({ args: args.http2 ? ["--ignore-certificate-errors"] : [], full: true });
/** The server's site: its own HTTP/1.1, or with `--http2` an HTTP/2 front of its own (bench/http2-front.ts). */
async function served(name: string, server: DevServer): Promise<(typeof servers)[number]> {
  const figures = { friend: [], computer: [], computerWarm: [] };
  if (!args.http2) return { name, server, site: { api: server.host, origin: `http://${server.host}` }, figures };
  const front = await startHttp2Front(server.host);
  return { name, server, front, site: { api: server.host, origin: `https://${front.host}` }, figures };
}
try {
  if (args.before) servers.push(await served(`before (${args.before})`, await serverOf(args.before)));
  servers.push(
    await served(args.before ? "after (this tree)" : "this tree", await startDevServer({ vars: TEST_VARS })),
  );
  // One unthrottled load first, so partykit dev's first build and the room class's first start are not measured.
  for (const { site } of servers) {
    const page = await browser.newPage({ baseURL: site.origin });
    await page.goto("/");
    await page.close();
  }
  for (let run = 0; run < RUNS; run++) {
    for (const { site, figures } of servers) await round(browser, site, figures);
  }
  const cache = NO_CACHE
    ? "the cache disabled (--no-cache)"
    : "cold cache (empty at the start, working during the visit)";
  const protocol = args.http2 ? "HTTP/2 (an HTTP/2 front, --http2)" : "HTTP/1.1 (partykit dev's own)";
  console.log(
    `slow phone: 400 ms RTT, 50 kB/s down and up, CPU x${CPU_SLOWDOWN}, ${cache}, ${protocol}; 360x740; median of`,
    RUNS,
  );
  // Other work on the machine slows the throttled page further: the figures are only as good as the machine was quiet.
  console.log(`load average (1, 5, 15 min) at the start ${loadBefore}, at the end ${load()}; ${cpus().length} CPUs`);
  for (const { name, figures } of servers) report(name, figures);
} finally {
  await browser.close();
  for (const { server, front } of servers) {
    await front?.stop();
    await server.stop();
  }
}
