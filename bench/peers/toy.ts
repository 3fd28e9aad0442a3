/**
 * The bare room's toy game (bench/bare/server.ts), shared by its boardgame.io
 * and Colyseus versions: two seats take turns claiming free cells of an
 * 81-cell board; seat 0 starts; a full board may be reset.
 */
export const CELLS = 81;
export const FREE = ".";

export const emptyBoard = (): string => FREE.repeat(CELLS);
export const isFull = (board: string): boolean => !board.includes(FREE);

/** The bare room's check of a cell (the turn and version are checked by each framework's own means). */
export const isFreeCell = (board: string, cell: unknown): cell is number =>
  typeof cell === "number" && Number.isInteger(cell) && cell >= 0 && cell < CELLS && board[cell] === FREE;

export const claim = (board: string, cell: number, seat: number): string =>
  board.slice(0, cell) + String(seat) + board.slice(cell + 1);

/** The port a peer server listens on: `--port N` (the bench picks a free one). */
export function portArgument(): number {
  const at = process.argv.indexOf("--port");
  const port = Number(at < 0 ? Number.NaN : process.argv[at + 1]);
  if (!Number.isInteger(port) || port <= 0) throw new Error("usage: <server> --port N");
  return port;
}

/** The line a peer server prints once it accepts connections (bench/dev-server.ts waits for it). */
export const READY = "peer server ready";
