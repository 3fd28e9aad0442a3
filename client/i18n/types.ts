/**
 * The shape every catalog must have. English is the source: a catalog is an
 * object with exactly English's keys (a missing or extra key is a type error
 * where the catalog is written, thanks to `satisfies`), where English has plural
 * forms the language must give plural forms too. Placeholders and the plural
 * categories each language needs are checked by test/client/i18n.test.ts.
 * Types only: importing this file loads no catalog.
 */
import type { common } from "./en/common";
import type { sequence } from "./en/sequence";
import type { site } from "./en/site";
import type { spy } from "./en/spy";

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

/** Where English has plural forms, so must every language; elsewhere a language may add them (a `count` it must agree with). */
type Shape<M> = M extends string ? Message : Plural;
type Part<T> = { readonly [K in keyof T]: Shape<T[K]> };

export type CommonCatalog = Part<typeof common>;
export type SpyCatalog = Part<typeof spy>;
export type SequenceCatalog = Part<typeof sequence>;
export type SiteCatalog = Part<typeof site>;
export type Catalog = CommonCatalog & SiteCatalog & SpyCatalog & SequenceCatalog;
export type MessageKey = keyof Catalog;
