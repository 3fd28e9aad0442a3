/**
 * Handlers for a game in progress: starting, actions, the turn timer, computer
 * players, and filling a seat left empty during play. Game actions are checked
 * against the match's own version per seat, so nothing done outside the game
 * (names, chat, settings, seats) can make a move stale.
 */
import {
  type AnyGame,
  type BotLevel,
  FastRng,
  fail,
  ok,
  type Result,
  Rng,
  type RuleError,
  seedRng,
  waitingFor,
} from "../engine";
import { RoomErrors } from "../protocol";
import { RETRY_LOOKBACK } from "./answers";
import type { Ctx, Handler } from "./context";
import { nextChatNumber } from "./context";
import { presence } from "./presence";
import {
  all,
  bump,
  checkName,
  giveBack,
  nextDeadline,
  refuse,
  replaceSeat,
  requireHost,
  requireLobbyVersion,
  requirePhase,
  requireSeat,
  setupMatch,
} from "./record";
import { noteStandInMove } from "./stand-in-events";
import type { Change, Holder, LogEntry, Match, Rematch, RetiredAction, RoomModel, RoomRecord, Seat } from "./types";

export function startMatch({ game, model, env }: Ctx): Result<Change, RuleError> {
  const { record } = model;
  const checked = game.check(record.players, record.options);
  if (!checked.ok) return fail(checked.error);
  const empty = record.seats.findIndex((s) => s.kind === "empty");
  if (empty >= 0) return refuse(RoomErrors.TABLE_NOT_READY, `Seat ${empty + 1} is empty.`);
  const number = (record.match?.number ?? 0) + 1;
  const holders = record.seats.flatMap((s, seat): Holder[] =>
    s.kind === "human" ? [{ seat, token: s.token, name: s.name, host: s.host, chatFrom: s.chatFrom }] : [],
  );
  const match: Match = {
    number,
    seed: env.newSeed(number),
    generator: "sha256",
    first: record.first,
    ...(record.testDeal !== undefined ? { deal: record.testDeal } : {}),
    players: record.players,
    options: checked.value,
    holders,
    startedAt: env.now,
  };
  // Only a test's fixed deal can be refused here (the options were checked above).
  const setup = setupMatch(game, match);
  if (!setup.ok) return fail(setup.error);
  const state = setup.value;
  const freshFrom = record.seats.map(() => 0);
  // Seats left to a computer for this game (they did not answer the proposal to play it) start with a stand-in.
  const leftToComputer = record.rematch?.computer ?? [];
  const seats = record.seats.map(
    (s, i): Seat => (s.kind === "human" && leftToComputer.includes(i) ? { ...s, standIn: s.standIn ?? "medium" } : s),
  );
  const started = bump(record, env.now, {
    seats,
    phase: "playing",
    match,
    logLength: 0,
    freshFrom,
    turnDeadline: null,
    retiredActions: retire(model),
  });
  const withDeadline = { ...started, turnDeadline: nextDeadline(game, started, state, null, env.now) };
  return ok({ record: withDeadline, game: state, newMatch: true });
}

/**
 * What a change that drops the match's log keeps of it for retries: its last actions' ids, with the seat
 * token of the seat that sent each (seats may change hands in the lobby). An empty log (the lobby's)
 * keeps what the last match left.
 */
function retire({ record, log }: RoomModel): readonly RetiredAction[] {
  if (log.length === 0) return record.retiredActions ?? [];
  return log.slice(-RETRY_LOOKBACK).flatMap((entry): RetiredAction[] => {
    if (!("id" in entry) || entry.id === undefined) return [];
    const holder = record.match?.holders.find((h) => h.seat === entry.seat);
    const seat = record.seats[entry.seat];
    const token = seat?.kind === "human" ? seat.token : holder?.token;
    return token === undefined ? [] : [{ id: entry.id, token }];
  });
}

/**
 * After a game, anyone at the table proposes another or answers the proposal;
 * it starts once every person's seat has said yes or been left to a computer.
 * Nobody is dropped into a game they did not accept.
 */
