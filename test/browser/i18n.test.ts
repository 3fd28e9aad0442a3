/**
 * The interface in the players' languages, in real Chromium: the picker (and
 * that it is remembered), the browser's own language, right-to-left Arabic;
 * one game of each played through every language, switched at the table with
 * the picker: no English, no digits but Latin and no horizontal scrolling on a
 * 360-px phone on those screens, and no line of text cut at its top or bottom; in English and Arabic, those
 * screens and the home page audited (axe-core, WCAG 2.2 AA) in the light and the dark scheme (pictures with SCREENSHOTS=1: test-output/screenshots/i18n-*).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityProblems } from "./accessibility";
import { launch, screenshot, watchErrors } from "./browser";
import {
  arrangeReady,
  createRoomByClicking,
  cutTopOrBottom,
  horizontalOverflow,
  myTurn,
  type Player,
  playFirstSequenceMove,
  sequenceHandReady,
  sitDown,
  version,
  waitNewer,
} from "./flow";

const host = inject("pkHost");
/** The languages whose screens are also audited for accessibility, in both colour schemes (accessibility.ts). */
const AUDITED = ["en", "ar"];
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** A player whose browser prefers `languages` (navigator.languages and Accept-Language). */
async function playerIn(browser: Browser, languages: string, viewport = DESKTOP): Promise<Player> {
  const context = await browser.newContext({ viewport, baseURL: `http://${host}`, locale: languages });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

const pageLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/**
 * English words of the interface that must not be on a translated screen: in its
 * text, or in what a screen reader reads (labels, placeholders). Matched as whole
 * words, case-sensitively (room codes are capitals).
 */
const ENGLISH = [
  // A list of names or games joined in English (Chromium has no Punjabi or Kurmanji list format).
  "and",
  "Your turn",
  "turn",
  "Players",
  "Chat",
  "Send",
  "Say something",
  "Spy",
  "Sequence",
  "Safe",
  "Secret",
  "Bomb",
  "Move",
  "Flip",
  "End",
  "Ready",
  "Random",
  "base",
  "Looking for",
  "What happened",
  "Nothing yet",
  "Room",
  "watching",
  "Sound",
  "Language",
  "Tabletop",
  "Your hand",
  "Draw pile",
  "discard",
  "Cards",
  "Pass",
  "Exchange",
  "row",
  "column",
  "free",
  "sequences",
  "card",
  "wins",
  "Seat",
  "Computer",
];

async function englishOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => [
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown is the point, not hidden nodes' text
    document.body.innerText,
    ...[...document.querySelectorAll("[aria-label], [placeholder], [title]")].flatMap((el) =>
      ["aria-label", "placeholder", "title"].map((a) => el.getAttribute(a) ?? ""),
    ),
  ]);
  const all = texts.join("\n");
  // Whole words by Unicode letters: \b alone knows only ASCII ones, and found "and" in Kurmanji's "meşand".
  return ENGLISH.filter((word) => new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "u").test(all));
}

/**
 * Digits other than Latin on the page: every language writes numbers in Latin digits, as printed on the cards
 * (an Arabic browser switched to Kurdî had written "٧ kart": Chromium has no Kurdish number format, and fell back
 * to the browser's own language).
 */
const otherDigitsOn = (page: Page) =>
  // biome-ignore lint/performance/useDomNodeTextContent: what is shown is the point
  page.evaluate(() => document.body.innerText.match(/[\u0660-\u0669\u06f0-\u06f9]+/g) ?? []);

/** The languages a table is tried in, in turn; the players' browsers prefer the first. */
const AT_THE_TABLE = ["ar", "pa", "kn", "ku"] as const;

/**
 * Switches `page` to `lang` with the picker it shows (on a phone, the one in the room's menu, closed again after),
 * and waits for the page to speak it.
 */
async function speak(page: Page, lang: string): Promise<void> {
  const folded = await page.locator('[data-action="room-menu"]').isVisible();
  if (folded) await page.click('[data-action="room-menu"]');
  const picker = page.locator(folded ? '#room-menu [data-field="language"]' : '[data-field="language"]:visible');
  await picker.first().selectOption(lang);
  await page.waitForSelector(`html[lang="${lang}"][dir="${lang === "ar" ? "rtl" : "ltr"}"]`);
  if (folded) {
    await page.keyboard.press("Escape");
    // Gone once it has slid out (its visibility is part of the slide).
    await picker.waitFor({ state: "hidden" });
  }
}

/**
 * Both pages in each language of the table in turn, switched as a player would, with `check` run in each: the
 * table's words in every language from one game, rather than a game for each.
 */
async function inEveryLanguage(pages: readonly Page[], check: (lang: string) => Promise<void>): Promise<void> {
  for (const lang of AT_THE_TABLE) {
    for (const page of pages) await speak(page, lang);
    await check(lang);
  }
}

/**
 * Two players whose browsers prefer Arabic at a fresh table of `game`; the host (desktop) starts, the other is on
 * a phone. The lobby is checked in every language first.
 */
