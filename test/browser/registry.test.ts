/**
 * The shell reads its games from the registry (client/games/registry.ts), in
 * real Chromium: a test build of the client registers a game the site does not
 * ship (test/fixtures/coin) and then starts the normal client, and the shell
 * treats it as its own. Its try-it page names it; a room of it (the room is a
 * scripted socket: no server knows Coin) shows its rules in the lobby and its
 * board in play, with the legal actions and an `act` that reaches the room;
 * its stylesheet and its strings arrive with the board, not before; switching
 * language with the board open loads the board's strings in that language.
 * The pages themselves come from the real server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import type { Browser, Page, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch, screenshot } from "./browser";
import { newPlayer, type Player } from "./flow";

const host = inject("pkHost");
const FIXTURE = "test/fixtures/coin";
const CODE = "KQ7MX2P";

let browser: Browser;
let bundle = "";

beforeAll(async () => {
  // Built as the deploy builds the client (partykit.json's serve.build), from the fixture's entry.
  bundle = mkdtempSync(join(tmpdir(), "coin-client-"));
  await build({
    entryPoints: { main: `${FIXTURE}/client-entry.ts` },
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    outdir: bundle,
    jsx: "automatic",
    jsxImportSource: "preact",
    target: "es2022",
    logLevel: "silent",
  });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  rmSync(bundle, { recursive: true, force: true });
});

/** A player whose pages run the test build: the bundle and Coin's stylesheet are served from here, the rest by the server. */
async function testBuildPlayer(): Promise<Player> {
  const player = await newPlayer(browser, host);
  await player.context.route(/\/a\/[0-9a-f]+\/dist\/([^?]+)/, (route) => {
    const file = new URL(route.request().url()).pathname.split("/dist/")[1] as string;
    return route.fulfill({ path: join(bundle, file), contentType: "text/javascript" });
  });
  await player.context.route(/\/a\/[0-9a-f]+\/coin\.css$/, (route) =>
    route.fulfill({ path: resolve(FIXTURE, "coin.css"), contentType: "text/css" }),
  );
  return player;
}

type Phase = "lobby" | "playing";

/** The full picture a room sends, for a table of two where this page holds seat 0. */
function state(version: number, phase: Phase) {
  return {
    type: "state",
    version,
    lobbyVersion: 1,
    matchVersion: phase === "lobby" ? null : 1,
    toAct: phase === "lobby" ? [] : [0],
    // The room's public ending (issue 12): none while playing.
    outcome: null,
    room: {
      code: CODE,
      game: "coin",
      players: 2,
      options: {},
      settings: { turnSeconds: null, teamChat: false, notes: false },
      phase,
      seats: [
        { kind: "human", color: "blue", side: null, name: "Ana", connected: true },
        { kind: "bot", color: "red", side: null, level: "easy" },
      ],
      first: null,
      turnDeadline: null,
      spectators: 0,
      standInAfterMs: 30_000,
    },
    you: { seat: 0, host: false },
    game: phase === "lobby" ? null : { seat: 0, callable: ["heads", "tails"] },
    chat: [],
  };
}

/** A scripted room: answers hello with the lobby, pings with pongs, every other message with an ack; keeps what it got. */
async function scriptedRoom(page: Page): Promise<{ received: Record<string, unknown>[]; room: () => WebSocketRoute }> {
  const received: Record<string, unknown>[] = [];
  let socket: WebSocketRoute | null = null;
  await page.routeWebSocket(new RegExp(`/parties/main/${CODE}`), (ws) => {
    socket = ws;
    ws.onMessage((raw) => {
      const message = JSON.parse(String(raw)) as Record<string, unknown>;
      received.push(message);
      if (message.type === "hello") ws.send(JSON.stringify(state(1, "lobby")));
      else if (message.type === "ping") ws.send(JSON.stringify({ type: "pong", replyTo: message.id }));
      else ws.send(JSON.stringify({ type: "ack", replyTo: message.id }));
    });
  });
  return {
    received,
    room: () => {
      if (!socket) throw new Error("the page has not connected");
      return socket;
    },
  };
}

const linkedStylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname),
  );

