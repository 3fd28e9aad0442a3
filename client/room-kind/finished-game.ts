/** A finished game's file (docs/replay-format.md), as the room serves it or as this browser holds it (abilities.ts). */
import { retryAt } from "../wait";
import { abilitiesOf, type FinishedGame, gameFileUrl } from "./abilities";
import { fileBuiltHere } from "./file-here";

/** The finished game's file, as the room serves it or as this browser holds it. */
export async function finishedGame(code: string): Promise<FinishedGame> {
  if (abilitiesOf(code).fileHere) return fileBuiltHere(code);
  let res: Response;
  try {
    res = await fetch(gameFileUrl(code), { headers: { accept: "application/json" } });
  } catch {
    return { kind: "failed" };
  }
  if (res.status === 409) return { kind: "notOver" };
  if (res.status === 404) return { kind: "missing" };
  if (res.status === 429) return { kind: "limited", until: retryAt(res, Date.now()) };
  if (!res.ok) return { kind: "failed" };
  return { kind: "file", json: await res.json().catch(() => null) };
}
