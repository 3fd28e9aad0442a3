/**
 * One message from one connection, decided: the retry memory first, then
 * hello, then the handler for the message's type. Pure; the room stores what
 * the decision changed, then its outbox carries out the decision's effects (effects.ts).
 */
import type { AnyGame } from "../engine";
import { type ClientMessage, Limits, RoomErrors, type ServerMessage } from "../protocol";
import { admit, remove } from "./admission";
import { findAnswer, identities, RETRY_LOOKBACK, remember } from "./answers";
import { chat } from "./chat";
import type { Ctx, Handler } from "./context";
import { handHosting, keepHost } from "./hosting";
import { configure, first, kick, leave, rename, reserve, settings, sit, start, swap } from "./lobby";
import { action, backToLobby, claim, rematch, standIn, takeSeatBack, vacancy } from "./match";
import { actorOf, seatOfToken } from "./record";
import type { Answer, Change, Conn, Env, RoomModel } from "./types";

type Handlers = { [T in Exclude<ClientMessage["type"], "hello" | "ping" | "sync">]: Handler<T> };

const handlers: Handlers = {
  sit,
  rename,
  leave,
  configure,
  settings,
  first,
  swap,
  kick,
  reserve,
  start,
  action,
  rematch,
  lobby: backToLobby,
  vacancy,
  claim,
  remove,
  standin: standIn,
  host: handHosting,
  back: takeSeatBack,
  chat,
};

/** What the room decided about one message: what to store, and what to tell whom. */
export interface Decision {
  readonly model: RoomModel;
  /** What to store (null: nothing changed). */
  readonly change: Change | null;
  /** The sender's connection after the message (hello binds it; a seat changes its token). */
  readonly conn: Conn;
  /** To the sender, after any new picture. */
  readonly replies: readonly ServerMessage[];
  /** Whose retry memory to store, and whose to drop. */
  readonly remembered: { readonly person: string; readonly forgotten: string | null } | null;
  /** A retry or a hello: the sender gets its own picture again (a hello: with the chat). */
  readonly resend: "state" | "state+chat" | null;
  /** Close the sender's connection after the replies. */
  readonly close?: { readonly code: number; readonly reason: string };
}

export function receive(
  game: AnyGame,
  model: RoomModel,
  conns: readonly Conn[],
  conn: Conn,
  msg: ClientMessage,
  env: Env,
): Decision {
  const unchanged = { model, change: null, conn, remembered: null } as const;
  if (msg.type === "ping") return { ...unchanged, replies: [{ type: "pong", replyTo: msg.id }], resend: null };
  if (msg.type === "hello") {
    const admission = admit(model.record, conns, conn, msg, env.now);
    const change = admission.record ? { record: admission.record } : null;
    return {
      ...unchanged,
      model: change ? applyChange(model, change) : model,
      change,
      conn: admission.conn,
      replies: admission.replies,
      resend: admission.close ? null : "state+chat",
      ...(admission.close ? { close: admission.close } : {}),
    };
  }
  if (msg.type === "sync") return { ...unchanged, replies: [{ type: "ack", replyTo: msg.id }], resend: "state" };
  const answered = findAnswer(model.answers, conn, msg.id) ?? loggedAction(model, conn, msg);
  if (answered) return { ...unchanged, replies: answered.replies, resend: "state" };
  if (!conn.hello) {
    const error: ServerMessage = {
      type: "error",
      replyTo: msg.id,
      code: RoomErrors.HELLO_FIRST,
      message: "Say hello first.",
    };
    return { ...unchanged, replies: [error], resend: null };
  }
  const ctx: Ctx = { game, model, actor: actorOf(model.record, conn), conn, conns, env };
  const handler = handlers[msg.type] as Handler<typeof msg.type>;
  const result = handler(ctx, msg as never);
  if (!result.ok) return { ...unchanged, replies: [{ type: "error", replyTo: msg.id, ...result.error }], resend: null };
  // Whatever the change did to the seats, hosting stays on one (hosting.ts).
  const hosted = keepHost(result.value.record, conns);
  const change = hosted === result.value.record ? result.value : { ...result.value, record: hosted };
  const replies: ServerMessage[] = [];
  if (change.seated) {
    replies.push({ type: "seated", replyTo: msg.id, seat: change.seated.seat, seatToken: change.seated.token });
  }
  replies.push({ type: "ack", replyTo: msg.id });
  const after: Conn = change.seated ? { ...conn, token: change.seated.token } : conn;
  // A game action's id is kept with its log entry: nothing more to remember for it.
  if (msg.type === "action")
    return { model: applyChange(model, change), change, conn: after, replies, remembered: null, resend: null };
  const person = identities(after)[0] as string;
  const memory = remember(model.answers, person, { id: msg.id, replies });
  return {
    model: { ...applyChange(model, change), answers: memory.answers },
    change,
    conn: after,
    replies,
    remembered: { person, forgotten: memory.forgotten },
    resend: null,
  };
}

/**
 * A game action already in the match's last entries (a retry comes soon after
 * its original), made by this connection's seat under this id, or among the
 * last actions of the match before (`retiredActions`, by seat token): answered
 * again. An older retry in the same match cannot apply twice either: it cites a
 * version before its own seat's action, so it is refused as stale.
 */
function loggedAction(model: RoomModel, conn: Conn, msg: ClientMessage): Answer | null {
  if (msg.type !== "action") return null;
  const { log } = model;
  let found = false;
  // Plain loops over plain reads: this runs for every action, over up to RETRY_LOOKBACK entries.
  for (let i = log.length - 1; i >= Math.max(0, log.length - RETRY_LOOKBACK) && !found; i--) {
    const entry = log[i] as { readonly id?: string; readonly seat?: number } | undefined;
    found = entry?.id === msg.id && entry.seat === seatOfToken(model.record, conn.token);
  }
  for (const a of model.record.retiredActions ?? []) found ||= a.id === msg.id && a.token === conn.token;
  return found ? { id: msg.id, replies: [{ type: "ack", replyTo: msg.id }] } : null;
}

/** The model after an accepted change (from a message, a bot or the timer). */
export function applyChange(model: RoomModel, change: Change): RoomModel {
  const kept = change.newMatch || change.game === null ? [] : model.log;
  let log = kept;
  if (change.logged) {
    // slice and push (a copy of the array's store), not a spread through the iterator: once per move.
    const longer = kept.slice();
    longer.push(change.logged);
    log = longer;
  }
  // Field by field, not a spread of the model: one shape for every model.
  return {
    record: change.record,
    state: change.game !== undefined ? change.game : model.state,
    log,
    chat: change.chat ? [...model.chat, change.chat].slice(-Limits.chatHistory) : model.chat,
    answers: model.answers,
    away: model.away,
  };
}
