/**
 * The message catalog: every string a person reads comes from here. A message
 * is either text with {placeholders}, or plural forms chosen by
 * Intl.PluralRules for the `count` parameter (any CLDR category: zero, one,
 * two, few, many, other). Numbers are formatted by Intl.NumberFormat.
 *
 * The catalog comes in parts, so a page loads only the words it shows. The
 * words every page needs are this module's root (English built in, each other
 * language a chunk loaded with import() only by those who use it). Every
 * other part — the room's words, what the shell says of each game, each
 * game's board — is put in use with `loadCatalogPart` by whoever needs it
 * (main.tsx, client/games/registry.ts, client/games/load.ts), and from then on
 * every language switch loads it too, before switching, so `t` never falls
 * back mid-page. This module names no game.
 *
 * The language comes from the choice remembered in this browser, else the best
 * match for navigator.languages. A non-English first visit waits for its
 * catalog before the first render (main.tsx awaits `startLanguage`), so nobody
 * sees the page flash in English and flip to right-to-left. Each player sees
 * the room in their own language: the server sends codes and data only.
 */
import { effect, signal } from "@preact/signals";
import { en } from "./en";
import type { Message, MessageKey, Messages, Plural, PluralCategory } from "./types";

export type { Message, MessageKey, Messages, Plural };

export const LOCALES = ["en", "pa", "kn", "ar", "ku"] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language by its own name (for the picker), the script its catalog is written in, and its direction. */
export const LANGUAGES: Readonly<Record<Locale, { name: string; script: string; dir: "ltr" | "rtl" }>> = {
  en: { name: "English", script: "Latn", dir: "ltr" },
  pa: { name: "ਪੰਜਾਬੀ", script: "Guru", dir: "ltr" },
  kn: { name: "ಕನ್ನಡ", script: "Knda", dir: "ltr" },
  ar: { name: "العربية", script: "Arab", dir: "rtl" },
  ku: { name: "Kurdî", script: "Latn", dir: "ltr" },
};

/** A part of the catalog in every language, each loaded the first time a page needs it in that language. */
export type CatalogPart = { readonly [L in Locale]: () => Promise<Messages> };

/** The root (the words every page needs) in the other languages, on demand: English-only visitors never download them. */
const roots: Readonly<Record<Exclude<Locale, "en">, () => Promise<Messages>>> = {
  pa: () => import("./pa").then((m) => m.pa),
  kn: () => import("./kn").then((m) => m.kn),
  ar: () => import("./ar").then((m) => m.ar),
  ku: () => import("./ku").then((m) => m.ku),
};

/** Every message loaded so far, by language: the root, then each part as it arrives. */
const loaded: Readonly<Record<Locale, Record<string, Message>>> = { en: { ...en }, pa: {}, kn: {}, ar: {}, ku: {} };

/** The parts in use: each language switch loads them all before it switches. */
const parts = new Set<CatalogPart>();

/** Each loader's one fetch (kept when it succeeds, forgotten when it fails, so the next need tries again). */
const fetches = new Map<() => Promise<Messages>, Promise<void>>();

function fetchOnce(load: () => Promise<Messages>, lang: Locale): Promise<void> {
  let fetching = fetches.get(load);
  if (!fetching) {
    fetching = load().then((messages) => {
      Object.assign(loaded[lang], messages);
    });
    fetching.catch(() => fetches.delete(load));
    fetches.set(load, fetching);
  }
  return fetching;
}

/** Everything a language needs now: its root and every part in use, including parts put in use meanwhile. */
async function loadLanguage(lang: Locale): Promise<void> {
  for (let settled = -1; settled !== parts.size; ) {
    settled = parts.size;
    const needed = [...parts].map((part) => fetchOnce(part[lang], lang));
    if (lang !== "en") needed.push(fetchOnce(roots[lang], lang));
    await Promise.all(needed);
  }
}

