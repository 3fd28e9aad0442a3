/**
 * A decision as the ordered list of what the room then does (the outbox,
 * outbox.ts, carries it out): set the alarm, send pictures, tell who
 * lost a seat, pass a chat line on, close connections, answer the sender.
 * Pictures come first, so a client holds the new one when it reads its
 * answer; a lone ack rides in the sender's frame.
 */
import type { ChatEntry, ServerMessage } from "../protocol";
import type { Decision } from "./receive";

export type Effect =
  /** Set the room's alarm where the model says (party/schedule.ts). */
  | { readonly kind: "schedule" }
  /** One connection's whole picture. */
  | { readonly kind: "picture"; readonly to: string; readonly withChat: boolean }
  /** Everyone's frame for the room as it is now; `ack`: the receiver's ack rides in it. */
  | {
      readonly kind: "broadcast";
      readonly except?: string;
      readonly ack?: { readonly to: string; readonly replyTo: string };
    }
  /** The connections of these seat tokens lost their seat: tell them. */
  | { readonly kind: "revoke"; readonly tokens: readonly string[] }
  /** A new chat line, to every connection that may read it. */
  | { readonly kind: "chat"; readonly entry: ChatEntry }
  /** Spectators the host removed: tell them, and close them. */
  | { readonly kind: "remove"; readonly ids: readonly string[] }
  | { readonly kind: "reply"; readonly to: string; readonly message: ServerMessage }
  | { readonly kind: "close"; readonly to: string; readonly code: number; readonly reason: string };

/**
 * What to do after `decision` about message `id` from connection `sender`
 * (stored already). `settled`: presence changed too, so everyone's frame goes
 * out even when the message changed nothing.
 */
export function effectsOf(decision: Decision, sender: string, id: string, settled: boolean): Effect[] {
  const { change, replies, resend } = decision;
  const effects: Effect[] = [{ kind: "schedule" }];
  if (resend) effects.push({ kind: "picture", to: sender, withChat: resend === "state+chat" });
  if (change?.revoked?.length) effects.push({ kind: "revoke", tokens: change.revoked });
  const broadcast = resend === "state+chat" || change !== null || settled;
  // Chat and a spectator's removal change no picture: the broadcast then sends only what presence changed.
  const loneAck = broadcast && replies.length === 1 && replies[0]?.type === "ack" && !resend;
  if (broadcast) {
    // Built by assignment, not spread from conditional literals: one per message.
    const effect: { kind: "broadcast"; except?: string; ack?: { readonly to: string; readonly replyTo: string } } = {
      kind: "broadcast",
    };
    if (resend === "state+chat") effect.except = sender;
    if (loneAck) effect.ack = { to: sender, replyTo: id };
    effects.push(effect);
  }
  if (change?.chat) effects.push({ kind: "chat", entry: change.chat });
  if (change?.close?.length) effects.push({ kind: "remove", ids: change.close });
  if (!loneAck) for (const message of replies) effects.push({ kind: "reply", to: sender, message });
  if (decision.close) effects.push({ kind: "close", to: sender, ...decision.close });
  return effects;
}

/**
 * What to do after the alarm rang: close the connections found silent, tell
 * everyone when anything changed (the game, presence, or who is connected),
 * and set the alarm again.
 */
export function alarmEffects(silent: readonly string[], changed: boolean): Effect[] {
  const effects: Effect[] = silent.map((to) => ({ kind: "close", to, code: SILENT_CLOSE, reason: "silent" }));
  if (changed || silent.length > 0) effects.push({ kind: "broadcast" });
  effects.push({ kind: "schedule" });
  return effects;
}

/**
 * Closes a connection found silent past its allowance (liveness.ts). Below 4000, where the client reads a
 * close as final (no room, removed): a page that is alive after all (a laptop waking) reconnects at once.
 */
export const SILENT_CLOSE = 3001;
