/** The room record's small pure helpers: creation, checks shared by handlers, and the match's replay. */
import {
  type AnyGame,
  type DealGenerator,
  fail,
  ok,
  type Result,
  type RuleError,
  replayLog,
  ruleError,
  startGame,
} from "../engine";
import { Limits, RoomErrors, type RoomPhase, type RoomSettings } from "../protocol";
import { hasUnsafeCharacters, tidyText } from "../text";
import type { Actor, Conn, LogEntry, Match, RoomRecord, Seat } from "./types";

export const defaultSettings: RoomSettings = { turnSeconds: null, teamChat: false, notes: true };

export const refuse = (code: string, message: string): Result<never, RuleError> => fail(ruleError(code, message));

export function newRoom(
  game: AnyGame,
  code: string,
  hostToken: string,
  players: number,
  options: unknown,
  now: number,
  testSeed: string | null = null,
  testDeal: unknown = undefined,
): RoomRecord {
  return {
    code,
    game: game.id,
    createdAt: now,
    hostToken,
    players,
    options,
    settings: defaultSettings,
    phase: "lobby",
    seats: Array.from({ length: players }, () => ({ kind: "empty" as const })),
    first: null,
    version: 1,
    lobbyVersion: 1,
    match: null,
    logLength: 0,
    freshFrom: [],
    turnDeadline: null,
    lastActive: now,
    testSeed,
    ...(testDeal !== undefined ? { testDeal } : {}),
  };
}

/** Tidied name, or why it cannot be one: 1–24 printable characters. */
export function checkName(raw: string): Result<string, RuleError> {
  const name = tidyText(raw);
  if (name.length === 0 || [...name].length > Limits.maxNameLength || hasUnsafeCharacters(name)) {
    return refuse(RoomErrors.BAD_NAME, `A name is 1 to ${Limits.maxNameLength} printable characters.`);
  }
  return ok(name);
}

export function seatOfToken(record: RoomRecord, token: string | null | undefined): number | null {
  if (!token) return null;
  // A plain loop: asked several times per connection per message.
  const { seats } = record;
  for (let i = 0; i < seats.length; i++) {
    const s = seats[i] as Seat;
    if (s.kind === "human" && s.token === token) return i;
  }
  return null;
}

/** Who a connection is now: the seat its token proves (a revoked token proves nothing), the host role. */
export function actorOf(record: RoomRecord, conn: Conn): Actor {
  return { seat: seatOfToken(record, conn.token), host: isHost(record, conn), token: conn.token };
}

/** The Away key of the creator's host token while it hosts (seat tokens are 16+ letters, digits, - and _). */
export const HOST_AWAY = "host";

/** The Away key the host's absence is kept under: the hosting seat's token, or the creator's. */
export const hostKey = (record: RoomRecord): string => record.hostedBy ?? HOST_AWAY;

/** The seat that hosts now, or null when the host watches without a seat. */
export function hostSeat(record: RoomRecord): number | null {
  if (record.hostedBy !== undefined) return seatOfToken(record, record.hostedBy);
  const seat = record.seats.findIndex((s) => s.kind === "human" && s.host);
  return seat < 0 ? null : seat;
}

/** Whether this connection hosts: the creator's host token does until hosting passes to a seat (hosting.ts). */
export function isHost(record: RoomRecord, conn: Pick<Conn, "host" | "token">): boolean {
  return record.hostedBy === undefined ? conn.host : conn.token !== null && conn.token === record.hostedBy;
}

/**
 * A change everyone sees: the picture's version moves on; `table` says whether lobby commands go stale. A
 * change of the table also takes a proposal to play again off it: the proposal was for the table as it was.
 */
export function bump(record: RoomRecord, now: number, patch: Partial<RoomRecord>, table = true): RoomRecord {
  // The rest copy only when there is a proposal to drop (a move bumps the record, and copying it twice shows).
  let base = record;
  if (table && record.rematch) {
    const { rematch: _, ...kept } = record;
    base = kept;
  }
  return {
    ...base,
    ...patch,
    version: record.version + 1,
    lobbyVersion: table ? record.lobbyVersion + 1 : record.lobbyVersion,
    lastActive: now,
  };
}

