/**
 * Offline after the first visit (issue 22, item 3), in real Chromium against the real runtime: the service
 * worker keeps the build once a page has loaded; with the network cut (context.setOffline, which cuts the
 * worker's own fetches too: checked) the home page, a room's page and an embed load from it, and the home page
 * says that only games against the computer are available, the buttons that need the server disabled; back
 * online that goes. Requests only the server can answer never come from the worker. And the update rule, with a
 * real second build: the first visit after it is answered from the old build at once, and a page of it that
 * holds no game and nobody has touched loads the new one when the server's answer says there is one; the pages
 * that do keep their build and its files; the new build's worker waits while a page of the old build is open and
 * takes over once none is. And a network that takes requests and answers none ("lie-fi"): a page comes from the
 * worker's shell at once, and a reload, which asks the server first, after a few seconds, not never.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { CREATE_WAIT_MS } from "../../client/create-room";
import { ar } from "../../client/i18n/ar";
import { en } from "../../client/i18n/en";
import { PAGE_WAIT_MS } from "../../client/offline/cache-plan";
import type { OfflineBuild } from "../../shared/offline-build";
import { type DevServer, snapshotSources, startDevServer, TEST_VARS } from "../room/server";
import { launch, screenshot } from "./browser";
import { newPlayer } from "./flow";

const host = inject("pkHost");
const PHONE = { width: 360, height: 740 };
/** What the browser logs for a request it could not make offline; nothing else may fail. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED/;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The build a page was served from: the id its entry script is linked under. */
const buildOfPage = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src.match(/\/a\/([0-9a-f]+)\//)?.[1],
  );

/** Waits until the site's service worker is active (the page registers it a few seconds after its load). */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active as ServiceWorker;
    if (worker.state !== "activated") {
      await new Promise((done) =>
        worker.addEventListener("statechange", () => worker.state === "activated" && done(0)),
      );
    }
  });

/** The build id the server says a file is of, as this page's fetch gets it (through its worker). */
const fileBuild = (page: Page, path: string) =>
  page.evaluate((p) => fetch(p).then((r) => r.headers.get("x-build-id")), path);

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The build id of the home page the server at `at` serves now. */
async function pageBuildFromServer(at: string): Promise<string | undefined> {
  const html = await (await fetch(`http://${at}/`)).text();
  return html.match(/\/a\/([0-9a-f]+)\/dist\/main\.js/)?.[1];
}

/** The files the served worker keeps (the build it is told of, in its script's first line). */
async function keptFiles(): Promise<readonly string[]> {
  const script = await (await fetch(`http://${host}/sw.js`)).text();
  const build = script.slice(script.indexOf("=") + 1, script.indexOf("\n") - 1);
  return (JSON.parse(build) as OfflineBuild).files;
}

/** The state of the worker waiting to take over, if one is. */
const waitingState = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);

