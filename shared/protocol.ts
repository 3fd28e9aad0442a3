/**
 * The wire between a browser and a room: every message both ways, with the
 * schemas the room checks at its edge. Client → room messages carry a client
 * message id (`id`); the room answers each one with an `ack` or an `error`
 * whose `replyTo` is that id, and answers a repeated id from the same person
 * again without applying it twice. A connection gets its full picture (`state`)
 * on hello, on `sync`, and whenever its seat changes; after that each change
 * comes as one `delta` frame naming the version it applies to (shared/patch.ts),
 * with the sender's ack riding in it; a spectator's deltas may fold several
 * changes into one (at most one frame every 50 ms, shared/room/sync/pacing.ts), so its
 * `to` may be several versions past `from`. A client that finds a delta not meant
 * for the version it holds asks for the full picture again (`sync`).
 *
 * Versions are per purpose: a game action cites the match version it was made
 * at (`matchVersion`), a lobby command may cite the table's (`lobbyVersion`), so
 * nothing outside the game (names, chat, settings, seats) makes a move stale.
 */
import * as v from "valibot";
import { BOT_LEVELS, type BotLevel, type Outcome } from "./engine/game";
import { type GameId, isGameId } from "./games/manifests";
import { Limits, RoomErrors } from "./limits";
import type { Patch } from "./patch";

export { Limits, RoomErrors };

const messageId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const seatIndex = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(63));
const token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));
const chatText = v.pipe(v.string(), v.maxLength(2000));
const nameText = v.pipe(v.string(), v.maxLength(200));

/** The table version a lobby command was made at; when given and stale, the command is refused. */
const lobbyVersion = v.optional(v.pipe(v.number(), v.integer()));

/** Seconds of a turn timer, or null to switch it off. */
const turnSeconds = v.nullable(
  v.pipe(v.number(), v.integer(), v.minValue(Limits.turnSeconds.min), v.maxValue(Limits.turnSeconds.max)),
);

export const RoomSettingsSchema = v.strictObject({
  /** Turn timer in seconds; null: off (the default). */
  turnSeconds,
  /** Sequence table talk: may teammates chat privately during play? Off by default. */
  teamChat: v.boolean(),
  /** Spy: show the public answers learned so far on the board ("notes"); off plays from memory. */
  notes: v.boolean(),
});
export type RoomSettings = v.InferOutput<typeof RoomSettingsSchema>;

