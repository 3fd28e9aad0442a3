/**
 * Each audience's `you` and its JSON, built again only when what it is built
 * from changed (the seats, who hosts, and for the host the spectators): a
 * move changes none of it, so the same object, and the same JSON string,
 * which the encoder compares by identity first (encode.ts).
 */
import type { You } from "../../protocol";
import type { Conn, Presence, RoomRecord } from "..";
import { youOf } from "..";

interface Kept {
  readonly seats: RoomRecord["seats"];
  readonly hostedBy: string | undefined;
  readonly spectators: readonly Conn[];
  readonly you: You;
  readonly json: string;
}

export class Yous {
  private readonly last = new Map<number, Kept>();

  /**
   * The `you` of audience `key` (see Picture.of; `host` says whether it hosts), with `conn` one of its
   * connections: youOf reads the connection only for its seat and whether it hosts, which the key holds.
   */
  of(key: number, host: boolean, record: RoomRecord, conn: Conn, here: Presence): Kept {
    const last = this.last.get(key);
    if (
      last !== undefined &&
      last.seats === record.seats &&
      last.hostedBy === record.hostedBy &&
      (!host || sameWatchers(last.spectators, here.spectators))
    ) {
      return last;
    }
    const you = youOf(record, conn, here);
    const kept: Kept = {
      seats: record.seats,
      hostedBy: record.hostedBy,
      spectators: here.spectators,
      you,
      json: JSON.stringify(you),
    };
    this.last.set(key, kept);
    return kept;
  }

  forget(): void {
    this.last.clear();
  }
}

/** Whether the host's list of watchers would read the same (youOf shows each one's tag and since when). */
function sameWatchers(a: readonly Conn[], b: readonly Conn[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i]?.tag !== b[i]?.tag || a[i]?.openedAt !== b[i]?.openedAt) return false;
  }
  return true;
}
