/**
 * The room part everyone sees. The one built last is reused when nothing it
 * is built from changed (a move changes none of it): the same object in the
 * baseline and the target means no diff at all.
 */
import type { AnyGame } from "../../engine";
import type { RoomView } from "../../protocol";
import { type Presence, type RoomRecord, roomView } from "..";

/** What the room part is built from besides the record and presence: the room's grace periods, and the time. */
export interface RoomTiming {
  readonly standInAfterMs: number;
  readonly rematchAnswerMs: number;
  readonly now: number;
}

interface Inputs {
  readonly record: RoomRecord;
  readonly timing: RoomTiming;
  readonly here: Presence;
}

/** Every field of the record that roomView reads. */
const ROOM_INPUTS = [
  "code",
  "game",
  "players",
  "options",
  "settings",
  "phase",
  "seats",
  "first",
  "turnDeadline",
  "match",
  "hostedBy",
  "rematch",
] as const satisfies readonly (keyof RoomRecord)[];

export class RoomPart {
  private last: { readonly view: RoomView; readonly from: Inputs } | null = null;

  of(game: AnyGame, record: RoomRecord, here: Presence, timing: RoomTiming): RoomView {
    const now = { record, timing, here };
    if (this.last !== null && sameInputs(this.last.from, now)) return this.last.view;
    const view = roomView(game, record, here, timing.standInAfterMs, timing.rematchAnswerMs, timing.now);
    this.last = { view, from: now };
    return view;
  }

  forget(): void {
    this.last = null;
  }
}

function sameInputs(a: Inputs, b: Inputs): boolean {
  // Times shown as "for how long" (away, the host away, a proposal's age) change with every picture.
  if (timed(a) || timed(b)) return false;
  return (
    a.timing.standInAfterMs === b.timing.standInAfterMs &&
    a.timing.rematchAnswerMs === b.timing.rematchAnswerMs &&
    (a.here === b.here ||
      (a.here.spectators.length === b.here.spectators.length &&
        sameSet(a.here.connectedSeats, b.here.connectedSeats))) &&
    ROOM_INPUTS.every((field) => a.record[field] === b.record[field])
  );
}

const timed = ({ here, record }: Inputs) =>
  here.awayFor.size > 0 || here.hostAway !== undefined || record.rematch !== undefined;

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}
