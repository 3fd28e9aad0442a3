import { render } from "preact";
import { reportHeight, TryIt } from "./embed";
import { Home } from "./home";
import { t } from "./i18n";
import { RoomPage } from "./room-page";
import { embedded, path, roomCodeOf, tryGameOf } from "./router";

function App() {
  const code = roomCodeOf(path.value);
  if (code) return <RoomPage code={code} />;
  const tryGame = tryGameOf(path.value);
  if (tryGame) return <TryIt game={tryGame} />;
  return <Home />;
}

document.title = t("site.title");
const root = document.getElementById("app");
if (root) render(<App />, root);
if (embedded) reportHeight();