export function requireHost(actor: Actor): Result<true, RuleError> {
  return actor.host ? ok(true) : refuse(RoomErrors.NOT_HOST, "Only the host can do that.");
}

export function requirePhase(record: RoomRecord, ...phases: RoomPhase[]): Result<true, RuleError> {
  return phases.includes(record.phase)
    ? ok(true)
    : refuse(RoomErrors.WRONG_PHASE, `That cannot be done while the room is ${describePhase(record.phase)}.`);
}

const describePhase = (phase: RoomPhase) =>
  phase === "lobby" ? "in the lobby" : phase === "playing" ? "playing" : "showing a finished game";

export function requireSeat(record: RoomRecord, seat: number): Result<true, RuleError> {
  return seat >= 0 && seat < record.seats.length
    ? ok(true)
    : refuse(RoomErrors.NO_SUCH_SEAT, `There is no seat ${seat + 1} at this table.`);
}

/** A lobby command may cite the table version it was made at; a stale one is refused. */
export function requireLobbyVersion(record: RoomRecord, version: number | undefined): Result<true, RuleError> {
  return version === undefined || version === record.lobbyVersion
    ? ok(true)
    : refuse(
        RoomErrors.STALE_VERSION,
        `The table has changed since you looked (version ${record.lobbyVersion}, yours ${version}); look again and retry.`,
      );
}

/** The first refusal among checks, or ok. */
export function all(...checks: Result<true, RuleError>[]): Result<true, RuleError> {
  for (const check of checks) if (!check.ok) return check;
  return ok(true);
}

export function replaceSeat(seats: readonly Seat[], index: number, seat: Seat): Seat[] {
  return seats.map((s, i) => (i === index ? seat : s));
}

type MatchSetup = Pick<Match, "seed" | "first" | "players" | "options" | "deal" | "generator">;

/** The generator a match's deal draws from: a match stored without one began on the old generator. */
export const generatorOf = (match: MatchSetup): DealGenerator => match.generator ?? "sfc32";

/** A match's state before its first action: the game's setup from the match's seed, first seat and deal. */
export function setupMatch(game: AnyGame, match: MatchSetup): Result<unknown, RuleError> {
  return startGame(game, { ...match, generator: generatorOf(match) });
}

/** Rebuilds a match's game state from its setup and its log (also how a room recovers). */
export function replayMatch(game: AnyGame, match: MatchSetup, log: readonly LogEntry[]): unknown {
  return replayLog(game, { ...match, generator: generatorOf(match) }, log);
}

/** The turn timer's deadline after a change, given which seats were to act before. */
export function nextDeadline(
  game: AnyGame,
  record: Pick<RoomRecord, "settings" | "phase" | "turnDeadline">,
  state: unknown,
  actedBefore: readonly number[] | null,
  now: number,
): number | null {
  const seconds = record.settings.turnSeconds;
  if (record.phase !== "playing" || seconds === null || state === null || game.timeout(state) === null) return null;
  const toAct = game.toAct(state);
  const sameTurn =
    actedBefore !== null && actedBefore.length === toAct.length && actedBefore.every((s, i) => s === toAct[i]);
  return sameTurn && record.turnDeadline !== null ? record.turnDeadline : now + seconds * 1000;
}

/** The seat back from its stand-in, counting the player's moves from what they now see. */
export function giveBack(record: RoomRecord, seat: number, now: number): RoomRecord | undefined {
  const held = record.seats[seat];
  if (held?.kind !== "human" || !held.standIn || !record.match) return undefined;
  const { standIn: _, ...person } = held;
  const freshFrom = record.freshFrom.map((v, i) => (i === seat ? record.logLength : v));
  return bump(record, now, { seats: replaceSeat(record.seats, seat, person), freshFrom }, false);
}
