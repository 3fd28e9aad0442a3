/**
 * The room's words (client/i18n/<lang>/room.ts): loaded with the room page or
 * the replay page, so the home page's first load carries only the words it shows.
 */
import type { CatalogPart } from "./index";

export const roomStrings: CatalogPart = {
  en: () => import("./en/room").then((m) => m.room),
  pa: () => import("./pa/room").then((m) => m.room),
  kn: () => import("./kn/room").then((m) => m.room),
  ar: () => import("./ar/room").then((m) => m.room),
  ku: () => import("./ku/room").then((m) => m.room),
};
