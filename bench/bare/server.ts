/**
 * The floor for bench/vs-floor.ts: a bare PartyKit room that does the least a
 * turn-based game room must do. Two seats take turns claiming free cells of an
 * 81-cell board; a move is checked (JSON, the mover's turn, the version it was
 * made at, a free cell), the new state is stored with one awaited
 * `storage.put`, and every connection is sent its small JSON view, built per
 * connection (the mover's carries `replyTo`, so it is also the answer). When
 * the board is full, seat 0 may `reset` it. The game's rules are bench/toy/board.ts. Hibernating, like the project's
 * room; state is loaded from storage on every start.
 *
 * Connect to /parties/main/<room>?seat=0 (or 1; anything else watches).
 * Client → room: {"type":"move","id":"m1","version":3,"cell":17} | {"type":"reset","id":"m2"}
 * Room → client: {"type":"state","version","turn","board","you","over","replyTo"?} | {"type":"error","replyTo","code"}
 * Run on its own: cd bench/bare && npx partykit dev
 */
import type * as Party from "partykit/server";
import { claim, emptyBoard, isFreeCell, isFull } from "../toy/board";

interface Toy {
  readonly version: number;
  readonly turn: number;
  /** One character per cell: "." free, "0" or "1" the seat that took it. */
  readonly board: string;
}

type Seat = { readonly seat: number | null };

const newToy = (version: number): Toy => ({ version, turn: 0, board: emptyBoard() });
const isOver = (toy: Toy) => isFull(toy.board);

export default class BareRoom implements Party.Server {
  readonly options: Party.ServerOptions = { hibernate: true };
  private toy: Toy = newToy(0);

  constructor(readonly room: Party.Room) {}

  async onStart(): Promise<void> {
    this.toy = (await this.room.storage.get<Toy>("toy")) ?? newToy(0);
  }

  onConnect(conn: Party.Connection<Seat>, ctx: Party.ConnectionContext): void {
    const asked = new URL(ctx.request.url).searchParams.get("seat");
    const seat = asked === "0" || asked === "1" ? Number(asked) : null;
    conn.setState({ seat });
    conn.send(this.view(seat, null));
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, conn: Party.Connection<Seat>): Promise<void> {
    let msg: { type?: unknown; id?: unknown; version?: unknown; cell?: unknown };
    try {
      msg = typeof raw === "string" ? JSON.parse(raw) : {};
    } catch {
      msg = {};
    }
    const id = typeof msg.id === "string" ? msg.id : null;
    const seat = conn.state?.seat ?? null;
    const toy = this.toy;
    let next: Toy | null = null;
    if (msg.type === "move") {
      if (seat === toy.turn && msg.version === toy.version && isFreeCell(toy.board, msg.cell)) {
        next = { version: toy.version + 1, turn: 1 - toy.turn, board: claim(toy.board, msg.cell, seat) };
      }
    } else if (msg.type === "reset" && seat === 0 && isOver(toy)) {
      next = newToy(toy.version + 1);
    }
    if (!next) {
      conn.send(JSON.stringify({ type: "error", replyTo: id, code: "REFUSED" }));
      return;
    }
    await this.room.storage.put("toy", next);
    this.toy = next;
    for (const c of this.room.getConnections<Seat>())
      c.send(this.view(c.state?.seat ?? null, c.id === conn.id ? id : null));
  }

  private view(seat: number | null, replyTo: string | null): string {
    const { version, turn, board } = this.toy;
    const view = { type: "state", version, turn, board, you: seat, over: isOver(this.toy) };
    return JSON.stringify(replyTo === null ? view : { ...view, replyTo });
  }
}
