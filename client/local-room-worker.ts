/**
 * The local room's Web Worker (a build entry of its own, loaded only when a
 * game against the computer starts): one game per worker, for the page that
 * started it. A Web Lock per game keeps a second tab of the same game waiting,
 * and saying so, until the first lets go, so two copies never write one game.
 */
import { LocalRoom, soloFile } from "./local-room/local-room";
import type { FromWorker, ToWorker } from "./local-room/messages";
import { pruneOldGames, soloLock } from "./local-room/prune";

const post = (message: FromWorker) => postMessage(message);
let room: Promise<LocalRoom> | null = null;

addEventListener("message", (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.kind === "file") {
    soloFile(message.code).then(
      (answer) => post({ kind: "file", id: "", answer }),
      () => post({ kind: "file", id: "", answer: { kind: "missing" } }),
    );
    return;
  }
  if (message.kind === "open") {
    if (room) return;
    const { code, create, config } = message;
    const open = () => LocalRoom.open(code, create, config, post);
    room = new Promise((resolve, reject) => {
      // Where the browser gives this page no locks (a blog's frame that may keep nothing either), the game opens
      // without one.
      if (!navigator.locks) return open().then(resolve, reject);
      // Held as long as this worker lives: the callback's promise never settles.
      const hold = () => {
        open().then(resolve, reject);
        return new Promise<never>(() => undefined);
      };
      const name = soloLock(code);
      navigator.locks
        .request(name, { ifAvailable: true }, (lock) => {
          if (lock) return hold();
          // Another tab plays this game: say so, and wait for it to close.
          post({ kind: "busy", id: "" });
          return navigator.locks.request(name, hold);
        })
        .catch(() => open().then(resolve, reject));
    });
    room.then(
      // Once this game is open (and locked): the oldest games this browser keeps go.
      () => pruneOldGames(code).catch((e) => console.warn("old games were not pruned", e)),
      (e) => console.error("local room failed to open", e),
    );
    return;
  }
  if (!room) return;
  void room.then((opened) => {
    if (message.kind === "connect") opened.connect(message.id);
    else if (message.kind === "frame") opened.frame(message.id, message.data);
    else opened.disconnect(message.id);
  });
});