async function table(browser: Browser, game: "spy" | "sequence") {
  const hostPlayer = await playerIn(browser, "ar-EG");
  const code = await createRoomByClicking(hostPlayer.page, game, 2);
  await sitDown(hostPlayer.page, "سارة");
  const guest = await playerIn(browser, "ar-EG", PHONE);
  await guest.page.goto(`/r/${code}`);
  await sitDown(guest.page, "عمر");
  const pages = [hostPlayer.page, guest.page];
  // The lobby too: seats, invitation (a link reads left to right even in Arabic), host controls.
  await hostPlayer.page.waitForSelector('[data-action="start"]:not(:disabled)');
  await hostPlayer.page.waitForSelector(".qr svg");
  await inEveryLanguage(pages, async (lang) => {
    await screenshot(hostPlayer.page, `i18n-lobby-${game}-${lang}-desktop`);
    await screenshot(guest.page, `i18n-lobby-${game}-${lang}-phone`);
    for (const page of pages) {
      expect(await englishOn(page), lang).toEqual([]);
      expect(await cutTopOrBottom(page), lang).toEqual([]);
      if (AUDITED.includes(lang)) expect(await accessibilityProblems(page), lang).toEqual([]);
    }
    expect(await horizontalOverflow(guest.page)).toBeLessThanOrEqual(0);
  });
  await hostPlayer.page.click('[data-action="start"]:not(:disabled)');
  await guest.page.waitForSelector('.room[data-phase="playing"]');
  return { hostPlayer, guest, pages };
}

async function whoseTurn(pages: Page[]): Promise<Page> {
  // Generous: a busy machine may take long over a move; the test's own timeout bounds it anyway.
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    for (const page of pages) if (await myTurn(page)) return page;
    await pages[0]?.waitForTimeout(50);
  }
  throw new Error("nobody's turn");
}

