/**
 * What happens around the happy path (issue 11), in real Chromium on a 360-px
 * phone and a desktop: the creator seated under a name asked once, the rules
 * one tap away in the player's language, a full room and bad links that say so
 * with a way on, a shuffled base, a spy on a known lit bomb that asks first,
 * and an end that turns every base face up. Screenshots: test-output/screenshots/.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createRoom, TestClient } from "../room/client";
import { launch, screenshot, watchErrors } from "./browser";
import { horizontalOverflow, newPlayer, type Player, sitDown, version, waitNewer } from "./flow";

const host = inject("pkHost");
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

async function playerIn(browser: Browser, languages: string, viewport = DESKTOP): Promise<Player> {
  const context = await browser.newContext({ viewport, baseURL: `http://${host}`, locale: languages });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** The cards of the arranging panel, in row order, as codes. */
const arrangingRow = (page: Page) =>
  page
    .locator(".spy-arrange .spy-card-button [data-card]")
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.card ?? "?"));

/** Arranges the base by swapping (tap one card, then another), turns the Spy to `facing`, and presses Ready. */
async function arrange(page: Page, target: readonly string[], facing: "left" | "right"): Promise<void> {
  await page.waitForSelector(".spy-arrange .spy-card-button");
  for (let i = 0; i < target.length; i++) {
    const row = await arrangingRow(page);
    const j = row.indexOf(target[i] as string);
    if (j === i) continue;
    const buttons = page.locator(".spy-arrange .spy-card-button");
    await buttons.nth(i).click();
    await buttons.nth(j).click();
  }
  expect(await arrangingRow(page)).toEqual(target);
  const spyLabel =
    (await page.locator(".spy-arrange .spy-card-button").nth(target.indexOf("SPY")).getAttribute("aria-label")) ?? "";
  if (!spyLabel.endsWith(facing)) await page.click('[data-action="facing"]');
  await page.click('[data-action="ready"]');
}

/** Text on Spy cards smaller than 11 px where it is shown (issue 11: ~7 px words on a phone). */
const smallCardText = (page: Page) =>
  page.evaluate(() => {
    const small: string[] = [];
    for (const card of document.querySelectorAll(".spy-card")) {
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || parent.getClientRects().length === 0) continue;
        const size = Number.parseFloat(getComputedStyle(parent).fontSize);
        if (size < 11) small.push(`${node.textContent.trim()} ${size}px`);
      }
    }
    return small;
  });

/** Whether the page title's text and the language picker overlap or nearly touch (less than 4 px apart). */
const pickerCrowdsTitle = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector("h1");
    const picker = document.querySelector(".language-picker");
    if (!h1 || !picker) return true;
    const range = document.createRange();
    range.selectNodeContents(h1);
    const b = picker.getBoundingClientRect();
    return [...range.getClientRects()].some(
      (r) => r.left < b.right + 4 && b.left < r.right + 4 && r.top < b.bottom && b.top < r.bottom,
    );
  });

