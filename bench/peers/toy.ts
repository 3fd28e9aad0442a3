/**
 * What the peer servers share: the toy game (bench/toy/board.ts, the bare
 * room's rules), their port argument and the line that says they are ready.
 */
export { claim, emptyBoard, freeCells, isFreeCell, isFull } from "../toy/board";

/** The port a peer server listens on: `--port N` (the bench picks a free one). */
export function portArgument(): number {
  const at = process.argv.indexOf("--port");
  const port = Number(at < 0 ? Number.NaN : process.argv[at + 1]);
  if (!Number.isInteger(port) || port <= 0) throw new Error("usage: <server> --port N");
  return port;
}

/** The line a peer server prints once it accepts connections (bench/dev-server.ts waits for it). */
export const READY = "peer server ready";
