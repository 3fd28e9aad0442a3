/**
 * The longest games the rules allow that a test can construct, planned with
 * the pure engine and then played through a room (worst-case.test.ts): every
 * turn's actions, and the state they lead to.
 */

import { Rng, seedRng, TURN_LIMIT } from "../../shared/engine";
import { type SequenceAction, type SequenceState, sequence } from "../../shared/games/sequence";
import { type SpyState, spy } from "../../shared/games/spy";
import { replayMatch } from "../../shared/room";

export interface Turn {
  readonly seat: number;
  readonly actions: readonly unknown[];
}

export interface Plan {
  readonly gameId: string;
  readonly players: number;
  readonly options: unknown;
  /** The room's test seed; its first match is seeded `${testSeed}:1`. */
  readonly testSeed: string;
  /** The room's fixed deal (testDeal), if any. */
  readonly deal?: unknown;
  readonly turns: readonly Turn[];
  /** The game state after the last action (to check the room's picture against). */
  readonly final: unknown;
}

const spyBase = (players: number) =>
  players === 2 ? ["SPY", "S1", "S2", "T1", "T2", "B1", "B2", "B3"] : ["SPY", "S1", "B1", "S2", "T1", "B3", "T2"];

/**
 * The longest Spy game: every turn makes all 8 free actions (flips: their
 * events are the larger), the move, then a spy whenever one eliminates nobody
 * (a spy's event is the largest), else an end; the 1,000th turn ends it in a draw.
 */
export function planSpy(players: number, testSeed: string): Plan {
  let state = replayMatch(
    spy,
    { seed: `${testSeed}:1`, first: null, players, options: {}, generator: "sha256" },
    [],
  ) as SpyState;
  const turns: Turn[] = [];
  const apply = (seat: number, action: unknown): SpyState | null => {
    const result = spy.apply(state, seat, action);
    return result.ok ? result.value : null;
  };
  for (let seat = 0; seat < players; seat++) {
    const action = { type: "arrange", base: spyBase(players), facing: seat % 2 === 0 ? "right" : "left" };
    state = apply(seat, action) ?? fail(`arrange ${seat}`);
    turns.push({ seat, actions: [action] });
  }
  while (state.phase === "playing") {
    const seat = state.turn;
    const actions: unknown[] = [];
    const take = (action: unknown, next: SpyState) => {
      actions.push(action);
      state = next;
    };
    for (let i = 0; i < 8; i++) take({ type: "flip" }, apply(seat, { type: "flip" }) ?? fail("flip"));
    const move = spy.actions(state, seat).find((a) => a.type === "move");
    if (move) take(move, apply(seat, move) ?? fail("move"));
    let spied = false;
    for (const action of spy.actions(state, seat).filter((a) => a.type === "spy")) {
      const next = apply(seat, action);
      if (!next || next.history.slice(state.history.length).some((e) => e.type === "eliminated")) continue;
      take(action, next);
      spied = true;
      break;
    }
    if (!spied) take({ type: "end" }, apply(seat, { type: "end" }) ?? fail("end"));
    turns.push({ seat, actions });
  }
  return { gameId: "spy", players, options: {}, testSeed, turns, final: state };
}

function fail(what: string): never {
  throw new Error(`planned action refused: ${what}`);
}

/**
 * The longest 12-player Sequence game we could construct. The deal holds only
 * the 8 Jacks and both copies of six ordinary cards, and no draw pile, so every
 * card played comes back with the next reshuffle. Once both spaces of an
 * ordinary card hold chips the card is dead, and whoever draws it exchanges it
 * (an action that does not end the turn) before playing: most turns are two
 * actions. Each turn: an exchange when the hand holds a dead card; then, of the
 * plays and removals that neither win nor end the game in a draw by passes, one
 * that completes no sequence if there is one, plays first (removals first when
 * the board is crowded), with the largest events, ties broken by a seeded draw;
 * else a pass. The 1,000th turn ends the game in a draw.
 */
/** Empty spaces (and the four corners) below which the Sequence plan removes chips rather than plays. */
const CROWDED = 30;

export function planSequence(testSeed: string): Plan {
  const players = 12;
  const options = { sides: 2 };
  const jacks = ["JD", "JD", "JC", "JC", "JS", "JS", "JH", "JH"];
  const ordinary = ["AS", "AH", "AD", "AC", "2S", "2H"];
  const cards = [...jacks, ...ordinary, ...ordinary];
  const deal = {
    hands: Array.from({ length: players }, (_, seat) => cards.filter((_, i) => i % players === seat)),
    deck: [],
  };
  const match = { seed: `${testSeed}:1`, first: null, players, options, deal, generator: "sha256" } as const;
  let state = replayMatch(sequence, match, []) as SequenceState;
  const rng = new Rng(seedRng(`${testSeed}:plan`));
  const turns: Turn[] = [];
  const size = (events: readonly unknown[]) => JSON.stringify(events).length;
  while (state.status === "playing") {
    const seat = state.turn as number;
    const actions: SequenceAction[] = [];
    const take = (action: SequenceAction) => {
      const result = sequence.apply(state, seat, action);
      if (!result.ok) fail(`${JSON.stringify(action)}: ${result.error.code}`);
      actions.push(action);
      state = result.value;
    };
    const exchange = sequence.actions(state, seat).find((a) => a.type === "exchange");
    if (exchange) take(exchange);
    // With the board nearly full only winning plays would be left: take chips away then.
    const crowded = state.chips.filter((chip) => chip === null).length < CROWDED;
    let best: { action: SequenceAction; score: number } | null = null;
    for (const action of sequence.actions(state, seat)) {
      if (action.type === "exchange" || action.type === "pass") continue;
      const result = sequence.apply(state, seat, action);
      if (!result.ok) continue;
      const events = result.value.history.slice(state.history.length);
      if (events.some((e) => e.type === "won")) continue;
      if (result.value.status === "draw" && result.value.turns < TURN_LIMIT) continue;
      // A sequence brings a side closer to winning: only when nothing else can be played.
      const sequences = events.filter((e) => e.type === "sequence").length;
      const preferred = action.type === (crowded ? "remove" : "play") ? 1000 : 0;
      const score = -10_000 * sequences + preferred + size(events) + rng.int(1000) / 1000;
      if (!best || score > best.score) best = { action, score };
    }
    take(
      best?.action ??
        sequence.actions(state, seat).find((a) => a.type === "pass") ??
        fail(
          `seat ${seat} stuck: ${JSON.stringify(sequence.actions(state, seat))} hand ${JSON.stringify(state.hands[seat])} turns ${state.turns}`,
        ),
    );
    turns.push({ seat, actions });
  }
  return { gameId: "sequence", players, options, testSeed, deal, turns, final: state };
}
