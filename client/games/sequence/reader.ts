/** Who reads Sequence's log, a type of its own: describe.ts speaks to it and names.ts works it out from a view, so neither imports the other for it. */
import type { Side } from "../../../shared/games/sequence/without-bots";

/** Who reads the log: their seat and side are said as "you" and "your team". */
export interface Reader {
  readonly seat: number | null;
  /** The reader's side, or null for a spectator. */
  readonly side: Side | null;
  /** Per side: whether it is a team of several seats (said as a team, not as a person). */
  readonly teams: readonly boolean[];
}
