/**
 * The room's live connections, each with the room's picture of it (model
 * Conn), kept on the socket so it survives hibernation. Connections the room
 * closed for silence are left out until they speak again: the runtime may
 * list them until their close completes.
 */
import type * as Party from "partykit/server";
import { type Conn, heardNow } from "../shared/room";
import type { RoomConnections } from "../shared/room/core";
import type { Pair } from "../shared/room/sync";

/**
 * What a connection remembers about itself on the socket (survives hibernation; ≤ 2 KiB). `address`
 * is kept only for a connection to a code with no room, to charge its probe.
 */
export type ConnState = Omit<Conn, "id"> & { readonly address?: string | null };

export class Connections implements RoomConnections<Party.Connection<ConnState>> {
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

  conn(socket: Party.Connection<ConnState>): Conn {
    return connOf(socket);
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
    const next = state ? heardNow(state, now, hidden) : null;
    if (next) socket.setState(next);
  }

  silence(id: string): void {
    this.silenced.add(id);
  }

  closed(id: string): void {
    this.silenced.delete(id);
  }
}

/**
 * Each socket state's Conn: the runtime hands back the same state object until the next setState, so the
 * Conn is built once per state, not per socket per message (and the same Conn means nothing changed).
 */
const conns = new WeakMap<ConnState, Conn>();

/** The room's picture of a socket. */
export function connOf(socket: Party.Connection<ConnState>): Conn {
  const held = socket.state;
  if (held) {
    const known = conns.get(held);
    // The id is the socket's own; a state is never shared between sockets, but checking costs nothing.
    if (known !== undefined && known.id === socket.id) return known;
    const conn: Conn = { id: socket.id, ...held };
    conns.set(held, conn);
    return conn;
  }
  const state = {
    hello: false,
    token: null,
    host: false,
    clientId: null,
    tag: socket.id.slice(0, 8),
    openedAt: 0,
  };
  return { id: socket.id, ...state };
}
