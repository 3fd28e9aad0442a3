/**
 * What a game's board gets from the shell and gives back, in the spirit of
 * chessground's `movable.dests` and `events.after`: the board draws the view it
 * is given, offers the legal actions it is given, and reports a chosen action
 * through `act`. It knows nothing of the room, the socket or the store, and
 * decides no legality itself. `GameEntry` is the rest of what a game gives the
 * client: what the shell loads, and when. Types, and the one line that erases them.
 */
import type { FunctionComponent } from "preact";
import type { GameManifest } from "../../shared/games/manifest";
import type { RoomView, You } from "../../shared/protocol";
import type { CatalogPart } from "../i18n";
import type { ReplayGame } from "./replay-contract";

/** The room's answer to an action: the board clears its choice on success; the shell shows a refusal. */
export interface ActReply {
  readonly ok: boolean;
}

/** What the room page hands a board. V: the game's view of one seat; A: its action. */
export interface BoardProps<V, A> {
  /** This seat's (or a spectator's) view, exactly as the room sent it. */
  readonly view: V;
  /** Every action the viewer may take now (the game's `viewActions(view)`); empty when it is not theirs to act. */
  readonly actions: readonly A[];
  /** Sends an action to the room; resolves with its answer. The next view, not this, changes the board. */
  readonly act: (action: A) => Promise<ActReply>;
  /** Names and colours of the seats, the room's settings and code (a board may key its own notes or guide on them). */
  readonly room: RoomView;
  readonly you: You;
}

/** A game's part of the client, loaded on demand (with its strings and stylesheet) when a room of that game opens. */
export interface GameClient<V, A> {
  readonly Board: FunctionComponent<BoardProps<V, A>>;
  /** How to play, for people who never played it. */
  readonly HowTo: FunctionComponent;
  /** The legal actions of the viewing seat, from its view alone (the game's bot-free `viewActions`). */
  readonly viewActions: (view: V) => readonly A[];
}

/**
 * A game's client as the shell holds it, its view and action types erased: the
 * shell passes a board only the view the room sent for that board's game and
 * the actions that game listed, so no board ever casts its view.
 */
export type AnyGameClient = GameClient<unknown, unknown>;

/** Erases a game client's types for the registry (the one place the erasure happens; see AnyGameClient). */
export function shellGameClient<V, A>(client: GameClient<V, A>): AnyGameClient {
  return client as unknown as AnyGameClient;
}

/**
 * A game as the client shell knows it before opening it (client/games/registry.ts
 * lists them): a few bytes on every page, everything else loaded with its board.
 */
export interface GameEntry {
  /** Its id, names and tables (shared/games/<id>/manifest.ts). */
  readonly manifest: GameManifest;
  /** What the shell says of it on every page (its name, its pitch…): in use from start-up, in every language. */
  readonly shellStrings: CatalogPart;
  /** What its board, rules and replay say: put in use when one of them opens. */
  readonly strings: CatalogPart;
  /**
   * Its picture on the home page, drawn in CSS (the site's colours are custom properties, e.g. `var(--green)`):
   * set as the element's style from script, which the pages' Content-Security-Policy allows.
   */
  readonly picture: Readonly<Record<string, string>>;
  /** Its stylesheet, a file of public/, linked when one of them opens (never on the home page's first paint). */
  readonly stylesheet: string;
  /** Its board and how to play. */
  readonly client: () => Promise<AnyGameClient>;
  /** Its part of the replay page (./replay-contract.ts). */
  readonly replay: () => Promise<ReplayGame>;
}
