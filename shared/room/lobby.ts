/**
 * Handlers for the table: taking and leaving seats, names, and the host's
 * setup. Seats are free to take only outside a game; during one, a seat is
 * filled by the host's choice (match.ts).
 */
import { fail, ok } from "../engine";
import { RoomErrors } from "../protocol";
import type { Handler } from "./context";
import { nextChatNumber } from "./context";
import { startMatch } from "./match";
import {
  all,
  bump,
  checkName,
  nextDeadline,
  refuse,
  replaceSeat,
  requireHost,
  requireLobbyVersion,
  requirePhase,
  requireSeat,
} from "./record";
import type { Seat } from "./types";

export const sit: Handler<"sit"> = ({ model, actor, conn, env }, msg) => {
  const { record } = model;
  if (record.phase === "playing") {
    return refuse(RoomErrors.SEATS_LOCKED, "During a game the host fills empty seats; ask for an invitation.");
  }
  const checks = all(requireLobbyVersion(record, msg.version), requireSeat(record, msg.seat));
  if (!checks.ok) return checks;
  const name = checkName(msg.name);
  if (!name.ok) return name;
  if (record.seats[msg.seat]?.kind !== "empty") {
    return actor.seat === msg.seat
      ? refuse(RoomErrors.SEAT_TAKEN, "You are already in that seat.")
      : refuse(RoomErrors.SEAT_TAKEN, `Seat ${msg.seat + 1} is taken.`);
  }
  // Moving keeps one's token (other tabs keep the seat); a newcomer gets a fresh one.
  const current = actor.seat === null ? undefined : record.seats[actor.seat];
  const token = current?.kind === "human" ? current.token : env.newToken();
  const chatFrom = current?.kind === "human" ? current.chatFrom : nextChatNumber(model);
  const seatedAt = current?.kind === "human" ? (current.seatedAt ?? env.now) : env.now;
  const seats = record.seats.map((s, i): Seat => {
    if (i === msg.seat) return { kind: "human", name: name.value, token, host: conn.host, chatFrom, seatedAt };
    return i === actor.seat ? { kind: "empty" } : s;
  });
  return ok({ record: bump(record, env.now, { seats }), seated: { seat: msg.seat, token } });
};

export const rename: Handler<"rename"> = ({ model: { record }, actor, env }, msg) => {
  if (actor.seat === null) return refuse(RoomErrors.NOT_SEATED, "Take a seat first.");
  const name = checkName(msg.name);
  if (!name.ok) return name;
  const seats = record.seats.map(
    (s, i): Seat => (i === actor.seat && s.kind === "human" ? { ...s, name: name.value } : s),
  );
  // A name is not part of the table: lobby commands made before it stay good.
  return ok({ record: bump(record, env.now, { seats }, false) });
};

export const leave: Handler<"leave"> = ({ model: { record }, actor, env }, msg) => {
  if (actor.seat === null) return refuse(RoomErrors.NOT_SEATED, "You are not in a seat.");
  const version = requireLobbyVersion(record, msg.version);
  if (!version.ok) return version;
  const seat = record.seats[actor.seat];
  const seats = replaceSeat(record.seats, actor.seat, { kind: "empty" });
  return ok({ record: bump(record, env.now, { seats }), revoked: seat?.kind === "human" ? [seat.token] : [] });
};

export const configure: Handler<"configure"> = ({ game, model: { record }, actor, env }, msg) => {
  const checks = all(requireHost(actor), requirePhase(record, "lobby"), requireLobbyVersion(record, msg.version));
  if (!checks.ok) return checks;
  const checked = game.check(msg.players, msg.options);
  if (!checked.ok) return fail(checked.error);
  const seats = Array.from({ length: msg.players }, (_, i): Seat => record.seats[i] ?? { kind: "empty" });
  const revoked = record.seats.slice(msg.players).flatMap((s) => (s.kind === "human" ? [s.token] : []));
  const first = record.first !== null && record.first < msg.players ? record.first : null;
  return ok({
    record: bump(record, env.now, { players: msg.players, options: checked.value, seats, first }),
    revoked,
  });
};

export const settings: Handler<"settings"> = ({ game, model: { record, state }, actor, env }, msg) => {
  const checks = all(requireHost(actor), requireLobbyVersion(record, msg.version));
  if (!checks.ok) return checks;
  const changed = bump(record, env.now, { settings: msg.settings });
  return ok({ record: { ...changed, turnDeadline: nextDeadline(game, changed, state, null, env.now) } });
};

export const first: Handler<"first"> = ({ model: { record }, actor, env }, msg) => {
  const checks = all(
    requireHost(actor),
    requirePhase(record, "lobby", "over"),
    requireLobbyVersion(record, msg.version),
    msg.seat === null ? ok(true) : requireSeat(record, msg.seat),
  );
  if (!checks.ok) return checks;
  return ok({ record: bump(record, env.now, { first: msg.seat }) });
};

export const swap: Handler<"swap"> = ({ model: { record }, actor, env }, msg) => {
  const checks = all(
    requireHost(actor),
    requirePhase(record, "lobby", "over"),
    requireLobbyVersion(record, msg.version),
    requireSeat(record, msg.from),
    requireSeat(record, msg.to),
  );
  if (!checks.ok) return checks;
  const seats = record.seats.slice();
  [seats[msg.from], seats[msg.to]] = [record.seats[msg.to] as Seat, record.seats[msg.from] as Seat];
  return ok({ record: bump(record, env.now, { seats }) });
};

/** Host: remove a player from a seat, in any phase (during a game the seat then waits for the host's choice). */
export const kick: Handler<"kick"> = ({ model: { record }, actor, env }, msg) => {
  const checks = all(requireHost(actor), requireLobbyVersion(record, msg.version), requireSeat(record, msg.seat));
  if (!checks.ok) return checks;
  const seat = record.seats[msg.seat];
  if (seat?.kind !== "human") return refuse(RoomErrors.NOT_SEATED, `Nobody sits in seat ${msg.seat + 1}.`);
  const seats = replaceSeat(record.seats, msg.seat, { kind: "empty" });
  return ok({ record: bump(record, env.now, { seats }), revoked: [seat.token] });
};

/** Host: a computer player takes an empty seat (during a game too: a deliberate choice), or leaves one. */
export const reserve: Handler<"reserve"> = ({ model: { record }, actor, env }, msg) => {
  const checks = all(requireHost(actor), requireLobbyVersion(record, msg.version), requireSeat(record, msg.seat));
  if (!checks.ok) return checks;
  const seat = record.seats[msg.seat];
  if (msg.bot ? seat?.kind !== "empty" : seat?.kind !== "bot") {
    return refuse(RoomErrors.SEAT_TAKEN, msg.bot ? `Seat ${msg.seat + 1} is not empty.` : "That seat holds no bot.");
  }
  const next: Seat = msg.bot ? { kind: "bot", level: msg.level ?? "medium" } : { kind: "empty" };
  return ok({ record: bump(record, env.now, { seats: replaceSeat(record.seats, msg.seat, next) }) });
};

export const start: Handler<"start"> = (ctx, msg) => {
  const { record } = ctx.model;
  const checks = all(requireHost(ctx.actor), requirePhase(record, "lobby"), requireLobbyVersion(record, msg.version));
  if (!checks.ok) return checks;
  return startMatch(ctx);
};
