/**
 * The events of the history a computer made for the viewer's seat while they were away (a stand-in), as
 * the room keeps them (`you.standInEvents`, [from, to) ranges): the log says them as the computer's, after
 * a reload or on another device as much as live.
 */
export function standInEvents(ranges: readonly (readonly [number, number])[] | undefined): ReadonlySet<number> {
  const indices = new Set<number>();
  for (const [from, to] of ranges ?? []) for (let index = from; index < to; index++) indices.add(index);
  return indices;
}
