/**
 * The shape every catalog must have. English is the source: each part of the
 * catalog is written first in English (the shell's `en/<part>.ts`, a game's
 * `client/games/<id>/i18n/en-board.ts` and `en-shell.ts`), and every language's
 * file of that part is an object with exactly English's keys (a missing or
 * extra key is a type error where the catalog is written, thanks to
 * `satisfies CatalogOf<part>`); where English has plural forms the language
 * must give plural forms too. Placeholders and the plural categories each
 * language needs are checked by test/client/i18n.test.ts.
 * Types only: importing this file loads no catalog.
 */
import type { common } from "./en/common";
import type { room } from "./en/room";
import type { site } from "./en/site";

/** Plural forms by CLDR category, chosen by Intl.PluralRules for the `count` parameter; `other` is the fallback. */
export interface Plural {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}
export type PluralCategory = keyof Plural;
export type Message = string | Plural;

/** A part of a catalog as the runtime holds it: messages by key. */
export type Messages = Readonly<Record<string, Message>>;

/**
 * Every part of the catalog, by name, as English writes it. The shell's own
 * parts are listed here (common and site in every page's first load; room
 * with the room and replay pages, room-strings.ts). A game declares its parts
 * from its English files in its own folder (a `declare module` of this file,
 * by its path from there, `{ interface CatalogParts { <game>: typeof <game> } }`),
 * so `t("<game>.…")` is type-checked while client/i18n/ names no game.
 */
export interface CatalogParts {
  common: typeof common;
  site: typeof site;
  room: typeof room;
}

/** Where English has plural forms, so must every language; elsewhere a language may add them (a `count` it must agree with). */
type Shape<M> = M extends string ? Message : Plural;
type Part<T> = { readonly [K in keyof T]: Shape<T[K]> };

/** What a language's file of one part must hold: English's keys, each with a message of the right shape. */
export type CatalogOf<Name extends keyof CatalogParts> = Part<CatalogParts[Name]>;

/** The shell's catalog in one language (its root file, en.ts, pa.ts…): the parts every page needs. */
export type ShellCatalog = CatalogOf<"common"> & CatalogOf<"site">;

/** Every key of every part: what `t` accepts. */
export type MessageKey = { [Name in keyof CatalogParts]: keyof CatalogParts[Name] }[keyof CatalogParts] & string;
