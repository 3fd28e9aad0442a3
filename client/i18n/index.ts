/**
 * The message catalog: every string a person reads comes from here. A message
 * is either text with {placeholders}, or plural forms chosen by
 * Intl.PluralRules for the `count` parameter (any CLDR category: zero, one,
 * two, few, many, other). Numbers are formatted by Intl.NumberFormat.
 *
 * Languages: English is built in; the others are separate chunks loaded with
 * import() only by those who use them. The language comes from the choice
 * remembered in this browser, else the best match for navigator.languages. A
 * non-English first visit waits for its catalog before the first render (the
 * top-level await below), so nobody sees the page flash in English and flip to
 * right-to-left. Each player sees the room in their own language: the server
 * sends codes and data only.
 */
import { effect, signal } from "@preact/signals";
import { en } from "./en";
import type { Catalog, Message, MessageKey, Plural, PluralCategory } from "./types";

export type { Catalog, Message, MessageKey, Plural };

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

/** Other languages load on demand: English-only visitors never download them. */
const loaders: Readonly<Record<Exclude<Locale, "en">, () => Promise<Catalog>>> = {
  pa: () => import("./pa").then((m) => m.pa),
  kn: () => import("./kn").then((m) => m.kn),
  ar: () => import("./ar").then((m) => m.ar),
  ku: () => import("./ku").then((m) => m.ku),
};

const catalogs: Partial<Record<Locale, Catalog>> = { en };

/** The interface language. It changes only once its catalog is loaded, so `t` never falls back mid-page. */
export const locale = signal<Locale>("en");

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

/** Loads a language's catalog (once) and switches to it. Of several quick switches, the last one wins. */
let requested: Locale = "en";
export async function setLocale(next: Locale): Promise<void> {
  requested = next;
  if (next !== "en") catalogs[next] ??= await loaders[next]();
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
 * The locale numbers are written in. Arabic strings mix numbers with digits
 * written into the text (Safe 1, Bomb 3, /r/K7MX2QP, the cards' own faces), so
 * every number in Arabic uses the same Latin digits ("ar-u-nu-latn"), whatever
 * a browser's ICU would pick for plain "ar" (Arabic-Indic in older ones).
 */
export function numberLocale(lang: Locale): string {
  return lang === "ar" ? "ar-u-nu-latn" : lang;
}

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
  const message: Message = catalogs[lang]?.[key] ?? en[key];
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
    if (typeof value === "number") {
      return cached(numberFormats, lang, () => new Intl.NumberFormat(numberLocale(lang))).format(value);
    }
    return rtl ? isolate(value) : value;
  });
}

/** The message in the current language (read inside a component, it re-renders when the language changes). */
export function t(key: MessageKey, params: Params = {}): string {
  return translate(locale.value, key, params);
}

/** The catalog text for a server error code, or the server's own words when the catalog has none. */
export function errorText(code: string, serverMessage: string): string {
  const key = `error.${code}` as MessageKey;
  return key in en ? t(key) : serverMessage;
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

const first = storedLocale() ?? matchLocale((globalThis.navigator?.languages as readonly string[] | undefined) ?? []);
if (first !== "en") {
  try {
    await setLocale(first);
  } catch {
    // the catalog could not be fetched (offline?): English it is
  }
}
if (typeof document !== "undefined") followInDocument();