export const ClientMessageSchema = v.variant("type", [
  /** First message on every connection: who am I (tokens from localStorage, if any). */
  v.strictObject({
    type: v.literal("hello"),
    id: messageId,
    seatToken: v.optional(token),
    hostToken: v.optional(token),
    /** A random id this browser keeps for the room: retries after a reconnect are recognised by it. */
    clientId: v.optional(token),
  }),
  /** Take an empty seat (or move to it from one's own seat) under a name: in the lobby or after a game, never during one. */
  v.strictObject({ type: v.literal("sit"), id: messageId, seat: seatIndex, name: nameText, version: lobbyVersion }),
  /** Change one's name. */
  v.strictObject({ type: v.literal("rename"), id: messageId, name: nameText }),
  /** Give up one's seat and become a spectator (during a game: for good, unless the host keeps the seat). */
  v.strictObject({ type: v.literal("leave"), id: messageId, version: lobbyVersion }),
  /** Host: the game's options and the number of seats. */
  v.strictObject({
    type: v.literal("configure"),
    id: messageId,
    players: seatIndex,
    options: v.unknown(),
    version: lobbyVersion,
  }),
  /** Host: room settings (turn timer, table talk, notes). */
  v.strictObject({ type: v.literal("settings"), id: messageId, settings: RoomSettingsSchema, version: lobbyVersion }),
  /** Host: who moves first; null lets the server draw at random. */
  v.strictObject({ type: v.literal("first"), id: messageId, seat: v.nullable(seatIndex), version: lobbyVersion }),
  /** Host: move the occupant of one seat to another seat (swapping with its occupant). */
  v.strictObject({ type: v.literal("swap"), id: messageId, from: seatIndex, to: seatIndex, version: lobbyVersion }),
  /** Host: remove a player from a seat. */
  v.strictObject({ type: v.literal("kick"), id: messageId, seat: seatIndex, version: lobbyVersion }),
  /** Host: seat a computer player (of `level`, medium by default) in an empty seat, or take one away. */
  v.strictObject({
    type: v.literal("reserve"),
    id: messageId,
    seat: seatIndex,
    bot: v.boolean(),
    level: v.optional(v.picklist(BOT_LEVELS)),
    version: lobbyVersion,
  }),
  /**
   * Host, during a game, for a seat left empty: `keep` it for the player who
   * held it (their seat token works again), `invite` someone new with a
   * one-time link, or `close` an invitation. (A computer player: `reserve`.)
   */
  v.strictObject({
    type: v.literal("vacancy"),
    id: messageId,
    seat: seatIndex,
    fill: v.picklist(["keep", "invite", "close"]),
    version: lobbyVersion,
  }),
  /** Take the seat a one-time invitation names, under a name. */
  v.strictObject({ type: v.literal("claim"), id: messageId, invite: token, name: nameText }),
  /**
   * Anyone at the table (a seated player or the host): a computer player stands in
   * for the seat to act whose player has been away past the grace period; it hands
   * the seat back when its player returns. After a game, for a seat that has not
   * answered the proposal to play again in Limits.rematchAnswerMs: a computer plays
   * it in the next game.
   */
  v.strictObject({
    type: v.literal("standin"),
    id: messageId,
    seat: seatIndex,
    level: v.optional(v.picklist(BOT_LEVELS)),
  }),
  /** Send me the whole picture again (after a delta that did not fit). */
  v.strictObject({ type: v.literal("sync"), id: messageId }),
  /**
   * Are you there? Answered at once with `pong`; changes nothing but the room's note that this connection is
   * alive (see Limits.silentAfterMs). `hidden`: the page is in another tab or app, and will ping rarely.
   */
  v.strictObject({ type: v.literal("ping"), id: messageId, hidden: v.optional(v.boolean()) }),
  /** Host: close a spectator's connection (by the tag the host sees). */
  v.strictObject({ type: v.literal("remove"), id: messageId, tag: v.pipe(v.string(), v.maxLength(16)) }),
  /** Host: start the game. */
  v.strictObject({ type: v.literal("start"), id: messageId, version: lobbyVersion }),
  /** A game action, made against the match version `version` (the state message's `matchVersion`). */
  v.strictObject({
    type: v.literal("action"),
    id: messageId,
    version: v.pipe(v.number(), v.integer()),
    action: v.unknown(),
  }),
  /**
   * After a game, anyone at the table: propose another with the same seats (new seed), or accept the
   * proposal on the table; `accept: false` declines it. The game starts once every person's seat has
   * accepted (computers accept at once; a seat silent for Limits.rematchAnswerMs may be left to one, `standin`).
   */
  v.strictObject({ type: v.literal("rematch"), id: messageId, accept: v.optional(v.boolean()), version: lobbyVersion }),
  /** A seated player whose seat a computer is playing (a stand-in) takes it back: they are here. */
  v.strictObject({ type: v.literal("back"), id: messageId }),
  /** Host: hand hosting to the player in `seat` (the old host becomes a player like the others). */
  v.strictObject({ type: v.literal("host"), id: messageId, seat: seatIndex }),
  /** Host, after a game (or to abandon one): back to the lobby. */
  v.strictObject({ type: v.literal("lobby"), id: messageId, version: lobbyVersion }),
  /** Say something; `team` sends to one's own side only (Sequence, when allowed). */
  v.strictObject({ type: v.literal("chat"), id: messageId, text: chatText, team: v.optional(v.boolean()) }),
]);
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;
export type ClientMessageType = ClientMessage["type"];

/** Body of POST /api/rooms: which game, and optionally its table. */
export const CreateRoomSchema = v.strictObject({
  /** Read at each call, not when this module loads: a test entry point may register a game first. */
  game: v.custom<GameId>(isGameId, "Unknown game."),
  players: v.optional(seatIndex),
  options: v.optional(v.unknown()),
  /** Fixes the room's seeds so a test can predict every deal; refused unless the server runs with ALLOW_TEST_SEEDS=1. */
  testSeed: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  /**
   * Fixes the deal of the room's games (the game's own `deal`, docs/replay-format.md), so a test can build a
   * game of its choosing; refused unless the server runs with ALLOW_TEST_SEEDS=1. A deal the game refuses
   * is refused when the game starts.
   */
  testDeal: v.optional(v.unknown()),
});
export type CreateRoomRequest = v.InferOutput<typeof CreateRoomSchema>;
/** Answer to POST /api/rooms. The host token is shown once: the creator's browser keeps it. */
export interface CreateRoomResponse {
  readonly code: string;
  readonly hostToken: string;
}

