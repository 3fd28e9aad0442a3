/** English, the source catalog: every other language must have every key of this one. */
import { common } from "./en/common";
import { sequence } from "./en/sequence";
import { spy } from "./en/spy";

export const en = { ...common, ...spy, ...sequence } as const;
export type MessageKey = keyof typeof en;
