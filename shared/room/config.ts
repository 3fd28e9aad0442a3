/**
 * The room's configuration, read once from its environment: every variable
 * in one typed place. A number variable that is set and is a number ≥ 0 is
 * that value, 0 included (BOT_DELAY_MS=0: bots at once; SPECTATOR_FRAME_MS=0:
 * every change to spectators); unset, empty or not a number, the default.
 * Tests shorten the waits; a deployment sets none of them.
 */
import { Limits } from "../protocol";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RoomConfig {
  /** A bot waits this long before acting, so people can follow (BOT_DELAY_MS). */
  readonly botDelayMs: number;
  /** A room idle this long deletes itself (ROOM_IDLE_MS). */
  readonly idleMs: number;
  /** How long a connection may stay without saying hello (HELLO_TIMEOUT_MS). */
  readonly helloTimeoutMs: number;
  /** The grace before the table may give an away seat a stand-in (STANDIN_AFTER_MS). */
  readonly standInAfterMs: number;
  /** After a game, how long a seat may take to answer a proposal to play again (REMATCH_ANSWER_MS). */
  readonly rematchAnswerMs: number;
  /** The liveness allowance during a game (model/liveness.ts; SILENT_AFTER_MS). */
  readonly silentAfterMs: number;
  /** At most one frame per spectator this often (sync/pacing.ts; SPECTATOR_FRAME_MS). */
  readonly spectatorFrameMs: number;
  /** Per-connection message budget (RATE_BURST, RATE_PER_SECOND): scripted test players raise it. */
  readonly rate: { readonly burst: number; readonly perSecond: number };
  /** Fixed seeds and deals may be asked for, and the room tells its instance (ALLOW_TEST_SEEDS=1): tests only. */
  readonly testSeeds: boolean;
  /** One log line per wake, alarm set and storage write (LOG_ACTIVITY=1): what bench/idle-table.ts counts. */
  readonly logActivity: boolean;
}

/** A bot's pause by default: long enough to see what it did. */
const DEFAULT_BOT_DELAY_MS = 700;
/** Spectators get at most one frame this often: twenty a second looks live, and a fast table costs far fewer sends. */
const DEFAULT_SPECTATOR_FRAME_MS = 50;

export function roomConfig(env: Readonly<Record<string, unknown>>): RoomConfig {
  const number = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === null || raw === "") return fallback;
    const value = Number(raw);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    botDelayMs: number("BOT_DELAY_MS", DEFAULT_BOT_DELAY_MS),
    idleMs: number("ROOM_IDLE_MS", Limits.idleDays * DAY_MS),
    helloTimeoutMs: number("HELLO_TIMEOUT_MS", Limits.helloTimeoutMs),
    standInAfterMs: number("STANDIN_AFTER_MS", Limits.standInAfterMs),
    rematchAnswerMs: number("REMATCH_ANSWER_MS", Limits.rematchAnswerMs),
    silentAfterMs: number("SILENT_AFTER_MS", Limits.silentAfterMs),
    spectatorFrameMs: number("SPECTATOR_FRAME_MS", DEFAULT_SPECTATOR_FRAME_MS),
    rate: {
      burst: number("RATE_BURST", Limits.rate.burst),
      perSecond: number("RATE_PER_SECOND", Limits.rate.perSecond),
    },
    testSeeds: env.ALLOW_TEST_SEEDS === "1",
    logActivity: env.LOG_ACTIVITY === "1",
  };
}