export type RoomPhase = "lobby" | "playing" | "over";

/** A seat as everyone sees it. Never carries a token. */
export type SeatView =
  | {
      readonly kind: "empty";
      readonly color: string;
      readonly side: number | null;
      /** During a game: the name of the player who last held it (the host may keep it for them). */
      readonly left?: string;
      /** During a game: a one-time invitation to this seat is out. */
      readonly invited?: boolean;
    }
  | { readonly kind: "bot"; readonly color: string; readonly side: number | null; readonly level: BotLevel }
  | {
      readonly kind: "human";
      readonly color: string;
      readonly side: number | null;
      readonly name: string;
      readonly connected: boolean;
      /** Not connected: for how long (ms) as of this message, counted since its last connection closed or went silent. */
      readonly away?: number;
      /** A computer player of this level is playing the seat until its player returns. */
      readonly standIn?: BotLevel;
    };

/** The room around the game, as every connection sees it. */
export interface RoomView {
  readonly code: string;
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  readonly settings: RoomSettings;
  readonly phase: RoomPhase;
  readonly seats: readonly SeatView[];
  /** Seat chosen to move first, or null for a random draw at start. */
  readonly first: number | null;
  /** When the current turn's timer runs out (epoch ms), or null. */
  readonly turnDeadline: number | null;
  /** Connections watching without a seat. */
  readonly spectators: number;
  /** How long the seat to act must be away before anyone at the table may give it a computer stand-in (ms). */
  readonly standInAfterMs: number;
  /**
   * Who hosts: the host's seat (null: the host watches without a seat), and while the host is away, for how
   * long (ms, as of this message) and the seat hosting would pass to now (`next`, absent while nobody
   * seated is here). Once away for `standInAfterMs`, hosting passes to the longest-seated player who is here.
   */
  readonly host: { readonly seat: number | null; readonly away?: number; readonly next?: number };
  /** After a game: a proposal to play again, while one is on the table or was just declined. */
  readonly rematch: RematchView | null;
  /**
   * The events of the match's history a computer made for a seat while its player was away, as [seat, from, to)
   * (event indices, oldest first): every log says them as the computer's (Ben's "The computer spied… for you",
   * the others' "Ben spied… (by the computer)"). Absent: none.
   */
  readonly standIns?: readonly (readonly [number, number, number])[];
}

/** A proposal to play again, as everyone sees it. */
export interface RematchView {
  /** Who proposed it (null: the host, who has no seat). */
  readonly by: number | null;
  /** Seats whose players said yes. */
  readonly accepted: readonly number[];
  /** Seats left to a computer for the next game, having not answered. */
  readonly computer: readonly number[];
  /** How long (ms, as of this message) the proposal has been on the table. */
  readonly age: number;
  /** After this long (ms) a seat that has not answered may be left to a computer. */
  readonly answerMs: number;
  /** The seat that said no: the proposal is off. */
  readonly declined?: number;
}

export interface ChatEntry {
  /** Numbers the room's chat lines in order (a replacement reads team lines from its own seating on). */
  readonly n: number;
  /** Sender's seat, or null for a spectator. */
  readonly seat: number | null;
  readonly name: string;
  readonly text: string;
  /** Sent to the sender's side only. */
  readonly team: boolean;
  readonly at: number;
}

/** Who this connection is. */
export interface You {
  readonly seat: number | null;
  readonly host: boolean;
  /** Host only: the invitation tokens out for empty seats during a game, to share as links. */
  readonly invites?: readonly { readonly seat: number; readonly token: string }[];
  /** Host only: the spectators' connections, by tag, oldest first (by when they connected). */
  readonly watchers?: readonly { readonly tag: string; readonly since: number }[];
}

