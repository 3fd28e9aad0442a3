/**
 * The room as data, and every change to it as a pure function. The PartyKit
 * server (room.ts) only reads and writes storage, checks identities and sends
 * messages; every decision about seats, phases and games is made here, where it
 * can be tested without a runtime.
 */
import {
  type AnyGame,
  type BotLevel,
  fail,
  ok,
  type Result,
  Rng,
  type RuleError,
  ruleError,
  seedRng,
} from "../shared/engine";
import {
  type ClientMessage,
  Limits,
  RoomErrors,
  type RoomPhase,
  type RoomSettings,
  type RoomView,
  type SeatView,
} from "../shared/protocol";

export type Seat =
  | { readonly kind: "empty" }
  | { readonly kind: "bot"; readonly level: BotLevel }
  | { readonly kind: "human"; readonly name: string; readonly token: string };

/** The game being played: enough to rebuild its state from the action log. */
export interface Match {
  /** Counts games in this room; names the log keys of this game. */
  readonly number: number;
  /** Secret: it determines every hidden card. Never leaves the room. */
  readonly seed: string;
  readonly first: number | null;
  readonly players: number;
  readonly options: unknown;
}

/** One accepted change to a game: an action, or a turn that timed out. */
export type LogEntry = { readonly seat: number; readonly action: unknown } | { readonly timeout: true };

/** Everything a room keeps about itself besides the game log. Stored under one key. */
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
  /** Bumped by every accepted change to seats, settings or the game (not by chat or presence). */
  readonly version: number;
  readonly match: Match | null;
  /** Actions accepted in the current match (the log's length). */
  readonly logLength: number;
  readonly turnDeadline: number | null;
  readonly lastActive: number;
  /** Tests only (ALLOW_TEST_SEEDS=1): seeds are derived from this instead of drawn. */
  readonly testSeed: string | null;
}

export const defaultSettings: RoomSettings = { turnSeconds: null, teamChat: false, notes: true };

/** Who sent a message, as the room established it (never from the message itself). */
export interface Actor {
  /** The seat this connection's token proves, or null. */
  readonly seat: number | null;
  readonly host: boolean;
}

/** What the model needs from the outside world; injected so tests can fix it. */
export interface Env {
  readonly now: number;
  readonly newToken: () => string;
  /** A secret seed for match number `match`. */
  readonly newSeed: (match: number) => string;
}

/** The outcome of an accepted command: the new record and what else the room must do. */
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
}

const err = (code: string, message: string): Result<never, RuleError> => fail(ruleError(code, message));

export function newRoom(
  game: AnyGame,
  code: string,
  hostToken: string,
  players: number,
  options: unknown,
  now: number,
  testSeed: string | null = null,
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
    match: null,
    logLength: 0,
    turnDeadline: null,
    lastActive: now,
    testSeed,
  };
}

/** Trimmed name, or why it cannot be one: 1–24 printable characters. */
export function checkName(raw: string): Result<string, RuleError> {
  const name = raw.trim().replace(/\s+/g, " ");
  if (name.length === 0 || [...name].length > Limits.maxNameLength || /\p{C}/u.test(name)) {
    return err(RoomErrors.BAD_NAME, `A name is 1 to ${Limits.maxNameLength} printable characters.`);
  }
  return ok(name);
}

export function seatOfToken(record: RoomRecord, token: string | undefined): number | null {
  if (!token) return null;
  const seat = record.seats.findIndex((s) => s.kind === "human" && s.token === token);
  return seat < 0 ? null : seat;
}

/** Rebuilds a match's game state from its setup and its log (also how a room recovers). */
export function replayMatch(game: AnyGame, match: Match, log: readonly LogEntry[]): unknown {
  const params = match.first === null ? { seed: match.seed } : { seed: match.seed, first: match.first };
  const setup = game.setup(match.players, match.options, params);
  if (!setup.ok) throw new Error(`stored match cannot be set up: ${setup.error.code}`);
  let state = setup.value;
  for (const entry of log) {
    if ("timeout" in entry) {
      state = game.timeout(state) ?? state;
    } else {
      const result = game.apply(state, entry.seat, entry.action);
      if (!result.ok) throw new Error(`stored action refused on replay: ${result.error.code}`);
      state = result.value;
    }
  }
  return state;
}

