/**
 * What the page and the local room's worker say to each other. The room's own
 * messages (shared/protocol.ts) travel inside `frame`, as strings, exactly as
 * over a WebSocket: the shell cannot tell the two rooms apart.
 */
import type { BotLevel } from "../../shared/engine/game";
import type { CreateRoomRequest } from "../../shared/protocol";

/** A game to lay out if the browser does not hold it yet (the page that started it). */
export interface SoloCreate {
  readonly request: CreateRoomRequest;
  readonly hostToken: string;
  /** The set-up the room does at once (set-up.ts): the creator seated as `name` holding `seatToken`, computers of `level` in the other seats, the game started. */
  readonly setUp?: { readonly name: string; readonly seatToken: string; readonly level: BotLevel };
}

/** What the deployment's rooms are configured with that a local room follows too (the page's meta, party/site.ts). */
export interface SoloConfig {
  readonly botDelayMs?: number;
}

export type ToWorker =
  /** First and once, instead of `open`: read the game's finished file and end (it may run beside the game's own worker). */
  | { readonly kind: "file"; readonly code: string }
  /** First and once: which game this worker runs. */
  | { readonly kind: "open"; readonly code: string; readonly create: SoloCreate | null; readonly config: SoloConfig }
  | { readonly kind: "connect"; readonly id: string }
  | { readonly kind: "frame"; readonly id: string; readonly data: string }
  | { readonly kind: "disconnect"; readonly id: string };

/** A game's file (docs/replay-format.md), or why there is none: not over yet, or no such game in this browser. */
export type SoloFile = { readonly kind: "file"; readonly file: unknown } | { readonly kind: "notOver" | "missing" };

export type FromWorker =
  | { readonly kind: "file"; readonly id: ""; readonly answer: SoloFile }
  /** Another tab holds this game: this worker waits for it to let go, then opens the game. */
  | { readonly kind: "busy"; readonly id: "" }
  | { readonly kind: "open"; readonly id: string }
  | { readonly kind: "frame"; readonly id: string; readonly data: string }
  | { readonly kind: "close"; readonly id: string; readonly code: number; readonly reason: string };
