import { FastRng } from "../../../engine";
import { BOMBS, bit, NO_TARGET, numberMask, SAFES, TOP_SECRETS } from "./masks";

/** Marks in the simulator: the engine's PlaceMark as small integers. */
export const NONE = 0;
export const LIT = 1;
export const EXPLODED = 2;
export const EXPOSED = 3;

/**
 * A compact, mutable copy of one determinized game for fast rollouts: typed arrays
 * instead of the engine's immutable JSON state, and whole turns as single steps.
 * It keeps the public candidate masks of every base up to date as moves and
 * answers happen, so simulated players decide from public facts, as real ones do.
 * test/spy/bot-sim.test.ts checks it against the engine's rules.
 */
export class Sim {
  /** Row length L and cards per base n = L - 1. */
  readonly length: number;
  readonly cards: number;
  /** `card[seat * cards + index]`, the code of a card (masks.ts numbering). */
  readonly card: Int8Array;
  readonly mark: Int8Array;
  /** Public candidate masks per card, as `card`. */
  readonly cand: Int32Array;
  readonly spy: Int8Array;
  /** Target rank per seat (NO_TARGET once out by its T2). */
  readonly target: Int8Array;
  readonly alive: Uint8Array;
  /** Bumped whenever a base's candidates change, so policies can cache odds per base. */
  readonly version: Int32Array;
  living: number;
  turn: number;
  winner: number;
  turnsPlayed: number;
  /** Turns in a row without an exposure, a lit fuse or an explosion (see stall.ts). */
  quietTurns: number;

  constructor(
    readonly players: number,
    length: number,
    source?: Sim,
  ) {
    this.length = length;
    this.cards = length - 1;
    const size = players * this.cards;
    this.card = source ? source.card.slice() : new Int8Array(size);
    this.mark = source ? source.mark.slice() : new Int8Array(size);
    this.cand = source ? source.cand.slice() : new Int32Array(size);
    this.spy = source ? source.spy.slice() : new Int8Array(players);
    this.target = source ? source.target.slice() : new Int8Array(players);
    this.alive = source ? source.alive.slice() : new Uint8Array(players).fill(1);
    this.version = source ? source.version.slice() : new Int32Array(players);
    this.living = source ? source.living : players;
    this.turn = source ? source.turn : 0;
    this.winner = source ? source.winner : -1;
    this.turnsPlayed = source ? source.turnsPlayed : 0;
    this.quietTurns = source ? source.quietTurns : 0;
  }

  clone(): Sim {
    return new Sim(this.players, this.length, this);
  }

  /** Index in the fixed order of `seat`'s card at row `position`; -1 at its Spy. */
  indexAt(seat: number, position: number): number {
    const spy = this.spy[seat] as number;
    if (position === spy) return -1;
    return position < spy ? position : position - 1;
  }

  /**
   * The seat to act moves while facing its card `index` by `steps` (omit for no
   * move), ends at row `position`, and spies on `target` at row `examined` (or,
   * with target -1, ends the turn). The turn then passes.
   */
  playTurn(index: number, steps: number, position: number, target: number, examined: number): void {
    const seat = this.turn;
    if (steps > 0) {
      const at = seat * this.cards + index;
      if (this.mark[at] !== EXPOSED) this.narrow(seat, at, numberMask(steps));
    }
    this.spy[seat] = position;
    this.quietTurns++;
    if (target >= 0) this.spyOn(seat, target, examined);
    this.passTurn();
  }

  private spyOn(seat: number, target: number, examined: number): void {
    const index = this.indexAt(target, examined);
    if (index < 0 || !this.alive[target]) throw new Error("Spy sim: illegal spy");
    const at = target * this.cards + index;
    const code = this.card[at] as number;
    const rank = this.target[target] as number;
    if (code >= 4 || code === rank) this.quietTurns = 0;
    if (code >= 4) {
      if (this.mark[at] === NONE) {
        this.mark[at] = LIT;
        this.narrow(target, at, BOMBS);
      } else {
        this.mark[at] = EXPLODED;
        this.narrow(target, at, bit(code));
        this.eliminate(seat);
      }
    } else if (code === rank) {
      this.mark[at] = EXPOSED;
      this.narrow(target, at, bit(code));
      this.target[target] = code === 3 ? NO_TARGET : code + 1;
      if (code === 3) this.eliminate(target);
    } else {
      this.narrow(target, at, (bit(code) & SAFES ? SAFES : TOP_SECRETS) & ~bit(rank));
    }
  }

  private narrow(seat: number, at: number, mask: number): void {
    const before = this.cand[at] as number;
    const after = before & mask;
    if (after === before) return;
    this.cand[at] = after;
    this.version[seat] = (this.version[seat] as number) + 1;
  }

  private eliminate(seat: number): void {
    if (!this.alive[seat]) return;
    this.alive[seat] = 0;
    this.living--;
  }

  private passTurn(): void {
    this.turnsPlayed++;
    if (this.living <= 1) {
      this.winner = this.alive.indexOf(1);
      return;
    }
    let next = this.turn;
    do next = (next + 1) % this.players;
    while (!this.alive[next]);
    this.turn = next;
  }
}

/** A fast generator for rollouts from one 32-bit seed (drawn from the bot's own generator). */
export function rolloutRng(seed: number): FastRng {
  const rng = new FastRng([seed >>> 0, 0x9e3779b9, 0x243f6a88, 0xb7e15162]);
  // sfc32 mixes poorly right after seeding: discard a few outputs.
  for (let i = 0; i < 12; i++) rng.u32();
  return rng;
}
