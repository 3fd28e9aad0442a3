/**
 * What one connection holds: the picture its next delta starts from. Every
 * audience (a seat, the host, the spectators) has the same shape. One object
 * per picture sent, shared by every connection of the audience that holds it,
 * so a frame is encoded once per baseline and audience (picture.ts).
 */
import type { Outcome } from "../../engine";
import type { RoomView, You } from "../../protocol";

export interface Baseline {
  /** The seat whose view `view` is (null: a spectator's or a seatless host's). A new seat is a new view. */
  readonly seat: number | null;
  /** The room version held; -1 when not known at all (the receiver will find the delta not meant for it). */
  readonly version: number;
  readonly lobbyVersion: number;
  /** Null when not known (the room woke): the next delta carries it whole. */
  readonly room: RoomView | null;
  /** Null when not known, as for `room`. */
  readonly you: You | null;
  /** `you` as JSON (null when not known): compared to tell an unchanged `you` without diffing it. */
  readonly youJson: string | null;
  /** The game state `view` was built from: the same object means the same view, nothing to diff. */
  readonly state: unknown;
  /** view(state, seat): what the next game patch is diffed from. */
  readonly view: unknown;
}

/** An audience's picture after a change: a baseline with what a frame's head says besides the versions. */
export interface Target extends Baseline {
  readonly room: RoomView;
  readonly you: You;
  readonly youJson: string;
  readonly matchVersion: number | null;
  readonly toAct: readonly number[];
  readonly outcome: Outcome | null;
}
