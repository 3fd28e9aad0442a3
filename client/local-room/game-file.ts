/**
 * The finished file of a game against the computer (docs/replay-format.md),
 * read from this browser by a worker of its own: for "Download the game" and
 * the replay page, as a room's are read from the server.
 */
import type { FromWorker, SoloFile, ToWorker } from "./messages";

/**
 * A worker of the local room: a build entry of its own (partykit.json), beside the chunk this code is in.
 * The page's socket (socket.ts) starts its own the same way: importing this from there would put these few
 * bytes in a chunk of their own, which every room's lobby would load for nothing (test/client/size.test.ts).
 */
function soloWorker(): Worker {
  return new Worker(new URL("./local-room-worker.js", import.meta.url), { type: "module" });
}

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
