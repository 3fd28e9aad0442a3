/**
 * Storage layout of a room (values ≤ 128 KiB each, a Durable Object's limit):
 * - `room` and `progress`: the RoomRecord, split so that a move rewrites only
 *   the few small fields it changes (`progress`: versions, log length, turn deadline);
 * - `log:<match>:<index>`: each accepted entry of the match's log under its own
 *   key, written once and never rewritten (an arrangement is the largest, ~150 bytes),
 *   with the record's progress after it: a move writes this one key only, and
 *   on load the newer of it and `progress` (by version) is the record's;
 * - `chat`: the last chat lines;
 * - `away`: since when each absent person has been away (model Away, as [key, since] pairs),
 *   written only when someone leaves, goes silent or comes back, never per ping;
 * - `answers:<person>`: one person's retry memory (model/answers.ts), with when
 *   it was last written. A game action's id is kept with its log entry instead;
 * - `lastGame`: the room's last finished match once another has begun or the
 *   table went back to its lobby (KeptGame: its file but the actions, and its
 *   log's length); that match's log keeps its keys until the next one is kept,
 *   so its replay and file outlive the rematch.
 * The game state itself is not stored: it is rebuilt by replaying the log, which
 * is also the proof that nothing accepted was lost.
 */

import type { AnyGame, GameFile } from "../engine";
import { findGame } from "../games";
import type { ChatEntry } from "../protocol";
import { fileActions, finishedHead, type GameFileHead } from "./export";
import type { Decision } from "./receive";
import { replayMatch } from "./record";
import type { Answer, Away, Change, LogEntry, RoomModel, RoomRecord } from "./types";

/**
 * The key-value storage a room keeps itself in: a Durable Object's storage in
 * the room, the browser's IndexedDB in the local room (client/local-room/).
 */
export interface RoomStorage {
  get<T>(key: string): Promise<T | undefined>;
  put<T>(key: string, value: T): Promise<void>;
  put<T>(entries: Record<string, T>): Promise<void>;
  delete(keys: string[]): Promise<number>;
  list<T>(options: { prefix: string }): Promise<Map<string, T>>;
  deleteAll(): Promise<void>;
  /** The room's one alarm (schedule.ts): when it rings, the room's `alarm` runs. */
  getAlarm(): Promise<number | null>;
  setAlarm(at: number): Promise<void>;
  deleteAlarm(): Promise<void>;
}

/** The record's fields that most changes touch: stored under `progress`, apart from the rest. */
const PROGRESS_FIELDS = [
  "version",
  "lobbyVersion",
  "phase",
  "logLength",
  "freshFrom",
  "turnDeadline",
  "lastActive",
] as const;
type ProgressField = (typeof PROGRESS_FIELDS)[number];
export type Progress = Pick<RoomRecord, ProgressField>;
export type StableRecord = Omit<RoomRecord, ProgressField>;

export function progressOf(record: RoomRecord): Progress {
  // Spelled out (one object shape) rather than copied in a loop over PROGRESS_FIELDS: written on every move.
  const { version, lobbyVersion, phase, logLength, freshFrom, turnDeadline, lastActive } = record;
  return { version, lobbyVersion, phase, logLength, freshFrom, turnDeadline, lastActive } satisfies Record<
    ProgressField,
    unknown
  >;
}

export function stableOf(record: RoomRecord): StableRecord {
  const out: Record<string, unknown> = { ...record };
  for (const field of PROGRESS_FIELDS) delete out[field];
  return out as StableRecord;
}

/** Every field stored under `room` (all but the progress fields; the type below holds the list complete). */
const STABLE_FIELDS = [
  "code",
  "game",
  "createdAt",
  "hostToken",
  "players",
  "options",
  "settings",
  "seats",
  "first",
  "match",
  "retiredActions",
  "hostedBy",
  "rematch",
  "testSeed",
  "testDeal",
] as const satisfies readonly (keyof StableRecord)[];
/** A field of the record left out of both lists would be stored nowhere: this fails to compile then. */
const everyFieldListed: [Exclude<keyof StableRecord, (typeof STABLE_FIELDS)[number]>] extends [never] ? true : never =
  true;
void everyFieldListed;

