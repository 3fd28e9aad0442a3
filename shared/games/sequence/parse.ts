import { CommonErrors, fail, ok, type Result, type RuleError, ruleError } from "../../engine";
import { BOARD_SIZE, type Cell } from "./board";
import { isCard } from "./cards";
import type { SequenceAction } from "./types";

const badAction = (message: string) => fail(ruleError(CommonErrors.BAD_ACTION, message));

const FIELDS: Record<SequenceAction["type"], readonly string[]> = {
  exchange: ["type", "card"],
  play: ["type", "card", "cell"],
  remove: ["type", "card", "cell"],
  pass: ["type"],
};

const isCoordinate = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value < BOARD_SIZE;

const isCell = (value: unknown): value is Cell =>
  Array.isArray(value) && value.length === 2 && isCoordinate(value[0]) && isCoordinate(value[1]);

/**
 * Reads an action from any JSON value. Strict: exactly the fields of its type
 * (docs/replay-format.md), a known card code, a cell [row, col] on the board.
 */
export function parseAction(raw: unknown): Result<SequenceAction, RuleError> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return badAction("An action must be an object.");
  const fields = raw as Record<string, unknown>;
  const type = fields.type;
  if (type !== "exchange" && type !== "play" && type !== "remove" && type !== "pass") {
    return badAction('The action type must be "exchange", "play", "remove" or "pass".');
  }
  const expected = FIELDS[type];
  const keys = Object.keys(fields);
  if (keys.length !== expected.length || !keys.every((key) => expected.includes(key))) {
    return badAction(`A "${type}" action has exactly the fields ${expected.join(", ")}.`);
  }
  if (type === "pass") return ok({ type });
  const card = fields.card;
  if (!isCard(card)) return badAction('"card" must be a card code such as "10H", "QS" or "JD".');
  if (type === "exchange") return ok({ type, card });
  const cell = fields.cell;
  if (!isCell(cell)) return badAction('"cell" must be [row, column] with both from 0 to 9.');
  return ok({ type, card, cell });
}