/** The turn timer's deadline after a change, given which seats were to act before. */
export function nextDeadline(
  game: AnyGame,
  record: RoomRecord,
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

const bump = (record: RoomRecord, now: number, patch: Partial<RoomRecord>): RoomRecord => ({
  ...record,
  ...patch,
  version: record.version + 1,
  lastActive: now,
});

function requireHost(actor: Actor): Result<true, RuleError> {
  return actor.host ? ok(true) : err(RoomErrors.NOT_HOST, "Only the host can do that.");
}

function requirePhase(record: RoomRecord, ...phases: RoomPhase[]): Result<true, RuleError> {
  return phases.includes(record.phase)
    ? ok(true)
    : err(RoomErrors.WRONG_PHASE, `That cannot be done while the room is ${describePhase(record.phase)}.`);
}

const describePhase = (phase: RoomPhase) =>
  phase === "lobby" ? "in the lobby" : phase === "playing" ? "playing" : "showing a finished game";

function requireSeat(record: RoomRecord, seat: number): Result<true, RuleError> {
  return seat >= 0 && seat < record.seats.length
    ? ok(true)
    : err(RoomErrors.NO_SUCH_SEAT, `There is no seat ${seat + 1} at this table.`);
}

function startMatch(game: AnyGame, record: RoomRecord, env: Env): Result<Change, RuleError> {
  const checked = game.check(record.players, record.options);
  if (!checked.ok) return fail(checked.error);
  const empty = record.seats.findIndex((s) => s.kind === "empty");
  if (empty >= 0) return err(RoomErrors.TABLE_NOT_READY, `Seat ${empty + 1} is empty.`);
  const number = (record.match?.number ?? 0) + 1;
  const match: Match = {
    number,
    seed: env.newSeed(number),
    first: record.first,
    players: record.players,
    options: checked.value,
  };
  const state = replayMatch(game, match, []);
  const started = bump(record, env.now, { phase: "playing", match, logLength: 0, turnDeadline: null });
  const record2 = { ...started, turnDeadline: nextDeadline(game, started, state, null, env.now) };
  return ok({ record: record2, game: state, newMatch: true });
}

/**
 * Applies one command (not hello, chat or action, which the room handles with
 * connection context) to the room. Refusals change nothing.
 */
export function command(
  game: AnyGame,
  record: RoomRecord,
  state: unknown,
  actor: Actor,
  msg: ClientMessage,
  env: Env,
): Result<Change, RuleError> {
  const { now } = env;
  switch (msg.type) {
    case "sit": {
      const seatOk = requireSeat(record, msg.seat);
      if (!seatOk.ok) return seatOk;
      const name = checkName(msg.name);
      if (!name.ok) return name;
      if (record.seats[msg.seat]?.kind !== "empty") {
        return actor.seat === msg.seat
          ? err(RoomErrors.SEAT_TAKEN, "You are already in that seat.")
          : err(RoomErrors.SEAT_TAKEN, `Seat ${msg.seat + 1} is taken.`);
      }
      const moving = actor.seat !== null;
      // Moving between seats mid-game would swap hands; a newcomer may take over an empty seat at any time.
      if (moving && record.phase === "playing") {
        return err(RoomErrors.WRONG_PHASE, "You cannot change seats during a game.");
      }
      const current = actor.seat === null ? undefined : record.seats[actor.seat];
      const token = current?.kind === "human" ? current.token : env.newToken();
      const seats = record.seats.map((s, i): Seat => {
        if (i === msg.seat) return { kind: "human", name: name.value, token };
        return i === actor.seat ? { kind: "empty" } : s;
      });
      return ok({ record: bump(record, now, { seats }), seated: { seat: msg.seat, token } });
    }
    case "rename": {
      if (actor.seat === null) return err(RoomErrors.NOT_SEATED, "Take a seat first.");
      const name = checkName(msg.name);
      if (!name.ok) return name;
      const seats = record.seats.map(
        (s, i): Seat => (i === actor.seat && s.kind === "human" ? { ...s, name: name.value } : s),
      );
      return ok({ record: bump(record, now, { seats }) });
    }
    case "leave": {
      if (actor.seat === null) return err(RoomErrors.NOT_SEATED, "You are not in a seat.");
      const seat = record.seats[actor.seat];
      const seats = record.seats.map((s, i): Seat => (i === actor.seat ? { kind: "empty" } : s));
      return ok({ record: bump(record, now, { seats }), revoked: seat?.kind === "human" ? [seat.token] : [] });
    }
    case "configure": {
      const checks = [requireHost(actor), requirePhase(record, "lobby")];
      for (const c of checks) if (!c.ok) return c;
      const checked = game.check(msg.players, msg.options);
      if (!checked.ok) return fail(checked.error);
      const seats = Array.from({ length: msg.players }, (_, i): Seat => record.seats[i] ?? { kind: "empty" });
      const revoked = record.seats.slice(msg.players).flatMap((s) => (s.kind === "human" ? [s.token] : []));
      const first = record.first !== null && record.first < msg.players ? record.first : null;
      return ok({
        record: bump(record, now, { players: msg.players, options: checked.value, seats, first }),
        revoked,
      });
    }
    case "settings": {
      const host = requireHost(actor);
      if (!host.ok) return host;
      const changed = bump(record, now, { settings: msg.settings });
      return ok({
        record: { ...changed, turnDeadline: nextDeadline(game, changed, state, null, now) },
      });
    }
    case "first": {
      const checks = [requireHost(actor), requirePhase(record, "lobby", "over")];
      for (const c of checks) if (!c.ok) return c;
      if (msg.seat !== null) {
        const seatOk = requireSeat(record, msg.seat);
        if (!seatOk.ok) return seatOk;
      }
      return ok({ record: bump(record, now, { first: msg.seat }) });
    }
    case "swap": {
      const checks = [
        requireHost(actor),
        requirePhase(record, "lobby", "over"),
        requireSeat(record, msg.from),
        requireSeat(record, msg.to),
      ];
      for (const c of checks) if (!c.ok) return c;
      const seats = record.seats.slice();
      [seats[msg.from], seats[msg.to]] = [record.seats[msg.to] as Seat, record.seats[msg.from] as Seat];
      return ok({ record: bump(record, now, { seats }) });
    }
    case "kick": {
      const checks = [requireHost(actor), requireSeat(record, msg.seat)];
      for (const c of checks) if (!c.ok) return c;
      const seat = record.seats[msg.seat];
      if (seat?.kind !== "human") return err(RoomErrors.NOT_SEATED, `Nobody sits in seat ${msg.seat + 1}.`);
      const seats = record.seats.map((s, i): Seat => (i === msg.seat ? { kind: "empty" } : s));
      return ok({ record: bump(record, now, { seats }), revoked: [seat.token] });
    }
    case "reserve": {
      // During play a bot may take over an empty seat (a player who left), and a bot may be taken away.
      const checks = [requireHost(actor), requireSeat(record, msg.seat)];
      for (const c of checks) if (!c.ok) return c;
      const seat = record.seats[msg.seat];
      if (msg.bot ? seat?.kind !== "empty" : seat?.kind !== "bot") {
        return err(RoomErrors.SEAT_TAKEN, msg.bot ? `Seat ${msg.seat + 1} is not empty.` : "That seat holds no bot.");
      }
      const bot: Seat = { kind: "bot", level: msg.level ?? "medium" };
      const seats = record.seats.map((s, i): Seat => (i === msg.seat ? (msg.bot ? bot : { kind: "empty" }) : s));
      return ok({ record: bump(record, now, { seats }) });
    }
    case "start": {
      const checks = [requireHost(actor), requirePhase(record, "lobby")];
      for (const c of checks) if (!c.ok) return c;
      return startMatch(game, record, env);
    }
    case "rematch": {
      const checks = [requireHost(actor), requirePhase(record, "over")];
      for (const c of checks) if (!c.ok) return c;
      return startMatch(game, record, env);
    }
    case "lobby": {
      const checks = [requireHost(actor), requirePhase(record, "playing", "over")];
      for (const c of checks) if (!c.ok) return c;
      return ok({
        record: bump(record, now, { phase: "lobby", match: record.match, logLength: 0, turnDeadline: null }),
        game: null,
      });
    }
    case "action": {
      const phase = requirePhase(record, "playing");
      if (!phase.ok) return phase;
      if (actor.seat === null) return err(RoomErrors.NOT_SEATED, "Spectators cannot play; take a seat.");
      if (msg.version !== record.version) {
        return err(
          RoomErrors.STALE_VERSION,
          `The game has moved on (version ${record.version}, your action was made at ${msg.version}); look again and retry.`,
        );
      }
      const before = game.toAct(state);
      const result = game.apply(state, actor.seat, msg.action);
      if (!result.ok) return fail(result.error);
      return ok(afterGameChange(game, record, result.value, before, { seat: actor.seat, action: msg.action }, now));
    }
    case "hello":
    case "chat":
      return err(RoomErrors.BAD_MESSAGE, `"${msg.type}" is handled by the room itself.`);
  }
}

/** The room after its game state changed by an accepted log entry. */
export function afterGameChange(
  game: AnyGame,
  record: RoomRecord,
  state: unknown,
  actedBefore: readonly number[],
  logged: LogEntry,
  now: number,
): Change {
  const over = game.outcome(state) !== null;
  const changed = bump(record, now, { phase: over ? "over" : "playing", logLength: record.logLength + 1 });
  return {
    record: { ...changed, turnDeadline: nextDeadline(game, changed, state, actedBefore, now) },
    game: state,
    logged,
  };
}

/** Bot seats among the seats that may act now, in the game's order. */
export function botsToAct(game: AnyGame, record: RoomRecord, state: unknown): number[] {
  if (record.phase !== "playing" || state === null) return [];
  return game.toAct(state).filter((seat) => record.seats[seat]?.kind === "bot");
}

/**
 * The next action of a bot that has something to do, decided from that seat's
 * view only, or null when every bot is waiting (e.g. arranged, waiting for the
 * people). Its randomness is seeded from the match and the log's length, so a
 * room that restarts before storing a bot's move makes the same move again.
 */
export function botTurn(game: AnyGame, record: RoomRecord, state: unknown, now: number): Change | null {
  if (!record.match) return null;
  const before = game.toAct(state);
  for (const seat of botsToAct(game, record, state)) {
    const bot = record.seats[seat];
    if (bot?.kind !== "bot") continue;
    const rng = new Rng(seedRng(`${record.match.seed}:bot:${record.logLength}:${seat}`));
    const view = game.view(state, seat);
    const chosen = game.bot(view, bot.level, rng);
    if (chosen === null) continue;
    // A refused bot action is a bug in the bot: play a random legal action rather than stall the table.
    for (const action of [chosen, game.randomAction(view, rng)]) {
      const result = action === null ? null : game.apply(state, seat, action);
      if (result?.ok) return afterGameChange(game, record, result.value, before, { seat, action }, now);
    }
  }
  return null;
}

/** The turn timer ran out: the game's own way to pass the turn, if the deadline really passed. */
export function expireTurn(game: AnyGame, record: RoomRecord, state: unknown, now: number): Change | null {
  if (record.phase !== "playing" || record.turnDeadline === null || record.turnDeadline > now) return null;
  const next = game.timeout(state);
  if (next === null) return null;
  return afterGameChange(game, record, next, game.toAct(state), { timeout: true }, now);
}

/** The room as everyone sees it. Tokens, seed and log never appear here. */
export function roomView(
  record: RoomRecord,
  seating: readonly { color: string; side: number | null }[],
  connectedSeats: ReadonlySet<number>,
  spectators: number,
): RoomView {
  const seats = record.seats.map((s, i): SeatView => {
    const { color, side } = seating[i] ?? { color: "grey", side: null };
    if (s.kind === "empty") return { kind: "empty", color, side };
    if (s.kind === "bot") return { kind: "bot", color, side, level: s.level };
    return { kind: "human", color, side, name: s.name, connected: connectedSeats.has(i) };
  });
  return {
    code: record.code,
    game: record.game,
    players: record.players,
    options: record.options,
    settings: record.settings,
    phase: record.phase,
    seats,
    first: record.first,
    turnDeadline: record.turnDeadline,
    spectators,
  };
}
