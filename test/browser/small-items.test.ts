/**
 * The small things a new player trips over (issue 19, item 6): what the lobby and the tab are called, the not-found
 * page, how computers are named, the sound switch, the rules' type, the watcher count, team chat, unread chat.
 * On a 360x740 phone and a 1280x800 laptop, in English and in Arabic where it is on screen.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { Limits } from "../../shared/limits";
import { launch, screenshot, watchErrors } from "./browser";
import {
  createRoomByClicking,
  holdClock,
  horizontalOverflow,
  myTurn,
  openRoomMenu,
  type Player,
  playFirstSequenceMove,
  sequenceHandReady,
  sitDown,
  version,
  waitNewer,
} from "./flow";

const host = inject("pkHost");
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

async function personIn(browser: Browser, locale: string, viewport: typeof PHONE): Promise<Player> {
  const context = await browser.newContext({ viewport, baseURL: `http://${host}`, locale });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

const seatTexts = (page: Page) => page.locator(".lobby [data-seat]").allTextContents();

/** Where each visible How to play button and Sound control sits: on the board or in the room's column. */
const visibleTools = (page: Page) =>
  page.evaluate(() => {
    const where = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((e) => e.checkVisibility({ visibilityProperty: true }))
        .map((e) => (e.closest(".room-menu") ? ".room-menu" : e.closest(".spy-board") ? ".spy-board" : e.className));
    return {
      rules: where('[data-action="rules"]'),
      sound: where('[data-action="sound"], label:has([data-field="sound"])'),
    };
  });