/**
 * Puts a part of the catalog in use from now on: resolves once it is loaded in
 * English (the fallback), in the language on screen and in the one being
 * switched to. Calling it again with the same part costs nothing.
 */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  parts.add(part);
  const langs = new Set<Locale>(["en", locale.peek(), requested]);
  await Promise.all([...langs].map((lang) => fetchOnce(part[lang], lang)));
}

/** The interface language. It changes only once its catalog is loaded, so `t` never falls back mid-page. */
export const locale = signal<Locale>("en");
/** The language last asked for (equal to `locale` once its catalog has arrived). */
let requested: Locale = "en";

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The best supported language for a list of language tags, most preferred first:
 * the first tag whose language we have, written in the script of our catalog
 * (Punjabi in Shahmukhi, `pa-PK`, or Sorani `ckb`, would not be served by ours).
 */
export function matchLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    let parsed: Intl.Locale;
    try {
      parsed = new Intl.Locale(tag).maximize();
    } catch {
      continue;
    }
    const language = parsed.language;
    if (isLocale(language) && parsed.script === LANGUAGES[language].script) return language;
  }
  return "en";
}

const STORAGE_KEY = "tabletop:locale";

function storedLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Loads a language's catalog (once: its root and every part in use) and switches to it. Of several quick switches, the last one wins. */
export async function setLocale(next: Locale): Promise<void> {
  requested = next;
  await loadLanguage(next);
  if (requested === next) locale.value = next;
}

/** The picker's choice: switched to and remembered in this browser. */
export async function chooseLocale(next: Locale): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, next);
  } catch {
    // storage disabled: the choice lasts as long as the page
  }
  await setLocale(next);
}

type Params = Readonly<Record<string, string | number>>;

/**
 * The locales Intl is asked for, in `lang`: the language, then English. A browser whose Intl lacks the language
 * (Chromium has no Kurdish number or list formats, nor Punjabi lists) would otherwise fall back to its own default
 * locale: an Arabic-speaking browser set to Kurdî wrote "٧ kart" and joined names with "و". (Plural rules it
 * has for all five languages: those are asked for the language alone, which the home page's budget favours.)
 */
export const intlLocales = (lang: Locale): string[] => [lang, "en"];

/**
 * The word a list's last item is joined with, as CLDR has it, where a browser may have no list format for the
 * language: Chromium has none for Punjabi or Kurmanji, and Intl would join "ਜਾਸੂਸ and ਸੀਕੁਐਂਸ" in English.
 */
const LIST_AND: Partial<Record<Locale, string>> = { pa: "ਅਤੇ", ku: "û" };

/** "A, B and C" as `lang` writes a list: the browser's own format, or CLDR's pattern where it has none. */
export function listOf(lang: Locale, items: readonly string[]): string {
  const and = LIST_AND[lang];
  return and === undefined || Intl.ListFormat.supportedLocalesOf(lang).length > 0
    ? new Intl.ListFormat(intlLocales(lang), { type: "conjunction" }).format(items)
    : joinWithAnd(items, and);
}

/** CLDR's conjunction for Punjabi and Kurmanji: "A", "A ਅਤੇ B", "A, B ਅਤੇ C" (no comma before the word). */
export const joinWithAnd = (items: readonly string[], and: string): string =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;

/**
 * Numbers in Latin digits in every language. Arabic strings mix numbers with digits written into the text
 * (Safe 1, Bomb 3, /r/K7MX2QP, the cards' own faces), so Arabic uses the same Latin digits, whatever a browser's
 * ICU would pick for plain "ar" (Arabic-Indic in older ones); the other languages' own defaults are Latin too.
 */
const numberFormat = (lang: Locale) => new Intl.NumberFormat(intlLocales(lang), { numberingSystem: "latn" });

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const cached = <T>(cache: Map<string, T>, lang: string, make: () => T): T => {
  let value = cache.get(lang);
  if (value === undefined) {
    value = make();
    cache.set(lang, value);
  }
  return value;
};

/**
 * A number as `lang` writes it here. A small whole number is its digits in every language (Latin digits, no
 * grouping below 1000), with no formatter to make: the first costs milliseconds on a slow phone, and a board's
 * hundred space labels would make it as the board first shows.
 */
