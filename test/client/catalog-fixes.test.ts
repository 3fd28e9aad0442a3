/**
 * The catalogs, fixed where a reader of each language found them wrong (issue
 * 11, "The catalogs, fixed where a reviewer found them wrong"), and Arabic
 * punctuation and digits (problem 10). Each check fails on the text as it was.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { describeEvent } from "../../client/games/sequence/describe";
import { readerOf } from "../../client/games/sequence/names";
import { placeLabel } from "../../client/games/spy/labels";
import { formatNumber, intlLocales, LOCALES, setLocale, t, tAround } from "../../client/i18n";
import type { Message } from "../../client/i18n/types";
import { type FullCatalog, fullCatalogs, loadEveryPart } from "./catalogs";

type Catalog = FullCatalog;
const { en, pa, kn, ar, ku } = await fullCatalogs();

const forms = (message: Message): string[] => (typeof message === "string" ? [message] : Object.values(message));
/** Every text of a catalog, with its key. */
const texts = (catalog: Catalog): [string, string][] =>
  Object.entries(catalog as Readonly<Record<string, Message>>).flatMap(([key, message]) =>
    forms(message).map((text): [string, string] => [key, text]),
  );
const keysMatching = (catalog: Catalog, pattern: RegExp): string[] =>
  texts(catalog)
    .filter(([, text]) => pattern.test(text))
    .map(([key]) => key);

beforeAll(loadEveryPart);
afterEach(async () => {
  await setLocale("en");
});

describe("Kurmanji (ku)", () => {
  it("says the exposure rule the right way round: the card due next is exposed", () => {
    expect(ku["spy.howto.answers"]).not.toMatch(/heke ne ew kart/);
    expect(ku["spy.howto.answers"]).toMatch(/lê heke ew karta ku ew bingeh divê niha bide be, wê demê ew eşkere dibe/);
  });

  it("'none of your cards' is 'ti kartên te' (tu is 'you')", () => {
    expect(keysMatching(ku, /\btu kartên te\b/i)).toEqual([]);
    expect(ku["sequence.pass.why"]).toMatch(/^Ti kartên te nayên lîstin/);
    expect(ku["sequence.howto.dead"]).toContain("ti kartên te nayên lîstin");
  });

  it("'a dead card' is 'karteke mirî'", () => {
    expect(keysMatching(ku, /\bkartek mirî/)).toEqual([]);
    for (const key of ["error.ALREADY_EXCHANGED", "sequence.log.exchange", "sequence.howto.dead"] as const) {
      expect(ku[key], key).toContain("karteke mirî");
    }
  });

  it("'pul' (chip) keeps one gender, the masculine, throughout", () => {
    // Feminine-only forms: pulekê, puleke (indefinite), pula (ezafe), vê pulê.
    expect(keysMatching(ku, /(?<!\p{L})(pul(ekê|eke|a)|vê pulê)(?!\p{L})/u)).toEqual([]);
    expect(keysMatching(ku, /(?<!\p{L})pulekî(?!\p{L})/u).length).toBeGreaterThan(3);
  });

  it("two-eyed and one-eyed Jacks are 'ducav' and 'yekçav'", () => {
    expect(keysMatching(ku, /\b(du|yek) çav\b/)).toEqual([]);
    expect(ku["sequence.howto.jacks.twoEyed"]).toMatch(/^Valeyên ducav/);
    expect(ku["sequence.howto.jacks.oneEyed"]).toMatch(/^Valeyên yekçav/);
    expect(ku["error.CANNOT_PLACE"]).toMatch(/^Valeyê yekçav/);
  });
});

describe("Punjabi (pa)", () => {
  it("nothing agrees in gender with {card} (ਤਿਜੋਰੀ is feminine): the card is named after a colon", () => {
    for (const key of [
      "spy.log.exposed",
      "spy.arrange.selected",
      "spy.log.you.exposed",
      "spy.log.onYou.exposed",
    ] as const) {
      const text = pa[key];
      expect(text, key).toMatch(/: \{card\}(।|$)/);
      // No genitive (ਦਾ/ਦੀ/ਦੇ) right before the card, no participle right after it.
      expect(text, key).not.toMatch(/(ਦਾ|ਦੀ|ਦੇ) \{card\}|\{card\} \S/);
    }
    const said = (card: string) => String(pa["spy.log.exposed"]).replace("{card}", card);
    expect(said("ਤਿਜੋਰੀ 1").replace("ਤਿਜੋਰੀ 1", "")).toBe(said("ਬੰਬ 1").replace("ਬੰਬ 1", ""));
  });

  it("an unlit bomb is ਅਣਜਗਿਆ ਬੰਬ, not ਬੁਝਿਆ ('put out')", () => {
    expect(keysMatching(pa, /ਬੁਝ/)).toEqual([]);
    expect(pa["spy.howto.bombs"]).toMatch(/^ਅਣਜਗਿਆ ਬੰਬ/);
  });

  it("quotes with “ ”, not « »", () => {
    expect(keysMatching(pa, /[«»]/)).toEqual([]);
    expect(pa["spy.status.arranging"]).toContain("“ਤਿਆਰ”");
  });
});

