/**
 * The message catalog: every string a person reads comes from here. A message
 * is either text with {placeholders}, or plural forms chosen by
 * Intl.PluralRules for the `count` parameter. Numbers are formatted by Intl.
 */
import { signal } from "@preact/signals";
import { en, type MessageKey } from "./en";

export type { MessageKey };
export type Message = string | { readonly one?: string; readonly other: string; readonly zero?: string };
export type Catalog = Readonly<Record<MessageKey, Message>>;

const catalogs: Record<string, Catalog> = { en };

/** The interface language (only English so far; the catalogs are keyed for more). */
export const locale = signal("en");

type Params = Readonly<Record<string, string | number>>;

export function t(key: MessageKey, params: Params = {}): string {
  const lang = locale.value;
  const catalog = catalogs[lang] ?? en;
  const message: Message = catalog[key] ?? en[key];
  let text: string;
  if (typeof message === "string") {
    text = message;
  } else {
    const count = Number(params.count ?? 0);
    const form = new Intl.PluralRules(lang).select(count) as "zero" | "one" | "other";
    text = (form === "zero" ? message.zero : form === "one" ? message.one : undefined) ?? message.other;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? new Intl.NumberFormat(lang).format(value) : value;
  });
}

/** The catalog text for a server error code, or the server's own words when the catalog has none. */
export function errorText(code: string, serverMessage: string): string {
  const key = `error.${code}` as MessageKey;
  return key in en ? t(key) : serverMessage;
}
