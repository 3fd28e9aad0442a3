/**
 * The catalogs: every part (the shell's own, and each game's shell strings and
 * board strings) in every language, read through the loaders the client uses;
 * the runtime's language switch, plural forms, bidi isolation and refusals.
 */
import { readdirSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { registeredGames } from "../../client/games/registry";
import {
  type CatalogPart,
  errorText,
  joinWithAnd,
  LANGUAGES,
  LOCALES,
  type Locale,
  listOf,
  loadCatalogPart,
  locale,
  type Messages,
  matchLocale,
  setLocale,
  t,
} from "../../client/i18n/index";
import type { Message, Plural } from "../../client/i18n/types";
import { CommonErrors } from "../../shared/engine/errors";
import { SequenceErrors } from "../../shared/games/sequence/errors";
import { SpyErrors } from "../../shared/games/spy/errors";
import { RoomErrors } from "../../shared/limits";
import { catalogParts, fullCatalogs, loadEveryPart } from "./catalogs";

const parts = await catalogParts();

/** The shell's own parts, the files of each client/i18n/<lang>/. */
const SHELL_PARTS = ["common.ts", "room.ts", "site.ts"];
/** Each registered game's catalog folder, client/games/<id>/i18n/: <lang>-shell.ts and <lang>-board.ts. */
const gameCatalogDirs = () => registeredGames().map((entry) => `client/games/${entry.manifest.id}/i18n`);
/** Every English catalog file, the shell's and each game's, relative to the repository. */
const englishFiles = () => [
  ...readdirSync("client/i18n/en").map((file) => `client/i18n/en/${file}`),
  ...gameCatalogDirs().flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.startsWith("en-"))
      .map((file) => `${dir}/${file}`),
  ),
];
const { en: english, ar, kn } = await fullCatalogs();

const forms = (message: Message): string[] => (typeof message === "string" ? [message] : Object.values(message));
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
const placeholderSet = (message: Message): string[] => [...new Set(forms(message).flatMap(placeholders))].sort();

// The catalogs start in English whatever the machine's own language; every part is in use, as with a board open.
beforeAll(async () => {
  await loadEveryPart();
  await setLocale("en");
});
afterEach(async () => {
  await setLocale("en");
});

describe("the catalog's parts", () => {
  it("are the root every page loads, the room's, and for each game its shell strings and its board strings", () => {
    expect(parts.map((part) => part.name)).toEqual([
      "root",
      "room",
      "spy shell strings",
      "spy strings",
      "sequence shell strings",
      "sequence strings",
    ]);
  });

  it("hold every English file's keys between them, each key in one part only", async () => {
    const owner = new Map<string, string>();
    for (const part of parts)
      for (const key of Object.keys(part.messages.en)) {
        expect(owner.get(key), `${key} is in ${owner.get(key)} and ${part.name}`).toBeUndefined();
        owner.set(key, part.name);
      }
    // Every English file (the shell's client/i18n/en/, each game's client/games/<id>/i18n/en-*.ts) is loaded
    // by some part: no string is written and never shown.
    const written = new Set<string>();
    for (const file of englishFiles()) {
      const module: Record<string, Messages> = await import(`../../${file}`);
      for (const messages of Object.values(module)) for (const key of Object.keys(messages)) written.add(key);
    }
    expect([...written].filter((key) => !owner.has(key))).toEqual([]);
    expect([...owner.keys()].filter((key) => !written.has(key))).toEqual([]);
  });

  it("every language has a file for each of English's files", () => {
    const files = readdirSync("client/i18n/en").sort();
    for (const lang of LOCALES) expect(readdirSync(`client/i18n/${lang}`).sort(), lang).toEqual(files);
    for (const dir of gameCatalogDirs()) {
      const english = readdirSync(dir).filter((file) => file.startsWith("en-"));
      expect(english.sort(), dir).toEqual(["en-board.ts", "en-shell.ts"]);
      const expected = LOCALES.flatMap((lang) => english.map((file) => file.replace(/^en-/, `${lang}-`)));
      expect(readdirSync(dir).sort(), dir).toEqual(expected.sort());
    }
  });

  it("the shell's catalog folders hold the shell's parts only: a game's words live in its own folder", () => {
    for (const lang of LOCALES) expect(readdirSync(`client/i18n/${lang}`).sort(), lang).toEqual(SHELL_PARTS);
  });
});

