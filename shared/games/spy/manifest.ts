import type { GameManifest } from "../manifest";

export const spyManifest: GameManifest<"spy"> = {
  id: "spy",
  title: "Spy",
  nameKey: "spy.name",
  lineKey: "home.spy.line",
  playerCounts: [2, 3, 4],
  options: [],
  settings: [{ key: "notes", labelKey: "lobby.notes" }],
  guide: { labelKey: "spy.guide.start" },
};