export function formatNumber(lang: Locale, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return cached(numberFormats, lang, () => numberFormat(lang)).format(value);
}

/**
 * First strong isolate … pop directional isolate: in a right-to-left language a
 * value (a name in Latin letters, "Ana!") keeps its own direction inside the
 * sentence. A value that already holds isolates is a catalog message built the
 * same way ("{rank} {suit}"): it is left as it is, since an isolate around it
 * would take its direction from none of its words (those inside nested isolates
 * do not count) and lay them out left to right.
 */
const FSI = "\u2068";
const PDI = "\u2069";
const isolate = (value: string): string => (value.includes(FSI) ? value : FSI + value + PDI);

function translate(lang: Locale, key: MessageKey, params: Params): string {
  // A key no loaded part holds (a part not put in use: a bug) shows as itself rather than as nothing.
  const message: Message = loaded[lang][key] ?? loaded.en[key] ?? key;
  let text: string;
  if (typeof message === "string") {
    text = message;
  } else {
    const count = Number(params.count ?? 0);
    const form = cached(pluralRules, lang, () => new Intl.PluralRules(lang)).select(count) as PluralCategory;
    text = message[form] ?? message.other;
  }
  const rtl = LANGUAGES[lang].dir === "rtl";
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === "number") return formatNumber(lang, value);
    return rtl ? isolate(value) : value;
  });
}

/** The message in the current language (read inside a component, it re-renders when the language changes). */
export function t(key: MessageKey, params: Params = {}): string {
  return translate(locale.value, key, params);
}

/** Stands in for a value cut out of its message: a private-use character no catalog writes. */
const SLOT = "\uE000";

/**
 * The message in the current language around its value `slot`, as [before, after], for a value drawn apart: a
 * name that may be cut short while the words around it stay whole ("…'s turn"). The value's isolates are left
 * out: the element drawn for it (a `<bdi>`) isolates it.
 */
export function tAround(key: MessageKey, slot: string, params: Params = {}): readonly [string, string] {
  const text = translate(locale.value, key, { ...params, [slot]: SLOT });
  const at = text.indexOf(SLOT);
  if (at < 0) return [text, ""];
  const before = text.slice(0, at);
  const after = text.slice(at + SLOT.length);
  return [before.endsWith(FSI) ? before.slice(0, -1) : before, after.startsWith(PDI) ? after.slice(1) : after];
}

/** The catalog text for a server error code, or the server's own words when the catalog has none. */
export function errorText(code: string, serverMessage: string): string {
  const key = `error.${code}` as MessageKey;
  return key in loaded.en ? t(key) : serverMessage;
}

/**
 * The page follows the language: `lang` and `dir` on <html>, and the tab title,
 * which the shell set from the catalog (site title, or "your turn") in the
 * language it had then.
 */
function followInDocument(): void {
  let shown = locale.peek();
  effect(() => {
    const next = locale.value;
    const root = document.documentElement;
    root.lang = next;
    root.dir = LANGUAGES[next].dir;
    const before = shown;
    shown = next;
    if (before === next) return;
    const site = (lang: Locale) => translate(lang, "site.title", {});
    const yourTurn = (lang: Locale) => translate(lang, "title.yourTurn", { title: site(lang) });
    if (document.title === site(before)) document.title = site(next);
    else if (document.title === yourTurn(before)) document.title = yourTurn(next);
  });
}

/**
 * Starts the interface in the visitor's language (the one remembered, else the
 * browser's best match) and keeps the document following it. main.tsx awaits
 * it before the first render, after the registry has put the games' shell
 * strings in use, so those load with the first language too.
 */
export async function startLanguage(): Promise<void> {
  const first = storedLocale() ?? matchLocale((globalThis.navigator?.languages as readonly string[] | undefined) ?? []);
  try {
    await setLocale(first);
  } catch {
    // the catalog could not be fetched (offline?): English it is
    if (first !== "en") await setLocale("en").catch(() => undefined);
  }
  if (typeof document !== "undefined") followInDocument();
}
