import type { GameManifest } from "../manifest";

export const sequenceManifest: GameManifest<"sequence"> = {
  id: "sequence",
  title: "Sequence",
  nameKey: "sequence.name",
  lineKey: "home.sequence.line",
  playerCounts: [2, 3, 4, 6, 8, 9, 10, 12],
};
