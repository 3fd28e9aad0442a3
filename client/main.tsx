import { render } from "preact";
import { Home } from "./home";
import { t } from "./i18n";
import { RoomPage } from "./room-page";
import { path, roomCodeOf } from "./router";

function App() {
  const code = roomCodeOf(path.value);
  return code ? <RoomPage code={code} /> : <Home />;
}

document.title = t("site.title");
const root = document.getElementById("app");
if (root) render(<App />, root);
