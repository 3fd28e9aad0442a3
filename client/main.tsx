import { render } from "preact";
import { reportHeight, TryIt } from "./embed";
import { Home } from "./home";
import { startLanguage, t } from "./i18n";
import { Replay } from "./replay/lazy";
import { RoomPage } from "./room-page";
import { badRoomPathOf, embedded, goneRoom, path, replayCodeOf, roomCodeOf, tryGameOf } from "./router";
import { RoomUnavailable } from "./unavailable";

function App() {
  const replay = replayCodeOf(path.value);
  if (replay) return <Replay code={replay} />;
  const code = roomCodeOf(path.value);
  if (code) return goneRoom.value === code ? <RoomUnavailable kind="room" code={code} /> : <RoomPage code={code} />;
  const typed = badRoomPathOf(path.value);
  if (typed !== null) return <RoomUnavailable kind="badLink" typed={typed} />;
  const tryGame = tryGameOf(path.value);
  if (tryGame) return <TryIt game={tryGame} />;
  return <Home />;
}

// The first language (and the games' names in it, registered by client/games/registry.ts) before the first render.
await startLanguage();
document.title = t("site.title");
const root = document.getElementById("app");
if (root) render(<App />, root);
if (embedded) reportHeight();
