/**
 * What a seated player receives per move, measured on the real room: a table
 * of scripted players (all human, no computer players: a computer player
 * sends nothing, so it would only lower the cost per seat) plays one whole
 * game with random legal actions, each chosen from the mover's own view, and
 * every frame each player received after its first view of the game is
 * counted: deltas, acks, presence, whatever came. The bench (bench/bytes.ts)
 * and the room test (bytes-per-move.test.ts) share it, so both measure the same.
 *
 * A move is an accepted game action, whatever it is: in Spy that includes
 * arranging (each seat once), and the free flips and wraps, since each one is
 * a frame to every player as much as a step or a spy is.
 *
 * The first view is the frame after which the player's picture first holds
 * the game (the start's delta, carrying the whole view): that one is the
 * price of arriving, not of a move. Everything up to the frame that carries
 * the game's end counts.
 */
import { applyDelta, type DeltaMessage, type StateMessage } from "../../client/picture";
import { Rng, seedRng } from "../../shared/engine";
import { findGame } from "../../shared/games";
import type { Path } from "../../shared/patch";
import type { ServerMessage } from "../../shared/protocol";
import { createRoom, TestClient } from "./client";

/** The targets of issue 13, in bytes: the mean per move per player, and the largest frame after the first view. */
export const TARGETS = { spy: 300, sequence: 400, largestFrame: 2048 } as const;

export type MeasuredGame = "spy" | "sequence";

export interface GameBytes {
  readonly game: MeasuredGame;
  readonly players: number;
  /** Accepted game actions. */
  readonly moves: number;
  /** Bytes (UTF-8, as sent) and frames all seated players received after their first view, summed over them. */
  readonly bytes: number;
  readonly frames: number;
  /** The largest of those frames, in bytes. */
  readonly largest: number;
  /** Bytes of those frames by part (see `partsOf`), summed over players. */
  readonly parts: ReadonlyMap<string, number>;
}

const utf8 = (text: string) => Buffer.byteLength(text, "utf8");

/** Plays one whole game of `gameId` at `players` seats on the room at `host`, and counts what each seat received. */
export async function measureGame(
  host: string,
  gameId: MeasuredGame,
  players: number,
  seed: string,
): Promise<GameBytes> {
  const game = findGame(gameId);
  if (!game) throw new Error(gameId);
  const { code, hostToken } = await createRoom(host, { game: gameId, players, testSeed: seed });
  const clients: TestClient[] = [];
  try {
    for (let seat = 0; seat < players; seat++) {
      const client = await TestClient.connect(host, code, seat === 0 ? { hostToken } : {});
      clients.push(client);
      const reply = await client.request({ type: "sit", seat, name: `P${seat}` });
      if (reply.type !== "ack") throw new Error(`seat ${seat}: ${reply.code} ${reply.message}`);
    }
    const started = await (clients[0] as TestClient).request({ type: "start" });
    if (started.type !== "ack") throw new Error(`start: ${started.code} ${started.message}`);

    const rng = new Rng(seedRng(`${seed}:moves`));
    let moves = 0;
    let nextSeat = 0;
    for (;;) {
      // Each move is sent once every player holds the picture the last one made (a closed loop, no waiting on time).
      const version = Math.max(...clients.map((c) => c.state?.version ?? 0));
      for (const c of clients) await c.stateAtLeast(version);
      const picture = clients[0]?.state;
      if (picture?.room.phase !== "playing") break;
      // Round robin from the seat after the last mover, so that every Spy seat arranges once before any re-arranges.
      let acted = false;
      for (let k = 0; k < players && !acted; k++) {
        const seat = (nextSeat + k) % players;
        const client = clients[seat] as TestClient;
        const view = client.state?.game;
        const action = view === null || view === undefined ? null : game.randomAction(view, rng);
        if (action === null) continue;
        const reply = await client.request({ type: "action", version: client.state?.matchVersion ?? 0, action });
        if (reply.type === "error") throw new Error(`seat ${seat} refused: ${reply.code} ${reply.message}`);
        moves++;
        nextSeat = (seat + 1) % players;
        acted = true;
      }
      if (!acted) throw new Error("no seat could act in a game that is still playing");
      if (moves > 20_000) throw new Error("the game did not end");
    }
    const last = Math.max(...clients.map((c) => c.state?.version ?? 0));
    for (const c of clients) await c.stateAtLeast(last);

    let bytes = 0;
    let frames = 0;
    let largest = 0;
    const parts = new Map<string, number>();
    for (const c of clients) {
      for (const frame of framesAfterFirstView(c.frames)) {
        const size = utf8(frame);
        bytes += size;
        frames++;
        largest = Math.max(largest, size);
        for (const [part, weight] of partsOf(frame)) parts.set(part, (parts.get(part) ?? 0) + weight);
      }
    }
    return { game: gameId, players, moves, bytes, frames, largest, parts };
  } finally {
    for (const c of clients) c.close();
  }
}

/** The frames after the one that first gave this connection a picture holding a game. */
export function framesAfterFirstView(frames: readonly string[]): string[] {
  let picture: StateMessage | null = null;
  for (const [i, frame] of frames.entries()) {
    const msg = JSON.parse(frame) as ServerMessage;
    if (msg.type === "state") picture = msg;
    else if (msg.type === "delta") picture = applyDelta(picture, msg);
    if (picture !== null && picture.game !== null) return frames.slice(i + 1);
  }
  return [];
}

/** An operation's name in the breakdown: its kind and path, indexes written `#`. */
function opName(op: string, path: Path): string {
  const keys = typeof path === "string" ? path.split("/").slice(1) : path;
  return `game ${op} ${keys.map((k) => (typeof k === "number" || /^[0-9]+$/.test(k) ? "#" : k)).join(".")}`;
}

/**
 * Where a frame's bytes go, to find what weighs: a delta's envelope (type,
 * versions, whose turn, outcome), its ack (`replyTo`), its room and `you`
 * parts, and each patch operation of its game part by op and path, indexes
 * written `#` (so `set bases.#.places.#` sums every place set); any other
 * frame under its type. The parts of a frame add up to about its size (the
 * JSON punctuation joining them is left out).
 */
export function partsOf(frame: string): [string, number][] {
  const msg = JSON.parse(frame) as ServerMessage;
  if (msg.type !== "delta") return [[msg.type, utf8(frame)]];
  const { game: patch, room, you, replyTo, ...envelope } = msg as DeltaMessage;
  const out: [string, number][] = [["delta envelope", utf8(JSON.stringify(envelope))]];
  if (replyTo !== undefined) out.push(["replyTo", utf8(JSON.stringify({ replyTo }))]);
  if (room !== undefined) out.push(["room", utf8(JSON.stringify({ room }))]);
  if (you !== undefined) out.push(["you", utf8(JSON.stringify({ you }))]);
  if (patch !== undefined) {
    for (const op of patch.set ?? []) out.push([opName("set", op[0]), utf8(JSON.stringify(op))]);
    for (const op of patch.push ?? []) out.push([opName("push", op[0]), utf8(JSON.stringify(op))]);
    for (const path of patch.del ?? []) out.push([opName("del", path), utf8(JSON.stringify(path))]);
    for (const op of patch.splice ?? []) out.push([opName("splice", op[0]), utf8(JSON.stringify(op))]);
  }
  return out;
}