export const rematch: Handler<"rematch"> = (ctx, msg) => {
  const { model, actor, env } = ctx;
  const { record } = model;
  const checks = all(requirePhase(record, "over"), requireLobbyVersion(record, msg.version));
  if (!checks.ok) return checks;
  if (actor.seat === null && !actor.host) return refuse(RoomErrors.NOT_SEATED, "Only people at the table can do that.");
  const open = record.rematch?.declined === undefined ? record.rematch : undefined;
  if (msg.accept === false) {
    if (!open) return refuse(RoomErrors.NO_PROPOSAL, "Nobody has proposed another game.");
    if (actor.seat === null) return refuse(RoomErrors.NOT_SEATED, "Only seated players answer a proposal.");
    const declined = { ...open, declined: actor.seat };
    return ok({ record: bump(record, env.now, { rematch: declined }, false) });
  }
  const empty = record.seats.findIndex((s) => s.kind === "empty");
  if (empty >= 0) return refuse(RoomErrors.TABLE_NOT_READY, `Seat ${empty + 1} is empty.`);
  const proposal = open ?? { by: actor.seat, at: env.now, accepted: [], computer: [] };
  const accepted =
    actor.seat === null || proposal.accepted.includes(actor.seat)
      ? proposal.accepted
      : [...proposal.accepted, actor.seat];
  return answered(ctx, { ...proposal, accepted });
};

/** The seats a proposal still waits for: people who have neither said yes nor been left to a computer. */
export function unanswered(record: RoomRecord, proposal: Rematch): number[] {
  return record.seats.flatMap((s, i) =>
    s.kind === "human" && !proposal.accepted.includes(i) && !proposal.computer.includes(i) ? [i] : [],
  );
}

/** The proposal after an answer: on the table, or the new game when nobody is left to answer. */
function answered(ctx: Ctx, proposal: Rematch): Result<Change, RuleError> {
  const { record } = ctx.model;
  const withProposal = { ...record, rematch: proposal };
  if (unanswered(withProposal, proposal).length === 0) {
    return startMatch({ ...ctx, model: { ...ctx.model, record: withProposal } });
  }
  return ok({ record: bump(record, ctx.env.now, { rematch: proposal }, false) });
}

/** Host: back to the lobby after a game, or to abandon one. Invitations end with the game. */
export const backToLobby: Handler<"lobby"> = ({ model, actor, env }, msg) => {
  const { record } = model;
  const checks = all(
    requireHost(actor),
    requirePhase(record, "playing", "over"),
    requireLobbyVersion(record, msg.version),
  );
  if (!checks.ok) return checks;
  const seats = record.seats.map((s): Seat => (s.kind === "empty" ? { kind: "empty" } : s));
  return ok({
    record: bump(record, env.now, {
      phase: "lobby",
      seats,
      logLength: 0,
      turnDeadline: null,
      retiredActions: retire(model),
    }),
    game: null,
  });
};

export const action: Handler<"action"> = ({ game, model: { record, state }, actor, env }, msg) => {
  const phase = requirePhase(record, "playing");
  if (!phase.ok) return phase;
  if (actor.seat === null) return refuse(RoomErrors.NOT_SEATED, "Spectators cannot play; take a seat.");
  const freshFrom = record.freshFrom[actor.seat] ?? 0;
  if (msg.version < freshFrom || msg.version > record.logLength) {
    return refuse(
      RoomErrors.STALE_VERSION,
      `The game has moved on (move ${record.logLength}, your action was made at ${msg.version}); look again and retry.`,
    );
  }
  const result = game.apply(state, actor.seat, msg.action);
  if (!result.ok) return fail(result.error);
  const entry = { seat: actor.seat, action: msg.action, id: msg.id };
  return ok(afterGameChange(game, record, state, result.value, entry, env.now));
};

/** Host, during a game: keep an empty seat for its last player, invite someone new to it, or close an invitation. */
export const vacancy: Handler<"vacancy"> = ({ model: { record }, actor, env }, msg) => {
  const checks = all(
    requireHost(actor),
    requirePhase(record, "playing"),
    requireLobbyVersion(record, msg.version),
    requireSeat(record, msg.seat),
  );
  if (!checks.ok) return checks;
  const seat = record.seats[msg.seat];
  if (seat?.kind !== "empty") return refuse(RoomErrors.SEAT_TAKEN, `Seat ${msg.seat + 1} is not empty.`);
  let next: Seat;
  if (msg.fill === "keep") {
    const holder = lastHolder(record, msg.seat);
    if (!holder) return refuse(RoomErrors.NOT_SEATED, `Nobody has played seat ${msg.seat + 1} in this game.`);
    const { name, token, host, chatFrom } = holder;
    next = { kind: "human", name, token, host, chatFrom, seatedAt: env.now };
  } else {
    next = msg.fill === "invite" ? { kind: "empty", invite: env.newToken() } : { kind: "empty" };
  }
  return ok({ record: bump(record, env.now, { seats: replaceSeat(record.seats, msg.seat, next) }) });
};