/**
 * Whether the part stored under `room` changed (the model keeps unchanged fields by reference). Over the
 * list, not the record's own keys: a field taken off (a proposal to play again, hosting back to the
 * creator's token) reads undefined and counts as changed, and no array of keys is made per move.
 */
export function stableChanged(before: RoomRecord | undefined, after: RoomRecord): boolean {
  if (!before) return true;
  for (const field of STABLE_FIELDS) if (before[field] !== after[field]) return true;
  return false;
}

/** Whether the part stored under `progress` changed. */
export function progressChanged(before: RoomRecord | undefined, after: RoomRecord): boolean {
  return !before || PROGRESS_FIELDS.some((field) => before[field] !== after[field]);
}

/** A log entry as stored: with the record's progress after it (absent in rooms stored before it was kept there). */
type StoredEntry = LogEntry & { readonly progress?: Progress };

/** All of one match's log keys start with this; listing them returns the log in order. */
export const logPrefix = (match: number) => `log:${match}:`;

export const logKey = (match: number, index: number) => `${logPrefix(match)}${String(index).padStart(6, "0")}`;

export const ANSWERS_PREFIX = "answers:";

export const LAST_GAME = "lastGame";

/** The room's last finished match, kept through the next (its log's entries under their own keys). */
export interface KeptGame {
  readonly number: number;
  readonly logLength: number;
  readonly head: GameFileHead;
}

const logKeys = (match: number, length: number): string[] => Array.from({ length }, (_, index) => logKey(match, index));

/** A log entry with the record's progress after it, built field by field (one shape, no spread: once per move). */
function storedEntry(logged: LogEntry, progress: Progress): StoredEntry {
  if ("timeout" in logged) return { timeout: true, progress };
  const { seat, action, id } = logged;
  return id === undefined ? { seat, action, progress } : { seat, action, id, progress };
}

/** A stored log entry without the progress kept with it. */
function entryOf(stored: StoredEntry): LogEntry {
  if (stored.progress === undefined) return stored;
  const { progress: _, ...entry } = stored;
  return entry as LogEntry;
}

/** Storage deletes at most this many keys per call. */
export const DELETE_BATCH = 128;

/** A room as stored, with its game state rebuilt by replaying the current match's log; null: no such room. */
export async function readRoom(storage: RoomStorage): Promise<{ game: AnyGame; model: RoomModel } | null> {
  const stable = await storage.get<StableRecord>("room");
  if (!stable) return null;
  let record = { ...stable, ...(await storage.get<Progress>("progress")) } as RoomRecord;
  const game = findGame(record.game);
  if (!game) throw new Error(`room holds unknown game ${record.game}`);
  const chat = (await storage.get<ChatEntry[]>("chat")) ?? [];
  const away: Away = new Map(await storage.get<[string, number][]>("away"));
  const answers = new Map<string, readonly Answer[]>();
  const stamped = await storage.list<{ at: number; answers: Answer[] }>({ prefix: ANSWERS_PREFIX });
  // Oldest first, as the retry memory keeps them.
  for (const [key, value] of [...stamped].sort((a, b) => a[1].at - b[1].at)) {
    answers.set(key.slice(ANSWERS_PREFIX.length), value.answers);
  }
  let state: unknown = null;
  let log: LogEntry[] = [];
  const match = record.match;
  if (match && record.phase !== "lobby") {
    const stored = [...(await storage.list<StoredEntry>({ prefix: logPrefix(match.number) })).values()];
    log = stored.map(entryOf);
    // The last move wrote its progress with its entry; a later change without an entry wrote `progress`.
    const last = stored.at(-1)?.progress;
    if (last && last.version > record.version) record = { ...record, ...last };
    if (log.length !== record.logLength) throw new Error(`log holds ${log.length} entries, record ${record.logLength}`);
    state = replayMatch(game, match, log);
  }
  return { game, model: { record, state, log, chat, answers, away } };
}

export function writeAway(storage: RoomStorage, away: Away): Promise<void> {
  return storage.put("away", [...away]);
}

export function writeNewRoom(storage: RoomStorage, record: RoomRecord): Promise<void> {
  return storage.put({ room: stableOf(record), progress: progressOf(record) });
}

