/**
 * Room codes and secret tokens, from crypto.getRandomValues only.
 * Codes use 31 characters with no look-alikes (no 0/O, 1/I/L): 7 of them carry
 * 7·log2(31) ≈ 34.7 bits, above the 30 bits a short link needs to be unguessable
 * among live rooms. Tokens are 128 random bits in base64url.
 */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 7;
const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

export function newRoomCode(length = CODE_LENGTH): string {
  const out: string[] = [];
  const bytes = new Uint8Array(1);
  // Rejection sampling: 248 = 8·31 keeps every character equally likely.
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    const b = bytes[0] as number;
    if (b < 248) out.push(CODE_ALPHABET[b % 31] as string);
  }
  return out.join("");
}

/** The canonical form of a typed code (case-insensitive), or null when it cannot be one. */
export function normaliseRoomCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

export function newToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
