/**
 * The room as data. Everything the room decides is a pure function of these
 * (the handlers beside this file); room.ts only loads and stores them, sends
 * what the handlers say and schedules the alarm.
 */
import type { BotLevel, LogEntry } from "../engine";
import type { ChatEntry, RoomPhase, RoomSettings, ServerMessage } from "../protocol";

export type Seat =
  /** Nobody; during a match `invite` is a one-time invitation the host shares as a link. */
  | { readonly kind: "empty"; readonly invite?: string }
  | { readonly kind: "bot"; readonly level: BotLevel }
  | {
      readonly kind: "human";
      readonly name: string;
      /** The seat token: whoever presents it holds the seat. */
      readonly token: string;
      /** Sat down holding the host token (the host cannot take a second seat in a match either). */
      readonly host: boolean;
      /** Team chat lines numbered from here on are theirs to read (see chat.ts). */
      readonly chatFrom: number;
      /** A computer player of this level plays the seat while its player is away; their return ends it. */
      readonly standIn?: BotLevel;
      /** When this person took the seat (absent in rooms stored before it was kept): hosting passes to the longest seated. */
      readonly seatedAt?: number;
    };

export type HumanSeat = Extract<Seat, { kind: "human" }>;

/** Someone who held a seat during a match, by the tokens that prove them. */
export interface Holder {
  readonly seat: number;
  readonly token: string;
  readonly name: string;
  readonly host: boolean;
  readonly chatFrom: number;
}

/** The game being played: enough to rebuild its state from the action log. */
export interface Match {
  /** Counts games in this room; names the log keys of this game. */
  readonly number: number;
  /** Secret: it determines every hidden card. Never leaves the room. */
  readonly seed: string;
  readonly first: number | null;
  /** A fixed deal (tests only: the room's `testDeal`), given to the game's setup. */
  readonly deal?: unknown;
  /**
   * The generator its deal draws from. Absent in matches stored before the games drew from SHA-256: those
   * go on with the old sfc32 (shared/engine/rng.ts), so a match begun before an update keeps its deal.
   */
  readonly generator?: "sha256";
  readonly players: number;
  readonly options: unknown;
  /** Everyone who held a seat of this match; none of them may take another seat of it. */
  readonly holders: readonly Holder[];
  /** When it started (absent in rooms stored before it was kept): liveness counts a connection heard from then on. */
  readonly startedAt?: number;
  /** The events of the game's history a computer made for a person's seat (a stand-in), oldest first; absent: none. */
  readonly standInEvents?: readonly StandInEvents[];
}

/**
 * Events `from` (inclusive) to `to` (exclusive) of the game's public history (`Game.historyLength`), which a
 * stand-in made for `seat`. Public: everyone saw the computer play the seat then.
 */
export interface StandInEvents {
  readonly seat: number;
  readonly from: number;
  readonly to: number;
}

/** After a game: a proposal to play again with the same seats. */
export interface Rematch {
  /** The proposer's seat, or null for a host without one. */
  readonly by: number | null;
  readonly at: number;
  readonly accepted: readonly number[];
  /** Seats that did not answer in time, left to a computer for the next game. */
  readonly computer: readonly number[];
  /** Someone said no: the proposal is off (shown until the next change of the table). */
  readonly declined?: number;
}

/** The room's match log is the one game record of shared/engine/log.ts. */
export type { LogEntry } from "../engine";

/** Everything a room keeps about itself besides the game log, chat and retry memory. Stored under one key. */
export interface RoomRecord {
  readonly code: string;
  readonly game: string;
  readonly createdAt: number;
  readonly hostToken: string;
  readonly players: number;
  readonly options: unknown;
  readonly settings: RoomSettings;
  readonly phase: RoomPhase;
  readonly seats: readonly Seat[];
  readonly first: number | null;
  /** Orders the pictures a client receives: bumped by every change anyone sees (not by chat or presence). */
  readonly version: number;
  /** The table's version (seats, options, settings, phase), which lobby commands may cite; names and games leave it. */
  readonly lobbyVersion: number;
  readonly match: Match | null;
  /** Actions accepted in the current match: the log's length, and the version game actions cite. */
  readonly logLength: number;
  /**
   * Per seat, the oldest match version an action of that seat may be made at:
   * moved on by the seat's own actions, by timeouts, when the seat becomes one
   * to act and when someone new takes the seat. Other seats' actions in a
   * simultaneous phase (Spy's arranging) do not make it stale.
   */
  readonly freshFrom: readonly number[];
  readonly turnDeadline: number | null;
  readonly lastActive: number;
  /**
   * The last game actions of the match before this one (its log is gone), by message id and the seat
   * token that sent them: a retry that arrives after a rematch or a return to the lobby is answered as
   * before, never applied to the new game (whose match versions start again at 0). Absent before any.
   */
  readonly retiredActions?: readonly RetiredAction[];
  /**
   * The seat token of the seat that hosts, once hosting has passed to a player (model/hosting.ts); absent, the
   * creator's host token hosts. Always a token of a seat while it is set.
   */
  readonly hostedBy?: string;
  /** After a game: the proposal to play again on the table, if any. */
  readonly rematch?: Rematch;
  /** Tests only (ALLOW_TEST_SEEDS=1): seeds are derived from this instead of drawn. */
  readonly testSeed: string | null;
  /** Tests only (ALLOW_TEST_SEEDS=1): every match of the room is dealt this (the game's own `deal`). */
  readonly testDeal?: unknown;
}

