/**
 * The games' generator: SHA-256 in counter mode, a deterministic cryptographic
 * generator, so a deal cannot be foretold from the cards already seen. Its whole
 * state is a key and a count of words drawn, plain JSON that lives inside a game
 * state. Specified byte for byte in docs/replay-format.md ("Random numbers and deals"):
 *   key      = SHA-256(UTF-8 bytes of the seed string)
 *   block i  = SHA-256(key || i as 4 bytes big-endian), i = 0, 1, 2, …
 *   word n   = bytes 4·(n mod 8) … 4·(n mod 8)+3 of block ⌊n/8⌋, read big-endian
 * Only the sha256 module of @noble/hashes is imported (synchronous, and the same
 * bytes in Node, browsers and workerd); a working copy hashes once per 8 words.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { FastRng, type FastRngState } from "./fast-rng";
import { Random } from "./random";

/**
 * Which generator a game's deal draws from. "sha256" is the games' generator;
 * "sfc32" is the one they drew from before it (sfc32 seeded by cyrb128), kept
 * only so that a match begun before the change, and a file downloaded from one,
 * go on and replay with the very deal they were dealt.
 */
export type DealGenerator = "sha256" | "sfc32";

export interface ShaRngState {
  /** The 32-byte key as 64 lowercase hex digits. */
  readonly key: string;
  /** How many 32-bit words have been drawn: the next draw is word number `drawn`. */
  readonly drawn: number;
}

/** A deal generator's state inside a game state: SHA-256's key and count, or the old sfc32's four words. */
export type RngState = ShaRngState | FastRngState;

/** A working copy of a deal generator: draw from it, then store `save()` in the next game state. */
export type DealRng = Random & { save(): RngState };

/** The working copy for a state of either generator. */
export function dealRng(state: RngState): DealRng {
  return Array.isArray(state) ? new FastRng(state as FastRngState) : new Rng(state as ShaRngState);
}

const WORDS_PER_BLOCK = 8;

// Hex by hand rather than from @noble/hashes/utils.js: its module adds ~1 KB to the replay pages' chunk.
const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** A fresh generator state for a seed string: its key, nothing drawn yet (or the old generator's seeding). */
export function seedRng(seed: string): ShaRngState;
export function seedRng(seed: string, generator: DealGenerator): RngState;
export function seedRng(seed: string, generator: DealGenerator = "sha256"): RngState {
  if (generator === "sfc32") return legacySeed(seed);
  return { key: toHex(sha256(new TextEncoder().encode(seed))), drawn: 0 };
}

/**
 * The old generator's seeding: cyrb128 over the seed's UTF-16 code units gives
 * sfc32's four words, and its first 12 outputs are thrown away.
 */
function legacySeed(seed: string): FastRngState {
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
  const rng = new FastRng([h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]);
  for (let i = 0; i < 12; i++) rng.u32();
  return rng.save();
}

/**
 * A fresh generator state keyed by eight words of `source`: for a state a bot
 * makes up (a sampled world), whose later reshuffles must be random too.
 */
export function derivedRng(source: Random): ShaRngState {
  const key = new Uint8Array(32);
  const words = new DataView(key.buffer);
  for (let i = 0; i < WORDS_PER_BLOCK; i++) words.setUint32(4 * i, source.u32(), false);
  return { key: toHex(key), drawn: 0 };
}

/**
 * A working copy of a generator. Create one from a state, draw from it, and
 * store `save()` back into the new game state; the input state is untouched.
 */
export class Rng extends Random {
  private readonly key: string;
  /** key || block index: the bytes hashed for a block. */
  private readonly message = new Uint8Array(36);
  private readonly counter = new DataView(this.message.buffer, 32, 4);
  private block = new DataView(new ArrayBuffer(32));
  private blockIndex = -1;
  private drawn: number;

  constructor(state: ShaRngState) {
    super();
    this.key = state.key;
    for (let i = 0; i < 32; i++) this.message[i] = Number.parseInt(state.key.slice(2 * i, 2 * i + 2), 16);
    this.drawn = state.drawn;
  }

  u32(): number {
    const index = Math.floor(this.drawn / WORDS_PER_BLOCK);
    if (index !== this.blockIndex) {
      this.counter.setUint32(0, index, false);
      const bytes = sha256(this.message);
      this.block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      this.blockIndex = index;
    }
    const word = this.block.getUint32(4 * (this.drawn % WORDS_PER_BLOCK), false);
    this.drawn++;
    return word;
  }

  /** The generator's current state, to store in the next game state. */
  save(): ShaRngState {
    return { key: this.key, drawn: this.drawn };
  }
}
