/**
 * A game the shell has never heard of plays like Spy and Sequence, in real Chromium against the real room:
 * High card (test/fixtures/high-card) is registered only by the fixture's entry points (a copy of the sources
 * whose partykit.json builds the room and the client from them), and no line of party/ or the client shell
 * changes. The home page offers it; its board, strings and stylesheet arrive with the room's game, not before;
 * the board offers the legal plays it is given and acts through the room, a computer player in the other seat;
 * a language switch loads its strings; the finished game shows who won and replays step by step.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureServer } from "../fixtures/server";
import type { DevServer } from "../room/server";
import { launch, screenshot } from "./browser";
import { newPlayer } from "./flow";

let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  // The server (a copy of the sources, built) and the browser start at once.
  await Promise.all([
    startFixtureServer().then((started) => {
      server = started;
    }),
    launch().then((launched) => {
      browser = launched;
    }),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const linkedStylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname),
  );

describe("a game registered by the tests alone", () => {
  it("is offered, played against the computer through the room, won or drawn, and replayed", async () => {
    const { page, errors, context } = await newPlayer(browser, server.host);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });

    // Home: offered with its name, pitch and picture, in the tagline too; nothing of its board loaded.
    await page.goto("/");
    const choice = page.locator('[data-game="high-card"]');
    await choice.waitFor();
    expect(await choice.textContent()).toContain("High card");
    expect(await choice.textContent()).toContain("Play your highest card: a test game.");
    expect(await page.locator(".home header .muted").first().textContent()).toContain("High card");
    expect(await linkedStylesheets(page)).not.toContainEqual(expect.stringMatching(/high-card\.css$/));
    // Its board is chunk board-*.js (the default game's, fetched at idle, is spy-*.js with strings en-board-*.js).
    const boardChunk = /\/board-\w+\.js$/;
    expect(scripts.some((path) => boardChunk.test(path))).toBe(false);

    // A room of it, the creator seated; its rules in the lobby; a computer player in the other seat.
    await page.fill('[data-field="name"]', "Ana");
    await choice.click();
    await page.selectOption('[data-field="players"]', "2");
    await page.click('[data-action="create"]');
    // Choosing the game warms its board in the background (a phone's first move comes sooner), so from here on
    // the board may be loaded: what the home page loads before a choice is checked above.
    await page.waitForSelector('.room[data-you-seat="0"] .lobby');
    await page.click('.lobby [data-action="rules"]');
    const rules = page.locator("dialog.rules-dialog[open]");
    await rules.locator(".high-card-howto").waitFor();
    expect(await rules.locator(".high-card-howto").textContent()).toContain("highest card takes the trick");
    await page.click('dialog.rules-dialog[open] [data-action="close-rules"]');
    await page.click('[data-seat="1"] [data-action="add-bot"]');
    await page.waitForSelector('[data-seat="1"] [data-bot]');
    await page.click('[data-action="start"]');

    // Its board, styled by its own stylesheet; the plays it offers are the legal ones, and they reach the room.
    const board = page.locator(".game-area .high-card-board");
    await board.waitFor();
    expect(await board.evaluate((el) => getComputedStyle(el).outlineColor)).toBe("rgb(1, 2, 3)");
    expect(await linkedStylesheets(page)).toContainEqual(expect.stringMatching(/\/high-card\.css$/));
    expect(scripts.some((path) => boardChunk.test(path))).toBe(true);
    for (let plays = 0; plays < 3; plays++) {
      const ready = page.locator('.room[data-my-turn="yes"] .high-card-board [data-action="play"]:enabled');
      const over = page.locator('.room[data-phase="over"]');
      await ready.or(over).first().waitFor();
      if ((await over.count()) > 0) break;
      expect(await board.locator('[data-hc="status"]').textContent()).toBe("Your turn: play a card");
      const before = await page.getAttribute(".room", "data-version");
      await ready.first().click();
      await page.waitForFunction((v) => document.querySelector(".room")?.getAttribute("data-version") !== v, before);
    }
    await page.locator('.room[data-phase="over"] .game-over').waitFor();
    const ending = await page.locator(".game-over .winner").getAttribute("data-ending");
    expect(["won", "draw"]).toContain(ending);
    await screenshot(page, "fixture-high-card-over");

    // A language switch with the board open loads its strings in that language.
    await page.selectOption('[data-field="language"]', "pa");
    await page.waitForFunction(() => document.documentElement.lang === "pa");
    expect(await board.locator('[data-hc="tricks"]').textContent()).toContain("ਜਿੱਤੇ ਹੱਥ");
    expect(await page.locator(".game-area").getAttribute("aria-label")).toBe("ਉੱਚਾ ਪੱਤਾ");
    await page.selectOption('[data-field="language"]', "en");
    await page.waitForFunction(() => document.documentElement.lang === "en");

    // The finished game, replayed from its record with every hand shown, step by step.
    await page.click('[data-action="watch-replay"]');
    const replay = page.locator('.replay[data-game="high-card"]');
    await replay.waitFor();
    expect(await replay.getAttribute("data-total")).toBe("6");
    const hands = await replay.locator("[data-hc-hand]").allTextContents();
    expect(hands.map((hand) => hand.split(" · ").length)).toEqual([3, 3]);
    await page.keyboard.press("ArrowRight");
    await page.waitForSelector('.replay[data-step="1"]');
    expect(await page.locator(".replay-move").textContent()).toMatch(/Seat [12] played \d+\.$/);
    await screenshot(page, "fixture-high-card-replay");
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
