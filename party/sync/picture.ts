/**
 * The room after one change, as each audience sees it: its target is built
 * once per audience, and its frame encoded once per baseline and audience,
 * however many connections share them.
 */
import type { AnyGame } from "../../shared/engine";
import type { Patch } from "../../shared/patch";
import type { RoomView } from "../../shared/protocol";
import { type Conn, type Presence, publicTurn, type RoomModel, youOf } from "../model";
import type { Baseline, Target } from "./baseline";
import { deltaFrom, patchFrom } from "./encode";
import type { Views } from "./views";

/** Who a connection is to the room: its seat, and whether it hosts (the host's `you` lists more). */
export interface Audience {
  readonly seat: number | null;
  readonly host: boolean;
}

export class Picture {
  private readonly head: Pick<Target, "version" | "lobbyVersion" | "matchVersion" | "toAct" | "outcome">;
  private readonly targets = new Map<string, Target>();
  private readonly roomPatches = new Map<RoomView | null, Patch | null>();
  private readonly frames = new Map<Baseline, Map<string, string | null>>();

  constructor(
    readonly game: AnyGame,
    readonly model: RoomModel,
    readonly here: Presence,
    readonly room: RoomView,
    private readonly views: Views,
  ) {
    const { record, state } = model;
    this.head = {
      version: record.version,
      lobbyVersion: record.lobbyVersion,
      matchVersion: record.phase === "lobby" ? null : record.logLength,
      ...publicTurn(game, state),
    };
  }

  /** The audience's picture (`conn` is one of its connections). */
  target(audience: Audience, conn: Conn): Target {
    const key = keyOf(audience);
    let target = this.targets.get(key);
    if (target === undefined) {
      const { state } = this.model;
      const you = youOf(this.model.record, conn, this.here);
      target = {
        ...this.head,
        seat: audience.seat,
        room: this.room,
        you,
        youJson: JSON.stringify(you),
        state,
        view: this.views.of(this.game, state, audience.seat),
      };
      this.targets.set(key, target);
    }
    return target;
  }

  /** The frame (JSON; null: no news) that brings `from` to the audience's target; `from` is of the same seat. */
  frame(from: Baseline, audience: Audience, conn: Conn): string | null {
    const key = keyOf(audience);
    let byAudience = this.frames.get(from);
    if (byAudience === undefined) {
      byAudience = new Map();
      this.frames.set(from, byAudience);
    }
    const known = byAudience.get(key);
    if (known !== undefined) return known;
    const delta = deltaFrom(from, this.target(audience, conn), this.roomPatch(from.room));
    const frame = delta === null ? null : JSON.stringify(delta);
    byAudience.set(key, frame);
    return frame;
  }

  private roomPatch(held: RoomView | null): Patch | null {
    if (held === this.room) return null;
    if (!this.roomPatches.has(held)) this.roomPatches.set(held, patchFrom(held, this.room));
    return this.roomPatches.get(held) ?? null;
  }
}

const keyOf = ({ seat, host }: Audience) => (host ? `host ${seat}` : `${seat}`);
