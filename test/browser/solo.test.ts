/**
 * Games against the computer played in the browser (client/local-room/): the
 * same room in a Web Worker, with no request at all once the page's files are
 * there, through a reload, offline, and for a crowd behind one address.
 */
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch, screenshot } from "./browser";
import { arrangeReady, isSiteFile, newPlayer, openRoomMenu, version } from "./flow";
import { picker, sequenceTurn, spyTurn, whoseTurn } from "./turns";

const host = inject("pkHost");
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };
const MAX_TURNS = 600;
const SOLO_PATH = /^\/solo\/[2-9A-Z]{8}$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Everything a page asks of the server that is not a page or one of the site's files: a room, a room's HTTP, a
 * socket. Pages (navigations, a reload) are the page's files too.
 */
function serverAsks(page: Page, asked: string[] = []): string[] {
  page.on("request", (req) => {
    if (!req.isNavigationRequest() && !isSiteFile(req.url())) asked.push(`${req.method()} ${req.url()}`);
  });
  page.on("websocket", (ws) => asked.push(`websocket ${ws.url()}`));
  return asked;
}

/** A message between the page and its local room's worker, as NOTE_LINE notes it. */
type Said = { readonly to: "room" | "page"; readonly type: string; readonly phase?: string };

/** A script run before the page's own: notes, in `window.soloLine`, each message of the page's local room. */
const NOTE_LINE = `{
  const line = (window.soloLine = []);
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.kind === "frame") line.push({ to: "room", type: JSON.parse(message.data).type });
    return post.call(this, message, ...rest);
  };
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        if (event.data && event.data.kind !== "frame") return;
        const message = JSON.parse(event.data.data);
        line.push({ to: "page", type: message.type, ...(message.room ? { phase: message.room.phase } : {}) });
      });
    }
  };
}`;

/** The home page's "Play against the computer" for `game`, up to the game's first picture. */
async function playSolo(page: Page, game: "spy" | "sequence"): Promise<void> {
  await page.click(`[data-game="${game}"]`);
  await page.click('[data-action="vs-computer"]');
  await page.waitForSelector('.room[data-phase="playing"][data-you-seat="0"]', { timeout: 30_000 });
  expect(new URL(page.url()).pathname).toMatch(SOLO_PATH);
}

/** Plays the game on `page` to its end by clicking (Spy: arranging first). */
async function playToTheEnd(page: Page, game: "spy" | "sequence", seed: number): Promise<void> {
  const pick = picker(seed);
  if (game === "spy") {
    await page.click('[data-action="random"]');
    await arrangeReady(page);
  }
  let turns = 0;
  for (; turns < MAX_TURNS; turns++) {
    const turn = await whoseTurn([page]);
    if (!turn) break;
    await (game === "spy" ? spyTurn(turn, pick) : sequenceTurn(turn, pick));
  }
  expect(turns).toBeLessThan(MAX_TURNS);
  await page.waitForSelector(".game-over");
}

/** Waits until the site's service worker is active and controls the page (after a reload: it never claims one). */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active as ServiceWorker;
    if (worker.state !== "activated") {
      await new Promise((done) =>
        worker.addEventListener("statechange", () => worker.state === "activated" && done(0)),
      );
    }
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

