import type { FunctionComponent } from "preact";
import type { RoomView, You } from "../../shared/protocol";

/** What the room page hands a game's board. Boards send actions with `act` from the store. */
export interface BoardProps<V = unknown> {
  /** This seat's (or a spectator's) view, exactly as the room sent it. */
  readonly view: V;
  readonly room: RoomView;
  readonly you: You;
}

/** A game's part of the client, loaded on demand so the first page stays small. */
export interface GameClient {
  readonly Board: FunctionComponent<BoardProps>;
  /** How to play, for people who never played it. */
  readonly HowTo: FunctionComponent;
}

/** Each game's client module, loaded when a room of that game opens. */
export const loadGame: Record<string, () => Promise<GameClient>> = {
  spy: () => import("./spy/index").then((m) => m.spyClient),
  sequence: () => import("./sequence/index").then((m) => m.sequenceClient),
};
