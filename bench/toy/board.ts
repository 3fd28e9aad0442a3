/**
 * The benches' toy game, the one definition every room of bench/vs-floor.ts
 * plays it by (the bare PartyKit room, this project's room as a fixture game,
 * boardgame.io and Colyseus): two seats take turns claiming free cells of an
 * 81-cell board; seat 0 starts; a full board ends the game. Plain functions
 * on a string board, so every framework can hold it its own way.
 */
export const CELLS = 81;
export const FREE = ".";

export const emptyBoard = (): string => FREE.repeat(CELLS);
export const isFull = (board: string): boolean => !board.includes(FREE);

/** Whether `cell` (any JSON value) is a free cell of `board`: the move check besides the turn (and version). */
export const isFreeCell = (board: string, cell: unknown): cell is number =>
  typeof cell === "number" && Number.isInteger(cell) && cell >= 0 && cell < CELLS && board[cell] === FREE;

export const claim = (board: string, cell: number, seat: number): string =>
  board.slice(0, cell) + String(seat) + board.slice(cell + 1);

/** The free cells of `board`, in order. */
export function freeCells(board: string): number[] {
  const free: number[] = [];
  for (let i = 0; i < board.length; i++) if (board[i] === FREE) free.push(i);
  return free;
}
