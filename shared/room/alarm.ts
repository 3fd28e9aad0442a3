/**
 * The room's one alarm: when it should next wake, and what it does then. One
 * storage alarm serves the turn timer, the computer players' pause and the
 * room's expiry, so hibernation or a restart loses none of them.
 */
import type { AnyGame } from "../engine";
import { hostDueAt } from "./hosting";
import { nextSilence } from "./liveness";
import { botsToAct, botTurn, expireTurn } from "./match";
import type { Change, Conn, RoomModel, RoomRecord } from "./types";

const HOUR_MS = 60 * 60 * 1000;

export interface AlarmClock {
  readonly now: number;
  /** How long a room lives after its last activity. */
  readonly idleMs: number;
  /** How long a computer player waits before acting, so people can follow. */
  readonly botDelayMs: number;
  /** When a bot is due to move, if one is waiting (kept in memory: after a wake it simply waits one pause again). */
  readonly botDueAt: number | null;
  /** The room version at which every bot to act had nothing to do: they wait for the next change. */
  readonly botsIdleAt: number | null;
  /**
   * When presence must be looked at again (a connection's liveness allowance runs out, hosting may pass), or
   * null. Unlike the other times, an earlier ring does as well: it only looks and plans again.
   */
  readonly checkBy: number | null;
}

/**
 * The next wake-up and the bot's due time. Expiry moves in coarse steps (an
 * hour, or an eighth of a short test lifetime), so an ordinary move does not
 * move the alarm: it is set only when its time really changes.
 */
export function planAlarm(
  game: AnyGame,
  record: RoomRecord,
  state: unknown,
  clock: AlarmClock,
): { readonly at: number; readonly checkBy: number | null; readonly botDueAt: number | null } {
  const step = Math.min(HOUR_MS, Math.max(1, Math.floor(clock.idleMs / 8)));
  const expiry = Math.ceil((record.lastActive + clock.idleMs) / step) * step;
  const waiting = botsToAct(game, record, state).length > 0 && clock.botsIdleAt !== record.version;
  const botDueAt = waiting ? (clock.botDueAt ?? clock.now + clock.botDelayMs) : null;
  const at = Math.min(expiry, record.turnDeadline ?? Number.POSITIVE_INFINITY, botDueAt ?? Number.POSITIVE_INFINITY);
  return { at, checkBy: clock.checkBy, botDueAt };
}

/**
 * Whether the alarm set at `alarmAt` serves a new plan. It must ring no later
 * than the plan needs; ringing earlier for a presence check is harmless, so a
 * ping that moves the check later never moves the alarm (no storage write per ping).
 */
export function alarmServes(
  alarmAt: number | null,
  plan: { at: number; checkBy: number | null },
  now: number,
): boolean {
  if (alarmAt === null) return false;
  const target = Math.min(plan.at, plan.checkBy ?? Number.POSITIVE_INFINITY);
  if (alarmAt === target) return true;
  return plan.checkBy !== null && plan.checkBy <= plan.at && alarmAt > now && alarmAt <= target;
}

/** What the alarm does when it rings: delete an idle room, or give a timed-out turn or a bot's move. */
export function alarmDue(record: RoomRecord, clock: AlarmClock): "expire" | "move" {
  return clock.now >= record.lastActive + clock.idleMs ? "expire" : "move";
}

/**
 * When presence must be looked at again: the first liveness allowance to run
 * out, or the host's hand-over coming due. A hand-over already due waits for
 * someone to come (their hello settles it), not for the alarm.
 */
export function checkBy(
  model: RoomModel,
  conns: readonly Conn[],
  times: { readonly silentAfterMs: number; readonly standInAfterMs: number },
  now: number,
): number | null {
  const silence = nextSilence(conns, model.record, times.silentAfterMs);
  const hostDue = hostDueAt(model.record, model.away, times.standInAfterMs);
  const handOver = hostDue !== null && hostDue > now ? hostDue : null;
  if (silence === null) return handOver;
  return handOver === null ? silence : Math.min(silence, handOver);
}

/**
 * What a ringing alarm changes in the game: a turn whose timer ran out, else
 * the move of a bot whose pause is over (`botDue`). `botsIdle`: the bots to act
 * had nothing to do (all arranged, waiting for people): they wait for the next
 * change, not the next alarm.
 */
export function alarmMove(
  game: AnyGame,
  model: RoomModel,
  now: number,
  botDue: boolean,
): { readonly change: Change | null; readonly botsIdle: boolean } {
  const { record, state } = model;
  const change = expireTurn(game, record, state, now) ?? (botDue ? botTurn(game, record, state, now) : null);
  return { change, botsIdle: change === null && botDue };
}