describe("every catalog matches English", () => {
  for (const part of parts) {
    const source: Readonly<Record<string, Message>> = part.messages.en;
    for (const lang of LOCALES.filter((l): l is Exclude<Locale, "en"> => l !== "en")) {
      describe(`${part.name}, ${lang}`, () => {
        const messages: Readonly<Record<string, Message>> = part.messages[lang];

        it("has exactly English's keys", () => {
          const missing = Object.keys(source).filter((key) => !(key in messages));
          const extra = Object.keys(messages).filter((key) => !(key in source));
          expect(missing, "keys English has and this catalog lacks").toEqual([]);
          expect(extra, "keys this catalog has and English lacks").toEqual([]);
        });

        it("uses exactly English's placeholders, and no form uses one English lacks", () => {
          for (const [key, message] of Object.entries(messages)) {
            const original = source[key] as Message;
            expect(placeholderSet(message), key).toEqual(placeholderSet(original));
            for (const form of forms(message))
              for (const name of placeholders(form))
                expect(placeholderSet(original), `${key}: {${name}}`).toContain(name);
          }
        });

        it("gives the plural forms of this language's plural categories, and no others", () => {
          const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
          for (const [key, message] of Object.entries(messages)) {
            if (typeof source[key] !== "string") expect(typeof message, `${key} must have plural forms`).toBe("object");
            if (typeof message === "string") continue;
            expect(Object.keys(message).sort(), key).toEqual([...categories].sort());
          }
        });

        it("has no empty message and every placeholder is a word", () => {
          for (const [key, message] of Object.entries(messages))
            for (const form of forms(message)) {
              expect(form.trim().length, key).toBeGreaterThan(0);
              expect(form.match(/\{[^}]*\}/g)?.every((p) => /^\{\w+\}$/.test(p)) ?? true, key).toBe(true);
            }
        });

        it("leaves nothing in English", () => {
          // What English and this language share: the example room code, "QR", and the
          // Home/End keys, which keyboards print in Latin letters everywhere.
          const shared = /K7MX2QP|QR|\b(Home|End)\b/g;
          for (const [key, message] of Object.entries(messages)) {
            const original = source[key] as Message;
            for (const form of forms(message)) {
              const words =
                form
                  .replace(/\{\w+\}/g, "")
                  .replace(shared, "")
                  .match(/[A-Za-z]{2,}/g) ?? [];
              if (lang === "ku") {
                // Kurmanji is written in Latin letters too: a message identical to English is untranslated.
                if (words.length > 0) expect(forms(original), key).not.toContain(form);
              } else {
                expect(words, key).toEqual([]);
              }
            }
          }
        });
      });
    }
  }

  it("every language is offered by its own name, Arabic right to left", () => {
    expect(LOCALES.map((l) => LANGUAGES[l].name)).toEqual(["English", "ਪੰਜਾਬੀ", "ಕನ್ನಡ", "العربية", "Kurdî"]);
    expect(LOCALES.filter((l) => LANGUAGES[l].dir === "rtl")).toEqual(["ar"]);
  });
});

