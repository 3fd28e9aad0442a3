/**
 * The room after one change, as each audience sees it: its target is built
 * once per audience, and its frame encoded once per baseline and audience,
 * however many connections share them.
 */
import type { AnyGame } from "../../engine";
import type { Patch } from "../../patch";
import type { RoomView } from "../../protocol";
import { type Conn, type Presence, publicTurn, type RoomModel } from "..";
import type { Baseline, Target } from "./baseline";
import { deltaFrom, patchFrom } from "./encode";
import type { Views } from "./views";
import type { Yous } from "./yous";

/** Who a connection is to the room: its seat, and whether it hosts (the host's `you` lists more). */
export interface Audience {
  readonly seat: number | null;
  readonly host: boolean;
}

/**
 * One audience's part of a picture: its target, and its frames so far by the baseline they start from. Nearly
 * always every connection of an audience holds the same baseline: the first frame is kept apart, and a Map
 * is made only for a second baseline.
 */
export interface AudiencePicture {
  readonly target: Target;
  /** The baseline of the first frame encoded (null: none yet), and that frame. */
  firstFrom: Baseline | null;
  firstFrame: string | null;
  /** Frames from other baselines. */
  more: Map<Baseline, string | null> | null;
}

export class Picture {
  private readonly head: Pick<Target, "version" | "lobbyVersion" | "matchVersion" | "toAct" | "outcome">;
  /** By audience key (see `of`): numbers, which a Map finds without hashing a new string per connection. */
  private readonly audiences = new Map<number, AudiencePicture>();
  private readonly roomPatches = new Map<RoomView | null, Patch | null>();

  constructor(
    readonly game: AnyGame,
    readonly model: RoomModel,
    readonly here: Presence,
    readonly room: RoomView,
    private readonly views: Views,
    private readonly yous: Yous,
  ) {
    const { record, state } = model;
    this.head = {
      version: record.version,
      lobbyVersion: record.lobbyVersion,
      matchVersion: record.phase === "lobby" ? null : record.logLength,
      ...publicTurn(game, state),
    };
  }

  /** The audience's part (`conn` is one of its connections), built at its first connection. */
  of(seat: number | null, host: boolean, conn: Conn): AudiencePicture {
    // Players by seat (0, 1, …), spectators -1, the host -2 without a seat and -3 - seat with one.
    const key = host ? -3 - (seat ?? -1) : (seat ?? -1);
    let part = this.audiences.get(key);
    if (part === undefined) {
      const { state } = this.model;
      const { you, json } = this.yous.of(key, host, this.model.record, conn, this.here);
      const { version, lobbyVersion, matchVersion, toAct, outcome } = this.head;
      // Spelled out, not spread from the head: one object shape for every target, read on every frame.
      const target: Target = {
        version,
        lobbyVersion,
        matchVersion,
        toAct,
        outcome,
        seat,
        room: this.room,
        you,
        youJson: json,
        state,
        view: this.views.of(this.game, state, seat),
      };
      part = { target, firstFrom: null, firstFrame: null, more: null };
      this.audiences.set(key, part);
    }
    return part;
  }

  /** The frame (JSON; null: no news) that brings `from` to the audience's target; `from` is of the same seat. */
  frame(part: AudiencePicture, from: Baseline): string | null {
    if (part.firstFrom === from) return part.firstFrame;
    const known = part.more?.get(from);
    if (known !== undefined) return known;
    const delta = deltaFrom(from, part.target, this.roomPatch(from.room));
    const frame = delta === null ? null : JSON.stringify(delta);
    if (part.firstFrom === null) {
      part.firstFrom = from;
      part.firstFrame = frame;
    } else {
      part.more ??= new Map();
      part.more.set(from, frame);
    }
    return frame;
  }

  private roomPatch(held: RoomView | null): Patch | null {
    if (held === this.room) return null;
    let patch = this.roomPatches.get(held);
    if (patch === undefined) {
      patch = patchFrom(held, this.room);
      this.roomPatches.set(held, patch);
    }
    return patch;
  }
}
