/**
 * The bare room's toy game (bench/bare/server.ts) on Colyseus (@colyseus/core
 * with its ws transport), for bench/vs-floor.ts --peers: `node --import tsx
 * colyseus-server.ts --port N`.
 *
 * The same room as the bare one, message for message: a move is checked (the
 * mover's turn, the version it was made at, a free cell), and every client is
 * sent its own small view (`client.send`, which Colyseus encodes with
 * msgpack; the mover's carries `replyTo`). Colyseus keeps a room in this
 * process's memory only and has no storage hook: nothing is written anywhere,
 * and a restarted server forgets every game. Its schema state sync (binary
 * patches at `patchRate`) is not used: the views are sent as messages, like
 * the bare room's, and the patch timer is off.
 */
import { type Client, Room, Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { claim, emptyBoard, isFreeCell, isFull, portArgument, READY } from "./toy";

interface Toy {
  readonly version: number;
  readonly turn: number;
  readonly board: string;
}

interface Seat {
  seat: number | null;
}

const newToy = (version: number): Toy => ({ version, turn: 0, board: emptyBoard() });

class ToyRoom extends Room {
  private toy: Toy = newToy(0);

  override onCreate(): void {
    // No schema state: nothing to patch, so no patch tick.
    this.patchRate = null;
    this.onMessage(
      "move",
      (client: Client<{ userData: Seat }>, msg: { id?: unknown; version?: unknown; cell?: unknown }) => {
        const seat = client.userData?.seat ?? null;
        const toy = this.toy;
        const ok = seat === toy.turn && msg.version === toy.version && isFreeCell(toy.board, msg.cell);
        this.answer(
          client,
          msg.id,
          ok
            ? { version: toy.version + 1, turn: 1 - toy.turn, board: claim(toy.board, msg.cell as number, toy.turn) }
            : null,
        );
      },
    );
    this.onMessage("reset", (client: Client<{ userData: Seat }>, msg: { id?: unknown }) => {
      const ok = client.userData?.seat === 0 && isFull(this.toy.board);
      this.answer(client, msg.id, ok ? newToy(this.toy.version + 1) : null);
    });
  }

  override onJoin(client: Client<{ userData: Seat }>, options: { seat?: unknown }): void {
    const seat = options.seat === 0 || options.seat === 1 ? options.seat : null;
    client.userData = { seat };
    client.send("state", this.view(seat, null));
  }

  /** Takes `next` (or refuses the message) and sends every client its view; the sender's carries `replyTo`. */
  private answer(sender: Client, id: unknown, next: Toy | null): void {
    const replyTo = typeof id === "string" ? id : null;
    if (!next) {
      sender.send("error", { replyTo, code: "REFUSED" });
      return;
    }
    this.toy = next;
    for (const c of this.clients as Client<{ userData: Seat }>[]) {
      c.send("state", this.view(c.userData?.seat ?? null, c === sender ? replyTo : null));
    }
  }

  private view(seat: number | null, replyTo: string | null) {
    const { version, turn, board } = this.toy;
    const view = { type: "state", version, turn, board, you: seat, over: isFull(board) };
    return replyTo === null ? view : { ...view, replyTo };
  }
}

const server = new Server({ transport: new WebSocketTransport(), greet: false });
server.define("toy", ToyRoom);
await server.listen(portArgument(), "127.0.0.1");
console.log(READY);