/** What the model needs from the outside world; injected so tests can fix it. */
export interface Env {
  readonly now: number;
  readonly newToken: () => string;
  /** A secret seed for match number `match`. */
  readonly newSeed: (match: number) => string;
  /** How long the seat to act must be away before the table may give it a stand-in, or the host before hosting passes. */
  readonly standInAfterMs: number;
  /** After a game, how long a seat may take to answer a proposal to play again before it may be left to a computer. */
  readonly rematchAnswerMs: number;
  /** A live connection unheard from this long (during a game; see liveness.ts for the others) counts as gone. */
  readonly silentAfterMs: number;
}

/**
 * Since when each absent person has been away, by seat token (and HOST_AWAY for the creator's host token
 * while it hosts). Stored: the grace periods count from the moment someone left, across wakes and restarts.
 */
export type Away = ReadonlyMap<string, number>;

/** One open connection as the room knows it (kept on the socket; survives hibernation). */
export interface Conn {
  readonly id: string;
  readonly hello: boolean;
  /**
   * The seat token presented at hello or given since. It is checked against the
   * seats on every use: a revoked one proves no seat, but still says who this is
   * (a former holder), and proves the seat again if the host keeps it for them.
   */
  readonly token: string | null;
  readonly host: boolean;
  /** A random id the browser keeps per room: scopes retry memory across reconnects. Proves nothing. */
  readonly clientId: string | null;
  /** Short public name of a spectator connection, so the host can remove one. */
  readonly tag: string;
  readonly openedAt: number;
  /** When the room last heard anything on this connection (liveness.ts; absent: not since it opened). */
  readonly heardAt?: number;
  /** Its page said it is hidden (another tab or app): it pings rarely, and is given longer (liveness.ts). */
  readonly hidden?: boolean;
}

/** Who sent a message, as the room established it (never from the message itself). */
export interface Actor {
  /** The seat this connection's token proves now, or null. */
  readonly seat: number | null;
  readonly host: boolean;
  /** The seat token this person presented, whether or not it holds a seat now. */
  readonly token: string | null;
}

/** A message answered: what was sent back, kept so a retry with the same id is answered again. */
export interface Answer {
  readonly id: string;
  readonly replies: readonly ServerMessage[];
}

/** The room's whole state as the handlers see it. */
export interface RoomModel {
  readonly record: RoomRecord;
  /** The current game state (rebuilt from the log on wake), null in the lobby. */
  readonly state: unknown;
  /** The current match's log, oldest first. */
  readonly log: readonly LogEntry[];
  readonly chat: readonly ChatEntry[];
  /** Retry memory: the last answers per identity (see answers.ts). */
  readonly answers: ReadonlyMap<string, readonly Answer[]>;
  /** Who is away since when (stored; see Away). */
  readonly away: Away;
}

/** What an accepted message changes. The shell stores it, then sends. */
export interface Change {
  readonly record: RoomRecord;
  /** The new game state when it changed (start, action, rematch), null when the game was closed. */
  readonly game?: unknown;
  /** Appended to the current match's log. */
  readonly logged?: LogEntry;
  /** A new match began: its log starts empty. */
  readonly newMatch?: true;
  /** A seat token handed to the sender. */
  readonly seated?: { readonly seat: number; readonly token: string };
  /** Tokens that no longer hold a seat: their connections lose it. */
  readonly revoked?: readonly string[];
  /** A new chat line. */
  readonly chat?: ChatEntry;
  /** Connections to close (a spectator the host removed). */
  readonly close?: readonly string[];
}

/** A game action of an ended match, remembered for retries: its message id and its sender's seat token. */
export interface RetiredAction {
  readonly id: string;
  readonly token: string;
}
