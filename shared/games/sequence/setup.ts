import {
  CommonErrors,
  dealRng,
  fail,
  ok,
  type Result,
  type RuleError,
  ruleError,
  type SetupParams,
  seedRng,
} from "../../engine";
import { CELL_COUNT } from "./board";
import { type Card, COPIES_PER_CARD, FULL_DECK, isCard } from "./cards";
import { PLAYER_TABLE } from "./table";
import type { SequenceOptions, SequenceState } from "./types";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const PLAYER_COUNTS = [...PLAYER_TABLE.keys()].join(", ");

/** Accepts a player count and raw options; `sides` is required only where both 2 and 3 sides are possible. */
export function check(players: number, options: unknown): Result<SequenceOptions, RuleError> {
  const row = Number.isInteger(players) ? PLAYER_TABLE.get(players) : undefined;
  if (row === undefined) {
    return fail(
      ruleError(CommonErrors.BAD_PLAYER_COUNT, `Sequence is played by ${PLAYER_COUNTS} players, not ${players}.`),
    );
  }
  if (options === undefined) options = {};
  if (!isPlainObject(options)) return fail(ruleError(CommonErrors.BAD_OPTIONS, "Options must be an object."));
  const unknown = Object.keys(options).filter((key) => key !== "sides");
  if (unknown.length > 0) {
    return fail(
      ruleError(CommonErrors.BAD_OPTIONS, `Unknown option ${unknown.join(", ")}: Sequence has only "sides".`),
    );
  }
  const allowed = row.sides.join(" or ");
  const sides = options.sides;
  if (sides === undefined) {
    const only = row.sides.length === 1 ? row.sides[0] : undefined;
    if (only === undefined) {
      return fail(
        ruleError(CommonErrors.BAD_OPTIONS, `${players} players can play as ${allowed} sides: set options.sides.`),
      );
    }
    return ok({ sides: only });
  }
  const match = row.sides.find((allowedSides) => allowedSides === sides);
  if (match === undefined) {
    return fail(
      ruleError(CommonErrors.BAD_OPTIONS, `${players} players play as ${allowed} sides, not ${String(sides)}.`),
    );
  }
  return ok({ sides: match });
}

const badSetup = (message: string) => fail(ruleError(CommonErrors.BAD_SETUP, message));

/** A `deal` from a test or bug report: exactly one hand per seat and a draw pile, all part of the 104 cards. */
function readDeal(deal: unknown, players: number): Result<{ hands: Card[][]; deck: Card[] }, RuleError> {
  if (!isPlainObject(deal)) return badSetup('The deal must be an object {"hands": [...], "deck": [...]}.');
  const extra = Object.keys(deal).filter((key) => key !== "hands" && key !== "deck");
  if (extra.length > 0) return badSetup(`The deal has unknown fields: ${extra.join(", ")}.`);
  const { hands, deck } = deal;
  if (!Array.isArray(hands) || hands.length !== players || !hands.every(Array.isArray)) {
    return badSetup(`The deal's "hands" must be a list of exactly ${players} lists of cards, one per seat.`);
  }
  if (!Array.isArray(deck)) return badSetup('The deal\'s "deck" must be a list of cards (top first).');
  const copies = new Map<Card, number>();
  for (const card of [...hands.flat(), ...deck] as unknown[]) {
    if (!isCard(card)) return badSetup(`${JSON.stringify(card)} is not a card code (e.g. "10H", "QS", "JD").`);
    const count = (copies.get(card) ?? 0) + 1;
    if (count > COPIES_PER_CARD) return badSetup(`The deal holds ${card} more than ${COPIES_PER_CARD} times.`);
    copies.set(card, count);
  }
  return ok({ hands: hands as Card[][], deck: deck as Card[] });
}

/**
 * A new game. The deal is the fixed `deal` if given, else the 104 cards
 * shuffled with the seeded RNG and dealt one at a time round the table from
 * seat 0 (table sizes); the first seat is `first`, else drawn from the RNG after
 * the shuffle (Decision: random unless the host picks one).
 */
export function setup(
  players: number,
  options: SequenceOptions,
  params: SetupParams,
): Result<SequenceState, RuleError> {
  const checked = check(players, options);
  if (!checked.ok) return checked;
  const { sides } = checked.value;
  const first = params.first;
  if (first !== undefined && !(Number.isInteger(first) && first >= 0 && first < players)) {
    return badSetup(`The first seat must be a seat number from 0 to ${players - 1}, not ${String(first)}.`);
  }
  const rng = dealRng(seedRng(params.seed, params.generator ?? "sha256"));

  let hands: Card[][];
  let deck: Card[];
  if (params.deal !== undefined) {
    const dealt = readDeal(params.deal, players);
    if (!dealt.ok) return dealt;
    hands = dealt.value.hands.map((hand) => hand.slice());
    deck = dealt.value.deck.slice();
  } else {
    const handSize = PLAYER_TABLE.get(players)?.handSize ?? 0;
    const shuffled = rng.shuffle(FULL_DECK);
    hands = Array.from({ length: players }, (_, seat) =>
      Array.from({ length: handSize }, (_, round) => shuffled[round * players + seat] as Card),
    );
    deck = shuffled.slice(players * handSize);
  }

  // Drawn after the shuffle, so a given `first` leaves the deal unchanged.
  const turn = first ?? rng.int(players);

  return ok({
    players,
    sides,
    status: "playing",
    turn,
    winner: null,
    passes: 0,
    turns: 0,
    exchanged: false,
    chips: new Array(CELL_COUNT).fill(null),
    sequences: [],
    hands,
    deck,
    discards: Array.from({ length: players }, () => []),
    rng: rng.save(),
    history: [],
  });
}
