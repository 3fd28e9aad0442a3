/**
 * A game against the computer played in the browser (client/local-room/) has a code one character longer than a
 * room's (shared/ids.ts), from the same alphabet: its address (/solo/CODE) can never be taken for a room's, and a
 * room's never for its. Apart from ids.ts, so that the pages that only tell the two apart carry no generator.
 */
export const SOLO_CODE_LENGTH = 8;

/** Whether `code` (in its canonical form) is a game against the computer played in the browser. */
export function isSoloCode(code: string): boolean {
  return /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/.test(code);
}