// The three parts run at once: each has a browser context of its own (its own worker, caches and storage) and
// most of their time is waiting (for a worker to install, a page's limit, a rebuild), which they share. Hence
// each test's own `expect` (vitest's, for a test that runs beside others).
describe.concurrent("offline after the first visit", () => {
  it("serves the home page, a room's page and an embed from the worker; the home page says only games against the computer are on", async ({
    expect,
  }) => {
    const { context, page, errors } = await newPlayer(browser, host, PHONE, "allow");
    await page.goto("/");
    await workerActive(page);
    const id = (await buildOfPage(page)) as string;
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // What only the server answers passes the worker by: room creation, a room's HTTP.
    const byWorker = new Map<string, boolean>();
    page.on("response", (res) => {
      const path = new URL(res.url()).pathname;
      if (/^\/(?:api|parties)\//.test(path)) byWorker.set(path, res.fromServiceWorker());
    });
    const code = await page.evaluate(async () => {
      const res = await fetch("/api/rooms", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ game: "spy", players: 2 }),
      });
      const room = (await res.json()) as { code: string };
      await fetch(`/parties/main/${room.code}`);
      return room.code;
    });
    await expect.poll(() => byWorker.size).toBe(2);
    expect(Object.fromEntries(byWorker)).toEqual({ "/api/rooms": false, [`/parties/main/${code}`]: false });

    // Online, a room on the server's page is the server's (its first script, which opens the room's socket, is in
    // no kept shell); the home page comes from the kept shell, which the server's answer beside it then renews:
    // what the server writes around a build (headers, hints, settings) can change without it.
    const firstScripts = () => page.locator("head > script:not([src]):not([data-prefetch])").count();
    await page.goto(`/r/${code}`);
    expect(await firstScripts()).toBe(1);
    const keptHome = () =>
      page.evaluate(
        async (cache) => (await (await caches.open(cache)).match("/"))?.text() ?? "",
        `tabletop-build-${id}`,
      );
    await page.evaluate(
      async ([cache, html]) => {
        const res = (await (await caches.open(cache)).match("/")) as Response;
        await (await caches.open(cache)).put("/", new Response(html, { headers: res.headers }));
      },
      [`tabletop-build-${id}`, (await keptHome()).replace("<head>", '<head><meta name="stale-shell" />')] as const,
    );
    await page.goto("/");
    expect(await firstScripts()).toBe(0);
    expect(await page.locator('meta[name="stale-shell"]').count()).toBe(1);
    await expect.poll(keptHome).not.toContain("stale-shell");
    await page.goto("/");
    expect(await page.locator('meta[name="stale-shell"]').count()).toBe(0);

    // A file the worker did not keep at install (a source map), it asks the server for, and keeps; with the
    // network cut another one fails: the cut reaches the worker's own fetches, so what loads offline is its cache.
    const status = (path: string) =>
      page.evaluate(
        (p) =>
          fetch(p).then(
            (r) => r.status,
            () => "failed",
          ),
        path,
      );
    expect(await status(`/a/${id}/dist/main.js.map`)).toBe(200);
    const chunk = (await keptFiles()).find((f) => /\/room-route-[\w-]+\.js$/.test(f)) as string;
    await context.setOffline(true);
    expect(await status(`${chunk}.map`)).toBe("failed");
    expect(await status(`/a/${id}/dist/main.js.map`)).toBe(200);
    const create = () =>
      fetch("/api/rooms", { method: "POST" }).then(
        () => "answered",
        () => "failed",
      );
    expect(await page.evaluate(create)).toBe("failed");

    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
    expect(home?.fromServiceWorker()).toBe(true);
    const notice = page.locator("#offline-notice");
    expect(await notice.textContent()).toBe(en["home.offline"]);
    // The buttons that need the server are disabled, and say why; the computer's are not.
    for (const button of ['[data-action="create"]', '.join-form button[type="submit"]']) {
      expect(await page.locator(button).isDisabled(), button).toBe(true);
      expect(await page.locator(button).getAttribute("aria-describedby"), button).toBe("offline-notice");
    }
    expect(await page.locator('[data-action="vs-computer"]').isDisabled()).toBe(false);
    await screenshot(page, "offline-home-phone");

    // Another language's words are in the worker's cache too.
    await page.selectOption('[data-field="language"]', "ar");
    await page.waitForFunction(() => document.documentElement.lang === "ar");
    expect(await notice.textContent()).toBe(ar["home.offline"]);
    await screenshot(page, "offline-home-phone-ar");
    await page.selectOption('[data-field="language"]', "en");
    await page.waitForFunction(() => document.documentElement.lang === "en");

    // A room's page is the site's shell; an embed gets the embed's (its headers let any site frame it).
    const room = await page.goto(`/r/${code}`);
    expect(room?.fromServiceWorker()).toBe(true);
    expect(await buildOfPage(page)).toBe(id);
    await page.waitForFunction(() => (document.getElementById("app")?.childElementCount ?? 0) > 0);
    expect(await page.locator("main[data-embed]").count()).toBe(0);
    // The room cannot answer: the page says the network is gone and offers the way home, not a wait with no end.
    await page.locator('.room-loading [data-status="offline"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('.room-loading a[href="/"]').count()).toBe(1);
    await screenshot(page, "offline-room-phone");
    const embed = await page.goto("/embed/try/sequence");
    expect(embed?.fromServiceWorker()).toBe(true);
    expect((await embed?.allHeaders())?.["content-security-policy"]).toContain("frame-ancestors *");
    await page.waitForSelector("main[data-embed] > *");

    // Back online, the home page offers everything again.
    await page.goto("/");
    await notice.waitFor();
    await context.setOffline(false);
    await notice.waitFor({ state: "detached" });
    expect(await page.locator('[data-action="create"]').isDisabled()).toBe(false);
    expect(await page.locator('[data-action="create"]').getAttribute("aria-describedby")).toBeNull();
    expect(errors.filter((e) => !OFFLINE_NOISE.test(e))).toEqual([]);
    await context.close();
  });
});

/**
 * A front for the server at `target` that passes bytes both ways, but: after `hold()` the server's bytes wait in
 * it until `release()` (a slow network's answer, as late as the test likes); after `answerNothing()` it takes
 * every connection and every byte and answers none, as a network that is up but goes nowhere.
 */