/** Takes the seat an invitation names. Whoever held another seat of this game may not. */
export const claim: Handler<"claim"> = (ctx, msg) => {
  const { model, actor, conn, env } = ctx;
  const { record } = model;
  const phase = requirePhase(record, "playing");
  if (!phase.ok) return phase;
  const seat = record.seats.findIndex((s) => s.kind === "empty" && s.invite === msg.invite);
  if (seat < 0) return refuse(RoomErrors.NO_SUCH_INVITE, "That invitation has been used or withdrawn.");
  if (actor.seat !== null) return refuse(RoomErrors.PLAYED_ANOTHER_SEAT, "You already hold a seat in this game.");
  if (playedAnotherSeat(record, seat, actor.token, conn.host)) {
    return refuse(RoomErrors.PLAYED_ANOTHER_SEAT, "You played another seat of this game; you cannot take this one.");
  }
  const name = checkName(msg.name);
  if (!name.ok) return name;
  const token = env.newToken();
  const chatFrom = nextChatNumber(model);
  const match = record.match as Match;
  const holder: Holder = { seat, token, name: name.value, host: conn.host, chatFrom };
  const person: Seat = { kind: "human", name: name.value, token, host: conn.host, chatFrom, seatedAt: env.now };
  const seats = replaceSeat(record.seats, seat, person);
  // The newcomer's actions count from what they can see now.
  const freshFrom = record.freshFrom.map((v, i) => (i === seat ? record.logLength : v));
  const changed = bump(record, env.now, { seats, match: { ...match, holders: [...match.holders, holder] }, freshFrom });
  return ok({ record: changed, seated: { seat, token } });
};

/** The last person to hold `seat` in the current match. */
export function lastHolder(record: RoomRecord, seat: number): Holder | undefined {
  const holders = record.match?.holders ?? [];
  for (let i = holders.length - 1; i >= 0; i--) if (holders[i]?.seat === seat) return holders[i];
  return undefined;
}

/** Whether the person with this seat token (or the host) held a seat of the current match other than `seat`. */
export function playedAnotherSeat(record: RoomRecord, seat: number, token: string | null, host: boolean): boolean {
  return (record.match?.holders ?? []).some(
    (h) => h.seat !== seat && ((token !== null && h.token === token) || (host && h.host)),
  );
}

/** The room after its game state changed by an accepted log entry. */
export function afterGameChange(
  game: AnyGame,
  record: RoomRecord,
  before: unknown,
  after: unknown,
  logged: LogEntry,
  now: number,
): Change {
  const actedBefore = game.toAct(before);
  const actingAfter = game.toAct(after);
  const length = record.logLength + 1;
  const freshFrom = record.freshFrom.map((v, seat) => {
    const actedNow = "timeout" in logged || logged.seat === seat;
    const startsToAct = !actedBefore.includes(seat) && actingAfter.includes(seat);
    return actedNow || startsToAct ? length : v;
  });
  const over = game.outcome(after) !== null;
  const phase = over ? "over" : "playing";
  const turnDeadline = nextDeadline(
    game,
    { settings: record.settings, phase, turnDeadline: record.turnDeadline },
    after,
    actedBefore,
    now,
  );
  // A move changes the game, not the table: lobby commands made before it stay good.
  return {
    record: bump(record, now, { phase, logLength: length, freshFrom, turnDeadline }, over),
    game: after,
    logged,
  };
}

/**
 * Anyone at the table gives the seat to act a computer stand-in once its player
 * has been away for the grace period (the host may be the one who left). The
 * player gets the seat back by coming back (admission.ts). After a game, the
 * same for a seat that has not answered the proposal to play again in time:
 * a computer plays it in the next game.
 */
export const standIn: Handler<"standin"> = (ctx, msg) => {
  const { game, model, actor, env, conns } = ctx;
  const { record, state } = model;
  const checks = all(requirePhase(record, "playing", "over"), requireSeat(record, msg.seat));
  if (!checks.ok) return checks;
  if (actor.seat === null && !actor.host) return refuse(RoomErrors.NOT_SEATED, "Only people at the table can do that.");
  const seat = record.seats[msg.seat];
  if (record.phase === "over") return leaveToComputer(ctx, msg.seat);
  if (seat?.kind !== "human" || seat.standIn) {
    return refuse(RoomErrors.SEAT_TAKEN, `Seat ${msg.seat + 1} has no player to stand in for.`);
  }
  // Only a seat the game waits for: a Spy seat that has arranged needs no stand-in to re-arrange.
  if (!waitingFor(game, state).includes(msg.seat)) {
    return refuse(RoomErrors.NOT_AWAY, `Seat ${msg.seat + 1} is not the one the game waits for.`);
  }
  const here = presence(record, conns).connectedSeats.has(msg.seat);
  const since = here ? undefined : model.away.get(seat.token);
  if (since === undefined || env.now - since < env.standInAfterMs) {
    const wait = since === undefined ? null : Math.ceil((since + env.standInAfterMs - env.now) / 1000);
    return refuse(
      RoomErrors.NOT_AWAY,
      wait === null ? `${seat.name} is here.` : `${seat.name} may still come back: wait ${wait} s more.`,
    );
  }
  const next: Seat = { ...seat, standIn: msg.level ?? "medium" };
  return ok({ record: bump(record, env.now, { seats: replaceSeat(record.seats, msg.seat, next) }, false) });
};