/**
 * Writes what a change changed, in one put: the record's parts that moved, the
 * new log entry, the chat, the sender's retry memory. Then clears what the
 * change left behind (a finished match's log, a forgotten person's memory):
 * were that to fail, only garbage would stay, never a record without its log.
 */
export function writeChange(
  storage: RoomStorage,
  before: RoomRecord | undefined,
  change: Change,
  decision: Decision | null,
): Promise<void> {
  // Key and value pairs, made a dictionary only when there are several: a move writes one, put as it is.
  const writes: [string, unknown][] = [];
  if (stableChanged(before, change.record)) writes.push(["room", stableOf(change.record)]);
  const match = change.record.match;
  if (change.logged && match) {
    writes.push([
      logKey(match.number, change.record.logLength - 1),
      storedEntry(change.logged, progressOf(change.record)),
    ]);
  } else if (progressChanged(before, change.record)) {
    writes.push(["progress", progressOf(change.record)]);
  }
  if (change.chat && decision) writes.push(["chat", decision.model.chat]);
  const remembered = decision?.remembered;
  if (remembered && decision) {
    const answers = decision.model.answers.get(remembered.person) ?? [];
    writes.push([ANSWERS_PREFIX + remembered.person, { at: Date.now(), answers }]);
  }
  const deletes: string[] = [];
  if (remembered?.forgotten) deletes.push(ANSWERS_PREFIX + remembered.forgotten);
  // A new match or a return to the lobby ends the old match. Finished, it is kept as the room's last game;
  // abandoned, its log goes. Its keys are known (one per entry, each written with the record's length after it),
  // so they are not listed: a list reads every value back.
  if (endsMatch(change) && before?.match && before.logLength > 0) {
    const head = finishedHead(before);
    const ended = { number: before.match.number, logLength: before.logLength };
    if (head) return keepFinished(storage, writes, deletes, { ...ended, head });
    deletes.push(...logKeys(ended.number, ended.logLength));
  }
  const put = putAll(storage, writes);
  // A move deletes nothing: its put is the whole write, handed back as it is (no async frame of its own).
  return deletes.length === 0 ? put : deleteAfter(storage, put, deletes);
}

/** Whether a change ends the match under way, if any (a new match, or the table back in its lobby). */
export const endsMatch = (change: Change): boolean => change.newMatch === true || change.game === null;

function putAll(storage: RoomStorage, writes: readonly [string, unknown][]): Promise<void> {
  const [first] = writes;
  // One key (a move): the single-value form, which skips converting a dictionary.
  return writes.length === 1 && first
    ? storage.put(first[0], first[1])
    : writes.length > 1
      ? storage.put(Object.fromEntries(writes))
      : Promise.resolve();
}

/** The deletes of a change, once its put is stored. */
async function deleteAfter(storage: RoomStorage, put: Promise<void>, deletes: readonly string[]): Promise<void> {
  await put;
  for (let i = 0; i < deletes.length; i += DELETE_BATCH) await storage.delete(deletes.slice(i, i + DELETE_BATCH));
}

/**
 * A finished match ends (a rematch, the lobby again): written with the change, it becomes the room's last game,
 * its log staying where it is; the game kept before it goes, log and all, once the change is stored.
 */
async function keepFinished(
  storage: RoomStorage,
  writes: readonly [string, unknown][],
  deletes: readonly string[],
  kept: KeptGame,
): Promise<void> {
  const before = await storage.get<KeptGame>(LAST_GAME);
  const gone = before && before.number !== kept.number ? logKeys(before.number, before.logLength) : [];
  await deleteAfter(storage, putAll(storage, [...writes, [LAST_GAME, kept]]), [...deletes, ...gone]);
}

/** The room's last finished game as its file (docs/replay-format.md), with its match's number; null: none kept. */
export async function readLastGame(storage: RoomStorage): Promise<{ number: number; file: GameFile } | null> {
  const kept = await storage.get<KeptGame>(LAST_GAME);
  if (!kept) return null;
  const log = [...(await storage.list<StoredEntry>({ prefix: logPrefix(kept.number) })).values()].map(entryOf);
  // A log not whole (a delete cut short) makes no file: better none than a game that ends early.
  if (log.length !== kept.logLength) return null;
  return { number: kept.number, file: { ...kept.head, actions: fileActions(log) } };
}
