/**
 * A fast non-cryptographic generator (sfc32) for the bots' inner loops: a
 * rollout draws a word per simulated choice, thousands per move, and a hash
 * per 8 words costs some 25 times sfc32's time per word (measured in Node:
 * about 0.8 µs against 32 ns, on a loaded 2-core machine). It is always seeded
 * from a game's generator, so a bot stays deterministic for a given match seed;
 * what it draws is the bot's own play, no secret of the deal. Only 32-bit
 * integer arithmetic (| 0, >>> 0), the same in Node, browsers and workerd.
 */
import { Random } from "./random";

export type FastRngState = readonly [number, number, number, number];

export class FastRng extends Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: FastRngState) {
    super();
    [this.a, this.b, this.c, this.d] = state;
  }

  /** A generator keyed by four words of `source`, past sfc32's poorly mixed first outputs. */
  static from(source: Random): FastRng {
    const rng = new FastRng([source.u32(), source.u32(), source.u32(), source.u32()]);
    for (let i = 0; i < 12; i++) rng.u32();
    return rng;
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** The four words, to resume from (the old deal generator's state inside a game state, rng.ts). */
  save(): FastRngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}