describe("Kannada (kn)", () => {
  it("an unlit bomb is ಇನ್ನೂ ಹೊತ್ತಿಕೊಳ್ಳದ ಬಾಂಬ್, never ಹೊತ್ತದ (one vowel sign from 'lit')", () => {
    expect(keysMatching(kn, /ಹೊತ್ತದ/)).toEqual([]);
    expect(kn["spy.howto.bombs"]).toMatch(/^ಇನ್ನೂ ಹೊತ್ತಿಕೊಳ್ಳದ ಬಾಂಬ್/);
  });

  it("a team wins with the neuter verb: '… ತಂಡ ಗೆದ್ದಿತು', on the board and in the log", async () => {
    await setLocale("kn");
    const teams = [t("sequence.team.0"), t("sequence.team.1")];
    expect(t("sequence.won.team", { side: teams[0] as string })).toMatch(/ತಂಡ\u2069? ಗೆದ್ದಿತು!$/);
    const watcher = readerOf({ seat: null, sides: 2, seatSides: [0, 1, 0, 1] });
    const names = ["ಅನಿತಾ", "ರವಿ", "ಸೀತಾ", "ರಾಮು"];
    expect(describeEvent({ type: "won", side: 0, seats: [0, 2] }, names, teams, watcher)).toMatch(/ತಂಡ ಆಟ ಗೆದ್ದಿತು$/);
    expect(describeEvent({ type: "sequence", side: 1, cells: [] }, names, teams, watcher)).toMatch(
      /ತಂಡ ಒಂದು ಸೀಕ್ವೆನ್ಸ್ ಪೂರ್ಣಗೊಳಿಸಿತು$/,
    );
    // A player alone keeps the polite plural ("ಗೆದ್ದರು").
    const alone = readerOf({ seat: null, sides: 2, seatSides: [0, 1] });
    expect(describeEvent({ type: "won", side: 0, seats: [0] }, ["ಅನಿತಾ", "ರವಿ"], ["ಅನಿತಾ", "ರವಿ"], alone)).toMatch(
      /ಗೆದ್ದರು$/,
    );
  });
});

describe("Arabic (ar)", () => {
  it("an exposed card is named with its noun: ورقة «…»", () => {
    expect(ar["spy.log.exposed"]).toBe("كشف {name} ورقة «{card}» لدى {target}");
  });

  it("the dead card is definite, before its name", () => {
    expect(ar["sequence.exchange.label"]).toMatch(/^استبدل الورقة الميتة \(\{card\}\)/);
  });

  it("'to swap them' is للتبديل بينهما", () => {
    expect(ar["spy.arrange.help"]).toContain("للتبديل بينهما");
    expect(ar["spy.arrange.help"]).not.toContain("لتبادل بينهما");
  });

  it("uses Arabic punctuation (، ؛ ؟) in every string, and in the labels the board builds", async () => {
    expect(texts(ar).filter(([, text]) => /[,;?]/.test(text))).toEqual([]);
    await setLocale("ar");
    const label = placeLabel({ owner: "سارة", position: 4, place: { card: null, mark: "lit" }, facing: "left" });
    expect(label).not.toContain(",");
    expect(label).toContain("، ");
  });

  it("writes every number in Latin digits, as the digits written into its strings", async () => {
    await setLocale("ar");
    expect(t("spy.status.draw", { count: 1000 })).toContain("1,000");
    expect(t("sequence.deck", { count: 12 })).toMatch(/12/);
    expect(t("spy.status.draw", { count: 1000 })).not.toMatch(/[\u0660-\u0669]/);
  });

  it("writes a whole number below 1000 as the browser's formatter would, in every language, without one", () => {
    for (const lang of LOCALES) {
      const format = new Intl.NumberFormat(intlLocales(lang), { numberingSystem: "latn" });
      for (const n of [...Array.from({ length: 1000 }, (_, i) => i), 1000, 12345, -1, 2.5]) {
        expect(formatNumber(lang, n), `${lang} ${n}`).toBe(format.format(n));
      }
    }
  });
});

describe("every language", () => {
  it("a message around a value drawn apart (the room bar's turn) is the whole message, less the value and its isolates", async () => {
    for (const lang of LOCALES) {
      await setLocale(lang);
      const [before, after] = tAround("game.turnOf", "name");
      const whole = t("game.turnOf", { name: "Ana" }).replace(/[\u2068\u2069]/g, "");
      expect(`${before}Ana${after}`, lang).toBe(whole);
      expect(`${before}${after}`.trim().length, lang).toBeGreaterThan(0);
    }
  });

  it("the Sequence how-to says the Jacks are not on the board (every other card is printed twice)", () => {
    const jacks: Record<string, [Catalog, RegExp]> = {
      en: [en, /except the Jacks.*not on it at all/],
      ar: [ar, /ما عدا الأولاد.*فلا مكان لهم على اللوحة/],
      pa: [pa, /ਗ਼ੁਲਾਮਾਂ ਤੋਂ ਛੁੱਟ.*ਗ਼ੁਲਾਮ ਬੋਰਡ ਉੱਤੇ ਹਨ ਹੀ ਨਹੀਂ/],
      kn: [kn, /ಗುಲಾಮರನ್ನು ಬಿಟ್ಟು.*ಗುಲಾಮರು ಬೋರ್ಡ್‌ನಲ್ಲಿ ಇಲ್ಲವೇ ಇಲ್ಲ/],
      ku: [ku, /Ji bilî valeyan.*vale qet li ser textê nînin/],
    };
    for (const [lang, [catalog, pattern]] of Object.entries(jacks)) {
      expect(catalog["sequence.howto.turn"], lang).toMatch(pattern);
    }
  });
});
