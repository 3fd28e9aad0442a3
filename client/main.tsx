import { render } from "preact";
import { reportHeight, TryIt } from "./embed";
import { Home } from "./home";
import { startLanguage, t } from "./i18n";
import { followNewerBuild } from "./offline/newer-build";
import { whenSettled } from "./offline/when-settled";
import { Replay } from "./replay/lazy";
import { connectEarly, Room, warmRoom } from "./room-loader";
import { badRoomPathOf, embedded, path, replayCodeOf, roomCodeOf, tryGameOf } from "./router";
import { RoomUnavailable } from "./unavailable";

function App() {
  const replay = replayCodeOf(path.value);
  if (replay) return <Replay code={replay} />;
  const code = roomCodeOf(path.value);
  if (code) return <Room code={code} />;
  const typed = badRoomPathOf(path.value);
  if (typed !== null) return <RoomUnavailable kind="badLink" typed={typed} />;
  const tryGame = tryGameOf(path.value);
  if (tryGame) return <TryIt game={tryGame} />;
  // The server sends this shell, with status 404, for any address that is no page, so that it can say so in the
  // reader's language with the site's header and a way home.
  if (path.value !== "/") return <RoomUnavailable kind="notFound" />;
  return <Home />;
}

followNewerBuild();
// A friend's link: the room's code and its socket start now, alongside the language (party/preload.ts has the
// page preload that code, so it is here already or on its way).
const opened = roomCodeOf(path.value);
if (opened) connectEarly(opened);
// The first language (and the games' names in it, registered by client/games/registry.ts) before the first render.
// Not awaited at the module's top level: a module that awaits there makes the bundler give each part loaded on
// demand an extra file that only passes the part's names on (scripts/build-pages.ts), a request more on a phone.
startLanguage().then(() => {
  // The home page: the room page, which every game it starts needs, is asked for before the first drawing (a tenth
  // of a second on a slow phone), while the line carries only the rest of the local room's worker. Not before the
  // language: the room's words would then be among what the first drawing waits for.
  if (path.value === "/") void warmRoom();
  document.title = t("site.title");
  const root = document.getElementById("app");
  if (root) render(<App />, root);
  if (embedded) reportHeight();
});
// Not needed for the first picture nor the first game: its own small chunk, fetched once the page has settled.
// Not fetched (the network went meanwhile): no service worker this visit; the next one registers it.
whenSettled(() =>
  import("./offline/register").then(
    (worker) => worker.registerServiceWorker(),
    () => undefined,
  ),
);
