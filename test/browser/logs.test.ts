/**
 * The games' logs in real Chromium on a 360x740 phone (issue 19, item 3): the
 * newest event stays in view as events arrive; once the reader scrolls back, a
 * new event brings a "New events" button instead of a jump, and the button
 * brings the newest back. Two scripted seats play; the browser watches.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type SequenceView, viewActions } from "../../shared/games/sequence/without-bots";
import type { SpyView } from "../../shared/games/spy/without-bots";
import { createRoom, TestClient } from "../room/client";
import { launch, screenshot } from "./browser";
import { newPlayer } from "./flow";

const host = inject("pkHost");
const PHONE = { width: 360, height: 740 };
const BASE = ["SPY", "S1", "S2", "T1", "T2", "B1", "B2", "B3"];

/** Two scripted seats at a started table of `game`. */
async function table(game: "spy" | "sequence"): Promise<{ code: string; seats: TestClient[] }> {
  const { code, hostToken } = await createRoom(host, { game, players: 2 });
  const seats = [await TestClient.connect(host, code, { hostToken }), await TestClient.connect(host, code)];
  for (const [seat, client] of seats.entries()) {
    expect((await client.request({ type: "sit", seat, name: `P${seat + 1}` })).type).toBe("ack");
  }
  expect((await (seats[0] as TestClient).request({ type: "start" })).type).toBe("ack");
  return { code, seats };
}

/** The latest picture of `client` once it shows at least `events` events in its game's history. */
async function withHistory(client: TestClient, events: number) {
  return client.stateWhere(
    (s) => ((s.game as { history?: unknown[] } | null)?.history?.length ?? -1) >= events,
    30_000,
  );
}

/** Sends `action` from `client` at its current match version and insists it is accepted. */
async function play(client: TestClient, action: unknown): Promise<void> {
  const version = client.state?.matchVersion ?? 0;
  const reply = await client.request({ type: "action", version, action } as never);
  expect(reply.type, JSON.stringify(reply)).toBe("ack");
}

/** Where the list's newest line sits: whether it is wholly inside the scroll box, and whether the button shows. */
async function newest(page: Page, list: string) {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector) as HTMLElement;
    const last = box.lastElementChild as HTMLElement;
    const outer = box.getBoundingClientRect();
    const line = last.getBoundingClientRect();
    return {
      lines: box.children.length,
      text: last.textContent,
      inView: line.top >= outer.top - 1 && line.bottom <= outer.bottom + 1,
      scrolls: box.scrollHeight > box.clientHeight + 1,
      marker: document.querySelector(`${selector} ~ [data-action="newest"]`) !== null,
    };
  }, list);
}

const linesAre = (page: Page, list: string, count: number) =>
  page.waitForFunction(({ list, count }) => document.querySelectorAll(`${list} > li`).length === count, {
    list,
    count,
  });

/**
 * Plays `more()` (one event or more) until the page's log holds `target` lines,
 * checking after each that the newest line is in view without any scrolling.
 */
async function fillLog(page: Page, list: string, count: () => number, more: () => Promise<void>, target: number) {
  while (count() < target) {
    await more();
    await linesAre(page, list, count());
    const now = await newest(page, list);
    expect(now.inView, JSON.stringify(now)).toBe(true);
    expect(now.marker).toBe(false);
  }
}

/** Scrolls the log back to its oldest line, the way a reader would (a scroll event, not a jump). */
const scrollBack = (page: Page, list: string) =>
  page.evaluate((selector) => {
    const box = document.querySelector(selector) as HTMLElement;
    box.scrollTop = 0;
    box.dispatchEvent(new Event("scroll"));
  }, list);

async function scrollBackThenCatchUp(page: Page, list: string, count: () => number, more: () => Promise<void>) {
  await page.locator(list).scrollIntoViewIfNeeded();
  await scrollBack(page, list);
  await more();
  await linesAre(page, list, count());
  await page.waitForSelector('[data-action="newest"]');
  const behind = await newest(page, list);
  expect(behind.inView, JSON.stringify(behind)).toBe(false);
  // The reader's place is kept: still at the oldest line.
  expect(await page.evaluate((selector) => (document.querySelector(selector) as HTMLElement).scrollTop, list)).toBe(0);
  return behind;
}

