import { CommonErrors, fail, type Outcome, ok, type Result, type RuleError, ruleError, TURN_LIMIT } from "../../engine";
import { cardCells, cellAt, cellIndex, isCorner } from "./board";
import { type Card, cardKind } from "./cards";
import { drawCard } from "./draw";
import { SequenceErrors } from "./errors";
import { hasPlayableCard, isDead, statePosition } from "./legal";
import { parseAction } from "./parse";
import { completedSequences, lockedCells, sequenceCounts } from "./sequences";
import { seatsOf, sequencesToWin, sideOf } from "./table";
import type { SequenceAction, SequenceEvent, SequenceState, Side } from "./types";

const refuse = (code: string, message: string) => fail(ruleError(code, message));

type Play = Extract<SequenceAction, { type: "play" }>;
type Remove = Extract<SequenceAction, { type: "remove" }>;

const withoutOne = (hand: readonly Card[], at: number): Card[] => [...hand.slice(0, at), ...hand.slice(at + 1)];

const replaceAt = <T>(items: readonly T[], at: number, item: T): T[] => {
  const copy = items.slice();
  copy[at] = item;
  return copy;
};

/** Hands and piles after `seat` moves the card at `at` of its hand onto its own discard pile. */
function discardFromHand(state: SequenceState, seat: number, at: number, card: Card) {
  const hand = withoutOne(state.hands[seat] ?? [], at);
  const discards = replaceAt(state.discards, seat, [...(state.discards[seat] ?? []), card]);
  return { hand, discards };
}

// The history only grows; concat copies references. Measured on random games
// (a few hundred events at most): about 4% of actions()+apply time, so a plain
// array stays, which keeps the state plain JSON.
const appendHistory = (state: SequenceState, events: readonly SequenceEvent[]) => state.history.concat(events);

/**
 * `seat`'s turn ended without a win (a play, a removal or a pass): the next seat
 * is to act, no exchange made yet — unless this was the TURN_LIMIT-th turn, which
 * ends the game in a draw (Decision: a bound on length). Records `events`.
 */
function endTurn(state: SequenceState, seat: number, events: SequenceEvent[]): SequenceState {
  const turns = state.turns + 1;
  if (turns >= TURN_LIMIT) {
    events.push({ type: "draw", reason: "turnLimit" });
    return { ...state, status: "draw", turn: null, turns, exchanged: false, history: appendHistory(state, events) };
  }
  return { ...state, turn: (seat + 1) % state.players, turns, exchanged: false, history: appendHistory(state, events) };
}

/**
 * Dead-card exchange. Decision: the dead card goes face up on the player's own
 * discard pile, like a played card, so it comes back with the next reshuffle.
 * The turn goes on and the count of passes is untouched.
 */
function exchange(state: SequenceState, seat: number, card: Card): Result<SequenceState, RuleError> {
  if (state.exchanged) {
    return refuse(SequenceErrors.ALREADY_EXCHANGED, "You have already exchanged a dead card this turn.");
  }
  const at = state.hands[seat]?.indexOf(card) ?? -1;
  if (at < 0) return refuse(SequenceErrors.NOT_IN_HAND, `${card} is not in your hand.`);
  if (!isDead(card, state.chips)) {
    const why = cardKind(card) === "ordinary" ? "one of its spaces is still empty" : "Jacks are never dead";
    return refuse(SequenceErrors.NOT_DEAD, `${card} is not dead: ${why}.`);
  }
  const { hand, discards } = discardFromHand(state, seat, at, card);
  const events: SequenceEvent[] = [{ type: "exchange", seat, card }];
  const drawn = drawCard({ deck: state.deck, discards, rng: state.rng }, events);
  if (drawn.card !== undefined) hand.push(drawn.card);
  return ok({
    ...state,
    exchanged: true,
    hands: replaceAt(state.hands, seat, hand),
    deck: drawn.deck,
    discards: drawn.discards,
    rng: drawn.rng,
    history: appendHistory(state, events),
  });
}

function play(state: SequenceState, seat: number, { card, cell }: Play): Result<SequenceState, RuleError> {
  const at = state.hands[seat]?.indexOf(card) ?? -1;
  if (at < 0) return refuse(SequenceErrors.NOT_IN_HAND, `${card} is not in your hand.`);
  const kind = cardKind(card);
  if (kind === "oneEyedJack") {
    return refuse(SequenceErrors.CANNOT_PLACE, `${card} is a one-eyed Jack: it removes a chip (send "remove").`);
  }
  const index = cellIndex(cell[0], cell[1]);
  if (isCorner(index)) return refuse(SequenceErrors.CORNER, "A free corner never takes a chip.");
  if (kind === "ordinary" && !cardCells(card).includes(index)) {
    return refuse(SequenceErrors.WRONG_CELL, `${card} does not show on space [${cell[0]}, ${cell[1]}].`);
  }
  if (state.chips[index] !== null) {
    return refuse(SequenceErrors.CELL_TAKEN, `Space [${cell[0]}, ${cell[1]}] already holds a chip.`);
  }

  const side = sideOf(seat, state.sides);
  const chips = replaceAt(state.chips, index, side);
  const { hand, discards } = discardFromHand(state, seat, at, card);
  const events: SequenceEvent[] = [{ type: "play", seat, card, cell: cellAt(index) }];
  const made = completedSequences(chips, side, index, state.sequences);
  const sequences = made.length === 0 ? state.sequences : [...state.sequences, ...made];
  for (const sequence of made) events.push({ type: "sequence", ...sequence });

  const placed = { ...state, chips, sequences, passes: 0 };
  if ((sequenceCounts(sequences, state.sides)[side] ?? 0) >= sequencesToWin(state.sides)) {
    // Immediate win: the card is on the discard pile and no card is drawn.
    events.push({ type: "won", side, seats: seatsOf(side, state.players, state.sides) });
    return ok({
      ...placed,
      status: "won",
      turn: null,
      winner: side,
      turns: state.turns + 1,
      exchanged: false,
      hands: replaceAt(state.hands, seat, hand),
      discards,
      history: appendHistory(state, events),
    });
  }
  const drawn = drawCard({ deck: state.deck, discards, rng: state.rng }, events);
  if (drawn.card !== undefined) hand.push(drawn.card);
  const played = {
    ...placed,
    hands: replaceAt(state.hands, seat, hand),
    deck: drawn.deck,
    discards: drawn.discards,
    rng: drawn.rng,
  };
  return ok(endTurn(played, seat, events));
}