// Each test has its own browser contexts (and rooms): they run at once, in one browser.
describe.concurrent("the interface in the players' languages, in real Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the picker switches the language, right to left for Arabic, and it is remembered after a reload", async () => {
    const ana = await playerIn(browser, "en-US");
    await ana.page.goto("/");
    await ana.page.waitForSelector('[data-field="language"]');
    expect(await pageLanguage(ana.page)).toEqual({ lang: "en", dir: "ltr" });
    const options = await ana.page.locator('[data-field="language"] option').allTextContents();
    expect(options).toEqual(["English", "ਪੰਜਾਬੀ", "ಕನ್ನಡ", "العربية", "Kurdî"]);
    expect(await accessibilityProblems(ana.page)).toEqual([]);

    await ana.page.selectOption('[data-field="language"]', "ar");
    await ana.page.waitForSelector('html[lang="ar"][dir="rtl"]');
    expect(await ana.page.textContent("h1")).toBe("غرف الطاولة");
    expect(await ana.page.title()).toBe("غرف الطاولة");
    await ana.page.reload();
    await ana.page.waitForSelector('[data-field="language"]');
    expect(await pageLanguage(ana.page)).toEqual({ lang: "ar", dir: "rtl" });
    expect(await ana.page.inputValue('[data-field="language"]')).toBe("ar");
    expect(await englishOn(ana.page)).toEqual([]);
    // Start-aligned text sits on the right in a right-to-left page.
    const h1 = await ana.page.locator("h1").boundingBox();
    expect((h1?.x ?? 0) + (h1?.width ?? 0)).toBeGreaterThan(DESKTOP.width / 2);
    await screenshot(ana.page, "i18n-home-ar-desktop");
    expect(await accessibilityProblems(ana.page)).toEqual([]);

    await ana.page.selectOption('[data-field="language"]', "kn");
    await ana.page.waitForSelector('html[lang="kn"][dir="ltr"]');
    expect(await englishOn(ana.page)).toEqual([]);
    await ana.page.selectOption('[data-field="language"]', "en");
    await ana.page.waitForSelector('html[lang="en"][dir="ltr"]');
    expect(await ana.page.textContent("h1")).toBe("Tabletop rooms");
    expect(ana.errors).toEqual([]);
    await ana.context.close();
  });

  it("a first visit follows the browser's languages", async () => {
    const simran = await playerIn(browser, "pa-IN");
    await simran.page.goto("/");
    await simran.page.waitForSelector('html[lang="pa"]');
    expect(await simran.page.textContent("h1")).toBe("ਮੇਜ਼ ਦੀਆਂ ਖੇਡਾਂ");
    expect(await englishOn(simran.page)).toEqual([]);
    // The games in the tagline joined in Punjabi, not with Intl's English fallback.
    expect(await simran.page.textContent("main")).toContain("ਅਤੇ");
    await simran.context.close();

    const rojda = await playerIn(browser, "ku");
    await rojda.page.goto("/");
    await rojda.page.waitForSelector('html[lang="ku"]');
    expect(await englishOn(rojda.page)).toEqual([]);
    expect(await rojda.page.textContent("main")).toContain(" û ");
    await rojda.context.close();

    const phone = await playerIn(browser, "ar-EG", PHONE);
    await phone.page.goto("/");
    await phone.page.waitForSelector('html[dir="rtl"] [data-action="create"]');
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, "i18n-home-ar-phone");
    expect(await accessibilityProblems(phone.page)).toEqual([]);
    await phone.context.close();
  });

  it("Spy in every language, switched at the table: arranging and playing, nothing left in English", async () => {
    const { hostPlayer, guest, pages } = await table(browser, "spy");
    await hostPlayer.page.waitForSelector('[data-action="random"]');
    await guest.page.waitForSelector('[data-action="random"]');
    await inEveryLanguage(pages, async (lang) => {
      await screenshot(hostPlayer.page, `i18n-spy-arranging-${lang}-desktop`);
      expect(await englishOn(hostPlayer.page), lang).toEqual([]);
      // The arranging buttons' longest labels (the facing toggle, "arrange at random") fit a phone.
      await screenshot(guest.page, `i18n-spy-arranging-${lang}-phone`);
      expect(await horizontalOverflow(guest.page), lang).toBeLessThanOrEqual(0);
    });
    for (const page of pages) {
      await page.click('[data-action="random"]');
      await arrangeReady(page);
    }
    // A move (when there is one) so the log and the board have something to say.
    const first = await whoseTurn(pages);
    const move = first.locator('[data-action="move"]:not(:disabled)');
    if ((await move.count()) > 0) {
      const before = await version(first);
      await move.first().click();
      await waitNewer(first, before);
    }
    for (const page of pages) await page.waitForSelector(".spy-table");
    await inEveryLanguage(pages, async (lang) => {
      await screenshot(hostPlayer.page, `i18n-spy-playing-${lang}-desktop`);
      await screenshot(guest.page, `i18n-spy-playing-${lang}-phone`);
      for (const page of pages) {
        expect(await englishOn(page), lang).toEqual([]);
        expect(await otherDigitsOn(page), lang).toEqual([]);
        expect(await cutTopOrBottom(page), lang).toEqual([]);
        if (AUDITED.includes(lang)) expect(await accessibilityProblems(page), lang).toEqual([]);
      }
      expect(await horizontalOverflow(guest.page), lang).toBeLessThanOrEqual(0);
      if (lang === "ar") {
        // The rows keep their physical order: your base's place 1 is on the left of place 2.
        const places = guest.page.locator(".spy-own [data-place]");
        const a = await places.nth(0).boundingBox();
        const b = await places.nth(1).boundingBox();
        expect(a?.x ?? 0).toBeLessThan(b?.x ?? 0);
        expect(await places.nth(0).getAttribute("data-place")).toMatch(/,0$/);
      }
    });
    expect([...hostPlayer.errors, ...guest.errors]).toEqual([]);
    await hostPlayer.context.close();
    await guest.context.close();
  });

  it("Sequence in every language, switched at the table: a few turns in, nothing left in English", async () => {
    const { hostPlayer, guest, pages } = await table(browser, "sequence");
    for (let turn = 0; turn < 3; turn++) {
      const page = await whoseTurn(pages);
      const before = await version(page);
      await sequenceHandReady(page);
      await playFirstSequenceMove(page);
      await waitNewer(page, before);
    }
    // The next player chooses a card, so the highlighted spaces show.
    const next = await whoseTurn(pages);
    await next.locator("[data-card]:not([data-idle])").first().click();
    await next.locator('[data-legal="true"]').first().waitFor();
    await inEveryLanguage(pages, async (lang) => {
      await screenshot(hostPlayer.page, `i18n-sequence-${lang}-desktop`);
      await screenshot(guest.page, `i18n-sequence-${lang}-phone`);
      for (const page of pages) {
        expect(await englishOn(page), lang).toEqual([]);
        expect(await otherDigitsOn(page), lang).toEqual([]);
        expect(await cutTopOrBottom(page), lang).toEqual([]);
        if (AUDITED.includes(lang)) expect(await accessibilityProblems(page), lang).toEqual([]);
      }
      expect(await horizontalOverflow(guest.page), lang).toBeLessThanOrEqual(0);
      if (lang === "ar") {
        // The board keeps its physical orientation: column 1 is on the left.
        const first = await guest.page.locator('[data-cell="0,0"]').boundingBox();
        const second = await guest.page.locator('[data-cell="0,1"]').boundingBox();
        expect(first?.x ?? 0).toBeLessThan(second?.x ?? 0);
      }
    });
    // The chosen card and its highlighted spaces lasted through every switch of language.
    expect(await next.locator('[data-legal="true"]').count()).toBeGreaterThan(0);
    expect([...hostPlayer.errors, ...guest.errors]).toEqual([]);
    await hostPlayer.context.close();
    await guest.context.close();
  });
});
