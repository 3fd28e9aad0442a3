/**
 * A friend's link opens the room's socket as the HTML arrives (client/early-room.ts, inlined by party/site.ts),
 * before any file of the app: in real Chromium, the page's files are held back until the room has answered
 * that socket, and the store then takes it over, with what it heard, as its one connection and one hello.
 */
import type { Browser, Page, WebSocket } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { NO_HELLO_CLOSE } from "../../shared/closes";
import { PROTOCOL } from "../../shared/wire-version";
import { createRoom, TestClient } from "../room/client";
import { launch } from "./browser";
import { newPlayer, type Player, sitDown } from "./flow";

const host = inject("pkHost");

/** The page's sockets, and the hellos each sent. */
function sockets(page: Page): { opened: WebSocket[]; hellos: string[] } {
  const seen = { opened: [] as WebSocket[], hellos: [] as string[] };
  page.on("websocket", (ws) => {
    seen.opened.push(ws);
    ws.on("framesent", ({ payload }) => {
      if (String(payload).includes('"type":"hello"')) seen.hellos.push(String(payload));
    });
  });
  return seen;
}

/** Holds the page's files matching `file` back until `until` settles. */
async function hold(player: Player, file: RegExp, until: Promise<unknown>): Promise<void> {
  await player.page.route(file, async (route) => {
    await until;
    await route.continue();
  });
}

/** Holds the app's entry (main.js) back until `until` settles: nothing of the app runs before. */
const holdApp = (player: Player, until: Promise<unknown>) => hold(player, /\/dist\/main\.js$/, until);