async function front(target: string): Promise<{
  host: string;
  hold(): void;
  release(): void;
  answerNothing(): void;
  stop(): void;
}> {
  const [targetHost, targetPort] = target.split(":") as [string, string];
  let dropping = false;
  let held: (() => void)[] | null = null;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on("error", () => client.destroy());
    if (dropping) return;
    const upstream = connect(Number(targetPort), targetHost);
    sockets.add(upstream);
    upstream.on("error", () => dropping || client.destroy());
    client.on("data", (bytes) => dropping || upstream.write(bytes));
    upstream.on("data", (bytes) => {
      if (held) held.push(() => client.write(bytes));
      else if (!dropping) client.write(bytes);
    });
    client.on("close", () => upstream.destroy());
    // A server that closes a connection (an idle keep-alive's end) is not heard through a network that answers
    // nothing either: the browser's side stays open and silent, as a black hole's does.
    upstream.on("close", () => {
      if (held) held.push(() => client.destroy());
      else if (!dropping) client.destroy();
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const send of waiting) send();
    },
    answerNothing: () => {
      dropping = true;
    },
    stop: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe.concurrent("a network that answers nothing", () => {
  it("a page the server leaves unanswered comes from the worker's shell; a room's creation fails in time; a game against the computer is played", async ({
    expect,
  }) => {
    const network = await front(host);
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: `http://${network.host}`,
      serviceWorkers: "allow",
    });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await workerActive(page);
      const id = await buildOfPage(page);
      await page.reload();

      network.answerNothing();
      // A page comes from the worker's kept build without waiting for the server.
      const home = await page.goto("/");
      expect(home?.fromServiceWorker()).toBe(true);
      expect(await buildOfPage(page)).toBe(id);
      // A reload asks the server first, and without the worker's limit the browser would wait minutes for it (the
      // step's own limit fails it). With it, the kept build comes once the limit is up, not before.
      const asked = Date.now();
      const reloaded = await page.reload();
      expect(Date.now() - asked).toBeGreaterThanOrEqual(PAGE_WAIT_MS);
      expect(reloaded?.fromServiceWorker()).toBe(true);
      expect(await buildOfPage(page)).toBe(id);
      // A table for friends needs the server, which says nothing: after the page's wait for it, the page says the
      // room could not be created, and the button may be tried again, rather than staying busy. On the page's own
      // clock, run ahead, so the test does not sit through that wait: a second short of it, still busy. The clock
      // is paused, not left to flow: on a busy machine a second of real time can pass before the button is read.
      await page.fill('[data-field="name"]', "Mo");
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 10_000);
      await page.click('[data-action="create"]');
      await page.clock.fastForward(CREATE_WAIT_MS - 1000);
      expect(await page.textContent('[data-action="create"]')).toBe(en["home.creating"]);
      expect(await page.locator('p[role="alert"].error').count()).toBe(0);
      await page.clock.fastForward(1000);
      await page.locator('p[role="alert"].error').waitFor();
      expect(await page.textContent('p[role="alert"].error')).toBe(en["home.failed"]);
      expect(await page.locator('[data-action="create"]').isDisabled()).toBe(false);
      await page.clock.resume();
      await page.click('[data-game="sequence"]');
      await page.click('[data-action="vs-computer"]');
      await page.waitForSelector('.room[data-phase="playing"][data-you-seat="0"] .seq-board');
      await screenshot(page, "lie-fi-solo-phone");
    } finally {
      await context.close();
      network.stop();
    }
  });
});