export type ServerMessage =
  /** The full current picture for this connection: room, seat, game view (null in the lobby). */
  | {
      readonly type: "state";
      /** Orders pictures: a client keeps the newest. */
      readonly version: number;
      /** The table's version, for lobby commands. */
      readonly lobbyVersion: number;
      /** The match's version (actions accepted so far), for game actions; null when no game is on. */
      readonly matchVersion: number | null;
      /**
       * Seats the game waits for now (public: whose turn it is): the game's
       * `waitingFor`, which may be fewer than the seats allowed to act (a Spy
       * seat that has arranged may re-arrange, but the game no longer waits for it).
       */
      readonly toAct: readonly number[];
      /** How the match ended (public: who won, or a draw and why); null while no match is on or it goes on. */
      readonly outcome: Outcome | null;
      readonly room: RoomView;
      readonly you: You;
      readonly game: unknown;
      readonly chat: readonly ChatEntry[];
    }
  /** A seat token for this connection's browser to keep; it proves the seat from now on. */
  | { readonly type: "seated"; readonly replyTo: string; readonly seat: number; readonly seatToken: string }
  /**
   * What changed since version `from` (the state's `version` this connection
   * holds): the versions, whose turn and the outcome as they are now, and patches for the
   * room, `you` and the game view where they changed. `replyTo`: the sender's
   * message this change answers (its ack). From === to: only presence changed.
   */
  | {
      readonly type: "delta";
      readonly from: number;
      /** Absent: `from + 1` (one change, the usual case). */
      readonly to?: number;
      /** Absent: unchanged. */
      readonly lobbyVersion?: number;
      readonly matchVersion: number | null;
      readonly toAct: readonly number[];
      /** Absent: none (the match goes on, or none is on). */
      readonly outcome?: Outcome;
      readonly room?: Patch;
      /** The patch from the `you` this connection holds to the new one. */
      readonly you?: Patch;
      readonly game?: Patch;
      readonly replyTo?: string;
    }
  /** The answer to a ping: the room is there. */
  | { readonly type: "pong"; readonly replyTo: string }
  /** The message `replyTo` was accepted (state follows separately). */
  | { readonly type: "ack"; readonly replyTo: string }
  /** The message `replyTo` (null: one that could not be read) was refused; nothing changed. */
  | { readonly type: "error"; readonly replyTo: string | null; readonly code: string; readonly message: string }
  /** A new chat line for this connection. */
  | { readonly type: "chat"; readonly entry: ChatEntry };

/** Parses one raw client frame: size, JSON, then schema. Never throws. */
export function parseClientMessage(
  raw: string | ArrayBuffer | ArrayBufferView,
): { ok: true; message: ClientMessage } | { ok: false; code: string; message: string; replyTo: string | null } {
  if (typeof raw !== "string") {
    return { ok: false, code: RoomErrors.BAD_MESSAGE, message: "Messages must be JSON text.", replyTo: null };
  }
  // A UTF-16 unit takes 1 to 3 UTF-8 bytes: encode only when the length alone cannot decide.
  const bytes = raw.length * 3 <= Limits.maxMessageBytes ? raw.length : new TextEncoder().encode(raw).length;
  if (bytes > Limits.maxMessageBytes) {
    return {
      ok: false,
      code: RoomErrors.MESSAGE_TOO_LARGE,
      message: `Messages may be at most ${Limits.maxMessageBytes} bytes.`,
      replyTo: null,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, code: RoomErrors.BAD_MESSAGE, message: "That message is not valid JSON.", replyTo: null };
  }
  const replyTo =
    typeof json === "object" && json !== null && "id" in json && typeof json.id === "string" && json.id.length <= 64
      ? json.id
      : null;
  const quick = quickAction(json);
  if (quick) return { ok: true, message: quick };
  const parsed = v.safeParse(ClientMessageSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue ? v.getDotPath(issue) : null;
    return {
      ok: false,
      code: RoomErrors.BAD_MESSAGE,
      message: `Unreadable message${where ? ` (at "${where}")` : ""}: ${issue?.message ?? "unknown shape"}.`,
      replyTo,
    };
  }
  return { ok: true, message: parsed.output };
}

/**
 * A game action, the message sent most often, checked by hand: accepted only
 * when the schema surely accepts it (the same strict shape), built as the
 * schema builds it; anything else (null) goes through the schema.
 */
function quickAction(json: unknown): ClientMessage | null {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  const m = json as Record<string, unknown>;
  if (m.type !== "action") return null;
  // Exactly these four own keys (JSON.parse makes only own, enumerable ones), counted without an array.
  let keys = 0;
  for (const key in m) {
    if (key !== "type" && key !== "id" && key !== "version" && key !== "action") return null;
    keys++;
  }
  if (keys !== 4) return null;
  const { id, version, action } = m;
  if (typeof id !== "string" || id.length < 1 || id.length > 64) return null;
  if (typeof version !== "number" || !Number.isInteger(version)) return null;
  return { type: "action", id, version, action };
}
