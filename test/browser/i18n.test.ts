/**
 * The interface in the players' languages, in real Chromium: the picker (and
 * that it is remembered), the browser's own language, right-to-left Arabic,
 * screenshots of both games in every language (test-output/screenshots/i18n-*),
 * no horizontal scrolling on a 360-px phone, and no English left on those screens.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch, screenshot, watchErrors } from "./browser";
import {
  arrangeReady,
  createRoomByClicking,
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
  return ENGLISH.filter((word) => new RegExp(`\\b${word}\\b`).test(all));
}

/** Two players in `languages` at a fresh table of `game`; the host (desktop) starts, the other is on a phone. */
async function table(browser: Browser, game: "spy" | "sequence", languages: string, names: [string, string]) {
  const hostPlayer = await playerIn(browser, languages);
  const code = await createRoomByClicking(hostPlayer.page, game, 2);
  await sitDown(hostPlayer.page, names[0]);
  const guest = await playerIn(browser, languages, PHONE);
  await guest.page.goto(`/r/${code}`);
  await sitDown(guest.page, names[1]);
  // The lobby too: seats, invitation (a link reads left to right even in Arabic), host controls.
  await hostPlayer.page.waitForSelector('[data-action="start"]:not(:disabled)');
  await hostPlayer.page.waitForSelector(".qr svg");
  await screenshot(hostPlayer.page, `i18n-lobby-${game}-${languages}-desktop`);
  await screenshot(guest.page, `i18n-lobby-${game}-${languages}-phone`);
  for (const page of [hostPlayer.page, guest.page]) expect(await englishOn(page)).toEqual([]);
  expect(await horizontalOverflow(guest.page)).toBeLessThanOrEqual(0);
  await hostPlayer.page.click('[data-action="start"]:not(:disabled)');
  await guest.page.waitForSelector('.room[data-phase="playing"]');
  return { hostPlayer, guest, pages: [hostPlayer.page, guest.page] };
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
    await simran.context.close();

    const phone = await playerIn(browser, "ar-EG", PHONE);
    await phone.page.goto("/");
    await phone.page.waitForSelector('html[dir="rtl"] [data-action="create"]');
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, "i18n-home-ar-phone");
    await phone.context.close();
  });

  for (const [lang, languages, names] of [
    ["ar", "ar-EG", ["سارة", "عمر"]],
    ["pa", "pa-IN", ["ਸਿਮਰਨ", "ਗੁਰਪ੍ਰੀਤ"]],
    ["kn", "kn-IN", ["ಅನಿತಾ", "ರವಿ"]],
    ["ku", "ku-TR", ["Rojda", "Baran"]],
  ] as const) {
    it(`Spy in ${lang}: arranging and playing, nothing left in English`, async () => {
      const { hostPlayer, guest, pages } = await table(browser, "spy", languages, [...names]);
      await hostPlayer.page.waitForSelector('[data-action="random"]');
      await screenshot(hostPlayer.page, `i18n-spy-arranging-${lang}-desktop`);
      expect(await englishOn(hostPlayer.page)).toEqual([]);
      // The arranging buttons' longest labels (the facing toggle, "arrange at random") fit a phone.
      await guest.page.waitForSelector('[data-action="random"]');
      await screenshot(guest.page, `i18n-spy-arranging-${lang}-phone`);
      expect(await horizontalOverflow(guest.page)).toBeLessThanOrEqual(0);
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
      await screenshot(hostPlayer.page, `i18n-spy-playing-${lang}-desktop`);
      await screenshot(guest.page, `i18n-spy-playing-${lang}-phone`);
      for (const page of pages) {
        expect(await pageLanguage(page)).toEqual({ lang, dir: lang === "ar" ? "rtl" : "ltr" });
        expect(await englishOn(page)).toEqual([]);
      }
      expect(await horizontalOverflow(guest.page)).toBeLessThanOrEqual(0);
      if (lang === "ar") {
        // The rows keep their physical order: your base's place 1 is on the left of place 2.
        const places = guest.page.locator(".spy-own [data-place]");
        const a = await places.nth(0).boundingBox();
        const b = await places.nth(1).boundingBox();
        expect(a?.x ?? 0).toBeLessThan(b?.x ?? 0);
        expect(await places.nth(0).getAttribute("data-place")).toMatch(/,0$/);
      }
      expect([...hostPlayer.errors, ...guest.errors]).toEqual([]);
      await hostPlayer.context.close();
      await guest.context.close();
    });

    it(`Sequence in ${lang}: a few turns in, nothing left in English`, async () => {
      const { hostPlayer, guest, pages } = await table(browser, "sequence", languages, [...names]);
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
      await screenshot(hostPlayer.page, `i18n-sequence-${lang}-desktop`);
      await screenshot(guest.page, `i18n-sequence-${lang}-phone`);
      for (const page of pages) {
        expect(await pageLanguage(page)).toEqual({ lang, dir: lang === "ar" ? "rtl" : "ltr" });
        expect(await englishOn(page)).toEqual([]);
      }
      expect(await horizontalOverflow(guest.page)).toBeLessThanOrEqual(0);
      if (lang === "ar") {
        // The board keeps its physical orientation: column 1 is on the left.
        const first = await guest.page.locator('[data-cell="0,0"]').boundingBox();
        const second = await guest.page.locator('[data-cell="0,1"]').boundingBox();
        expect(first?.x ?? 0).toBeLessThan(second?.x ?? 0);
      }
      expect([...hostPlayer.errors, ...guest.errors]).toEqual([]);
      await hostPlayer.context.close();
      await guest.context.close();
    });
  }
});
