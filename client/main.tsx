import { render } from "preact";
import { Home } from "./home";

const root = document.getElementById("app");
if (root) render(<Home />, root);
