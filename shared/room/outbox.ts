/**
 * Carries out a decision's effects (effects.ts), in order, over the
 * live connections: the one place a room's messages leave from. Pictures go
 * through the sync (sync/); everything else is a message or a close.
 */
import type { AnyGame } from "../engine";
import { RoomErrors, type ServerMessage } from "../protocol";
import { canRead } from "./chat";
import type { Effect } from "./effects";
import { type Presence, presence } from "./presence";
import { seatOfToken } from "./record";
import { type Pair, type Picture, type Socket, type Sync, samePairs } from "./sync";
import type { RoomModel } from "./types";

/** The room's connections as the outbox reads them. */
export interface Connections {
  /** Every connection now, with the room's picture of each. */
  snapshot(): Pair[];
  get(id: string): Socket | undefined;
}

export class Outbox {
  /** The last presence worked out, and from what (see `presence`). */
  private lastHere: {
    readonly seats: RoomModel["record"]["seats"];
    readonly pairs: readonly Pair[];
    readonly here: Presence;
  } | null = null;

  constructor(
    private readonly connections: Connections,
    private readonly sync: Sync,
    /** Sets the room's alarm (schedule.ts) for the room as it is now; null when the one set serves. */
    private readonly schedule: (pairs: readonly Pair[]) => Promise<void> | null,
  ) {}

  /** Carries out `effects` for the room as it is now; `pairs`: the connections as the decision saw them. */
  async carry(
    effects: readonly Effect[],
    room: { readonly game: AnyGame; readonly model: RoomModel },
    pairs: readonly Pair[] = this.connections.snapshot(),
  ): Promise<void> {
    const { game, model } = room;
    let picture: Picture | null = null;
    // Presence is worked out once, at the first picture: every picture of this decision shows the same.
    const pictureNow = () => {
      picture ??= this.sync.picture(game, model, this.presence(model, pairs));
      return picture;
    };
    const socketOf = (id: string) => pairs.find(([, c]) => c.id === id) ?? null;
    for (const effect of effects) {
      switch (effect.kind) {
        case "schedule": {
          // Awaited only when the alarm moves (rarely): an await costs a turn of the microtask queue.
          const moving = this.schedule(pairs);
          if (moving) await moving;
          break;
        }
        case "picture": {
          const pair = socketOf(effect.to);
          if (pair) this.sync.full(pictureNow(), pair[0], pair[1], effect.withChat);
          break;
        }
        case "broadcast":
          // The effect carries the options (`except`, `ack`) itself.
          this.sync.broadcast(pictureNow(), pairs, effect);
          break;
        case "revoke":
          for (const [socket, conn] of pairs) {
            if (conn.token && effect.tokens.includes(conn.token)) {
              send(socket, {
                type: "error",
                replyTo: null,
                code: RoomErrors.KICKED,
                message: "You no longer hold a seat.",
              });
            }
          }
          break;
        case "chat":
          for (const [socket, conn] of pairs) {
            if (conn.hello && canRead(game, model.record, effect.entry, seatOfToken(model.record, conn.token))) {
              send(socket, { type: "chat", entry: effect.entry });
            }
          }
          break;
        case "remove":
          for (const id of effect.ids) {
            const target = this.connections.get(id);
            if (!target) continue;
            send(target, { type: "error", replyTo: null, code: RoomErrors.REMOVED, message: "The host removed you." });
            target.close(4003, "removed");
          }
          break;
        case "reply": {
          const pair = socketOf(effect.to);
          if (pair) send(pair[0], effect.message);
          break;
        }
        case "close": {
          const target = socketOf(effect.to)?.[0] ?? this.connections.get(effect.to);
          this.sync.left(effect.to);
          try {
            target?.close(effect.code, effect.reason);
          } catch {
            // Already closing: it is gone either way.
          }
          break;
        }
      }
    }
  }

  /**
   * Who is here now. With nobody away it depends only on the seats and the connections, so the last one
   * serves while they are the very same (nearly every move): the room part built from it is reused too.
   */
  private presence(model: RoomModel, pairs: readonly Pair[]): Presence {
    const { record, away } = model;
    const last = this.lastHere;
    if (away.size === 0 && last !== null && last.seats === record.seats && samePairs(last.pairs, pairs)) {
      return last.here;
    }
    const here = presence(
      record,
      pairs.map(([, c]) => c),
      away,
      Date.now(),
    );
    this.lastHere = away.size === 0 ? { seats: record.seats, pairs, here } : null;
    return here;
  }
}

export function send(socket: Socket, message: ServerMessage): void {
  socket.send(JSON.stringify(message));
}
