import { fail, ok, type Result, type RuleError, ruleError, TURN_LIMIT } from "../../engine";
import {
  allowedSteps,
  baseFromRow,
  cardIndexAt,
  facedCardIndex,
  facedPosition,
  isAtEnd,
  mirrorPosition,
  rowLength,
  stepSpy,
  wrappedPosition,
} from "./base";
import { MAX_FREE_ACTIONS_PER_TURN } from "./bounds";
import { type CardCode, handFor, isBomb, nextTarget } from "./cards";
import { SpyErrors } from "./errors";
import { parseAction } from "./parse";
import type { Base, EliminationReason, SpyAction, SpyAnswer, SpyEvent, SpyState } from "./types";

/** The only way a Spy state changes. Never throws, never mutates `state`. */
export function apply(state: SpyState, seat: number, raw: unknown): Result<SpyState, RuleError> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return refuse(SpyErrors.BAD_SEAT, `There is no seat ${String(seat)} in this game.`);
  }
  const parsed = parseAction(raw);
  if (!parsed.ok) return parsed;
  const action = parsed.value;
  if (state.phase === "over") return refuse(SpyErrors.GAME_OVER, "The game is over.");
  if (action.type === "arrange") return arrange(state, seat, action);
  if (state.phase === "arranging") {
    return refuse(SpyErrors.WRONG_PHASE, "Play starts once every seat has arranged its base.");
  }
  if (state.eliminated[seat]) return refuse(SpyErrors.ELIMINATED, "You are out of the game.");
  if (seat !== state.turn) return refuse(SpyErrors.NOT_YOUR_TURN, `It is seat ${state.turn}'s turn.`);
  const own = baseOf(state, seat);
  const isFree = action.type === "flip" || action.type === "wrap";
  if (isFree && state.freeActions >= MAX_FREE_ACTIONS_PER_TURN) {
    return refuse(
      SpyErrors.FREE_ACTION_LIMIT,
      `You have flipped and wrapped ${MAX_FREE_ACTIONS_PER_TURN} times this turn, the most one turn allows.`,
    );
  }
  switch (action.type) {
    case "flip": {
      const facing = own.facing === "left" ? "right" : "left";
      return ok(freeAction(state, seat, { ...own, facing }, { type: "flip", seat, facing }));
    }
    case "wrap": {
      const length = rowLength(own);
      if (!isAtEnd(own.spy, length)) {
        return refuse(SpyErrors.NOT_AT_END, "Your Spy can wrap only from an end of your base.");
      }
      const position = wrappedPosition(own.spy, length);
      return ok(freeAction(state, seat, { ...own, spy: position }, { type: "wrap", seat, position }));
    }
    case "move":
      return move(state, seat, own, action.steps);
    case "spy":
      return spyOn(state, seat, own, action.target);
    case "end":
      return ok(endTurn(state, false));
  }
}

/**
 * Ends the turn of the seat to act as `end` would, when its time runs out.
 * Nothing can be forced while arranging (the room decides) or once the game is over.
 */
export function timeout(state: SpyState): SpyState | null {
  return state.phase === "playing" ? endTurn(state, true) : null;
}

function arrange(
  state: SpyState,
  seat: number,
  action: Extract<SpyAction, { type: "arrange" }>,
): Result<SpyState, RuleError> {
  if (state.phase !== "arranging") {
    return refuse(SpyErrors.WRONG_PHASE, "Bases cannot be rearranged once play has started.");
  }
  const hand = handFor(state.players);
  if (!isPermutationOf(action.base, hand)) {
    return refuse(
      SpyErrors.BAD_ARRANGEMENT,
      `Arrange exactly your own ${hand.length} cards, each once: ${hand.join(" ")}.`,
    );
  }
  const bases = replaceAt(state.bases, seat, baseFromRow(action.base, action.facing));
  const arranged: SpyEvent = { type: "arranged", seat };
  if (bases.some((base) => base === null)) {
    return ok({ ...state, bases, history: [...state.history, arranged] });
  }
  // The last arrangement starts play at once.
  return ok({
    ...state,
    phase: "playing",
    bases,
    turn: state.first,
    moved: false,
    freeActions: 0,
    history: [...state.history, arranged, { type: "start", first: state.first }],
  });
}

function move(state: SpyState, seat: number, own: Base, steps: number): Result<SpyState, RuleError> {
  if (state.moved) return refuse(SpyErrors.ALREADY_MOVED, "You have already moved this turn.");
  const faced = facedCardIndex(own);
  const card = own.cards[faced];
  const mark = own.marks[faced];
  if (card === undefined || mark === undefined) throw new Error("Spy: a Spy always faces a card");
  const allowed = allowedSteps(card, mark);
  if (!allowed.includes(steps)) {
    // Names only the seat's own card, which it knows.
    const why =
      mark === "exposed"
        ? "Your Spy faces an exposed card: move 1 or 2 spaces."
        : `Your Spy faces a card numbered ${allowed[0]}: move exactly ${allowed[0]} space${allowed[0] === 1 ? "" : "s"}.`;
    return refuse(SpyErrors.WRONG_STEPS, why);
  }
  const length = rowLength(own);
  let position = own.spy;
  for (let step = 0; step < steps; step++) position = stepSpy(position, own.facing, length);
  const event: SpyEvent = { type: "move", seat, steps, facing: own.facing };
  return ok({ ...update(state, seat, { ...own, spy: position }, event), moved: true });
}