describe("games against the computer, in the browser", () => {
  it("Spy from the home page: no request and no socket, a reload keeps the game, to the end; the file downloads and replays", async () => {
    const me = await newPlayer(browser, host, PHONE);
    await me.page.goto("/");
    await me.page.fill('[data-field="name"]', "Mo");
    const asked = serverAsks(me.page);
    await playSolo(me.page, "spy");
    // Arranging: a reload brings the same game back from this browser's storage.
    await me.page.click('[data-action="random"]');
    await arrangeReady(me.page);
    // The table, once the computer is ready too (it arranges at once on the tests' server).
    await me.page.waitForSelector(".spy-table .spy-base");
    const held = await version(me.page);
    const names = await me.page.locator(".spy-base").count();
    await me.page.reload();
    // At the version it had, or later: the computer may have moved meanwhile (it never goes back). The board is
    // drawn after the room page: its bases are counted once it is there.
    await me.page.waitForSelector('.room[data-phase="playing"][data-you-seat="0"] .spy-table .spy-base');
    expect(await version(me.page)).toBeGreaterThanOrEqual(held);
    expect(held).toBeGreaterThan(0);
    expect(await me.page.locator(".spy-base").count()).toBe(names);
    expect(new URL(me.page.url()).pathname).toMatch(SOLO_PATH);
    // The arrangement was kept: the game goes on to its end.
    let turns = 0;
    const pick = picker(5);
    for (; turns < MAX_TURNS; turns++) {
      const turn = await whoseTurn([me.page]);
      if (!turn) break;
      await spyTurn(turn, pick);
    }
    await me.page.waitForSelector(".game-over");
    await screenshot(me.page, "solo-spy-over-phone");
    // Played with the server asked for nothing: no room, no room's HTTP, no socket.
    expect(asked).toEqual([]);

    // The finished game downloads from this browser, as a room's file would.
    const [download] = await Promise.all([
      me.page.waitForEvent("download"),
      me.page.click('[data-action="download-game"]'),
    ]);
    const file = JSON.parse(await readFile(await download.path(), "utf8")) as {
      game: string;
      names: string[];
      actions: unknown[];
      seed: string;
    };
    expect(file.game).toBe("spy");
    expect(file.names[0]).toBe("Mo");
    expect(file.names[1]).toMatch(/^computer \(/);
    expect(file.actions.length).toBeGreaterThan(2);
    // And replays: the replay page reads it from here too.
    await me.page.click('[data-action="watch-replay"]');
    await me.page.waitForSelector('.replay-page[data-state="ready"]');
    expect(new URL(me.page.url()).pathname).toMatch(/^\/solo\/[2-9A-Z]{8}\/replay$/);
    expect(me.errors).toEqual([]);
    await me.context.close();
  });

  it("the home page starts the game's worker before the tap, the chosen game's board after the room page, and a game's board at the pick; the game is played in that one worker, which set it up before the page said hello; nothing of a table among people is fetched", async () => {
    const me = await newPlayer(browser, host, PHONE);
    await me.page.addInitScript({ content: NOTE_LINE });
    const heard: { readonly path: string; readonly what: "asked" | "in" }[] = [];
    me.page.on("request", (r) => heard.push({ path: new URL(r.url()).pathname, what: "asked" }));
    me.page.on("requestfinished", (r) => heard.push({ path: new URL(r.url()).pathname, what: "in" }));
    await me.page.goto("/");
    // Once the page is up, and nothing tapped yet: the local room's code is loading or loaded.
    const spare = me.page.workers()[0] ?? (await me.page.waitForEvent("worker"));
    expect(new URL(spare.url()).pathname).toMatch(/\/dist\/local-room-worker\.js$/);
    // It was asked for once the first of the page's own files had come (party/site.ts, prefetchScript), so that on
    // a slow line its bytes follow theirs rather than share it with them.
    const workerAsked = heard.findIndex((h) => h.what === "asked" && h.path.endsWith("/dist/local-room-worker.js"));
    const firstFileIn = heard.findIndex((h) => h.what === "in" && h.path.startsWith("/a/"));
    expect(firstFileIn).toBeGreaterThanOrEqual(0);
    expect(workerAsked).toBeGreaterThan(firstFileIn);
    expect(await me.page.locator('link[rel="prefetch"][href$="/dist/local-room-worker.js"]').count()).toBe(1);
    // The chosen game's board is asked for once the room page's code, which every game needs, is in: on a slow
    // line the two would share it, and the player may well pick the other game.
    const { chosen, room, board } = await me.page.evaluate(() => {
      const named = (name: string) =>
        (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(" ") ?? []).map(
          (href) => new URL(href, location.href).pathname,
        );
      const chosen = document.querySelector('[data-game][aria-pressed="true"]')?.getAttribute("data-game") ?? "";
      return { chosen, room: named("room-modules"), board: named(`board-modules-${chosen}`) };
    });
    expect(chosen).not.toBe("sequence");
    const boardOnly = board.filter((path) => !room.includes(path));
    expect(room.length).toBeGreaterThan(0);
    expect(boardOnly.length).toBeGreaterThan(0);
    await expect
      .poll(() => heard.some((h) => h.what === "asked" && boardOnly.includes(h.path)), { timeout: 30_000 })
      .toBe(true);
    const boardAsked = heard.findIndex((h) => h.what === "asked" && boardOnly.includes(h.path));
    for (const path of room) {
      const inAt = heard.findIndex((h) => h.what === "in" && h.path === path);
      expect({ path, in: inAt >= 0 && inAt < boardAsked }).toEqual({ path, in: true });
    }
    // The tap on a game asks for its board and every chunk the board imports at once (party/preload.ts names them).
    await me.page.click('[data-game="sequence"]');
    const named = await me.page.evaluate(() => ({
      board: document.querySelector<HTMLMetaElement>('meta[name="board-modules-sequence"]')?.content.split(" ") ?? [],
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    }));
    expect(named.board.length).toBeGreaterThan(1);
    for (const href of named.board) expect(named.preloaded).toContain(href);
    await playSolo(me.page, "sequence");
    expect(me.page.workers()).toEqual([spare]);
    // The room seated the player, put the computer in the other seat and started before the page connected
    // (client/local-room/set-up.ts): the page said hello and nothing else, and its first picture is the game.
    const line = await me.page.evaluate(() => (window as unknown as { soloLine: Said[] }).soloLine);
    expect(line.filter((said) => said.to === "room" && said.type !== "ping").map((said) => said.type)).toEqual([
      "hello",
    ]);
    expect(line.find((said) => said.to === "page" && said.type === "state")).toEqual({
      to: "page",
      type: "state",
      phase: "playing",
    });
    // What only a table among people needs (client/people.ts: the lobby, the chat, partysocket…) never came.
    expect(heard.filter((h) => /\/people-[a-z0-9]+\.js$/.test(h.path))).toEqual([]);
    expect(heard.some((h) => /\/room-route-[a-z0-9]+\.js$/.test(h.path))).toBe(true);
    // The computer's code comes apart from the worker's once the computer has something to do (as the game starts
    // if it plays first, after the player's first move if not), and only this game's (local-room/lazy-bots.ts).
    const turn = await whoseTurn([me.page]);
    if (turn) await sequenceTurn(turn, picker(7));
    const botsAsked = () =>
      heard
        .filter((h) => h.what === "asked" && /\/local-room-bots-/.test(h.path))
        .map((h) => h.path.match(/\/local-room-bots-([a-z]+)-[a-z0-9]+\.js$/)?.[1]);
    await expect.poll(botsAsked, { timeout: 30_000 }).toEqual(["sequence"]);
    expect(me.errors).toEqual([]);
    await me.context.close();
  });

  it("a second tab of the same game says the game is open in the other, and takes it over once that one closes", async () => {
    for (const [viewport, lang, name] of [
      [PHONE, "en", "phone-en"],
      [LAPTOP, "ar", "laptop-ar"],
    ] as const) {
      const me = await newPlayer(browser, host, viewport);
      await me.page.goto("/");
      if (lang === "ar") {
        await me.page.selectOption('[data-field="language"]', "ar");
        await me.page.waitForSelector('html[lang="ar"][dir="rtl"]');
      }
      await playSolo(me.page, "sequence");
      const second = await me.context.newPage();
      const errors = [...me.errors];
      await second.goto(me.page.url());
      // The first tab holds the game: the second says so, and shows no board it could play on.
      await second.waitForSelector('.banner[data-status="elsewhere"]');
      expect(await second.locator(".room").count()).toBe(0);
      await screenshot(second, `solo-second-tab-${name}`);
      // The first tab plays on meanwhile, untroubled.
      expect(await me.page.locator(".banner").count()).toBe(0);
      const held = await version(me.page);
      await me.page.close();
      // Once it is closed, the game goes on in the second tab, from where it was.
      await second.waitForSelector('.room[data-phase="playing"][data-you-seat="0"]');
      expect(await version(second)).toBeGreaterThanOrEqual(held);
      expect(await second.locator(".banner").count()).toBe(0);
      expect(errors).toEqual([]);
      await me.context.close();
    }
  });

  it("Play with friends from a game against the computer: a real room with the same game and table, you in the first seat", async () => {
    const me = await newPlayer(browser, host, PHONE);
    await me.page.goto("/");
    await me.page.fill('[data-field="name"]', "Mo");
    await me.page.click('[data-game="spy"]');
    await me.page.selectOption('[data-field="players"]', "3");
    await me.page.click('[data-action="vs-computer"]');
    await me.page.waitForSelector('.room[data-phase="playing"][data-you-seat="0"]');
    await openRoomMenu(me.page);
    // The drawer slides in: the picture once it is still.
    await me.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    const withFriends = me.page.locator('#room-menu [data-action="play-with-friends"]');
    await withFriends.scrollIntoViewIfNeeded();
    await screenshot(me.page, "solo-play-with-friends-phone");
    // Offline, the button says before it is tapped that a table for friends needs the network.
    await me.context.setOffline(true);
    await expect.poll(() => withFriends.isDisabled()).toBe(true);
    const note = await withFriends.getAttribute("aria-describedby");
    expect(await me.page.locator(`[id="${note}"]`).textContent()).toContain("need the network");
    await screenshot(me.page, "solo-play-with-friends-offline-phone");
    await me.context.setOffline(false);
    await expect.poll(() => withFriends.isDisabled()).toBe(false);
    await withFriends.click();
    await me.page.waitForURL(/\/r\/[2-9A-Z]+$/);
    await me.page.waitForSelector('.room[data-phase="lobby"][data-you-seat="0"]');
    const code = new URL(me.page.url()).pathname.split("/")[2] as string;
    // The room is the server's, not this browser's: its HTTP answers, with the solo game's game and table.
    const info = (await (await me.page.request.get(`/parties/main/${code}`)).json()) as {
      game: string;
      players: number;
      phase: string;
    };
    expect(info).toMatchObject({ game: "spy", players: 3, phase: "lobby" });
    expect(await me.page.locator(".lobby").textContent()).toContain("Mo");
    // Friends join by the lobby's link.
    expect(await me.page.locator('[data-field="link"]').first().textContent()).toContain(`/r/${code}`);
    expect(me.errors).toEqual([]);
    await me.context.close();
  });

  it("with the network cut after the first visit, a whole game of each is played", async () => {
    const me = await newPlayer(browser, host, PHONE, "allow");
    await me.page.goto("/");
    await underServiceWorker(me.page);
    await me.context.setOffline(true);
    expect(await me.page.evaluate(() => navigator.onLine)).toBe(false);
    await playSolo(me.page, "sequence");
    // Offline changes nothing for a game in the browser: the board is not greyed out as a room's would be.
    expect(await me.page.locator(".game-area.stale").count()).toBe(0);
    await playToTheEnd(me.page, "sequence", 3);
    // The bar says the game is over in full beside the game's 8-letter code: the site's name gives way first.
    expect(await me.page.textContent(".room-bar-status")).toBe("Game over");
    expect(await me.page.locator(".room-bar-status").evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await screenshot(me.page, "solo-offline-sequence-over-phone");
    await me.page.goto("/");
    await playSolo(me.page, "spy");
    await playToTheEnd(me.page, "spy", 9);
    expect(await me.page.locator(".game-area.stale").count()).toBe(0);
    await me.context.setOffline(false);
    expect(me.errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await me.context.close();
  });

  it("40 games start within a minute from one address: none is refused, none asks the server for a room", async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: `http://${host}` });
    const pages = await Promise.all([0, 1, 2, 3].map(() => context.newPage()));
    const asked: string[] = [];
    for (const page of pages) serverAsks(page, asked);
    let started = 0;
    await Promise.all(
      pages.map(async (page, i) => {
        for (let n = 0; n < 10; n++) {
          await page.goto(`/embed/try/${i % 2 === 0 ? "spy" : "sequence"}`);
          await page.click('[data-action="try"]');
          await page.waitForSelector('.room[data-phase="playing"][data-you-seat="0"]', { timeout: 30_000 });
          expect(new URL(page.url()).pathname).toMatch(/^\/embed\/solo\/[2-9A-Z]{8}$/);
          started++;
        }
      }),
    );
    expect(started).toBe(40);
    // Only the try-it page and its files were asked for, each time: never a room, never a socket.
    expect(asked).toEqual([]);
    await context.close();
  });
});
