/**
 * The room's one storage alarm, as set (model/alarm.ts decides when). It
 * serves the turn timer, the bots' pause, presence checks and expiry, so
 * hibernation or a restart loses none of them. Set only when the one set does
 * not serve the new plan: a ping or an ordinary move costs no storage write.
 */
import type { AnyGame } from "../engine";
import {
  type AlarmClock,
  alarmDue,
  alarmMove,
  alarmServes,
  type Change,
  type Conn,
  checkBy,
  planAlarm,
  type RoomModel,
} from ".";
import type { RoomConfig } from "./config";
import type { RoomStorage } from "./storage";

export class Schedule {
  /** When the bot to act will move (memory only: after a wake it simply waits one pause again). */
  private botDueAt: number | null = null;
  /** The room version at which every bot to act had nothing to do. */
  private botsIdleAt: number | null = null;
  /** The alarm as last set (read from storage once per wake, never per move). */
  private alarmAt: number | null = null;

  constructor(
    private readonly storage: RoomStorage,
    private readonly config: RoomConfig,
    private readonly note: (what: string) => void,
  ) {}

  /** The room woke: the alarm as stored. */
  async load(): Promise<void> {
    this.alarmAt = await this.storage.getAlarm();
  }

  /** The alarm rang: none is set now. */
  rang(): void {
    this.alarmAt = null;
  }

  /** An accepted change: a bot to act gets a fresh pause (set again by `set`). */
  changed(): void {
    this.botDueAt = null;
  }

  /** Whether the room has been idle past its lifetime. */
  expired(model: RoomModel, conns: readonly Conn[]): boolean {
    return alarmDue(model.record, this.clock(model, conns)) === "expire";
  }

  /** What the ringing alarm changes in the game (a timed-out turn, a bot's move), or null. */
  due(game: AnyGame, model: RoomModel, now: number): Change | null {
    const { change, botsIdle } = alarmMove(game, model, now, this.botDueAt !== null && now >= this.botDueAt);
    if (botsIdle) this.botsIdleAt = model.record.version;
    return change;
  }

  /**
   * Sets the alarm where the model says, only when the one set does not serve (alarmServes). Null when it
   * serves (nearly every message): nothing to await.
   */
  set(game: AnyGame, model: RoomModel, conns: readonly Conn[]): Promise<void> | null {
    const clock = this.clock(model, conns);
    const plan = planAlarm(game, model.record, model.state, clock);
    this.botDueAt = plan.botDueAt;
    if (alarmServes(this.alarmAt, plan, clock.now)) return null;
    return this.move(Math.min(plan.at, plan.checkBy ?? Number.POSITIVE_INFINITY));
  }

  private async move(at: number): Promise<void> {
    await this.storage.setAlarm(at);
    this.note("alarm set");
    this.alarmAt = at;
  }

  private clock(model: RoomModel, conns: readonly Conn[]): AlarmClock {
    const now = Date.now();
    const { config } = this;
    return {
      now,
      idleMs: config.idleMs,
      botDelayMs: config.botDelayMs,
      botDueAt: this.botDueAt,
      botsIdleAt: this.botsIdleAt,
      checkBy: checkBy(model, conns, config, now),
    };
  }
}