function spyOn(state: SpyState, seat: number, own: Base, target: number): Result<SpyState, RuleError> {
  if (target < 0 || target >= state.players || target === seat) {
    return refuse(SpyErrors.BAD_TARGET, "Spy on an opponent: another seat of this game.");
  }
  if (state.eliminated[target]) {
    return refuse(SpyErrors.TARGET_ELIMINATED, `Seat ${target} is out of the game and cannot be spied on.`);
  }
  const length = rowLength(own);
  const position = mirrorPosition(facedPosition(own.spy, own.facing, length), length);
  const other = baseOf(state, target);
  const index = cardIndexAt(other, position);
  if (index < 0) {
    return refuse(
      SpyErrors.SPY_ON_SPY,
      `Your Spy faces the place across from seat ${target}'s Spy: spying there tells nothing. Flip or move first.`,
    );
  }
  const card = other.cards[index];
  const mark = other.marks[index];
  if (card === undefined || mark === undefined) throw new Error("Spy: examined place out of range");

  let answer: SpyAnswer;
  let examined = other;
  let out: { seat: number; reason: EliminationReason } | null = null;
  if (isBomb(card)) {
    if (mark === "none") {
      answer = { kind: "lit" };
      examined = { ...other, marks: replaceAt(other.marks, index, "lit") };
    } else {
      // A lit bomb explodes every time it is found, even after an earlier explosion.
      answer = { kind: "exploded", card };
      examined = { ...other, marks: replaceAt(other.marks, index, "exploded") };
      out = { seat, reason: "foundLitBomb" };
    }
  } else if (card === other.target) {
    answer = { kind: "exposed", card };
    examined = { ...other, marks: replaceAt(other.marks, index, "exposed"), target: nextTarget(card) };
    if (card === "T2") out = { seat: target, reason: "topSecret2Exposed" };
  } else {
    // Not the target (possibly already exposed): the type only, never the number.
    answer = card === "S1" || card === "S2" ? { kind: "safe" } : { kind: "topSecret" };
  }

  const bases = examined === other ? state.bases : replaceAt(state.bases, target, examined);
  const events: SpyEvent[] = [{ type: "spy", seat, target, position, card: index, answer }];
  let eliminated = state.eliminated;
  if (out !== null) {
    eliminated = replaceAt(eliminated, out.seat, true);
    events.push({ type: "eliminated", seat: out.seat, reason: out.reason });
  }
  return ok(passTurn({ ...state, bases, eliminated }, events));
}

/** `end`, or a timeout: the turn passes without a spy. */
function endTurn(state: SpyState, timedOut: boolean): SpyState {
  return passTurn(state, [{ type: "end", seat: state.turn, timeout: timedOut }]);
}

/**
 * Records `events` and ends the turn: it goes to the next living seat after the
 * current one — or, when only one seat is left, the game ends with it as the
 * winner; else when this was the TURN_LIMIT-th turn, the game ends in a draw.
 */
function passTurn(ending: SpyState, events: SpyEvent[]): SpyState {
  const state = { ...ending, turns: ending.turns + 1, freeActions: 0 };
  const { eliminated, players } = state;
  let living = -1;
  let livingCount = 0;
  for (let seat = 0; seat < players; seat++) {
    if (!eliminated[seat]) {
      living = seat;
      livingCount++;
    }
  }
  if (livingCount === 1) {
    events.push({ type: "win", seat: living });
    return {
      ...state,
      phase: "over",
      turn: living,
      moved: false,
      winner: living,
      history: state.history.concat(events),
    };
  }
  if (state.turns >= TURN_LIMIT) {
    events.push({ type: "draw", reason: "turnLimit" });
    return { ...state, phase: "over", moved: false, winner: null, history: state.history.concat(events) };
  }
  let next = state.turn;
  do next = (next + 1) % players;
  while (eliminated[next]);
  return { ...state, turn: next, moved: false, history: state.history.concat(events) };
}

/** A flip or a wrap: `update`, counted against the turn's free actions. */
function freeAction(state: SpyState, seat: number, base: Base, event: SpyEvent): SpyState {
  return { ...update(state, seat, base, event), freeActions: state.freeActions + 1 };
}

/** `state` with one seat's base replaced and one event recorded; the turn goes on. */
function update(state: SpyState, seat: number, base: Base, event: SpyEvent): SpyState {
  return { ...state, bases: replaceAt(state.bases, seat, base), history: [...state.history, event] };
}

function baseOf(state: SpyState, seat: number): Base {
  const base = state.bases[seat];
  // Every seat has arranged before play starts; a null base here is a corrupt state.
  if (base === null || base === undefined) throw new Error(`Spy: seat ${seat} has no base while playing`);
  return base;
}

function isPermutationOf(row: readonly CardCode[], hand: readonly CardCode[]): boolean {
  // Every hand holds each code at most once.
  return row.length === hand.length && new Set(row).size === row.length && row.every((code) => hand.includes(code));
}

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  const copy = items.slice();
  copy[index] = item;
  return copy;
}

function refuse(code: string, message: string): Result<never, RuleError> {
  return fail(ruleError(code, message));
}
