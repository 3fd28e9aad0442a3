import { type RuleError, ruleError } from "../../engine/errors";
import { fail, ok, type Result } from "../../engine/result";
import { isCardCode } from "./cards";
import { SpyErrors } from "./errors";
import type { Facing, SpyAction } from "./types";

/**
 * Turns any JSON value into a well-formed SpyAction, or BAD_ACTION. Checks shape
 * only (an unknown card code in `base` is the rules' BAD_ARRANGEMENT). Extra keys
 * are refused so that a typo never silently becomes a different action.
 */
export function parseAction(raw: unknown): Result<SpyAction, RuleError> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return malformed("an action must be an object");
  const record = raw as Record<string, unknown>;
  const keys = Object.keys(record);
  switch (record.type) {
    case "flip":
    case "wrap":
    case "end":
      return keys.length === 1 ? ok({ type: record.type }) : malformed(`"${record.type}" takes no fields`);
    case "move": {
      const steps = record.steps;
      if (keys.length !== 2 || !isInteger(steps)) return malformed('"move" needs an integer "steps"');
      return ok({ type: "move", steps });
    }
    case "spy": {
      const target = record.target;
      if (keys.length !== 2 || !isInteger(target)) return malformed('"spy" needs an integer seat "target"');
      return ok({ type: "spy", target });
    }
    case "arrange": {
      const { base, facing } = record;
      if (keys.length !== 3 || !Array.isArray(base) || !isFacing(facing)) {
        return malformed('"arrange" needs a "base" list of card codes and a "facing" of "left" or "right"');
      }
      const codes: readonly unknown[] = base;
      if (!codes.every((code) => typeof code === "string")) return malformed('"base" must list card codes');
      if (!codes.every(isCardCode)) {
        return fail(ruleError(SpyErrors.BAD_ARRANGEMENT, '"base" may hold only the codes SPY S1 S2 T1 T2 B1 B2 B3.'));
      }
      return ok({ type: "arrange", base: codes.slice(), facing });
    }
    default:
      return malformed('"type" must be one of arrange, flip, wrap, move, spy, end');
  }
}

function isInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value);
}

function isFacing(value: unknown): value is Facing {
  return value === "left" || value === "right";
}

function malformed(why: string): Result<never, RuleError> {
  return fail(ruleError(SpyErrors.BAD_ACTION, `Not a Spy action: ${why}.`));
}
