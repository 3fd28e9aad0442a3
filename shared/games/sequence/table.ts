import type { Side, SideCount } from "./types";

/** Player counts the game accepts: the side counts allowed and the cards dealt to each player (spec table). */
export const PLAYER_TABLE: ReadonlyMap<number, { readonly sides: readonly SideCount[]; readonly handSize: number }> =
  new Map([
    [2, { sides: [2], handSize: 7 }],
    [3, { sides: [3], handSize: 6 }],
    [4, { sides: [2], handSize: 6 }],
    [6, { sides: [2, 3], handSize: 5 }],
    [8, { sides: [2], handSize: 4 }],
    [9, { sides: [3], handSize: 4 }],
    [10, { sides: [2], handSize: 3 }],
    [12, { sides: [2, 3], handSize: 3 }],
  ]);

/** Chip colours in order of use: two sides use blue and green; three sides add red. */
export const SIDE_COLORS = ["blue", "green", "red"] as const;
export type SideColor = (typeof SIDE_COLORS)[number];

/** Seats alternate sides so that turns pass from side to side. */
export const sideOf = (seat: number, sides: SideCount): Side => (seat % sides) as Side;

/** Every seat of a side, in seat order. */
export const seatsOf = (side: Side, players: number, sides: SideCount): number[] =>
  Array.from({ length: players }, (_, seat) => seat).filter((seat) => sideOf(seat, sides) === side);

/** Two sides need two sequences; three sides need one. */
export const sequencesToWin = (sides: SideCount): number => (sides === 2 ? 2 : 1);
