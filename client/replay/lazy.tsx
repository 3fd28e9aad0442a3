/** The replay page, loaded when someone opens one: its code, words and stylesheet stay out of every other page's first load. */
import { loadCatalogPart } from "../i18n";
import { roomStrings } from "../i18n/room-strings";
import { lazyPage } from "../lazy-page";
import { linkStylesheet } from "../stylesheet";

export const Replay = lazyPage<{ code: string }>(
  () =>
    Promise.all([import("./page"), loadCatalogPart(roomStrings), linkStylesheet("replay.css")]).then(
      ([page]) => page.ReplayPage,
    ),
  "replay.loading",
);
