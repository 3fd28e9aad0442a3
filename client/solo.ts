/**
 * "Play against the computer": a game laid out and played in this browser
 * (local-room/), with no request at all. The page notes the game for its
 * worker with the host's and the seat's tokens it chose, and the room seats
 * the player, puts computers in the other seats and starts before the page
 * connects (local-room/set-up.ts).
 */

import type { BotLevel } from "../shared/engine/game";
import { newRoomCode, newToken } from "../shared/ids";
import type { CreateRoomRequest } from "../shared/protocol";
import { SOLO_CODE_LENGTH } from "../shared/solo-code";
import { autostart } from "./autostart";
import { startLocalGame } from "./local-room/starting";
import { tokens } from "./tokens";

/** The page's side of a local room, once loaded: a tap then starts the game's worker in the same task. */
let socket: typeof import("./local-room/socket") | null = null;

/** Runs `use` with the page's side of a local room: now if it is loaded, else once it is here. */
function withSocket(use: (loaded: typeof import("./local-room/socket")) => void): void {
  if (socket) use(socket);
  else
    import("./local-room/socket").then(
      (loaded) => {
        socket = loaded;
        use(loaded);
      },
      () => undefined, // offline before the site's worker kept it: the room page says the game is gone
    );
}

/** Fetches the page's side of a local room and starts a worker ahead of the tap (the home page once it is up). */
export function warmSolo(): void {
  withSocket((loaded) => loaded.warmWorker());
}

/** Starts a game of `request` against the computer at `level`; returns its code (its page is /solo/CODE). */
export function startSoloGame(request: CreateRoomRequest, level: BotLevel, name: string): string {
  const code = newRoomCode(SOLO_CODE_LENGTH);
  const hostToken = newToken();
  const seatToken = newToken();
  tokens.saveHost(code, hostToken);
  tokens.saveSeat(code, seatToken);
  startLocalGame(code, { request, hostToken, setUp: { name, seatToken, level } });
  // The room sets the game up itself (local-room/set-up.ts); should it stop short, the room page finishes it.
  autostart.save(code, level, name);
  // The game's worker starts now (or as soon as its code is here), not once the room page has loaded, drawn and
  // asked for it.
  withSocket((loaded) => loaded.startWorker(code));
  return code;
}