describe("small items", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("an address that is no page gets the site's not-found page (404) with a way home, in the reader's language", async () => {
    const cases = [
      { locale: "en-US", viewport: PHONE, name: "phone-en", title: "This page does not exist" },
      { locale: "ar", viewport: PHONE, name: "phone-ar", title: "هذه الصفحة غير موجودة" },
      { locale: "en-US", viewport: LAPTOP, name: "laptop-en", title: "This page does not exist" },
      { locale: "ar", viewport: LAPTOP, name: "laptop-ar", title: "هذه الصفحة غير موجودة" },
    ];
    for (const c of cases) {
      const reader = await personIn(browser, c.locale, c.viewport);
      const response = await reader.page.goto("/nonsense/page");
      expect(response?.status()).toBe(404);
      await reader.page.waitForSelector('.unavailable[data-state="not-found"]');
      expect(await reader.page.textContent("#unavailable-title")).toBe(c.title);
      // The site's header and the code box, as on any page that cannot be shown.
      expect(await reader.page.locator(".unavailable header h1 a").count()).toBe(1);
      expect(await reader.page.locator('[data-field="code"]').count()).toBe(1);
      if (c.locale === "ar") expect(await reader.page.getAttribute("html", "dir")).toBe("rtl");
      await screenshot(reader.page, `not-found-${c.name}`);
      await reader.page.click('[data-action="home"]');
      await reader.page.waitForSelector('[data-action="create"]');
      expect(new URL(reader.page.url()).pathname).toBe("/");
      expect(reader.errors.filter((e) => !e.includes("404"))).toEqual([]);
      await reader.context.close();
    }
    // Anything but reading it stays a plain 404.
    expect((await fetch(`http://${host}/nonsense/page`, { method: "POST" })).status).toBe(404);
  });

  it("Spy: the lobby and the tab name the game; one computer is not numbered; no '0 watching'; Sound is a switch; the rules read as body text; unread chat is marked", async () => {
    const ana = await personIn(browser, "en-US", PHONE);
    const code = await createRoomByClicking(ana.page, "spy", 3, "Ana");
    expect(await ana.page.textContent(".lobby-head h2")).toBe("Spy · Waiting for players");
    await expect.poll(() => ana.page.title()).toBe(`Spy · Room ${code} · Tabletop rooms`);
    expect(await ana.page.textContent(".room-head")).not.toContain("watching");

    const ben = await personIn(browser, "ar", LAPTOP);
    await ben.page.goto(`/r/${code}`);
    await ben.page.waitForSelector(".lobby");
    expect(await ben.page.textContent(".lobby-head h2")).toBe("الجاسوس · بانتظار اللاعبين");
    await sitDown(ben.page, "Ben");
    await ana.page.locator('[data-action="add-bot"]').first().click();
    await ana.page.waitForFunction(() => document.querySelectorAll('.lobby [data-action="add-bot"]').length === 0);
    const seats = await seatTexts(ana.page);
    expect(seats.some((text) => text.includes("Computer (medium)"))).toBe(true);
    expect(seats.some((text) => /Computer \d/.test(text))).toBe(false);
    await screenshot(ana.page, "lobby-spy-phone-en");
    await screenshot(ben.page, "lobby-spy-laptop-ar");

    await ana.page.click('[data-action="start"]:not(:disabled)');
    await ana.page.waitForSelector('.room[data-phase="playing"] .spy-board [data-action="sound"]');
    await ben.page.waitForSelector('.room[data-phase="playing"] .spy-board');

    // One How to play and one Sound on screen: the board's own on the phone (the room's are in its folded menu),
    // the room's column's on the laptop (where the board's would repeat them).
    expect(await visibleTools(ana.page)).toEqual({ rules: [".spy-board"], sound: [".spy-board"] });
    expect(await visibleTools(ben.page)).toEqual({ rules: [".room-menu"], sound: [".room-menu"] });

    // Sound: a labelled switch whose state is its pressed state, not a command that might mean either.
    const sound = ana.page.locator('[data-action="sound"]');
    const pressed = await sound.getAttribute("aria-pressed");
    expect(pressed === "true" || pressed === "false").toBe(true);
    expect(await sound.textContent()).toContain("Sound");
    await sound.click();
    await expect.poll(() => sound.getAttribute("aria-pressed")).toBe(pressed === "true" ? "false" : "true");
    const benSound = ben.page.locator('.room-menu label:has([data-field="sound"])');
    expect(await benSound.textContent()).toContain("الصوت");

    // The rules opened from the bold status line read as body text.
    for (const page of [ana.page, ben.page]) {
      await page.click('.room[data-phase="playing"] [data-action="rules"]:visible');
      await page.locator("dialog.rules-dialog[open] p").first().waitFor();
      const weights = await page
        .locator("dialog.rules-dialog[open] p")
        .evaluateAll((ps) => ps.map((p) => getComputedStyle(p).fontWeight));
      expect(weights.length).toBeGreaterThan(0);
      expect(weights.every((w) => w === "400")).toBe(true);
      // The status line itself stays bold.
      await page.click('dialog.rules-dialog[open] [data-action="close-rules"]');
      expect(await page.locator(".spy-status > p").evaluate((p) => getComputedStyle(p).fontWeight)).toBe("600");
    }
    await screenshot(ana.page, "spy-playing-phone-en");
    await screenshot(ben.page, "spy-playing-laptop-ar");

    // Chat below the table on the phone: a line from Ben while Ana looks at the board is marked where she sees it.
    await ana.page.evaluate(() => window.scrollTo(0, 0));
    const chatBelow = await ana.page
      .locator(".chat")
      .evaluate((chat) => chat.getBoundingClientRect().top > window.innerHeight);
    // On the phone the chat is below the table, out of view while Ana looks at the board.
    expect(chatBelow).toBe(true);
    await ben.page.fill(".chat input:not([type])", "hello");
    await ben.page.click('.chat button[type="submit"]');
    const mark = ana.page.locator('[data-action="chat-unread"]');
    await mark.waitFor();
    expect(await mark.getAttribute("data-count")).toBe("1");
    expect(await mark.isVisible()).toBe(true);
    await screenshot(ana.page, "chat-unread-phone-en");
    // Asked for less motion, the mark brings the chat into view at once, not in a glide.
    await ana.page.emulateMedia({ reducedMotion: "reduce" });
    const inViewAtOnce = await mark.evaluate((button) => {
      (button as HTMLElement).click();
      return (document.querySelector(".chat") as HTMLElement).getBoundingClientRect().bottom <= innerHeight + 1;
    });
    expect(inViewAtOnce).toBe(true);
    await mark.waitFor({ state: "detached" });
    expect(await ana.page.textContent(".chat-lines")).toContain("hello");
    // Ben's own line is never unread to him.
    expect(await ben.page.locator('[data-action="chat-unread"]').count()).toBe(0);
    expect(ana.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });

  it("Sequence with sides: 'Team only' is offered in the lobby, not during play while team chat is off; two computers are numbered", async () => {
    const ana = await personIn(browser, "en-US", LAPTOP);
    const code = await createRoomByClicking(ana.page, "sequence", 4, "Ana");
    const ben = await personIn(browser, "ar", PHONE);
    await ben.page.goto(`/r/${code}`);
    await sitDown(ben.page, "Ben");
    for (let bots = 1; bots <= 2; bots++) {
      await ana.page.locator('[data-action="add-bot"]').first().click();
      await ana.page.waitForFunction(
        (left) => document.querySelectorAll('.lobby [data-action="add-bot"]').length === left,
        2 - bots,
      );
    }
    const seats = await seatTexts(ana.page);
    expect(seats.filter((text) => /Computer \d \(medium\)/.test(text)).length).toBe(2);
    const teamOption = (page: Page) => page.locator(".chat label:has(input[type=checkbox])").count();
    await ana.page.waitForSelector(".chat");
    expect(await teamOption(ana.page)).toBe(1);
    await ana.page.click('[data-action="start"]:not(:disabled)');
    await ana.page.waitForSelector('.room[data-phase="playing"]');
    await ben.page.waitForSelector('.room[data-phase="playing"]');
    expect(await teamOption(ana.page)).toBe(0);
    expect(await teamOption(ben.page)).toBe(0);
    // A line in English in Ben's Arabic page reads in its own direction: its "?" at its end, right of "Again".
    await ana.page.fill(".chat input:not([type])", "Good game! Again?");
    await ana.page.click('.chat button[type="submit"]');
    const line = ben.page.locator(".chat-lines li", { hasText: "Good game" });
    await line.waitFor();
    const [question, again] = await line.evaluate((li) => {
      const text = [...li.querySelectorAll("bdi")].map((b) => b.firstChild).find((n) => n?.textContent?.includes("?"));
      if (!text) return [0, 0];
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      const content = text.textContent ?? "";
      return [at(content.indexOf("?")), at(content.indexOf("Again"))];
    });
    expect(question).toBeGreaterThan(again);
    // A Latin name under its discard pile, in the Arabic page, in its own direction (cut, it loses its end).
    const pile = ben.page.locator('[data-discard="0"] .seq-pile-name');
    expect(await pile.evaluate((e) => [e.textContent, getComputedStyle(e).direction])).toEqual(["Ana", "ltr"]);
    await screenshot(ana.page, "sequence-chat-laptop-en");
    await screenshot(ben.page, "sequence-chat-phone-ar");
    expect(ana.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });

  it("another's turn in a phone's bar: a long name is cut short, the words around it stay whole (English and Arabic)", async () => {
    const names = ["Anastasia Featherstonegh", "Bartholomew Montgomery-X"];
    expect(names.map((name) => name.length)).toEqual([Limits.maxNameLength, Limits.maxNameLength]);
    const ana = await personIn(browser, "en-US", PHONE);
    const code = await createRoomByClicking(ana.page, "sequence", 2, names[0]);
    const ben = await personIn(browser, "ar", PHONE);
    await ben.page.goto(`/r/${code}`);
    await sitDown(ben.page, names[1] as string);
    await ana.page.click('[data-action="start"]:not(:disabled)');
    /** The bar of the page whose turn it is not: its words, each drawn whole inside the bar, and the name, cut. */
    const barOfTheOther = async (page: Page) => {
      await page.locator(".room-bar-turn").waitFor();
      return page.locator(".room-bar-status").evaluate((bar) => {
        const box = bar.getBoundingClientRect();
        const name = bar.querySelector(".room-bar-turn > bdi") as HTMLElement;
        const words = [...bar.querySelectorAll<HTMLElement>(".room-bar-turn > span")].map((span) => {
          const at = span.getBoundingClientRect();
          return { text: span.textContent?.trim(), whole: at.left >= box.left - 0.5 && at.right <= box.right + 0.5 };
        });
        return { words, cut: name.scrollWidth > name.clientWidth, nameIn: name.textContent };
      });
    };
    const expected = { en: { text: "'s turn", name: names[1] }, ar: { text: "دور", name: names[0] } };
    for (let turn = 0; turn < 2; turn++) {
      await ana.page.waitForSelector('.room[data-phase="playing"][data-my-turn]');
      await ben.page.waitForSelector('.room[data-phase="playing"][data-my-turn]');
      const [waiting, playing, lang] = (await myTurn(ana.page)) ? [ben, ana, "ar" as const] : [ana, ben, "en" as const];
      expect(await barOfTheOther(waiting.page)).toEqual({
        words: [{ text: expected[lang].text, whole: true }],
        cut: true,
        nameIn: expected[lang].name,
      });
      await screenshot(waiting.page, `long-name-turn-phone-${lang}`);
      const before = await version(playing.page);
      await sequenceHandReady(playing.page);
      await playFirstSequenceMove(playing.page);
      // Both pages past the move: the next turn's roles are read from them.
      for (const page of [waiting.page, playing.page]) await waitNewer(page, before);
    }
    // Who is at the table, in the menu: a line that wraps under a long name starts after the dot, under the name,
    // not at the margin (where "online" read as a heading of the entries below).
    for (const page of [ana.page, ben.page]) {
      await openRoomMenu(page);
      const atMargin = await page.locator("[data-presence-seat]").evaluateAll((entries) =>
        entries.flatMap((entry) => {
          const dot = (entry.querySelector(".presence-dot") as HTMLElement).getBoundingClientRect();
          const rtl = getComputedStyle(entry).direction === "rtl";
          return [...entry.children]
            .filter((child) => !child.matches(".presence-dot"))
            .filter((child) => {
              const box = child.getBoundingClientRect();
              return rtl ? box.right > dot.left + 0.5 : box.left < dot.right - 0.5;
            })
            .map((child) => child.textContent);
        }),
      );
      expect(atMargin).toEqual([]);
      // The long names do wrap here: the test is of a wrapped line.
      const lines = await page
        .locator('[data-presence-seat="0"]')
        .evaluate((entry) => new Set([...entry.children].map((c) => Math.round(c.getBoundingClientRect().top))).size);
      expect(lines).toBeGreaterThan(1);
    }
    await screenshot(ben.page, "long-name-presence-phone-ar");
    expect(ana.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });

  it("a phone zoomed in (360 px at 150 %: 240x493): the home page fits, and the room's bar keeps whose turn it is", async () => {
    for (const locale of ["en-US", "ar"]) {
      const me = await personIn(browser, locale, { width: 240, height: 493 });
      await me.page.goto("/");
      await me.page.waitForSelector('[data-game="sequence"]');
      // No sideways scroll (the game cards and the code's box were wider than the page), and the language picker
      // beside or above the site's name, not over it.
      expect(await horizontalOverflow(me.page)).toBeLessThanOrEqual(0);
      const overlap = await me.page.evaluate(() => {
        const title = (document.querySelector(".home h1") as HTMLElement).getBoundingClientRect();
        const picker = (document.querySelector(".home .language-picker") as HTMLElement).getBoundingClientRect();
        return (
          title.bottom > picker.top &&
          picker.bottom > title.top &&
          title.right > picker.left &&
          picker.right > title.left
        );
      });
      expect(overlap, locale).toBe(false);
      await screenshot(me.page, `home-zoomed-${locale}`);
      await me.page.click('[data-game="sequence"]');
      await me.page.click('[data-action="vs-computer"]');
      await me.page.waitForSelector('.room[data-phase="playing"][data-my-turn="yes"]');
      const bar = await me.page.evaluate(() => {
        const status = document.querySelector(".room-bar-status") as HTMLElement;
        const home = document.querySelector(".room-bar > a") as HTMLElement;
        const code = document.querySelector(".room-bar-code") as HTMLElement;
        return {
          statusWhole: status.scrollWidth <= status.clientWidth,
          homeWidth: Math.round(home.getBoundingClientRect().width),
          codeShown: code.getClientRects().length > 0,
        };
      });
      // The link home a house the size of the menu's button, "Your turn" whole beside it, the code in the menu only.
      expect(bar, locale).toEqual({ statusWhole: true, homeWidth: 44, codeShown: false });
      expect(
        await me.page.getByRole("link", { name: locale === "ar" ? "غرف الطاولة" : "Tabletop rooms" }).count(),
      ).toBe(1);
      await screenshot(me.page, `bar-zoomed-${locale}`);
      // The rules' Close beside a title that wraps: the button keeps its words inside it.
      await me.page.click('.room [data-action="rules"]:visible');
      const close = me.page.locator('dialog.rules-dialog[open] [data-action="close-rules"]');
      expect(await close.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
      await close.click();
      expect(me.errors).toEqual([]);
      await me.context.close();
    }
  });

  it("an error box does not stay over the table: it hides itself, and can be dismissed sooner", async () => {
    const ana = await personIn(browser, "en-US", PHONE);
    // Ana's page on a clock the test can run ahead: the box's eight seconds pass at once.
    await ana.page.clock.install();
    const code = await createRoomByClicking(ana.page, "spy", 2, "Ana");
    const ben = await personIn(browser, "ar", LAPTOP);
    await ben.page.goto(`/r/${code}`);
    await sitDown(ben.page, "Ben");
    // A chat line longer than the room takes (typed past the box's limit, as a script can): the room refuses it.
    const tooLong = (page: Page) =>
      page.evaluate((length) => {
        const input = document.querySelector<HTMLInputElement>(".chat input:not([type])");
        if (!input?.form) throw new Error("no chat");
        input.value = "x".repeat(length);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        input.form.requestSubmit();
      }, Limits.maxChatLength + 20);
    // From here on Ana's clock moves only when the test moves it: on a busy machine a second of real time can pass
    // between two steps, which would otherwise pass on her clock too.
    await holdClock(ana.page);
    await tooLong(ana.page);
    const toast = ana.page.locator('.toast[role="alert"]');
    await toast.waitFor();
    await screenshot(ana.page, "error-toast-phone-en");
    // Gone by itself, with nobody touching it, after 8 s: still there a second before, gone just after. Its timer
    // starts once it is drawn (an effect after the paint: a frame, then a timer of its own, both on the page's
    // clock): run a fifth of a second first, every timer in order, those the first ones set too, so that the
    // timer is set before the clock jumps. (A jump fires what is due once, not what that sets: on a busy
    // machine the effect then waited for the clock's own pace, and came after the next jump, twice.)
    await ana.page.clock.runFor(200);
    await ana.page.clock.fastForward(6800);
    expect(await toast.isVisible()).toBe(true);
    await ana.page.clock.fastForward(1300);
    await toast.waitFor({ state: "detached", timeout: 5_000 });
    await ana.page.clock.resume();
    await tooLong(ben.page);
    const benToast = ben.page.locator('.toast[role="alert"]');
    await benToast.waitFor();
    await screenshot(ben.page, "error-toast-laptop-ar");
    await ben.page.click('[data-action="dismiss-error"]');
    await benToast.waitFor({ state: "detached", timeout: 5_000 });
    await ana.context.close();
    await ben.context.close();
  });
});
