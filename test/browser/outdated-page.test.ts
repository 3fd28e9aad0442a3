/**
 * A page left open across a deployment that changed the wire (shared/wire-version.ts), in real Chromium: its
 * sockets are made to say another protocol than the room's (an init script rewrites their address, the first
 * script's socket and the store's alike). An older page loads again once for the new build, and if the room
 * still turns it away, says why instead of loading again and again; a newer page (the room's update still on its
 * way) waits and tries again, and gets in once the room speaks its protocol.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PROTOCOL, PROTOCOL_PARAM } from "../../shared/wire-version";
import { createRoom } from "../room/client";
import { launch, screenshot, watchErrors } from "./browser";

const host = inject("pkHost");

/**
 * A phone whose room sockets say protocol `said` (while `window.__protocolFor` is above 0: each socket takes one),
 * counting the page's loads in sessionStorage (`loads`).
 */
async function pageSaying(browser: Browser, said: number, sockets: number, language = "en-US") {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: `http://${host}`,
    locale: language,
    // As test/browser/browser.ts does for every page: a worker would answer reloads from its own cache.
    serviceWorkers: "block",
  });
  // Plain script text: the page runs it as written (a function's source would carry the test's transforms).
  await context.addInitScript({
    content: `(() => {
      sessionStorage.setItem("loads", String(Number(sessionStorage.getItem("loads") ?? 0) + 1));
      // Sockets left to rewrite, across the tab's loads.
      const left = () => Number(sessionStorage.getItem("rewrite") ?? ${sockets});
      const Native = window.WebSocket;
      function Rewriting(url, protocols) {
        const address = new URL(String(url));
        if (address.pathname.startsWith("/parties/main/") && left() > 0) {
          sessionStorage.setItem("rewrite", String(left() - 1));
          address.searchParams.set(${JSON.stringify(PROTOCOL_PARAM)}, "${said}");
        }
        return new Native(address, protocols);
      }
      Object.assign(Rewriting, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
      Rewriting.prototype = Native.prototype;
      window.WebSocket = Rewriting;
    })();`,
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const loads = () => page.evaluate(() => Number(sessionStorage.getItem("loads")));
  return { context, page, errors, loads };
}

describe("a page of another protocol than the room's", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("an older page loads again once for the new build; turned away again, it says why and stays", async () => {
    const { code } = await createRoom(host, { game: "sequence", players: 2 });
    // Every socket says the older protocol: the reload cannot help here.
    const older = await pageSaying(browser, PROTOCOL - 1, 100);
    await older.page.goto(`/r/${code}`);
    await older.page.waitForSelector('.unavailable[data-state="missing"]');
    expect(await older.page.textContent(".unavailable [role=alert] p")).toBe(
      "This page is out of date. Reload it to play.",
    );
    expect(await older.loads()).toBe(2);
    // And it stays so: no third load.
    await older.page.waitForTimeout(1500);
    expect(await older.loads()).toBe(2);
    await screenshot(older.page, "outdated-page-phone");
    await older.page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(older.page, "outdated-page-laptop");
    // Chromium logs nothing for a socket's close; the page itself threw nothing.
    expect(older.errors).toEqual([]);
    await older.context.close();
  });

  it("in Arabic, the same words in the page's language", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const older = await pageSaying(browser, PROTOCOL - 1, 100, "ar");
    await older.page.goto(`/r/${code}`);
    await older.page.waitForSelector('html[dir="rtl"] .unavailable[data-state="missing"]');
    expect(await older.page.textContent(".unavailable [role=alert] p")).toBe("هذه الصفحة قديمة. أعد تحميلها لتلعب.");
    await screenshot(older.page, "outdated-page-arabic-phone");
    await older.context.close();
  });

  it("an older page that the new build fixes comes back to the room after one load", async () => {
    const { code } = await createRoom(host, { game: "sequence", players: 2 });
    // Only the first socket says the older protocol: after the reload the page speaks the room's.
    const older = await pageSaying(browser, PROTOCOL - 1, 1);
    await older.page.goto(`/r/${code}`);
    await older.page.locator('[data-action="sit"]').first().waitFor();
    expect(await older.loads()).toBe(2);
    expect(older.errors).toEqual([]);
    await older.context.close();
  });

  it("a newer page waits for the room's update and gets in, without loading again", async () => {
    const { code } = await createRoom(host, { game: "sequence", players: 2 });
    const newer = await pageSaying(browser, PROTOCOL + 1, 1);
    await newer.page.goto(`/r/${code}`);
    await newer.page.locator('[data-action="sit"]').first().waitFor({ timeout: 20_000 });
    expect(await newer.loads()).toBe(1);
    expect(await newer.page.locator(".unavailable").count()).toBe(0);
    await newer.context.close();
  });
});
