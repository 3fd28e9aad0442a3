/**
 * Who a request comes from, as the per-address limits see it. Pure.
 *
 * Source: the `CF-Connecting-IP` header. On Cloudflare (where PartyKit
 * deploys) the edge sets it to the client's address and overwrites any value
 * the client sent. `partykit dev` (workerd via miniflare 3.20240718) sets no
 * such header, passes a client's own value through unchanged, and gives the
 * worker no way to read the socket's address (no X-Forwarded-For, and
 * `request.cf` is a fixed placeholder); so in dev every request without the
 * header shares one address, `LOCAL_ADDRESS`, and a test may pose as another
 * client by sending the header itself.
 */

/** The address of every request that carries no usable CF-Connecting-IP (in practice: `partykit dev`). */
export const LOCAL_ADDRESS = "local";

/** Anything that has headers: a Party.Request, a connection's upgrade request, a standard Request. */
interface HasHeaders {
  readonly headers: { get(name: string): string | null };
}

/**
 * The client's address for limits: an IPv4 address as is, an IPv6 address by
 * its /64 network (one subscriber usually holds a whole /64 and can use any
 * address in it), or `LOCAL_ADDRESS` when the header is absent or malformed.
 */
export function clientAddress(req: HasHeaders): string {
  const header = req.headers.get("cf-connecting-ip")?.trim() ?? "";
  if (header.length === 0 || header.length > 64) return LOCAL_ADDRESS;
  return ipv4(header) ?? ipv6Network(header) ?? LOCAL_ADDRESS;
}

function ipv4(text: string): string | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN));
  if (bytes.some((b) => !(b <= 255))) return null;
  return bytes.join(".");
}

/** The /64 network of an IPv6 address, e.g. "2001:db8:0:1::/64"; an IPv4-mapped address gives its IPv4. */
function ipv6Network(text: string): string | null {
  const halves = text.toLowerCase().split("::");
  if (halves.length > 2) return null;
  const groups = (half: string | undefined): string[] | null => {
    if (!half) return [];
    const out: string[] = [];
    const pieces = half.split(":");
    for (const [i, piece] of pieces.entries()) {
      const last = i === pieces.length - 1;
      const v4 = last ? ipv4(piece) : null;
      if (v4) {
        const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
        out.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        out.push(Number.parseInt(piece, 16).toString(16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(missing).fill("0"), ...tail];
  // ::ffff:a.b.c.d is an IPv4 client seen through IPv6: limit it as that IPv4 address.
  if (all.slice(0, 5).every((g) => g === "0") && all[5] === "ffff") {
    const [hi = 0, lo = 0] = all.slice(6).map((g) => Number.parseInt(g, 16));
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${all.slice(0, 4).join(":")}::/64`;
}
