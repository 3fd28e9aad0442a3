/**
 * The catalog as the client loads it, for tests: every part in every language,
 * read through the client's own loaders (the root every page loads, the room's
 * words, and each registered game's shell strings and board strings), and a
 * way to put every part in use, as a room page with a board open does.
 */
import { registeredGames } from "../../client/games/registry";
import {
  type CatalogPart,
  LOCALES,
  type Locale,
  loadCatalogPart,
  type Message,
  type MessageKey,
  type Messages,
} from "../../client/i18n";
import { ar } from "../../client/i18n/ar";
import { en } from "../../client/i18n/en";
import { kn } from "../../client/i18n/kn";
import { ku } from "../../client/i18n/ku";
import { pa } from "../../client/i18n/pa";
import { roomStrings } from "../../client/i18n/room-strings";

/** One part of the catalog (the shell's, or a game's shell strings or board strings) in every language. */
export interface NamedPart {
  readonly name: string;
  readonly messages: Readonly<Record<Locale, Messages>>;
}

const root: NamedPart = { name: "root", messages: { en, pa, kn, ar, ku } };

/** Every part of the catalog that loads apart from the root, by name. */
function loadedParts(): [string, CatalogPart][] {
  return [
    ["room", roomStrings],
    ...registeredGames().flatMap((entry): [string, CatalogPart][] => [
      [`${entry.manifest.id} shell strings`, entry.shellStrings],
      [`${entry.manifest.id} strings`, entry.strings],
    ]),
  ];
}

/** Every part of the catalog, each in every language. */
export async function catalogParts(): Promise<NamedPart[]> {
  const parts = [root];
  for (const [name, part] of loadedParts()) {
    const loaded = await Promise.all(LOCALES.map(async (lang) => [lang, await part[lang]()] as const));
    parts.push({ name, messages: Object.fromEntries(loaded) as Record<Locale, Messages> });
  }
  return parts;
}

/** A whole language's catalog: every key of every part. */
export type FullCatalog = Readonly<Record<MessageKey, Message>>;

/** Each language's whole catalog, its parts merged. */
export async function fullCatalogs(): Promise<Readonly<Record<Locale, FullCatalog>>> {
  const parts = await catalogParts();
  const whole = (lang: Locale) => Object.assign({}, ...parts.map((part) => part.messages[lang])) as FullCatalog;
  return { en: whole("en"), pa: whole("pa"), kn: whole("kn"), ar: whole("ar"), ku: whole("ku") };
}

/** Puts every part in use (the room's words, every game's strings), so `t` knows them in English and after any switch. */
export async function loadEveryPart(): Promise<void> {
  await Promise.all(loadedParts().map(([, part]) => loadCatalogPart(part)));
}
