/**
 * Which events of a match's history a computer made for a person's seat while they were away (a stand-in),
 * kept with the match so that every log says so (room.standIns): a player who comes back, reloads or opens
 * another device reads "the computer spied…", not "you spied…", and the others "(by the computer)".
 */
import type { AnyGame } from "../engine";
import type { Change, StandInEvents } from "./types";

/** `change`, the move a stand-in made for `seat` from `before` to `after`, with the events it added noted. */
export function noteStandInMove(game: AnyGame, change: Change, seat: number, before: unknown, after: unknown): Change {
  const { match } = change.record;
  if (!match || !game.historyLength) return change;
  const from = game.historyLength(before);
  const to = game.historyLength(after);
  if (to <= from) return change;
  const kept = match.standInEvents ?? [];
  const last = kept[kept.length - 1];
  // One run of moves (a computer's whole turn, or its whole spell) stays one range.
  const standInEvents: StandInEvents[] =
    last?.seat === seat && last.to === from
      ? [...kept.slice(0, -1), { seat, from: last.from, to }]
      : [...kept, { seat, from, to }];
  return { ...change, record: { ...change.record, match: { ...match, standInEvents } } };
}