describe("a room's link opens its socket before the page's files", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the room answers before the app has loaded; the app takes that socket: one connection, one hello", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const friend = await newPlayer(browser, host, { width: 360, height: 740 });
    const seen = sockets(friend.page);
    const answered = new Promise((heard) => friend.page.on("websocket", (ws) => ws.once("framereceived", heard)));
    await holdApp(friend, answered);
    await friend.page.goto(`/r/${code}`);
    await friend.page.locator('[data-action="sit"]').first().waitFor();
    expect(seen.opened).toHaveLength(1);
    expect(seen.opened[0]?.url()).toMatch(new RegExp(`/parties/main/${code}\\?_pk=[0-9a-f]{32}&protocol=${PROTOCOL}$`));
    expect(seen.hellos).toHaveLength(1);

    // The socket is the store's: the friend sits and chats over it, and it carries on.
    await sitDown(friend.page, "Noor");
    expect(seen.opened).toHaveLength(1);
    expect(friend.errors).toEqual([]);
    await friend.context.close();
  });

  it("a friend who leaves before the room page's socket code has come closes the early socket, and opens none", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const friend = await newPlayer(browser, host, { width: 360, height: 740 });
    // Which sockets the page itself closes (the room answers a close late under partykit dev: seconds).
    await friend.page.addInitScript({
      content: `{
        const close = WebSocket.prototype.close;
        window.closedByPage = [];
        WebSocket.prototype.close = function (...args) {
          window.closedByPage.push(this.url);
          return close.apply(this, args);
        };
      }`,
    });
    const seen = sockets(friend.page);
    // The people's parts (client/people.ts, with partysocket) are held back: the early socket is the page's only one.
    let arrive = () => {};
    await hold(friend, /\/dist\/people-[a-z0-9]+\.js$/, new Promise<void>((done) => (arrive = done)));
    const roomPage = friend.page.waitForResponse(/\/dist\/room-route-[a-z0-9]+\.js$/);
    const answered = new Promise((heard) => friend.page.on("websocket", (ws) => ws.once("framereceived", heard)));
    await friend.page.goto(`/r/${code}`);
    await answered;
    await (await roomPage).finished();
    // Back to the home page within the page (as its Back button does), before the people's parts have come.
    await friend.page.evaluate(() => {
      history.pushState(null, "", "/");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await friend.page.locator("[data-game]").first().waitFor();
    const closedByPage = () =>
      friend.page.evaluate(() => (window as unknown as { closedByPage: string[] }).closedByPage);
    await expect.poll(closedByPage).toEqual([seen.opened[0]?.url()]);
    // Their code arriving now opens nothing: the page left the room.
    const parts = friend.page.waitForEvent("requestfinished", (r) => /\/people-/.test(r.url()));
    arrive();
    await parts;
    await friend.page.evaluate(() => new Promise((done) => setTimeout(done, 200)));
    expect(seen.opened).toHaveLength(1);
    expect(friend.errors).toEqual([]);
    await friend.context.close();
  });

  it("a room page whose people's parts failed to arrive (the network dropped) asks for them again by itself", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const friend = await newPlayer(browser, host, { width: 360, height: 740 });
    let refused = 0;
    await friend.page.route(/\/dist\/people-[a-z0-9]+\.js$/, (route) =>
      refused++ < 2 ? route.abort("internetdisconnected") : route.continue(),
    );
    await friend.page.goto(`/r/${code}`);
    await friend.page.locator('[data-action="sit"]').first().waitFor();
    expect(refused).toBeGreaterThan(2);
    await sitDown(friend.page, "Noor");
    expect(friend.errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await friend.context.close();
  });

  it("a seated player who reloads says hello with their seat on the early socket and keeps it", async () => {
    const { code } = await createRoom(host, { game: "sequence", players: 2 });
    const player = await newPlayer(browser, host);
    await player.page.goto(`/r/${code}`);
    const seat = await sitDown(player.page, "Ravi");

    const seen = sockets(player.page);
    await player.page.reload();
    await player.page.waitForSelector(`.room[data-you-seat="${seat}"]`);
    expect(seen.opened).toHaveLength(1);
    expect(seen.hellos).toHaveLength(1);
    expect(JSON.parse(seen.hellos[0] as string)).toMatchObject({ type: "hello", seatToken: expect.any(String) });
    expect(player.errors).toEqual([]);
    await player.context.close();
  });

  it("a room that closed the early socket (no such room) has said so: the app takes its word, asks nothing again", async () => {
    const missing = "ZZZZZZZ";
    const visitor = await newPlayer(browser, host, { width: 360, height: 740 });
    const seen = sockets(visitor.page);
    const closed = new Promise((done) => visitor.page.on("websocket", (ws) => ws.once("close", done)));
    await holdApp(visitor, closed);
    await visitor.page.goto(`/r/${missing}`);
    await visitor.page.waitForSelector(`text=There is no room with the code ${missing}`);
    // Asking again would be refused again, and charge this address's unknown codes twice (party/limiter.ts).
    expect(seen.opened).toHaveLength(1);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it("a page whose app does not come keeps no more than 500 of the room's frames; the app, once here, asks afresh", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const friend = await newPlayer(browser, host, { width: 360, height: 740 });
    const seen = sockets(friend.page);
    let arrive = () => {};
    await holdApp(friend, new Promise<void>((done) => (arrive = done)));
    const early = friend.page.waitForEvent("websocket");
    await friend.page.goto(`/r/${code}`, { waitUntil: "commit" });
    const socket = await early;
    await socket.waitForEvent("framereceived");
    // Someone in the room talks on and on while the friend's app is held back.
    const chatter = await TestClient.connect(host, code);
    const closed = socket.waitForEvent("close", { timeout: 60_000 });
    for (let line = 0; line < 520; line++) {
      chatter.sendRaw(JSON.stringify({ type: "chat", id: `c${line}`, text: `line ${line}` }));
    }
    await closed;
    arrive();
    await friend.page.locator('[data-action="sit"]').first().waitFor();
    // The early socket, closed, and the store's own, with its own hello.
    expect(seen.opened).toHaveLength(2);
    expect(seen.hellos).toHaveLength(2);
    expect(friend.errors).toEqual([]);
    chatter.close();
    await friend.context.close();
  });

  it("a page whose hello reached the room too late (a busy phone) is closed for it, and gets in on a socket of its own", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 3 });
    /** The room never hears the page's first hello: it closes that socket once its wait for one is over. */
    async function lateFirstHello(holdingApp: boolean) {
      const friend = await newPlayer(browser, host, { width: 360, height: 740 });
      const closes: number[] = [];
      let opened = 0;
      let firstClosed = () => {};
      const closed = new Promise<void>((done) => (firstClosed = done));
      await friend.page.routeWebSocket(/\/parties\/main\//, (page) => {
        const room = page.connectToServer();
        const first = ++opened === 1;
        page.onMessage((frame) => {
          if (!(first && String(frame).includes('"type":"hello"'))) room.send(frame);
        });
        room.onMessage((frame) => page.send(frame));
        room.onClose((code, reason) => {
          closes.push(code ?? 0);
          page.close({ ...(code === undefined ? {} : { code }), reason: reason ?? "" });
          if (first) firstClosed();
        });
        page.onClose((code, reason) => room.close({ ...(code === undefined ? {} : { code }), reason: reason ?? "" }));
      });
      // Held: the first script's socket is closed before the app has come (client/early-room.ts); else the app's.
      if (holdingApp) await holdApp(friend, closed);
      await friend.page.goto(`/r/${code}`);
      // Both at once, in seats of their own.
      await sitDown(friend.page, holdingApp ? "Noor" : "Ravi", holdingApp ? 0 : 1);
      return { friend, closes, opened };
    }
    for (const { friend, closes, opened } of await Promise.all([lateFirstHello(true), lateFirstHello(false)])) {
      expect(closes[0]).toBe(NO_HELLO_CLOSE);
      expect(opened).toBe(2);
      // No toast telling the friend to reload: the page did what a reload would have.
      expect(await friend.page.locator(".toast").count()).toBe(0);
      expect(friend.errors).toEqual([]);
      await friend.context.close();
    }
  });

  it("only a room's page carries the first script, the home page and a try-it page their prefetch's, each allowed by its hash alone", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const cases: [string, "first" | "prefetch" | null][] = [
      [`/r/${code}`, "first"],
      [`/embed/r/${code}`, "first"],
      ["/", "prefetch"],
      ["/embed/try/spy", "prefetch"],
      [`/r/${code}/replay`, null],
      ["/solo/ABCDEFGH", null],
      ["/no-such-page", null],
    ];
    for (const [path, kind] of cases) {
      const res = await fetch(`http://${host}${path}`);
      // Every script with a text of its own (the page's module is <script type="module" src=…></script>).
      const inline = [...(await res.text()).matchAll(/<script( [^>]*)?>([^<]+)<\/script>/g)];
      expect(
        inline.map((m) => ((m[1] ?? "").includes("data-prefetch") ? "prefetch" : "first")),
        path,
      ).toEqual(kind ? [kind] : []);
      const hashes = await Promise.all(
        inline.map(async (m) => {
          const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(m[2]));
          return ` 'sha256-${Buffer.from(digest).toString("base64")}'`;
        }),
      );
      expect(res.headers.get("content-security-policy"), path).toContain(`script-src 'self'${hashes.join("")};`);
    }
  });
});
