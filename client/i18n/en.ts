/** English, the source catalog: every other language must have every key of this one. */
import { common } from "./en/common";
import { sequence } from "./en/sequence";
import { site } from "./en/site";
import { spy } from "./en/spy";
import type { Catalog } from "./types";

export const en = { ...common, ...site, ...spy, ...sequence } as const satisfies Catalog;
export type { MessageKey } from "./types";
