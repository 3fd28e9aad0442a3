import type { GameManifest } from "../manifest";

export const sequenceManifest: GameManifest<"sequence"> = {
  id: "sequence",
  title: "Sequence",
  nameKey: "sequence.name",
  lineKey: "home.sequence.line",
  playerCounts: [2, 3, 4, 6, 8, 9, 10, 12],
  options: [
    {
      // 6 and 12 players may play as two teams or three; every other size has one way (table.ts).
      kind: "choice",
      key: "sides",
      labelKey: "home.sides",
      choices: [
        { value: 2, labelKey: "home.sides.2" },
        { value: 3, labelKey: "home.sides.3" },
      ],
      default: 2,
      players: [6, 12],
    },
  ],
  settings: [{ key: "teamChat", labelKey: "lobby.teamchat" }],
};
