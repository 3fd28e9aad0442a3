/**
 * What the shell may ask of a room by its code: what it can do (here), and
 * its finished game's file (finished-game.ts, from wherever the room keeps
 * it; file-here.ts, the part for a game kept in this browser, all that the
 * download button needs). A room is the server's (a table among people) or
 * this browser's (a game against the computer, local-room/); besides the
 * room's two ends (store.ts picks the connection, solo.ts starts a game in the
 * browser) and the site's addresses (router.ts), this folder is the one place
 * that knows which: the lobby, the boards and the rest of the shell ask it
 * (test/client/room-kind.test.ts holds them to that).
 */
import { isSoloCode } from "../../shared/solo-code";

export interface RoomAbilities {
  /** Others may join it by its link, and a page may embed it: a room on the server. */
  readonly shared: boolean;
  /** It can be carried over to a table for friends, with its game and settings (play-with-friends.tsx). */
  readonly becomesTable: boolean;
  /** Its finished game's file is built in this browser, with no request (a download is handed over, not fetched). */
  readonly fileHere: boolean;
}

export function abilitiesOf(code: string): RoomAbilities {
  const here = isSoloCode(code);
  return { shared: !here, becomesTable: here, fileHere: here };
}

/** The room's own URL for its finished game (a room on the server: one whose file is not built here). */
export const gameFileUrl = (code: string) => `/parties/main/${code}?game`;

/** A finished game's file (docs/replay-format.md), or why there is none. */
export type FinishedGame =
  | { readonly kind: "file"; readonly json: unknown }
  /** The match is not over (or none has been played). */
  | { readonly kind: "notOver" }
  | { readonly kind: "missing" }
  /** Too many unknown codes from this network: it may ask again at `until` (ms). */
  | { readonly kind: "limited"; readonly until: number }
  | { readonly kind: "failed" };
