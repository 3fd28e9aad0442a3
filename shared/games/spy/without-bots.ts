/**
 * Spy as a browser may load it: the rules' pure functions a board needs (its
 * legal actions, a random arrangement) and the types, without the computer
 * players. index.ts adds the bots to make the whole Game the room runs; a board
 * imports from here, so its chunk carries no bot code (scripts/client-size.ts
 * measures it).
 */
export { MAX_FREE_ACTIONS_PER_TURN } from "./bounds";
export {
  type BombCode,
  baseLength,
  type CardCode,
  COLOURS,
  type Colour,
  cardNumber,
  colourOf,
  FULL_SET,
  handFor,
  type PlaceCode,
  SMALL_SET,
  TARGET_ORDER,
  type TargetCode,
} from "./cards";
export { type SpyErrorCode, SpyErrors } from "./errors";
export { randomAction } from "./random";
export type { SpySummary } from "./summary";
export type {
  Base,
  BaseView,
  EliminationReason,
  Facing,
  Phase,
  PlaceMark,
  PlaceView,
  SpyAction,
  SpyAnswer,
  SpyEvent,
  SpyOptions,
  SpyState,
  SpyView,
} from "./types";
export { viewActions } from "./view";
