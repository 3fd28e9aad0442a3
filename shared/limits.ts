/**
 * Numbers and codes of the wire that both the room and the client use. Kept
 * apart from protocol.ts so the client can import them without the schemas.
 */
import { MAX_NAME_LENGTH } from "./name-limit";

/** Limits the room enforces; the client uses the same numbers to stop bad input early. */
export const Limits = {
  /** Largest accepted client message, in UTF-8 bytes. */
  maxMessageBytes: 8 * 1024,
  /** Player names: trimmed, 1–24 printable characters. */
  maxNameLength: MAX_NAME_LENGTH,
  /** Chat messages: 1–280 characters. */
  maxChatLength: 280,
  /** Chat entries the room keeps and shows to newcomers. */
  chatHistory: 50,
  /** Spectators (connections without a seat) per room, plus one per free seat in the lobby or after a game. */
  maxSpectators: 50,
  /** A seat to act whose player has been away this long may get a computer stand-in from anyone at the table. */
  standInAfterMs: 30_000,
  /**
   * Liveness: a connection the room has heard nothing from for this long counts as gone (its seat is away)
   * during a game; in the lobby or after a game 3× as long; from a hidden page (another tab or app, whose
   * timers the browser slows to one a minute) 9× as long. The client pings often enough to stay inside.
   */
  silentAfterMs: 18_000,
  /** How often the page pings while visible during a game, while visible otherwise, and while hidden. */
  ping: { playingMs: 8_000, idleMs: 25_000, hiddenMs: 25_000 },
  /** After a game, a seat that has not answered a proposal to play again this long may be left to a computer. */
  rematchAnswerMs: 60_000,
  /** A connection that has not said hello by then is closed. */
  helloTimeoutMs: 5000,
  /** Per-connection rate: a bucket of `burst` messages refilled at `perSecond`. */
  rate: { burst: 30, perSecond: 10 },
  /** Turn timer bounds, in seconds (null: no timer). */
  turnSeconds: { min: 10, max: 600 },
  /** Days a room lives after its last accepted change. */
  idleDays: 7,
} as const;

/** Error codes of the room itself (game rule errors carry the game's own codes). */
export const RoomErrors = {
  BAD_MESSAGE: "BAD_MESSAGE",
  MESSAGE_TOO_LARGE: "MESSAGE_TOO_LARGE",
  RATE_LIMITED: "RATE_LIMITED",
  NO_SUCH_ROOM: "NO_SUCH_ROOM",
  HELLO_FIRST: "HELLO_FIRST",
  BAD_TOKEN: "BAD_TOKEN",
  NOT_HOST: "NOT_HOST",
  NOT_SEATED: "NOT_SEATED",
  SEAT_TAKEN: "SEAT_TAKEN",
  NO_SUCH_SEAT: "NO_SUCH_SEAT",
  BAD_NAME: "BAD_NAME",
  WRONG_PHASE: "WRONG_PHASE",
  STALE_VERSION: "STALE_VERSION",
  TABLE_NOT_READY: "TABLE_NOT_READY",
  ROOM_FULL: "ROOM_FULL",
  BAD_CHAT: "BAD_CHAT",
  TEAM_CHAT_OFF: "TEAM_CHAT_OFF",
  KICKED: "KICKED",
  STORAGE_FAILED: "STORAGE_FAILED",
  /** During a game only the host (or an invitation) fills a seat. */
  SEATS_LOCKED: "SEATS_LOCKED",
  /** Whoever held a seat in a game cannot hold another seat of it. */
  PLAYED_ANOTHER_SEAT: "PLAYED_ANOTHER_SEAT",
  NO_SUCH_INVITE: "NO_SUCH_INVITE",
  NO_SUCH_WATCHER: "NO_SUCH_WATCHER",
  HELLO_TIMEOUT: "HELLO_TIMEOUT",
  REMOVED: "REMOVED",
  /** The seat's player is here, or has not been away for the grace period yet. */
  NOT_AWAY: "NOT_AWAY",
  /** No proposal to play again is on the table (or the seat has answered it already). */
  NO_PROPOSAL: "NO_PROPOSAL",
  /** The page speaks an older protocol than the room (shared/wire-version.ts): it must load the new build. */
  PAGE_OUTDATED: "PAGE_OUTDATED",
  /** The page speaks a newer protocol than the room: the room's new code is still on its way. */
  ROOM_OUTDATED: "ROOM_OUTDATED",
} as const;
