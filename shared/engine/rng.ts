/**
 * Seeded pseudo-random numbers whose whole state is four 32-bit integers, so it
 * can live inside a JSON game state. Only 32-bit integer arithmetic is used
 * (Math.imul, >>> 0), which gives the same sequence in Node, browsers and workerd.
 * Generator: sfc32; seeding: cyrb128 over the seed string's UTF-16 code units.
 */
export type RngState = readonly [number, number, number, number];

/** Hash a seed string into an initial generator state. */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const rng = new Rng([h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]);
  // Discard the first outputs: sfc32 mixes poorly right after seeding.
  for (let i = 0; i < 12; i++) rng.u32();
  return rng.save();
}

/**
 * A working copy of a generator. Create one from a state, draw from it, and
 * store `save()` back into the new game state; the input state is untouched.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** A uniformly distributed unsigned 32-bit integer. */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in [0, n), without modulo bias. n must be in 1..2^32. */
  int(n: number): number {
    const limit = 0x100000000 - (0x100000000 % n);
    let x = this.u32();
    while (x >= limit) x = this.u32();
    return x % n;
  }

  /** Fisher–Yates shuffle of a copy of `items`. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** The generator's current state, to store in the next game state. */
  save(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}
