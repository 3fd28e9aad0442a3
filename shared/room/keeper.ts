/**
 * The room's model, in memory and in storage: nothing is taken into memory
 * (and so nothing is told) before it is stored. Presence is kept here too:
 * who is away since when is stored when it changes, and hosting passes when due.
 */
import type { AnyGame } from "../engine";
import { newToken } from "../ids";
import {
  type Away,
  applyChange,
  type Change,
  type Decision,
  type Env,
  hostDueAt,
  type RoomModel,
  type RoomRecord,
  sameAway,
  settlePresence,
} from ".";
import type { RoomConfig } from "./config";
import { endsMatch, type RoomStorage, readLastGame, readRoom, writeAway, writeChange } from "./storage";
import { type Pair, samePairs } from "./sync";

export interface Kept {
  readonly game: AnyGame;
  readonly model: RoomModel;
}

/** Presence found out of date: the new Away, and the change that passes hosting on, if due. */
export interface Unsettled {
  readonly model: RoomModel;
  readonly away: Away;
  readonly awayChanged: boolean;
  readonly change: Change | null;
}

export class Keeper {
  private kept: Kept | null = null;
  /**
   * The last finished game as read from storage, until a change ends a match (only that rewrites it): asking for
   * the file again and again (`GET ?game`, anyone may) reads storage once.
   */
  private lastGameRead: ReturnType<typeof readLastGame> | null = null;
  /** What presence was last found settled for (see `unsettled`); null: look again. */
  private lastSettled: {
    readonly seats: RoomRecord["seats"];
    readonly hostedBy: string | undefined;
    readonly away: Away;
    /** When hosting may pass (the host away), after which settling may change something. */
    readonly dueAt: number | null;
    readonly pairs: readonly Pair[];
  } | null = null;

  constructor(
    private readonly storage: RoomStorage,
    private readonly config: RoomConfig,
    /** Every change taken into memory (a bot to act then gets a fresh pause). */
    private readonly changed: () => void,
    private readonly note: (what: string) => void,
  ) {}

  /** The room, or null when this code has none (never created, or expired). */
  get room(): Kept | null {
    return this.kept;
  }

  /** Reads the room from storage (on every wake). */
  async load(): Promise<Kept | null> {
    const loaded = await readRoom(this.storage);
    this.kept = loaded ? { game: loaded.game, model: loaded.model } : null;
    return this.kept;
  }

  /** A room just created and stored. */
  created(room: Kept): void {
    this.kept = room;
  }

  /** The room's last finished game, kept through the match after it (storage.ts `lastGame`); null: none. */
  lastGame(): ReturnType<typeof readLastGame> {
    if (this.lastGameRead) return this.lastGameRead;
    const read = readLastGame(this.storage);
    this.lastGameRead = read;
    // A read that failed is tried again next time.
    read.catch(() => {
      if (this.lastGameRead === read) this.lastGameRead = null;
    });
    return read;
  }

  /** Deletes the room: its code answers "no such room" from now on. */
  async delete(): Promise<void> {
    await this.storage.deleteAll();
    await this.storage.deleteAlarm();
    this.kept = null;
    this.lastGameRead = null;
  }

  /** Writes what a change changed; only then is `after` taken into memory. Throws when the write fails. */
  async store(change: Change, decision: Decision | null, after?: RoomModel): Promise<void> {
    const kept = this.kept;
    if (!kept) return;
    this.note("write change");
    await writeChange(this.storage, kept.model.record, change, decision);
    // Once stored, not before: a read begun before the write would keep the old game.
    if (endsMatch(change)) this.lastGameRead = null;
    this.take(after ?? applyChange(kept.model, change));
  }

  /**
   * What bringing presence up to date with the live connections changes (who
   * is away since when, hosting passed on when due), or null when nothing: then
   * there is nothing to store or await (most messages), see `settle`.
   */
  unsettled(pairs: readonly Pair[]): Unsettled | null {
    const kept = this.kept;
    if (!kept) return null;
    const { model } = kept;
    const now = Date.now();
    const last = this.lastSettled;
    // Settled already for these very connections, seats, host and Away, and no hand-over has come due since:
    // the answer is the same (nearly every message).
    if (
      last !== null &&
      last.seats === model.record.seats &&
      last.hostedBy === model.record.hostedBy &&
      last.away === model.away &&
      (last.dueAt === null || now < last.dueAt) &&
      samePairs(last.pairs, pairs)
    ) {
      return null;
    }
    const live = pairs.map(([, c]) => c);
    const { away, change } = settlePresence(model, live, now, this.config.standInAfterMs);
    const awayChanged = !sameAway(away, model.away);
    if (change || awayChanged) {
      this.lastSettled = null;
      return { model, away, awayChanged, change };
    }
    const { record } = model;
    const dueAt = hostDueAt(record, model.away, this.config.standInAfterMs);
    this.lastSettled = { seats: record.seats, hostedBy: record.hostedBy, away: model.away, dueAt, pairs };
    return null;
  }

  /** Stores what `unsettled` found, then takes it into memory. Returns whether it did (a failed write: no). */
  async settle(unsettled: Unsettled): Promise<boolean> {
    const { model, away, awayChanged, change } = unsettled;
    // Another event took a change into memory since: presence is looked at again at the next one.
    if (this.kept?.model !== model) return false;
    try {
      if (awayChanged) {
        this.note("write away");
        await writeAway(this.storage, away);
      }
      if (change) {
        await writeChange(this.storage, model.record, change, null);
        if (endsMatch(change)) this.lastGameRead = null;
      }
    } catch (e) {
      // Presence is looked at again at the next event; nothing was taken into memory.
      console.error("presence write failed", e);
      return false;
    }
    this.take({ ...(change ? applyChange(model, change) : model), away });
    return true;
  }

  /** What the model's decisions may draw on: the time, new tokens and seeds, the room's grace periods. */
  env(): Env {
    return decisionEnv(this.config, this.kept?.model.record.testSeed);
  }

  private take(model: RoomModel): void {
    const kept = this.kept;
    if (!kept) return;
    if (model.record !== kept.model.record || model.state !== kept.model.state) this.changed();
    this.kept = { game: kept.game, model };
  }
}

/** What a room's decisions may draw on now, in a room configured by `config` (with the room's test seed, if any). */
export function decisionEnv(config: RoomConfig, testSeed: string | null | undefined): Env {
  return {
    now: Date.now(),
    newToken,
    newSeed: (match) => (testSeed ? `${testSeed}:${match}` : newToken()),
    standInAfterMs: config.standInAfterMs,
    rematchAnswerMs: config.rematchAnswerMs,
    silentAfterMs: config.silentAfterMs,
  };
}
