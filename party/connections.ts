/**
 * The room's live connections, each with the room's picture of it (model
 * Conn), kept on the socket so it survives hibernation. Connections the room
 * closed for silence are left out until they speak again: the runtime may
 * list them until their close completes.
 */
import type * as Party from "partykit/server";
import type { Conn } from "./model";
import type { Pair } from "./sync";

/**
 * What a connection remembers about itself on the socket (survives hibernation; ≤ 2 KiB). `address`
 * is kept only for a connection to a code with no room, to charge its probe.
 */
export type ConnState = Omit<Conn, "id"> & { readonly address?: string | null };

/** A connection's `heardAt` moves in steps this long: liveness allowances are many seconds, a flood writes it once a second. */
const HEARD_STEP_MS = 1000;

export class Connections {
  /** Closed for silence (memory only). */
  private readonly silenced = new Set<string>();

  constructor(private readonly room: Party.Room) {}

  /** Every open connection with the room's picture of it (not those closed for silence). */
  snapshot(): Pair[] {
    const pairs: Pair[] = [];
    for (const socket of this.room.getConnections<ConnState>()) {
      if (!this.silenced.has(socket.id)) pairs.push([socket, connOf(socket)]);
    }
    return pairs;
  }

  /** Every connection the runtime lists, those closed for silence too (a room that closes tells them all). */
  all(): Iterable<Party.Connection<ConnState>> {
    return this.room.getConnections<ConnState>();
  }

  get(id: string): Party.Connection<ConnState> | undefined {
    return this.room.getConnection<ConnState>(id);
  }

  /** A new connection, not yet said hello. */
  opened(socket: Party.Connection<ConnState>, address: string | null, now: number): void {
    socket.setState({
      hello: false,
      token: null,
      host: false,
      clientId: null,
      tag: socket.id.slice(0, 8),
      openedAt: now,
      address,
    });
  }

  /** The room's decision rebound the connection (a hello, a new seat token). */
  rebind(socket: Party.Connection<ConnState>, conn: Conn): void {
    const { id: _, ...bound } = conn;
    socket.setState({ ...bound, address: null });
  }

  /**
   * The room heard from this connection (model/liveness.ts); a connection closed for silence that speaks is
   * alive after all (the close may not have reached it, and a dev runtime may leave it open): it counts again.
   */
  heard(socket: Party.Connection<ConnState>, now: number, hidden: boolean | undefined): void {
    this.silenced.delete(socket.id);
    const state = socket.state;
    if (!state) return;
    const nextHidden = hidden ?? state.hidden ?? false;
    const same = (state.hidden ?? false) === nextHidden;
    if (same && state.heardAt !== undefined && now - state.heardAt < HEARD_STEP_MS) return;
    socket.setState({ ...state, heardAt: now, hidden: nextHidden });
  }

  silence(id: string): void {
    this.silenced.add(id);
  }

  closed(id: string): void {
    this.silenced.delete(id);
  }
}

/** The room's picture of a socket. */
export function connOf(socket: Party.Connection<ConnState>): Conn {
  const state = socket.state ?? {
    hello: false,
    token: null,
    host: false,
    clientId: null,
    tag: socket.id.slice(0, 8),
    openedAt: 0,
  };
  return { id: socket.id, ...state };
}
