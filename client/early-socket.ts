/**
 * A friend's link opens the room's socket before any file of the app has
 * arrived: the page's first script (early-room.ts, inlined in the HTML by
 * party/site.ts) opens it, says hello and keeps what the room answers, so the
 * room's first picture travels while the room page's files are still on their
 * way (on a slow phone, seconds). The store then takes that socket over
 * (`takeEarlyRoom`) as the first of its reconnecting socket, with what it heard.
 */
import { PROTOCOL, PROTOCOL_PARAM } from "../shared/wire-version";
import { tokens } from "./tokens";

/** The hello a page says to room `code` on each connection: who this browser is there. */
export function helloOf(code: string): { type: "hello"; clientId: string; seatToken?: string; hostToken?: string } {
  const seatToken = tokens.seat(code);
  const hostToken = tokens.host(code);
  return {
    type: "hello",
    clientId: tokens.client(code),
    ...(seatToken ? { seatToken } : {}),
    ...(hostToken ? { hostToken } : {}),
  };
}

/**
 * The address of room `code`'s socket, with a new connection id (`_pk`, which partykit takes as the
 * connection's id; kept over reconnections): what PartySocket would write, without its URL builder; and the
 * protocol this page speaks (shared/wire-version.ts).
 */
export function roomSocketUrl(code: string): string {
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}/parties/main/${code}?_pk=${id}&${PROTOCOL_PARAM}=${PROTOCOL}`;
}

/** Where the first script leaves its socket for the store. */
export const EARLY_ROOM = "tabletopEarlyRoom";

/** The first script's socket, as the store takes it over. */
export interface EarlyRoom {
  readonly code: string;
  /**
   * A WebSocket constructor for the store's reconnecting socket: its first socket is the early one while that is open
   * or opening (what it missed of it, the open and what the room said, it hears once it listens); any other, a
   * new one.
   */
  readonly WebSocket: typeof WebSocket;
  /** Whether the socket opening now is the early one, which said hello already (true at most once). */
  greeted(): boolean;
  close(): void;
}

type WithEarlyRoom = { [EARLY_ROOM]?: EarlyRoom };

export function leaveEarlyRoom(room: EarlyRoom): void {
  (globalThis as WithEarlyRoom)[EARLY_ROOM] = room;
}

/** The first script's socket to room `code`, taken once; one to another room is closed. */
export function takeEarlyRoom(code: string): EarlyRoom | undefined {
  const holder = globalThis as WithEarlyRoom;
  const early = holder[EARLY_ROOM];
  delete holder[EARLY_ROOM];
  if (early?.code === code) return early;
  early?.close();
  return undefined;
}