/** A player whose seat a computer plays, and who is here after all, takes it back (as a return would, admission.ts). */
export const takeSeatBack: Handler<"back"> = ({ model: { record }, actor, env }) => {
  const seat = actor.seat === null ? undefined : record.seats[actor.seat];
  if (actor.seat === null || seat?.kind !== "human" || !seat.standIn) {
    return refuse(RoomErrors.NOT_SEATED, "No computer is playing your seat.");
  }
  return ok({ record: giveBack(record, actor.seat, env.now) as RoomRecord });
};

/** After a game: a seat that has not answered the proposal in time is left to a computer for the next game. */
function leaveToComputer(ctx: Ctx, seat: number): Result<Change, RuleError> {
  const { record } = ctx.model;
  const proposal = record.rematch?.declined === undefined ? record.rematch : undefined;
  if (!proposal) return refuse(RoomErrors.NO_PROPOSAL, "Nobody has proposed another game.");
  if (!unanswered(record, proposal).includes(seat)) {
    return refuse(RoomErrors.NO_PROPOSAL, `Seat ${seat + 1} has answered already, or has no player.`);
  }
  const wait = proposal.at + ctx.env.rematchAnswerMs - ctx.env.now;
  if (wait > 0) return refuse(RoomErrors.NOT_AWAY, `Give them time to answer: wait ${Math.ceil(wait / 1000)} s more.`);
  return answered(ctx, { ...proposal, computer: [...proposal.computer, seat] });
}

/** The level a computer plays a seat at: a bot's own, or a stand-in's; null for a person. */
export function botLevelOf(seat: Seat | undefined): BotLevel | null {
  if (seat?.kind === "bot") return seat.level;
  return seat?.kind === "human" ? (seat.standIn ?? null) : null;
}

/** Seats a computer plays among the seats that may act now, in the game's order. */
export function botsToAct(game: AnyGame, record: RoomRecord, state: unknown): number[] {
  if (record.phase !== "playing" || state === null) return [];
  return game.toAct(state).filter((seat) => botLevelOf(record.seats[seat]) !== null);
}

/**
 * The next action of a bot that has something to do, decided from that seat's
 * view only, or null when every bot is waiting (e.g. arranged, waiting for the
 * people). Its randomness is seeded from the match and the log's length, so a
 * room that restarts before storing a bot's move makes the same move again.
 */
export function botTurn(game: AnyGame, record: RoomRecord, state: unknown, now: number): Change | null {
  if (!record.match) return null;
  for (const seat of botsToAct(game, record, state)) {
    const level = botLevelOf(record.seats[seat]);
    if (level === null) continue;
    // Keyed by the game's generator from the seed, then the fast one: a bot's choices are its own play, no
    // secret of the deal, and the hard Sequence bot draws thousands of words a move (hashing them cost it 10–20% more time).
    const rng = FastRng.from(new Rng(seedRng(`${record.match.seed}:bot:${record.logLength}:${seat}`)));
    const view = game.view(state, seat);
    const chosen = game.bot(view, level, rng);
    if (chosen === null) continue;
    // A refused bot action is a bug in the bot: play a random legal action rather than stall the table.
    for (const candidate of [chosen, game.randomAction(view, rng)]) {
      const result = candidate === null ? null : game.apply(state, seat, candidate);
      if (!result?.ok) continue;
      const change = afterGameChange(game, record, state, result.value, { seat, action: candidate }, now);
      return record.seats[seat]?.kind === "human" ? noteStandInMove(game, change, seat, state, result.value) : change;
    }
  }
  return null;
}

/** The turn timer ran out: the game's own way to pass the turn, if the deadline really passed. */
export function expireTurn(game: AnyGame, record: RoomRecord, state: unknown, now: number): Change | null {
  if (record.phase !== "playing" || record.turnDeadline === null || record.turnDeadline > now) return null;
  const next = game.timeout(state);
  if (next === null) return null;
  return afterGameChange(game, record, state, next, { timeout: true }, now);
}
