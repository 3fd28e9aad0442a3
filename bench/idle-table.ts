/**
 * What a table costs while people think: four real pages (headless Chromium,
 * the shipped client with its pings) sit at a 4-player Spy game, and then
 * nobody moves for IDLE_MS. The room, started with LOG_ACTIVITY=1, prints a
 * line per message received (each one a wake of the Durable Object, pings
 * included), per alarm rung, per alarm set, per storage write and per
 * connection closed as silent; counted
 * from the server's output, so an eviction in between loses nothing. Then one
 * page says it is hidden (as when its player switches apps) and the count
 * runs again. Prints per-minute figures and each page's pings (from the
 * page's own WebSocket frames, over CDP). Not a test: it takes minutes.
 * Usage: npx tsx bench/idle-table.ts (IDLE_MS sets the length of each count)
 */
import type { Page } from "playwright-core";
import { launch } from "../test/browser/browser";
import { createRoomByClicking, newPlayer, sitDown } from "../test/browser/flow";
import { startDevServer, TEST_VARS } from "../test/room/server";

const IDLE_MS = Number(process.env.IDLE_MS ?? 120_000);
const KINDS = ["message", "alarm", "alarm set", "write away", "write change", "silent close"] as const;

const server = await startDevServer({ vars: { ...TEST_VARS, LOG_ACTIVITY: "1" } });
const browser = await launch({ full: true });
try {
  const players = await Promise.all([0, 1, 2, 3].map(() => newPlayer(browser, server.host)));
  const pages = players.map((p) => p.page);
  const pings = pages.map(() => 0);
  for (const [i, page] of pages.entries()) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.webSocketFrameSent", (e: { response: { payloadData: string } }) => {
      if (e.response.payloadData.includes('"type":"ping"')) pings[i] = (pings[i] ?? 0) + 1;
    });
  }
  const [host, ...guests] = pages as [Page, ...Page[]];
  const code = await createRoomByClicking(host, "spy", 4, "Ana");
  for (const [i, page] of guests.entries()) {
    await page.goto(`/r/${code}`);
    await sitDown(page, ["Ben", "Cy", "Di"][i] as string);
  }
  await host.click('[data-action="start"]');
  await Promise.all(pages.map((p) => p.waitForSelector('.room[data-phase="playing"]')));
  const counts = () => {
    const lines = server.output().split("\n");
    // Whole names only: "alarm" must not count the "alarm set" lines.
    return Object.fromEntries(
      KINDS.map((k) => [k, lines.filter((l) => l.trimEnd().endsWith(`room activity: ${k}`)).length]),
    );
  };
  const measure = async (label: string) => {
    const before = counts();
    const pingsBefore = pings.slice();
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const after = counts();
    const minutes = IDLE_MS / 60_000;
    const per = (k: string) => (((after[k] ?? 0) - (before[k] ?? 0)) / minutes).toFixed(1);
    const perPage = pings.map((n, i) => ((n - (pingsBefore[i] ?? 0)) / minutes).toFixed(1)).join(" / ");
    console.log(
      `${label}: per minute ${per("message")} messages (wakes), ${per("alarm")} alarms rung, ${per("alarm set")} alarms set, ` +
        `${per("write change")} + ${per("write away")} storage writes (changes + away), ${per("silent close")} closed as silent; ` +
        `pings per page per minute ${perPage}`,
    );
  };
  console.log(`4-player Spy game (arranging), nobody moving, ${IDLE_MS / 1000} s per count`);
  await measure("4 pages in front");
  // Headless pages are always "visible": this one says what a page in another app says.
  await (pages[3] as Page).evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await measure("3 in front, 1 hidden");
} finally {
  await browser.close();
  await server.stop();
}
