/** English, the source catalog: every other language must have every key of this one. */
import { common } from "./en/common";
import { site } from "./en/site";
import type { ShellCatalog } from "./types";

export const en = { ...common, ...site } as const satisfies ShellCatalog;
export type { MessageKey } from "./types";