describe.concurrent("a new build", () => {
  let sources: { dir: string; remove(): void };
  let server: DevServer;
  let network: Awaited<ReturnType<typeof front>>;
  let context: BrowserContext;
  beforeAll(async () => {
    // A server of its own, from a copy of the sources: the test makes a second build by changing a stylesheet.
    sources = snapshotSources();
    server = await startDevServer({ cwd: sources.dir, vars: TEST_VARS, rebuilds: true });
    network = await front(server.host);
    context = await browser.newContext({ baseURL: `http://${network.host}`, serviceWorkers: "allow" });
    // Every page notes what the worker tells it, from its first moment.
    await context.addInitScript(() => {
      const said: unknown[] = [];
      Object.assign(window, { saidByWorker: said });
      navigator.serviceWorker?.addEventListener("message", (event) => said.push(event.data));
    });
  });
  afterAll(async () => {
    await context?.close();
    network?.stop();
    await server?.stop();
    sources?.remove();
  });

  const saidByWorker = (page: Page) =>
    page.evaluate(() => (window as unknown as { saidByWorker: unknown[] }).saidByWorker);
  const howLoaded = (page: Page) =>
    page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type);

  it("is taken on the first visit after it by a page that holds no game and nobody has touched; the old build waits for its pages", async ({
    expect,
  }) => {
    const first = await context.newPage();
    await first.goto("/");
    await workerActive(first);
    await first.reload();
    const a = (await buildOfPage(first)) as string;
    // A game against the computer, which its player comes back to later.
    await first.click('[data-game="sequence"]');
    await first.click('[data-action="vs-computer"]');
    await first.waitForSelector('.room[data-phase="playing"][data-you-seat="0"]');
    const soloGame = new URL(first.url()).pathname;
    await first.goto("/");

    // The next build: any file of it changed is a new build id, and so a new worker script.
    // The built stylesheet is replaced whole, in one rename: the server's id goes from this build to the next in
    // one step. (Changing the source instead set off partykit dev's rebuild, whose half-rewritten files, and a
    // second rebuild for a write seen as two changes, once gave the worker a third build: a fresh clone's run.)
    const built = join(sources.dir, "public", "dist", "styles.css");
    const next = join(sources.dir, "styles.css.next");
    writeFileSync(next, `${readFileSync(built, "utf8")}\n.offline-test-build{color:inherit}\n`);
    renameSync(next, built);
    await expect.poll(() => pageBuildFromServer(server.host), { timeout: 30_000 }).not.toBe(a);
    const b = (await pageBuildFromServer(server.host)) as string;

    // The first visits after it, on a network slow to answer: the worker answers each from its kept build at
    // once, without waiting for the server, which it asks beside them.
    network.hold();
    const touched = await context.newPage();
    await touched.goto("/");
    await touched.keyboard.press("Shift");
    const inGame = await context.newPage();
    await inGame.goto(soloGame);
    await inGame.waitForSelector('.room[data-phase="playing"][data-you-seat="0"]');
    const untouched = await context.newPage();
    await untouched.goto("/");
    for (const page of [touched, inGame, untouched]) expect(await buildOfPage(page)).toBe(a);

    // The server answers: a newer build. The home page nobody has touched loads again, from the server.
    network.release();
    await expect.poll(() => buildOfPage(untouched), { timeout: 30_000 }).toBe(b);
    expect(await howLoaded(untouched)).toBe("reload");
    // Told the same, the page under a finger and the game go on with their build.
    for (const page of [touched, inGame]) {
      await expect.poll(() => saidByWorker(page)).toEqual([{ type: "newer-build", build: a }]);
      expect(await buildOfPage(page)).toBe(a);
      expect(await howLoaded(page)).toBe("navigate");
    }
    expect(await inGame.locator('.room[data-phase="playing"]').count()).toBe(1);

    // A page opened once the worker has seen the new build is the server's, at once, with its own files.
    const second = await context.newPage();
    await second.goto("/");
    expect(await buildOfPage(second)).toBe(b);
    expect(await fileBuild(second, `/a/${b}/dist/main.js`)).toBe(b);
    expect(await saidByWorker(second)).toEqual([]);

    // The new build's worker installs (its cache is filled) and waits: pages of the old build are open.
    await expect.poll(() => waitingState(second), { timeout: 60_000, interval: 250 }).toBe("installed");
    const bothBuilds = [`tabletop-build-${a}`, `tabletop-build-${b}`].sort();
    expect((await cacheNames(first)).sort()).toEqual(bothBuilds);
    await first.waitForTimeout(2000);
    expect(await waitingState(first)).toBe("installed");
    // The old pages' files are still their own build's, from its cache (the server now has the new build).
    expect(await fileBuild(inGame, `/a/${a}/dist/main.js`)).toBe(a);
    expect(await fileBuild(first, `/a/${a}/styles.css`)).toBe(a);

    // No page of the old build open: the new worker takes over and the old build's cache goes. (A page opened
    // in the moment before the browser hands over would be the old worker's again: then it is closed, and tried
    // once more.)
    for (const page of [first, touched, inGame, untouched, second]) await page.close();
    let after: Page | null = null;
    for (let attempt = 0; attempt < 5 && !after; attempt++) {
      await new Promise((r) => setTimeout(r, 1000));
      const page = await context.newPage();
      await page.goto("/");
      const gone = await expect
        .poll(() => cacheNames(page), { timeout: 5000, interval: 250 })
        .toEqual([`tabletop-build-${b}`])
        .then(
          () => true,
          () => false,
        );
      if (gone) after = page;
      else await page.close();
    }
    expect(after).not.toBeNull();
    const page = after as Page;
    expect(await waitingState(page)).toBeNull();
    expect(await buildOfPage(page)).toBe(b);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
    expect(await fileBuild(page, `/a/${b}/styles.css`)).toBe(b);
  });
});