function remove(state: SequenceState, seat: number, { card, cell }: Remove): Result<SequenceState, RuleError> {
  const at = state.hands[seat]?.indexOf(card) ?? -1;
  if (at < 0) return refuse(SequenceErrors.NOT_IN_HAND, `${card} is not in your hand.`);
  if (cardKind(card) !== "oneEyedJack") {
    return refuse(SequenceErrors.CANNOT_REMOVE, `Only a one-eyed Jack (JS, JH) removes a chip; ${card} places one.`);
  }
  const index = cellIndex(cell[0], cell[1]);
  const where = `[${cell[0]}, ${cell[1]}]`;
  if (isCorner(index)) return refuse(SequenceErrors.CORNER, "A free corner holds no chip to remove.");
  const chip = state.chips[index] ?? null;
  if (chip === null) return refuse(SequenceErrors.NOT_REMOVABLE, `There is no chip on space ${where}.`);
  const side = sideOf(seat, state.sides);
  if (chip === side) {
    return refuse(SequenceErrors.OWN_CHIP, `The chip on ${where} is your side's; remove only an opponent's chip.`);
  }
  if (lockedCells(state.sequences)[index]) {
    return refuse(SequenceErrors.LOCKED_CHIP, `The chip on ${where} belongs to a completed sequence.`);
  }

  const chips = replaceAt<Side | null>(state.chips, index, null);
  const { hand, discards } = discardFromHand(state, seat, at, card);
  const events: SequenceEvent[] = [{ type: "remove", seat, card, cell: cellAt(index) }];
  const drawn = drawCard({ deck: state.deck, discards, rng: state.rng }, events);
  if (drawn.card !== undefined) hand.push(drawn.card);
  const removed = {
    ...state,
    chips,
    passes: 0,
    hands: replaceAt(state.hands, seat, hand),
    deck: drawn.deck,
    discards: drawn.discards,
    rng: drawn.rng,
  };
  return ok(endTurn(removed, seat, events));
}

/**
 * A pass draws nothing; as many passes in a row as there are players end the game
 * in a draw (said as such even when that pass is also the TURN_LIMIT-th turn).
 */
function passTurn(state: SequenceState, seat: number, timeout: boolean): SequenceState {
  const passes = state.passes + 1;
  const events: SequenceEvent[] = [{ type: "pass", seat, timeout }];
  if (passes >= state.players) {
    events.push({ type: "draw", reason: "passes" });
    return {
      ...state,
      status: "draw",
      turn: null,
      passes,
      turns: state.turns + 1,
      exchanged: false,
      history: appendHistory(state, events),
    };
  }
  return endTurn({ ...state, passes }, seat, events);
}

/** The only way the state changes. Never throws and never mutates `state`. */
export function apply(state: SequenceState, seat: number, raw: unknown): Result<SequenceState, RuleError> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return refuse(CommonErrors.BAD_SEAT, `Seats are numbered 0 to ${state.players - 1}.`);
  }
  const parsed = parseAction(raw);
  if (!parsed.ok) return parsed;
  if (state.status !== "playing") return refuse(CommonErrors.GAME_OVER, "The game is over.");
  if (seat !== state.turn) return refuse(CommonErrors.NOT_YOUR_TURN, `It is seat ${state.turn}'s turn.`);
  const action = parsed.value;
  switch (action.type) {
    case "exchange":
      return exchange(state, seat, action.card);
    case "play":
      return play(state, seat, action);
    case "remove":
      return remove(state, seat, action);
    case "pass": {
      if (hasPlayableCard(statePosition(state, seat))) {
        return refuse(SequenceErrors.CANNOT_PASS, "You hold a card you can play, so you may not pass.");
      }
      return ok(passTurn(state, seat, false));
    }
  }
}

/** Turn timer ran out (Decision): the seat to act passes; it draws nothing and the pass counts toward a draw. */
export function timeout(state: SequenceState): SequenceState | null {
  if (state.status !== "playing" || state.turn === null) return null;
  return passTurn(state, state.turn, true);
}

/** How the game ended: the whole winning side's seats, or a draw and why (the history's last event says). */
export function outcome(state: SequenceState): Outcome | null {
  if (state.status === "draw") {
    // A drawn game's last event is always its draw (see passTurn and endTurn).
    const last = state.history.at(-1);
    return { kind: "draw", reason: last?.type === "draw" ? last.reason : "passes" };
  }
  if (state.status === "won" && state.winner !== null) {
    return { kind: "won", seats: seatsOf(state.winner, state.players, state.sides) };
  }
  return null;
}