describe("the logs follow the newest event (issue 19, item 3)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("Spy: after more than 20 events the newest is in view; scrolled back, a new event shows the button, which brings it back", async () => {
    const { code, seats } = await table("spy");
    const watcher = await newPlayer(browser, host, PHONE);
    const page = watcher.page;
    for (const client of seats) await play(client, { type: "arrange", base: BASE, facing: "right" });
    await page.goto(`/r/${code}`);
    await page.waitForSelector('.room[data-phase="playing"] .spy-log-lines');
    const list = ".spy-log-lines";
    let events = (await withHistory(seats[0] as TestClient, 3)).game as SpyView;
    const count = () => events.history.length;
    // One event: the seat whose turn it is flips its Spy, or ends the turn once flips are used up.
    const more = async () => {
      const mover = seats[events.turn as number] as TestClient;
      await play(mover, { type: events.freeActions < 8 ? "flip" : "end" });
      events = (await withHistory(mover, count() + 1)).game as SpyView;
      await withHistory(seats[0] as TestClient, count());
      await withHistory(seats[1] as TestClient, count());
    };
    await fillLog(page, list, count, more, 24);
    const full = await newest(page, list);
    expect(full).toMatchObject({ lines: 24, inView: true, scrolls: true, marker: false });
    await screenshot(page, "spy-log-newest");

    const behind = await scrollBackThenCatchUp(page, list, count, more);
    expect(behind.lines).toBe(25);
    await screenshot(page, "spy-log-new-events");
    await page.click('[data-action="newest"]');
    await page.waitForSelector('[data-action="newest"]', { state: "detached" });
    expect(await newest(page, list)).toMatchObject({ lines: 25, inView: true, marker: false });
    // Following again: the next event is in view with no button.
    await more();
    await linesAre(page, list, 26);
    expect(await newest(page, list)).toMatchObject({ inView: true, marker: false });
    expect(watcher.errors).toEqual([]);
    for (const client of seats) client.close();
    await watcher.context.close();
  });

  it("Sequence: the same, for its log", async () => {
    const { code, seats } = await table("sequence");
    const watcher = await newPlayer(browser, host, PHONE);
    const page = watcher.page;
    await page.goto(`/r/${code}`);
    await page.waitForSelector('.room[data-phase="playing"]');
    const list = ".seq-log-list";
    let history = 0;
    const count = () => history;
    // One move by the seat whose turn it is: the first action its own view lists.
    const more = async () => {
      const views = (await Promise.all(seats.map((client) => withHistory(client, history)))).map(
        (state) => state.game as SequenceView,
      );
      const turn = (views[0] as SequenceView).turn as number;
      const mover = seats[turn] as TestClient;
      const action = viewActions(views[turn] as SequenceView)[0];
      await play(mover, action);
      const after = (await withHistory(mover, history + 1)).game as SequenceView;
      history = after.history.length;
      await Promise.all(seats.map((client) => withHistory(client, history)));
    };
    await more();
    await page.waitForSelector(list);
    await fillLog(page, list, count, more, 22);
    expect(await newest(page, list)).toMatchObject({ inView: true, scrolls: true, marker: false });
    await screenshot(page, "sequence-log-newest");

    const before = history;
    const behind = await scrollBackThenCatchUp(page, list, count, more);
    expect(behind.lines).toBeGreaterThan(before);
    await page.click('[data-action="newest"]');
    await page.waitForSelector('[data-action="newest"]', { state: "detached" });
    expect(await newest(page, list)).toMatchObject({ inView: true, marker: false });
    expect(watcher.errors).toEqual([]);
    for (const client of seats) client.close();
    await watcher.context.close();
  });
});
