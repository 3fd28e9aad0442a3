/**
 * A game against the computer set up by its room, before the page connects:
 * the creator seated under their name, computers in the other seats, the game
 * started. These are the messages a room page sends a room it created
 * (autostart.ts), decided by the same model and stored the same way, one after
 * the other; here they cost no round trips, and the page's first picture is the
 * game under way rather than a lobby drawn again for each answer on the way
 * there (on a slow phone ~0.1 s). The page chose the seat's token, as it chose
 * the host's, so it holds both before it says hello.
 */
import type { ClientMessage } from "../../shared/protocol";
import { type Conn, receive } from "../../shared/room";
import type { RoomConfig } from "../../shared/room/config";
import { decisionEnv, type Kept } from "../../shared/room/keeper";
import { type RoomStorage, writeChange } from "../../shared/room/storage";
import type { SoloCreate } from "./messages";

/**
 * Runs the set-up of `create` on the room just laid out (`laid`, stored), storing each step; returns the room
 * after it. A step refused (none should be) ends it there: the room page's autostart finishes what is left.
 */
export async function setUpSolo(
  laid: Kept,
  create: SoloCreate,
  storage: RoomStorage,
  config: RoomConfig,
): Promise<Kept> {
  const { setUp } = create;
  if (!setUp) return laid;
  const { game } = laid;
  const steps: ClientMessage[] = [
    { type: "hello", id: "set-up-hello", hostToken: create.hostToken },
    { type: "sit", id: "set-up-sit", seat: 0, name: setUp.name },
  ];
  for (let seat = 1; seat < laid.model.record.seats.length; seat++) {
    steps.push({ type: "reserve", id: `set-up-reserve-${seat}`, seat, bot: true, level: setUp.level });
  }
  steps.push({ type: "start", id: "set-up-start" });

  let model = laid.model;
  // The creator's connection as the room sees it: never on the line, so nothing is sent to it.
  let conn: Conn = { id: "set-up", hello: false, token: null, host: false, clientId: null, tag: "", openedAt: 0 };
  for (const step of steps) {
    const env = decisionEnv(config, model.record.testSeed);
    // The seat's token is the one the page chose (and keeps), not a new one.
    const decided = receive(
      game,
      model,
      [conn],
      conn,
      step,
      step.type === "sit" ? { ...env, newToken: () => setUp.seatToken } : env,
    );
    const refused = decided.replies.find((reply) => reply.type === "error");
    if (refused) {
      console.error("solo set-up refused", step.type, refused);
      break;
    }
    if (decided.change) {
      await writeChange(storage, model.record, decided.change, decided);
      model = decided.model;
    }
    conn = decided.conn;
  }
  return { game, model };
}