describe("a game registered by a test build", () => {
  it("has a try-it page: the router and the names read the registry", async () => {
    const player = await testBuildPlayer();
    const { page } = player;
    // The server offers no Coin page: the test serves the site's shell (that of any try-it page) at Coin's path.
    await page.route(/\/embed\/try\/coin$/, async (route) =>
      route.fulfill({ response: await route.fetch({ url: `http://${host}/embed/try/spy` }) }),
    );
    await page.goto("/embed/try/coin");
    await page.locator(".try-it h1").waitFor();
    expect(await page.locator(".try-it h1").textContent()).toBe("Coin");
    expect(await page.locator(".try-it").textContent()).toContain("Call the coin: a test game.");
    expect(player.errors).toEqual([]);
    await player.context.close();
  });

  it("the home page links no game's stylesheet and loads no board", async () => {
    const player = await testBuildPlayer();
    const { page } = player;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.locator(".home").waitFor();
    const sheets = await linkedStylesheets(page);
    expect(sheets.map((path) => path.split("/").at(-1))).toEqual(["styles.css", "pages.css"]);
    // The entry and its shared chunks only: no room page, no board, no game strings.
    expect(
      scripts.some((path) => /\/(board|room-route|room)-[A-Z0-9]+\.js$/.test(path)),
      scripts.join(" "),
    ).toBe(false);
    expect(player.errors).toEqual([]);
    await player.context.close();
  });

  it("plays in a room: rules in the lobby, then its board with the legal actions, act, its stylesheet and its words", async () => {
    const player = await testBuildPlayer();
    const { page } = player;
    const { received, room } = await scriptedRoom(page);
    await page.goto(`/r/${CODE}`);
    await page.locator(".lobby").waitFor();
    // The lobby needs nothing of the game but its name.
    expect(await linkedStylesheets(page)).not.toContainEqual(expect.stringMatching(/coin\.css$/));
    expect(await page.locator(".room").getAttribute("data-phase")).toBe("lobby");

    // The rules come from the registry, loaded when the dialog first opens.
    await page.click('.lobby [data-action="rules"]');
    const rules = page.locator("dialog.rules-dialog[open]");
    await rules.locator(".coin-howto").waitFor();
    expect(await rules.locator("h2").textContent()).toContain("Coin");
    expect(await rules.locator(".coin-howto").textContent()).toBe("Call heads or tails.");
    await page.click('dialog.rules-dialog[open] [data-action="close-rules"]');

    // The room starts the game: the board arrives with its stylesheet and its words.
    room().send(JSON.stringify(state(2, "playing")));
    const board = page.locator(".game-area .coin-board");
    await board.waitFor();
    expect(await page.locator(".game-area").getAttribute("aria-label")).toBe("Coin");
    expect(await board.locator('[data-coin="status"]').textContent()).toBe("Call the coin");
    expect(await linkedStylesheets(page)).toContainEqual(expect.stringMatching(/\/coin\.css$/));
    expect(await board.evaluate((el) => getComputedStyle(el).outlineColor)).toBe("rgb(1, 2, 3)");

    // Exactly the legal actions the game's viewActions listed, and act sends the chosen one to the room.
    const calls = board.locator('[data-action="call"]');
    expect(await calls.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-side")))).toEqual([
      "heads",
      "tails",
    ]);
    await board.locator('[data-side="tails"]').click();
    await expect
      .poll(() => received.find((message) => message.type === "action"))
      .toMatchObject({ type: "action", version: 1, action: { type: "call", side: "tails" } });

    // A language switch with the board open loads the board's words in that language before switching.
    await page.selectOption('[data-field="language"]', "pa");
    await page.waitForFunction(() => document.documentElement.lang === "pa");
    expect(await board.locator('[data-coin="status"]').textContent()).toBe("ਸਿੱਕਾ ਬੁੱਝੋ");
    expect(await board.locator('[data-side="heads"]').textContent()).toBe("ਚਿੱਤ");
    expect(await page.locator(".game-area").getAttribute("aria-label")).toBe("ਸਿੱਕਾ");
    await screenshot(page, "registry-coin-board-pa");
    expect(player.errors).toEqual([]);
    await player.context.close();
  });
});
