/** What every handler is given, and the shape of a handler. */
import type { AnyGame, Result, RuleError } from "../engine";
import type { ClientMessage } from "../protocol";
import type { Actor, Change, Conn, Env, RoomModel } from "./types";

export interface Ctx {
  readonly game: AnyGame;
  readonly model: RoomModel;
  /** The sender, as its connection proves. */
  readonly actor: Actor;
  readonly conn: Conn;
  /** Every connection of the room (for admission and spectators). */
  readonly conns: readonly Conn[];
  readonly env: Env;
}

export type MessageOf<T extends ClientMessage["type"]> = Extract<ClientMessage, { type: T }>;

export type Handler<T extends ClientMessage["type"]> = (ctx: Ctx, msg: MessageOf<T>) => Result<Change, RuleError>;

/** The number the next chat line gets. */
export const nextChatNumber = (model: RoomModel): number => (model.chat.at(-1)?.n ?? -1) + 1;
