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
import { Random } from "./random";

export interface RngState {
  /** The 32-byte key as 64 lowercase hex digits. */
  readonly key: string;
  /** How many 32-bit words have been drawn: the next draw is word number `drawn`. */
  readonly drawn: number;
}

const WORDS_PER_BLOCK = 8;

// Hex by hand rather than from @noble/hashes/utils.js: its module adds ~1 KB to the replay pages' chunk.
const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** A fresh generator state for a seed string: its key, nothing drawn yet. */
export function seedRng(seed: string): RngState {
  return { key: toHex(sha256(new TextEncoder().encode(seed))), drawn: 0 };
}

/**
 * A fresh generator state keyed by eight words of `source`: for a state a bot
 * makes up (a sampled world), whose later reshuffles must be random too.
 */
export function derivedRng(source: Random): RngState {
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

  constructor(state: RngState) {
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
  save(): RngState {
    return { key: this.key, drawn: this.drawn };
  }
}
