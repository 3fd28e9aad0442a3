/** A worker of the local room: a build entry of its own (partykit.json), beside the chunk this code is in. */
export function soloWorker(): Worker {
  return new Worker(new URL("./local-room-worker.js", import.meta.url), { type: "module" });
}