/** A part of the catalog with one key, "test.word" (not a real key: t is given it as one), that counts its loads. */
function countedPart(): { part: CatalogPart; loads: Locale[]; release: () => void } {
  const loads: Locale[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const loader = (lang: Locale) => async () => {
    loads.push(lang);
    if (lang !== "en") await gate;
    return { "test.word": `word in ${lang}` };
  };
  const part = { en: loader("en"), pa: loader("pa"), kn: loader("kn"), ar: loader("ar"), ku: loader("ku") };
  return { part, loads, release };
}
const word = () => t("test.word" as Parameters<typeof t>[0]);

describe("a part of the catalog (a game's strings, the room's words)", () => {
  it("loads in English and the language on screen when put in use, and in each language switched to, before the switch", async () => {
    const { part, loads, release } = countedPart();
    release();
    await loadCatalogPart(part);
    expect(loads).toEqual(["en"]);
    expect(word()).toBe("word in en");
    await setLocale("pa");
    expect(loads).toEqual(["en", "pa"]);
    expect(word()).toBe("word in pa");
    await loadCatalogPart(part);
    await setLocale("en");
    await setLocale("pa");
    expect(loads).toEqual(["en", "pa"]);
  });

  it("put in use while a switch is under way, it holds the switch until it has arrived in that language", async () => {
    const { part, loads, release } = countedPart();
    const switching = setLocale("kn");
    void loadCatalogPart(part);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(locale.value).toBe("en");
    expect(loads).toContain("kn");
    release();
    await switching;
    expect(locale.value).toBe("kn");
    expect(word()).toBe("word in kn");
  });
});

describe("switching language", () => {
  it("changes the locale only once the catalog is loaded, and t follows", async () => {
    expect(locale.value).toBe("en");
    expect(t("game.yourTurn")).toBe("Your turn");
    const switching = setLocale("kn");
    expect(locale.value).toBe("en");
    await switching;
    expect(locale.value).toBe("kn");
    expect(t("game.yourTurn")).toBe(kn["game.yourTurn"]);
  });

  it("of two quick switches the last one wins", async () => {
    await Promise.all([setLocale("pa"), setLocale("ku")]);
    expect(locale.value).toBe("ku");
  });

  it("keeps a name in Latin letters whole inside Arabic text (bidi isolation), and leaves English alone", async () => {
    expect(t("game.turnOf", { name: "Ana" })).toBe("Ana's turn");
    await setLocale("ar");
    expect(t("game.turnOf", { name: "Ana" })).toBe("دور \u2068Ana\u2069");
    // A value built by t itself is not isolated again: an isolate around isolates would run left to right.
    const card = t("sequence.card", { rank: t("sequence.rank.4"), suit: t("sequence.suit.D") });
    expect(card).toBe("\u2068أربعة\u2069 \u2068ديناري\u2069");
    expect(t("sequence.log.exchange", { name: "Ana", card })).toBe(`استبدل \u2068Ana\u2069 ورقة ميتة: ${card}`);
  });
});

describe("plural forms", () => {
  it("t picks Arabic's six forms by Intl.PluralRules", async () => {
    await setLocale("ar");
    const spectators = ar["room.spectators"] as Plural;
    const said = (count: number) => t("room.spectators", { count });
    expect(said(0)).toBe(spectators.zero);
    expect(said(1)).toBe(spectators.one);
    expect(said(2)).toBe(spectators.two);
    expect(said(3)).toBe("3 مشاهدين");
    expect(said(11)).toBe("11 مشاهدًا");
    expect(said(100)).toBe("100 مشاهد");
    // The same choice for every plural message: a timer of 3, 11 and 100 seconds.
    expect(t("lobby.timer.seconds", { count: 3 })).toBe("3 ثوانٍ");
    expect(t("lobby.timer.seconds", { count: 11 })).toBe("11 ثانية");
    expect(t("spy.action.move", { count: 2 })).toBe("حرّك خطوتين");
  });

  it("Punjabi and Kannada count 0 and 1 as one; Kurmanji formats numbers its own way", async () => {
    await setLocale("pa");
    expect(t("sequence.cards.count", { count: 1 })).toBe("1 ਪੱਤਾ");
    expect(t("sequence.cards.count", { count: 5 })).toBe("5 ਪੱਤੇ");
    await setLocale("kn");
    expect(t("sequence.cards.count", { count: 0 })).toBe("0 ಎಲೆ");
    expect(t("sequence.cards.count", { count: 7 })).toBe("7 ಎಲೆಗಳು");
    await setLocale("ku");
    expect(t("room.spectators", { count: 1200 })).toBe("1.200 temaşevan");
  });
});

describe("lists", () => {
  // Node's ICU is full (it has Punjabi's and Kurmanji's list formats, where Chromium's has neither): the pattern
  // written for browsers without them must read as CLDR's own.
  it("a browser without Punjabi or Kurmanji lists joins them as CLDR does, not in English", () => {
    const names = ["Ana", "Ben", "Cy", "Dee"];
    for (const [lang, and] of [
      ["pa", "ਅਤੇ"],
      ["ku", "û"],
    ] as const) {
      for (let n = 1; n <= names.length; n++) {
        const items = names.slice(0, n);
        expect(joinWithAnd(items, and), `${lang} ${n}`).toBe(new Intl.ListFormat(lang).format(items));
      }
    }
  });

  it("every language joins names in its own words (English's 'and' only in English)", () => {
    for (const lang of LOCALES) {
      const list = listOf(lang, ["Ana", "Ben", "Cy"]);
      expect(list.includes(" and "), `${lang}: ${list}`).toBe(lang === "en");
    }
  });
});

describe("the browser's languages", () => {
  it("picks the first supported language written in our catalog's script", () => {
    expect(matchLocale(["ar-EG", "en-US"])).toBe("ar");
    expect(matchLocale(["fr-FR", "pa-IN", "en"])).toBe("pa");
    expect(matchLocale(["pa-Guru"])).toBe("pa");
    expect(matchLocale(["kn"])).toBe("kn");
    expect(matchLocale(["ku-TR"])).toBe("ku");
    expect(matchLocale(["kmr"])).toBe("ku");
    expect(matchLocale(["en-GB", "ar"])).toBe("en");
  });

  it("does not serve Gurmukhi to Shahmukhi readers, nor Kurmanji to Sorani ones", () => {
    expect(matchLocale(["pa-PK"])).toBe("en");
    expect(matchLocale(["pa-Arab", "kn"])).toBe("kn");
    expect(matchLocale(["ckb"])).toBe("en");
  });

  it("falls back to English", () => {
    expect(matchLocale([])).toBe("en");
    expect(matchLocale(["de-DE", "not a tag"])).toBe("en");
  });
});

describe("server refusals", () => {
  const codes = [
    ...Object.values(RoomErrors),
    ...Object.values(CommonErrors),
    ...Object.values(SpyErrors),
    ...Object.values(SequenceErrors),
    "OFFLINE",
  ];

  it("every code the room or a game can send has catalog words (so every language has them)", () => {
    for (const code of codes) expect(Object.keys(english), code).toContain(`error.${code}`);
  });

  it("are shown in the player's language", async () => {
    await setLocale("ar");
    for (const code of codes) expect(errorText(code, "English words from the server")).not.toMatch(/[A-Za-z]{3}/);
  });
});
