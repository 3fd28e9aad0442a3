import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SETTLED_AFTER_MS } from "../../client/offline/when-settled";
import { freePort } from "../../scripts/process-group";
import { createRoom, TestClient } from "../room/client";
import { playGame } from "../room/play";
import { launch, screenshot, watchErrors } from "./browser";
import { isSiteFile } from "./flow";

const host = inject("pkHost");
/** The example points at `npm start`'s address; the test serves it from another origin, as a blog would. */
const EXAMPLE_ORIGIN = "http://localhost:1999";

const frameHeight = (frame: Frame) =>
  frame.frameElement().then((el) => el.evaluate((f) => (f as HTMLElement).getBoundingClientRect().height));

describe("embeds", () => {
  let browser: Browser;
  let blog: Server;
  let blogUrl = "";
  beforeAll(async () => {
    browser = await launch();
    const html = readFileSync("examples/blog-post.html", "utf8").replaceAll(EXAMPLE_ORIGIN, `http://${host}`);
    const port = await freePort();
    blog = createServer((req, res) => {
      if (req.url === "/opaque-frame") {
        // A post that sandboxes the frame without its origin: the page's storage and service worker are refused.
        res.end(
          `<iframe sandbox="allow-scripts" src="http://${host}/embed/try/spy" width="400" height="600"></iframe>`,
        );
        return;
      }
      if (req.url === "/framing-the-site") {
        res.end(`<iframe id="site" src="http://${host}/"></iframe>`);
        return;
      }
      // One room's embed (its code in the address), with the example's own script that sets a frame's height.
      const room = req.url?.match(/^\/room\/(\w+)$/)?.[1];
      if (room) {
        res.setHeader("content-type", "text/html; charset=utf-8");
        const script = html.match(/<script>addEventListener\("message"[\s\S]*?<\/script>/)?.[0] ?? "";
        res.end(`<p>Above.</p><iframe src="http://${host}/embed/r/${room}" title="A game" width="100%" height="640"
          style="border:0"></iframe><p>Below.</p>${script}`);
        return;
      }
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(html);
    });
    await new Promise<void>((resolve) => blog.listen(port, "127.0.0.1", resolve));
    // localhost vs 127.0.0.1: a different origin from the game server, like any blog.
    blogUrl = `http://localhost:${port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => blog?.close(r));
  });

  it("a blog post embeds both games; a reader plays inside the sandboxed frame and the frame resizes", async () => {
    const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${blogUrl}/`);
    const frames = () => page.frames().filter((f) => f.url().includes("/embed/"));
    await page.waitForFunction(() => document.querySelectorAll("iframe").length === 2);
    await expect.poll(() => frames().length, { timeout: 15_000 }).toBe(2);
    const sequenceFrame = frames().find((f) => f.url().includes("sequence")) as Frame;
    await sequenceFrame.waitForSelector('[data-action="try"]');
    // The frame reported its height and the snippet applied it (the try-it card is far shorter than 640 px).
    await expect.poll(() => frameHeight(sequenceFrame), { timeout: 15_000 }).toBeLessThan(600);
    const before = await frameHeight(sequenceFrame);
    expect(await (await sequenceFrame.frameElement()).getAttribute("sandbox")).toBe(
      "allow-scripts allow-same-origin allow-downloads allow-popups allow-popups-to-escape-sandbox",
    );
    // The try-it card links out to the whole site, in a new tab (the sandbox lets that tab escape it).
    const out = sequenceFrame.locator('[data-action="full-site"]');
    expect(await out.getAttribute("href")).toBe(`http://${host}/`);
    expect(await out.getAttribute("target")).toBe("_blank");

    // Nothing is created before the reader presses Play. Play against the computer needs no name (issue 19);
    // a typed one is used.
    await sequenceFrame.fill('[data-field="name"]', "Reader");
    // The game is played in the reader's browser: Play asks the server for nothing, and no socket opens.
    const asked: string[] = [];
    page.on("request", (req) => {
      if (!isSiteFile(req.url())) asked.push(req.url());
    });
    page.on("websocket", (ws) => asked.push(ws.url()));
    await sequenceFrame.click('[data-action="try"]');
    await sequenceFrame.waitForSelector('.room[data-phase="playing"] [data-card]', { timeout: 20_000 });
    let moves = 0;
    for (let i = 0; i < 40 && moves < 3; i++) {
      // The computer's turn is waited for by the page's state, not by a count of short sleeps that a loaded
      // machine could spend before it has played.
      await sequenceFrame.waitForSelector('.room[data-my-turn="yes"]');
      const version = Number(await sequenceFrame.getAttribute(".room", "data-version"));
      const pass = sequenceFrame.locator('[data-action="pass"]');
      if ((await pass.count()) > 0) await pass.click();
      else {
        // Choose a card that has a legal space (the state may still be arriving): try each in turn.
        const cards = sequenceFrame.locator("[data-card]:not([data-idle])");
        for (let c = 0; c < (await cards.count()); c++) {
          await cards.nth(c).click();
          const legal = sequenceFrame.locator('[data-legal="true"]');
          const shown = await legal
            .first()
            .waitFor({ timeout: 3000 })
            .then(() => true)
            .catch(() => false);
          if (shown) {
            await legal.first().click();
            // A new picture between the two taps forgets the marked space (the board's rule): then the turn is
            // simply tried again below, as when no card was playable yet.
            const place = sequenceFrame.locator('[data-action="place"]');
            const marked = await place
              .waitFor({ timeout: 5000 })
              .then(() => true)
              .catch(() => false);
            if (marked) await place.click({ timeout: 5000 }).catch(() => undefined);
            break;
          }
        }
      }
      // A try that found no playable card yet (the picture still arriving) is tried again; only a move counts.
      const moved = await sequenceFrame
        .waitForFunction((v) => Number(document.querySelector(".room")?.getAttribute("data-version")) > v, version, {
          timeout: 10_000,
        })
        .then(() => true)
        .catch(() => false);
      if (moved) moves++;
    }
    expect(moves).toBe(3);
    expect(asked).toEqual([]);
    expect(new URL(sequenceFrame.url()).pathname).toMatch(/^\/embed\/solo\/[2-9A-Z]{8}$/);
    // In the game, the way out opens the full site's home page: the frame's game lives in the frame's storage,
    // which the site's tab cannot read, and a game against the computer is one tap there.
    const toRoom = sequenceFrame.locator('[data-action="full-site"]');
    expect(await toRoom.getAttribute("href")).toBe(`http://${host}/`);
    // During play the link sits in the room's menu, a drawer on a narrow frame: open it first.
    const menuButton = sequenceFrame.locator('[data-action="room-menu"]');
    // A click that lands while the frame is being resized (it follows its content's height) opens nothing: the
    // link is clicked again then, a few times at most; the tab it opens is what is checked.
    let tab: Page | null = null;
    for (let attempt = 0; attempt < 3 && tab === null; attempt++) {
      if ((await menuButton.isVisible()) && (await menuButton.getAttribute("aria-expanded")) !== "true") {
        await menuButton.click();
      }
      [tab] = await Promise.all([
        context.waitForEvent("page", { timeout: 20_000 }).catch(() => null),
        toRoom.click({ timeout: 20_000 }).catch(() => undefined),
      ]);
    }
    if (tab === null) throw new Error("the full-site link opened no tab in three clicks");
    await tab.waitForSelector('[data-action="vs-computer"]');
    expect(tab.url()).toBe(`http://${host}/`);
    await tab.close();
    // The board made the page taller, and the frame followed.
    await expect.poll(() => frameHeight(sequenceFrame), { timeout: 15_000 }).toBeGreaterThan(before + 200);
    await screenshot(page, "embed-blog-post");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a finished game in a frame keeps one height: the end of the game does not make every report taller", async () => {
    const testSeed = `embed-over-${Date.now()}`;
    const { code, hostToken } = await createRoom(host, { game: "spy", players: 2, testSeed });
    const clients = [await TestClient.connect(host, code, { hostToken }), await TestClient.connect(host, code)];
    for (const [seat, c] of clients.entries()) await c.request({ type: "sit", seat, name: `P${seat + 1}` });
    await clients[0]?.request({ type: "start" });
    await playGame(clients, "spy", testSeed);
    for (const c of clients) c.close();
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${blogUrl}/room/${code}`);
    await expect.poll(() => page.frames().length).toBe(2);
    const frame = page.frames().find((f) => f.url().includes("/embed/r/")) as Frame;
    await frame.waitForSelector('.room[data-phase="over"] .game-over');
    // Settled: the same height half a second apart, twice, and about what the finished table takes (it grew by what
    // was below the board at each report, 500-600 px every few milliseconds, past 100,000 px).
    let last = -1;
    let same = 0;
    for (let i = 0; i < 40 && same < 2; i++) {
      await page.waitForTimeout(500);
      const now = await frameHeight(frame);
      same = now === last ? same + 1 : 0;
      last = now;
    }
    expect(same).toBe(2);
    expect(last).toBeLessThan(3000);
    await screenshot(page, "embed-finished-phone");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a reader offline presses Play in a frame (no service worker keeps the site there): told so, it plays once back", async () => {
    const context = await browser.newContext({ viewport: { width: 768, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${blogUrl}/`);
    await expect.poll(() => page.frames().filter((f) => f.url().includes("/embed/try/spy")).length).toBe(1);
    const frame = page.frames().find((f) => f.url().includes("/embed/try/spy")) as Frame;
    await frame.waitForSelector('[data-action="try"]');
    await context.setOffline(true);
    await frame.click('[data-action="try"]');
    // The game's code cannot come: the frame says the network is gone, and keeps its height meanwhile.
    await frame.locator('.room-loading [data-status="offline"]').waitFor({ timeout: 20_000 });
    expect(await frameHeight(frame)).toBeGreaterThan(300);
    await screenshot(page, "embed-offline-play");
    await context.setOffline(false);
    await frame.waitForSelector('.room[data-phase="playing"]', { timeout: 60_000 });
    await context.close();
  });

  it("a frame sandboxed without its origin shows the try-it card, and settles without an error (no service worker there)", async () => {
    const context = await browser.newContext({ viewport: { width: 768, height: 900 }, serviceWorkers: "allow" });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The page registers its service worker once settled (SETTLED_AFTER_MS after its load): its clock runs ahead.
    // (Its registration's chunk is the request that says when.)
    await page.clock.install();
    await page.goto(`${blogUrl}/opaque-frame`);
    await expect.poll(() => page.frames().filter((f) => f.url().includes("/embed/try/spy")).length).toBe(1);
    const frame = page.frames().find((f) => f.url().includes("/embed/try/spy")) as Frame;
    await frame.waitForSelector('[data-action="try"]');
    const registered = page.waitForRequest((req) => /\/register-[\w-]+\.js$/.test(req.url()));
    await page.clock.runFor(SETTLED_AFTER_MS + 1000);
    // The registration's chunk has come and run: the frame refused it its service worker, without an error.
    await (await registered).response();
    await frame.waitForTimeout(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("only the embed pages may be framed: the site refuses to be framed by another site", async () => {
    const res = await fetch(`http://${host}/embed/try/spy`);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(res.headers.get("x-frame-options")).toBeNull();
    for (const path of ["/", "/r/ABCDEFG"]) {
      const site = await fetch(`http://${host}${path}`);
      expect(site.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(site.headers.get("x-frame-options")).toBe("DENY");
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${blogUrl}/framing-the-site`);
    await page.waitForTimeout(500);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    // Chromium replaces a refused frame with its own error page: no app inside.
    expect(await framed?.locator("#app").count()).toBe(0);
    await context.close();
  });

  it("pages carry a strict Content-Security-Policy and assets are cached immutably under a build id", async () => {
    const res = await fetch(`http://${host}/`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    const html = await res.text();
    const script = html.match(/src="(\/a\/[0-9a-f]+\/dist\/main\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`http://${host}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });
});
