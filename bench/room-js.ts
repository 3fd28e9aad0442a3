/**
 * Where a move's time goes inside the room, in plain node (no runtime, no
 * storage, no sockets): the schema check, the model's decision, the frames
 * for each audience (views, diff, JSON) and the storage split. Run by hand:
 * `npx tsx bench/room-js.ts`. Prints microseconds per move (medians of 5 runs
 * of 2-player Sequence games with random legal moves).
 */
import type * as Party from "partykit/server";
import { Rng, seedRng } from "../shared/engine";
import { parseClientMessage } from "../shared/protocol";
import { presence } from "../shared/room";
import { progressOf } from "../shared/room/storage";
import { type Pair, Sync } from "../shared/room/sync";
import { Table } from "../test/model/table";

const MOVES = 3000;
type Part = "parse" | "model" | "frames" | "storage split";
const parts: Part[] = ["parse", "model", "frames", "storage split"];

function run(seed: string, spectators: number): Record<Part, number> {
  const spent: Record<Part, number> = { parse: 0, model: 0, frames: 0, "storage split": 0 };
  let moves = 0;
  let table: Table | null = null;
  let seats: string[] = [];
  let sockets: Pair[] = [];
  const rng = new Rng(seedRng(seed));
  const sync = new Sync({
    timing: () => ({ standInAfterMs: 30_000, rematchAnswerMs: 60_000, now: 0 }),
    send: () => {},
    connections: () => sockets,
    pacing: null,
  });
  const fresh = () => {
    table = new Table("sequence", 2, `${seed}-${moves}`);
    seats = [table.seat(0, "Ana", true), table.seat(1, "Ben")];
    for (let i = 0; i < spectators; i++) table.join();
    table.send(seats[0] as string, { type: "start" });
    const t = table;
    sockets = t.conns.map((c) => [{ id: c.id } as unknown as Party.Connection, c]);
    // Every connection holds the game's first picture, as after their hellos.
    sync.wake(t.model);
  };
  fresh();
  while (moves < MOVES) {
    const t = table as unknown as Table;
    if (t.model.record.phase !== "playing") {
      fresh();
      continue;
    }
    const mover = seats.find((c) => t.game.toAct(t.model.state).includes(t.seatOf(c) ?? -1)) as string;
    const state = t.stateOf(mover);
    const action = t.game.randomAction(state.game, rng);
    const frame = JSON.stringify({ type: "action", id: `m${moves}`, version: state.matchVersion, action });
    let at = performance.now();
    const parsed = parseClientMessage(frame);
    spent.parse += performance.now() - at;
    if (!parsed.ok) throw new Error(parsed.message);
    at = performance.now();
    const out = t.send(mover, { type: "action", version: state.matchVersion ?? 0, action });
    spent.model += performance.now() - at;
    if (!out.change) throw new Error(JSON.stringify(out.replies));
    at = performance.now();
    const here = presence(t.model.record, t.conns, t.away, t.now);
    sync.broadcast(sync.picture(t.game, t.model, here), sockets, { ack: { to: mover, replyTo: `m${moves}` } });
    spent.frames += performance.now() - at;
    at = performance.now();
    JSON.stringify(progressOf(t.model.record));
    JSON.stringify(out.change.logged);
    spent["storage split"] += performance.now() - at;
    moves++;
  }
  return Object.fromEntries(parts.map((p) => [p, (spent[p] * 1000) / moves])) as Record<Part, number>;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
for (const spectators of [0, 10, 40]) {
  const runs = Array.from({ length: 5 }, (_, i) => run(`r${i}`, spectators));
  const line = parts.map((p) => `${p} ${median(runs.map((r) => r[p])).toFixed(1)} µs`).join(", ");
  console.log(`2-player Sequence, ${spectators} spectators: ${line}`);
}