describe("nobody is stuck around the game (issue 11), in real Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the creator is seated under a name asked once; a third person at a full table is told they watch (problems 6, 7)", async () => {
    const ana = await newPlayer(browser, host);
    await ana.page.goto("/");
    expect(await ana.page.inputValue('[data-field="name"]')).toBe("");
    await ana.page.click('[data-game="sequence"]');
    await ana.page.click('[data-action="create"]');
    await ana.page.waitForSelector('#name-needed[role="alert"]');
    expect(await ana.page.evaluate(() => document.activeElement?.getAttribute("data-field"))).toBe("name");
    await screenshot(ana.page, "home-name-needed");
    await ana.page.fill('[data-field="name"]', "Ana");
    await ana.page.click('[data-action="create"]');
    await ana.page.waitForSelector('.room[data-you-seat="0"] .lobby');
    const code = ana.page.url().split("/r/")[1] as string;
    expect(await ana.page.textContent('[data-seat="0"]')).toContain("Ana");
    expect(await ana.page.textContent(".room")).not.toContain("You are watching");

    const ben = await newPlayer(browser, host, PHONE);
    await ben.page.goto(`/r/${code}`);
    expect(await sitDown(ben.page, "Ben")).toBe(1);

    // Every seat taken: the third person is told, not silently made a spectator.
    const cy = await newPlayer(browser, host, PHONE);
    await cy.page.goto(`/r/${code}`);
    await cy.page.waitForSelector('.room[data-you-seat="none"] [data-state="full"]');
    expect(await cy.page.textContent('[data-state="full"]')).toContain("Every seat is taken");
    expect(await ben.page.locator('[data-state="full"]').count()).toBe(0);
    await screenshot(cy.page, "lobby-full-phone");

    // The name is remembered: the next room is created at once, its creator seated under it.
    await ana.page.goto("/");
    expect(await ana.page.inputValue('[data-field="name"]')).toBe("Ana");
    await ana.page.click('[data-game="spy"]');
    await ana.page.click('[data-action="create"]');
    await ana.page.waitForSelector('.room[data-you-seat="0"] .lobby');
    expect(await ana.page.textContent('[data-seat="0"]')).toContain("Ana");
    expect([...ana.errors, ...ben.errors, ...cy.errors]).toEqual([]);
    for (const p of [ana, ben, cy]) await p.context.close();
  });

  it("How to play opens over the lobby and the game, in the player's language, on a phone and a desktop (problem 5)", async () => {
    const sara = await playerIn(browser, "ar-EG", PHONE);
    await sara.page.goto("/");
    await sara.page.fill('[data-field="name"]', "سارة");
    await sara.page.click('[data-action="create"]');
    await sara.page.waitForSelector('.room[data-you-seat="0"] .lobby');
    const rules = sara.page.locator('.lobby [data-action="rules"]');
    expect(await rules.textContent()).toBe("طريقة اللعب");
    await rules.click();
    const dialog = sara.page.locator("dialog.rules-dialog[open]");
    await dialog.locator(".spy-howto").waitFor();
    expect(await dialog.textContent()).toContain("الهدف");
    expect(await dialog.textContent()).toContain("قنبلة مشتعلة");
    expect(await horizontalOverflow(sara.page)).toBeLessThanOrEqual(0);
    const box = await dialog.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(PHONE.width);
    await screenshot(sara.page, "rules-lobby-ar-phone");
    await sara.page.keyboard.press("Escape");
    await sara.page.waitForSelector("dialog.rules-dialog[open]", { state: "detached" }).catch(() => undefined);
    expect(await sara.page.locator("dialog.rules-dialog[open]").count()).toBe(0);

    // During the game too, without leaving it.
    await sara.page.click('[data-action="add-bot"]');
    await sara.page.click('[data-action="start"]:not(:disabled)');
    await sara.page.waitForSelector('.room[data-phase="playing"] .spy-board [data-action="rules"]');
    const url = sara.page.url();
    await sara.page.click('.spy-board [data-action="rules"]');
    await sara.page.locator("dialog.rules-dialog[open] .spy-howto").waitFor();
    expect(await sara.page.locator("dialog.rules-dialog[open]").textContent()).toContain("ترتيب الكشف");
    await screenshot(sara.page, "rules-spy-ar-phone");
    await sara.page.click('dialog.rules-dialog[open] [data-action="close-rules"]');
    expect(await sara.page.locator("dialog.rules-dialog[open]").count()).toBe(0);
    expect(sara.page.url()).toBe(url);
    expect(await sara.page.locator(".spy-arrange").count()).toBe(1);

    // Sequence, from the try-it embed, on a desktop in English.
    const reader = await newPlayer(browser, host);
    await reader.page.goto("/embed/try/sequence");
    await reader.page.fill('[data-field="name"]', "Reader");
    await reader.page.click('[data-action="try"]');
    await reader.page.waitForSelector('.room[data-phase="playing"] .seq-table', { timeout: 20_000 });
    // On a desktop the room's column offers How to play; the board does not repeat it.
    const rulesButtons = reader.page.locator('.room[data-phase="playing"] [data-action="rules"]:visible');
    expect(await rulesButtons.count()).toBe(1);
    expect(await reader.page.locator(".seq-table [data-action='rules']:visible").count()).toBe(0);
    await rulesButtons.click();
    const seqRules = reader.page.locator("dialog.rules-dialog[open]");
    await seqRules.locator(".seq-howto").waitFor();
    expect(await seqRules.textContent()).toContain("Two-eyed Jacks");
    await screenshot(reader.page, "rules-sequence-embed-desktop");
    // The same embed in a phone's width: the board reaches to the screen's edges, not past them (the embed's
    // padding is not the site's).
    await seqRules.locator('[data-action="close-rules"]').click();
    await reader.page.setViewportSize({ width: 360, height: 740 });
    expect(await horizontalOverflow(reader.page)).toBe(0);
    expect([...sara.errors, ...reader.errors]).toEqual([]);
    await sara.context.close();
    await reader.context.close();
  });

  it("a mistyped link, a code no room answers to and a full room get a page with the header, the code box and a way home (problems 7, 8)", async () => {
    const res = await fetch(`http://${host}/r/ABC234`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);

    for (const viewport of [PHONE, DESKTOP]) {
      const eve = await newPlayer(browser, host, viewport);
      await eve.page.goto("/r/ABC234");
      await eve.page.waitForSelector('[data-state="bad-link"]');
      expect(await eve.page.textContent("h1")).toBe("Tabletop rooms");
      expect(await eve.page.inputValue('[data-field="code"]')).toBe("ABC234");
      expect(await eve.page.locator('[data-field="language"]').count()).toBe(1);
      expect(await eve.page.textContent('[role="alert"]')).toContain("This link is not a room");
      expect(await horizontalOverflow(eve.page)).toBeLessThanOrEqual(0);
      await screenshot(eve.page, `bad-link-${viewport === PHONE ? "phone" : "desktop"}`);
      await eve.context.close();
    }

    const eve = await newPlayer(browser, host, PHONE);
    await eve.page.goto("/r/ZZZZZZZ");
    await eve.page.waitForSelector('[data-state="missing"]');
    expect(await eve.page.textContent('[role="alert"]')).toContain("There is no room with the code ZZZZZZZ");
    expect(await eve.page.textContent("h1")).toBe("Tabletop rooms");
    await screenshot(eve.page, "no-such-room-phone");
    // The code box leads on to a room that exists.
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    await eve.page.fill('[data-field="code"]', code.toLowerCase());
    await eve.page.click('.join-form button[type="submit"]');
    await eve.page.waitForSelector(".room .lobby");
    expect(eve.page.url()).toContain(`/r/${code}`);
    // And the way home.
    await eve.page.goto("/r/ZZZZZZZ");
    await eve.page.click('[data-action="home"]');
    await eve.page.waitForSelector('[data-action="create"]');
    expect(eve.errors).toEqual([]);
    await eve.context.close();

    // A full room: both seats taken and as many spectators as a room holds.
    const full = await createRoom(host, { game: "sequence", players: 2 });
    const clients: TestClient[] = [];
    for (let seat = 0; seat < 2; seat++) {
      const c = await TestClient.connect(host, full.code, seat === 0 ? { hostToken: full.hostToken } : {});
      await c.request({ type: "sit", seat, name: `P${seat}` });
      clients.push(c);
    }
    for (let i = 0; i < 50; i++) clients.push(await TestClient.connect(host, full.code));
    const late = await newPlayer(browser, host, PHONE);
    await late.page.goto(`/r/${full.code}`);
    await late.page.waitForSelector('[data-state="full"].unavailable');
    expect(await late.page.textContent('[role="alert"]')).toContain("This room is full");
    expect(await late.page.locator('[data-field="code"]').count()).toBe(1);
    await screenshot(late.page, "room-full-phone");
    await late.context.close();
    for (const c of clients) c.close();
  });

  it("Spy: bases start shuffled; a spy on a known lit bomb asks first; the end shows every base (problems 3, 4, 9)", async () => {
    const ana = await newPlayer(browser, host);
    await ana.page.goto("/");
    await ana.page.fill('[data-field="name"]', "Ana");
    await ana.page.click('[data-game="spy"]');
    await ana.page.click('[data-action="create"]');
    await ana.page.waitForSelector('.room[data-you-seat="0"] .lobby');
    const code = ana.page.url().split("/r/")[1] as string;
    const ben = await newPlayer(browser, host, PHONE);
    await ben.page.goto(`/r/${code}`);
    await sitDown(ben.page, "Ben");
    // Start cites the table version the host sees: wait until the room has answered the choice of first seat.
    const chosen = await version(ana.page);
    await ana.page.getByLabel("First player").selectOption("0");
    await waitNewer(ana.page, chosen);
    await ana.page.click('[data-action="start"]:not(:disabled)');

    // Nobody starts from the printed order (Spy, S1, S2, T1, T2, B1, B2, B3).
    const printed = ["SPY", "S1", "S2", "T1", "T2", "B1", "B2", "B3"];
    await ana.page.waitForSelector(".spy-arrange .spy-card-button");
    await ben.page.waitForSelector(".spy-arrange .spy-card-button");
    const starts = [await arrangingRow(ana.page), await arrangingRow(ben.page)];
    for (const row of starts) expect([...row].sort()).toEqual([...printed].sort());
    expect(starts.filter((row) => row.join() === printed.join()).length).toBeLessThan(2);

    // While arranging the game waits for both; once Ana has arranged, only for Ben (she may still re-arrange).
    await ana.page.waitForSelector('.room[data-my-turn="yes"]');
    await ben.page.waitForSelector('.room[data-my-turn="yes"]');
    // Ana's Spy faces her B1 (a 1), so it examines place 7 of Ben's base, where his B1 lies.
    await arrange(ana.page, ["SPY", "B1", "S1", "S2", "T1", "T2", "B2", "B3"], "right");
    await ana.page.waitForSelector('.room[data-my-turn="no"]');
    // The tab's title follows the picture in an effect, a moment after the page shows it.
    await ana.page.waitForFunction(() => !document.title.includes("Your turn"));
    expect(await ben.page.locator('.room[data-my-turn="yes"]').count()).toBe(1);
    await ben.page.waitForFunction(() => document.title.includes("Your turn"));
    await arrange(ben.page, ["S1", "S2", "T1", "T2", "SPY", "B2", "B1", "B3"], "right");
    await ana.page.waitForSelector('.room[data-my-turn="yes"] [data-action="spy"][data-target="1"]');
    // The bomb is not lit yet: an ordinary spy, no question.
    expect(await ana.page.locator('[data-action="spy"][data-fatal]').count()).toBe(0);
    let before = await version(ana.page);
    await ana.page.click('[data-action="spy"][data-target="1"]');
    await waitNewer(ana.page, before);
    expect(await ana.page.textContent(".spy-log")).toContain("You spied on Ben: tssss… a bomb is lit");
    await ben.page.waitForSelector('.room[data-my-turn="yes"] [data-action="end"]');
    expect(await ben.page.textContent(".spy-log")).toContain("Ana spied on you: tssss… a bomb is lit");
    before = await version(ben.page);
    await ben.page.click('[data-action="end"]');
    await waitNewer(ben.page, before);

    // Now the card across is a lit bomb everyone knows of: the spy is not the primary button and asks first.
    const fatal = ana.page.locator('[data-action="spy"][data-target="1"][data-fatal]');
    await fatal.waitFor();
    expect(await fatal.getAttribute("class")).not.toContain("primary");
    expect(await ana.page.textContent(".spy-controls")).toContain("A lit bomb is across in Ben's base");
    // On a phone's width too the reason says its whole sentence, its end (what it means) as well: a touch screen
    // shows no title. It had been cut to one line there: "A lit bomb is across in Ben's base: spying th…".
    const laptop = ana.page.viewportSize();
    await ana.page.setViewportSize(PHONE);
    // Where the words' box is, and where its text runs: a clipped line runs past the box.
    const reason = await ana.page.locator("#spy-blocked-1").evaluate((words) => {
      const range = document.createRange();
      range.selectNodeContents(words);
      const { left, right } = words.getBoundingClientRect();
      const text = range.getBoundingClientRect();
      return { said: words.textContent, left, right, textRight: text.right, textHeight: text.height };
    });
    expect(reason.said).toBe("A lit bomb is across in Ben's base: spying there puts you out.");
    expect(reason.left).toBeGreaterThanOrEqual(0);
    expect(reason.right).toBeLessThanOrEqual(PHONE.width);
    expect(reason.textRight).toBeLessThanOrEqual(reason.right + 0.5);
    // More than one line (12 px words): it wrapped rather than ran on.
    expect(reason.textHeight).toBeGreaterThan(20);
    if (laptop) await ana.page.setViewportSize(laptop);
    before = await version(ana.page);
    await fatal.click();
    const question = ana.page.locator('[role="alertdialog"][data-confirm="fatal-spy"]');
    await question.waitFor();
    // Focus goes to "Don't spy" once the question has rendered (an effect, so it may land a moment later).
    await ana.page.waitForFunction(() => document.activeElement?.getAttribute("data-action") === "cancel-spy", null, {
      timeout: 5_000,
    });
    await screenshot(ana.page, "spy-fatal-confirm-desktop");
    await ana.page.keyboard.press("Escape");
    expect(await question.count()).toBe(0);
    await ana.page.waitForTimeout(300);
    expect(await version(ana.page)).toBe(before);
    await fatal.click();
    await ana.page.click('[data-action="confirm-spy"]');
    await waitNewer(ana.page, before);

    // Ana found the lit bomb: Ben wins. Both see every base, and the panel agrees with the status line.
    for (const [page, ending] of [
      [ana.page, "Ben wins!"],
      [ben.page, "You win!"],
    ] as const) {
      await page.waitForSelector(".game-over .winner");
      expect(await page.textContent(".game-over .winner")).toBe(ending);
      expect(await page.textContent(".spy-status p")).toBe(ending);
      expect(await page.locator('.spy-base [data-kind="hidden"]').count()).toBe(0);
      expect(await page.locator(".spy-base [data-card]").count()).toBe(16);
    }
    expect(await ana.page.textContent(".spy-log")).toContain("BOOM — you are out");
    await screenshot(ana.page, "spy-over-revealed-desktop");
    await screenshot(ben.page, "spy-over-revealed-phone");
    expect(await horizontalOverflow(ben.page)).toBeLessThanOrEqual(0);
    expect([...ana.errors, ...ben.errors]).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });

  it("a 360-px phone: Spy card words at 11 px or more (a sign per type), Sequence spaces of 32 px, the language picker clear of the title", async () => {
    for (const languages of ["en-US", "ar-EG"]) {
      const visitor = await playerIn(browser, languages, PHONE);
      await visitor.page.goto("/");
      await visitor.page.waitForSelector('[data-field="language"]');
      expect(await pickerCrowdsTitle(visitor.page), languages).toBe(false);
      await screenshot(visitor.page, `home-header-${languages}-phone`);
      await visitor.context.close();
    }

    const pat = await newPlayer(browser, host, PHONE);
    await pat.page.goto("/");
    await pat.page.fill('[data-field="name"]', "Pat");
    await pat.page.click('[data-game="spy"]');
    await pat.page.click('[data-action="vs-computer"]');
    await pat.page.waitForSelector(".spy-arrange .spy-card");
    expect(await smallCardText(pat.page)).toEqual([]);
    // Each card shows its type as a sign big enough to read.
    const signs = await pat.page
      .locator(".spy-arrange .spy-card .spy-icon")
      .evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width));
    expect(signs.length).toBe(8);
    for (const width of signs) expect(width).toBeGreaterThanOrEqual(12);
    await pat.page.click('[data-action="ready"]');
    await pat.page.waitForSelector(".spy-table .spy-own .spy-card");
    await pat.page.waitForSelector('.spy-opponents [data-kind="hidden"]');
    expect(await smallCardText(pat.page)).toEqual([]);
    expect(await horizontalOverflow(pat.page)).toBeLessThanOrEqual(0);
    await screenshot(pat.page, "spy-cards-phone");
    expect(pat.errors).toEqual([]);
    await pat.context.close();

    // On a desktop the cards have room for their words too, at 11 px or more.
    const wide = await newPlayer(browser, host);
    await wide.page.goto("/");
    await wide.page.fill('[data-field="name"]', "Wyn");
    await wide.page.click('[data-game="spy"]');
    await wide.page.click('[data-action="vs-computer"]');
    await wide.page.waitForSelector(".spy-arrange .spy-card");
    const words = await wide.page
      .locator(".spy-arrange .spy-word")
      .evaluateAll((spans) =>
        spans.map((span) =>
          span.getClientRects().length > 0 ? Number.parseFloat(getComputedStyle(span).fontSize) : 0,
        ),
      );
    expect(words.length).toBe(8);
    for (const size of words) expect(size).toBeGreaterThanOrEqual(11);
    expect(await smallCardText(wide.page)).toEqual([]);
    await wide.context.close();

    const sam = await newPlayer(browser, host, PHONE);
    await sam.page.goto("/");
    await sam.page.fill('[data-field="name"]', "Sam");
    await sam.page.click('[data-game="sequence"]');
    await sam.page.click('[data-action="vs-computer"]');
    await sam.page.waitForSelector('.room[data-phase="playing"] [data-cell="0,0"]', { timeout: 20_000 });
    const cells = await sam.page
      .locator("[data-cell]")
      .evaluateAll((spaces) =>
        spaces.map((space) => Math.min(space.getBoundingClientRect().width, space.getBoundingClientRect().height)),
      );
    expect(cells.length).toBe(100);
    expect(Math.min(...cells)).toBeGreaterThanOrEqual(32);
    expect(await horizontalOverflow(sam.page)).toBeLessThanOrEqual(0);
    // Suits, the corners' star and the turn marker are drawn, not typed.
    expect(await sam.page.locator('[data-cell="0,1"] svg.seq-suit').count()).toBe(1);
    expect(await sam.page.locator('[data-cell="0,0"] svg.seq-corner-star').count()).toBe(1);
    await screenshot(sam.page, "sequence-cells-phone");
    expect(sam.errors).toEqual([]);
    await sam.context.close();
  });

  it("chat stays out of a game against the computer and of an embed until someone else is there", async () => {
    const mo = await newPlayer(browser, host, PHONE);
    await mo.page.goto("/");
    await mo.page.fill('[data-field="name"]', "Mo");
    await mo.page.click('[data-game="sequence"]');
    await mo.page.click('[data-action="vs-computer"]');
    await mo.page.waitForSelector('.room[data-phase="playing"] [data-cell="0,0"]', { timeout: 20_000 });
    expect(await mo.page.locator(".chat").count()).toBe(0);
    await screenshot(mo.page, "vs-computer-quiet-phone");
    // That game is played in this browser: nobody can come, and chat never shows.
    expect(new URL(mo.page.url()).pathname).toMatch(/^\/solo\/[2-9A-Z]{8}$/);

    // A room for friends played against a computer: quiet too, until a friend opens the link to watch.
    await mo.page.goto("/");
    await mo.page.click('[data-game="sequence"]');
    await mo.page.click('[data-action="create"]');
    await mo.page.waitForURL(/\/r\/[2-9A-Z]{7}$/);
    const code = mo.page.url().split("/r/")[1] as string;
    await mo.page.waitForSelector('.room[data-you-seat="0"] .lobby');
    await mo.page.click('[data-action="add-bot"]');
    await mo.page.click('[data-action="start"]:not(:disabled)');
    await mo.page.waitForSelector('.room[data-phase="playing"] [data-cell="0,0"]', { timeout: 20_000 });
    expect(await mo.page.locator(".chat").count()).toBe(0);
    const friend = await newPlayer(browser, host);
    await friend.page.goto(`/r/${code}`);
    await friend.page.waitForSelector('.room[data-you-seat="none"] .chat');
    await mo.page.waitForSelector(".chat");

    // The try-it embed, alone with the computer: no chat either.
    const reader = await newPlayer(browser, host);
    await reader.page.goto("/embed/try/spy");
    await reader.page.fill('[data-field="name"]', "Reader");
    await reader.page.click('[data-action="try"]');
    await reader.page.waitForSelector('.room[data-phase="playing"] .spy-board', { timeout: 20_000 });
    expect(await reader.page.locator(".chat").count()).toBe(0);
    expect([...mo.errors, ...friend.errors, ...reader.errors]).toEqual([]);
    for (const p of [mo, friend, reader]) await p.context.close();
  });

  it("a guided first game of Spy against the computer explains each step as it happens (rules everywhere)", async () => {
    const nia = await newPlayer(browser, host, PHONE);
    await nia.page.goto("/");
    await nia.page.fill('[data-field="name"]', "Nia");
    await nia.page.click('[data-game="spy"]');
    await nia.page.click('[data-action="guided"]');
    const tips = nia.page.locator(".spy-guide");
    await nia.page.waitForSelector('.spy-guide [data-tip="arrange"]');
    expect(await tips.textContent()).toContain("This row is your base");
    await screenshot(nia.page, "guided-arrange-phone");
    await nia.page.click('[data-action="ready"]');
    await nia.page.waitForSelector('.room[data-my-turn="yes"] .spy-guide [data-tip="move"]', { timeout: 20_000 });
    expect(await tips.textContent()).toMatch(/Your turn\. Your Spy faces your (Safe|Top Secret|Bomb) \d/);
    const spyOn = nia.page.locator('[data-action="spy"]:not(:disabled)');
    const before = await version(nia.page);
    if ((await spyOn.count()) > 0) {
      const fatal = (await spyOn.first().getAttribute("data-fatal")) !== null;
      await spyOn.first().click();
      if (fatal) await nia.page.click('[data-action="confirm-spy"]');
      // The answer is explained through the computer's turn and into the next one.
      await nia.page.waitForSelector('.spy-guide [data-tip="answer"]');
      expect(await tips.textContent()).toMatch(/Answer: |You exposed|a bomb!|Boom/);
    } else {
      await nia.page.click('[data-action="end"]');
      await waitNewer(nia.page, before);
    }
    await screenshot(nia.page, "guided-answer-phone");
    // The tips can be put away.
    await nia.page.click('[data-action="hide-guide"]');
    expect(await tips.count()).toBe(0);
    expect(nia.errors).toEqual([]);
    await nia.context.close();
  });
});
