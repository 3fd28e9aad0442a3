/**
 * The finished file of a game against the computer (docs/replay-format.md),
 * read from this browser by a worker of its own: for "Download the game" and
 * the replay page, as a room's are read from the server.
 */
import type { FromWorker, SoloFile, ToWorker } from "./messages";
import { soloWorker } from "./spawn";

export function soloGameFile(code: string): Promise<SoloFile> {
  return new Promise((resolve) => {
    const worker = soloWorker();
    const done = (answer: SoloFile) => {
      worker.terminate();
      resolve(answer);
    };
    worker.addEventListener("message", (event: MessageEvent<FromWorker>) => {
      if (event.data.kind === "file") done(event.data.answer);
    });
    worker.addEventListener("error", () => done({ kind: "missing" }));
    const ask: ToWorker = { kind: "file", code };
    worker.postMessage(ask);
  });
}
