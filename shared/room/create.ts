/**
 * A new room laid out from a create request: the game, its table (the
 * request's, or the game's smallest: its manifest's first table size) and
 * options checked by the rules. Pure: the room stores it (party/http.ts), the
 * browser's local room too (client/local-room/).
 */
import type { AnyGame } from "../engine";
import { findGame } from "../games";
import { manifestOf } from "../games/manifests";
import type { CreateRoomRequest } from "../protocol";
import { newRoom } from "./record";
import type { RoomModel } from "./types";

export type Laid =
  | { readonly ok: true; readonly game: AnyGame; readonly model: RoomModel }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** `testSeeds`: whether fixed seeds and deals may be asked for (tests only). */
export function layOutRoom(
  request: CreateRoomRequest,
  code: string,
  hostToken: string,
  testSeeds: boolean,
  now: number,
): Laid {
  const game = findGame(request.game);
  const manifest = manifestOf(request.game);
  if (!game || !manifest) return { ok: false, code: "UNKNOWN_GAME", message: "Unknown game." };
  if ((request.testSeed !== undefined || request.testDeal !== undefined) && !testSeeds) {
    return { ok: false, code: "TEST_SEED_REFUSED", message: "Fixed seeds and deals are for tests only." };
  }
  const players = request.players ?? (manifest.playerCounts[0] as number);
  const checked = game.check(players, request.options);
  if (!checked.ok) return { ok: false, code: checked.error.code, message: checked.error.message };
  const { testSeed = null, testDeal } = request;
  const record = newRoom(game, code, hostToken, players, checked.value, now, testSeed, testDeal);
  return { ok: true, game, model: { record, state: null, log: [], chat: [], answers: new Map(), away: new Map() } };
}
