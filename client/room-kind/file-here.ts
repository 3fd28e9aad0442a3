/** The finished file of a game played in this browser (abilitiesOf(code).fileHere), with no request. */
import { soloGameFile } from "../local-room/game-file";
import type { FinishedGame } from "./abilities";

export async function fileBuiltHere(code: string): Promise<FinishedGame> {
  const answer = await soloGameFile(code);
  return answer.kind === "file" ? { kind: "file", json: answer.file } : answer;
}
