/**
 * What every generator of this project offers on top of its 32-bit words: a
 * uniform integer by rejection sampling and a Fisher–Yates shuffle, written
 * once so the deal's generator and the bots' fast one draw them the same way
 * (docs/replay-format.md, "Random numbers and deals", specifies both byte for byte).
 */
export abstract class Random {
  /** A uniformly distributed unsigned 32-bit integer. */
  abstract u32(): number;

  /**
   * A uniform integer in [0, n), without modulo bias: a word at or above the
   * largest multiple of n below 2^32 is thrown away and another drawn. n must be in 1..2^32.
   */
  int(n: number): number {
    const limit = 0x100000000 - (0x100000000 % n);
    let x = this.u32();
    while (x >= limit) x = this.u32();
    return x % n;
  }

  /** Fisher–Yates shuffle of a copy of `items`: for i from the last index down to 1, swap i with int(i + 1). */
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
}
