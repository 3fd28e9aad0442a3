import { dealRng, fail, ok, type Result, type RuleError, ruleError, type SetupParams, seedRng } from "../../engine";
import { MAX_PLAYERS, MIN_PLAYERS } from "./cards";
import { SpyErrors } from "./errors";
import type { SpyOptions, SpyState } from "./types";

/** Accepts 2–4 seats and no options (absent or `{}`). */
export function check(players: number, options: unknown): Result<SpyOptions, RuleError> {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return fail(ruleError(SpyErrors.BAD_PLAYER_COUNT, `Spy is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`));
  }
  if (options === undefined) return ok({});
  if (typeof options !== "object" || options === null || Array.isArray(options) || Object.keys(options).length > 0) {
    return fail(ruleError(SpyErrors.BAD_OPTIONS, "Spy takes no options: give {} or nothing."));
  }
  return ok({});
}

/**
 * A new game in the arranging phase. Bases are set by `arrange` actions, so a
 * `deal` is refused. The first seat is the host's `first`, or drawn from the seed.
 */
export function setup(players: number, options: SpyOptions, params: SetupParams): Result<SpyState, RuleError> {
  const checked = check(players, options);
  if (!checked.ok) return checked;
  if (params.deal !== undefined) {
    return fail(ruleError(SpyErrors.BAD_SETUP, "Spy takes no deal: each seat arranges its own base."));
  }
  const rng = dealRng(seedRng(params.seed, params.generator ?? "sha256"));
  let first: number;
  if (params.first === undefined) {
    first = rng.int(players);
  } else if (Number.isInteger(params.first) && params.first >= 0 && params.first < players) {
    first = params.first;
  } else {
    return fail(ruleError(SpyErrors.BAD_SETUP, `The first seat must be a seat from 0 to ${players - 1}.`));
  }
  return ok({
    players,
    phase: "arranging",
    first,
    turn: first,
    moved: false,
    freeActions: 0,
    turns: 0,
    bases: Array.from({ length: players }, () => null),
    eliminated: Array.from({ length: players }, () => false),
    winner: null,
    history: [],
    rng: rng.save(),
  });
}
