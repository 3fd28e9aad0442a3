/**
 * Reads a small JSON request body defensively: a size cap enforced while
 * reading (not trusting Content-Length alone), strict UTF-8, a JSON parse that
 * cannot throw past here, and a nesting cap so nothing downstream recurses
 * through a hostile structure (a 5,000-deep body once overflowed the stack of
 * JSON.stringify and answered 500). Every refusal is a status and a plain
 * message for the client.
 */

export type BodyResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string };

/** What is read of a request: a Party.Request (workers typings) and a DOM Request both fit. */
interface RequestWithBody {
  readonly headers: { get(name: string): string | null };
  readonly body: { getReader(): ChunkReader } | null;
}
interface ChunkReader {
  read(): Promise<{ done: true; value?: undefined } | { done: false; value: Uint8Array }>;
  cancel(): Promise<void>;
}

export interface BodyLimits {
  readonly maxBytes: number;
  readonly maxDepth: number;
}

/**
 * Past the cap, up to this much more is read and dropped before answering: a client still sending when the
 * answer comes sees its connection reset (EPIPE) instead of the 413. Anything larger is cut off at once.
 */
const DRAIN_BYTES = 64 * 1024;

const refuse = (status: 400 | 413 | 415, message: string): BodyResult => ({ ok: false, status, message });

/** The body of `req` as JSON, or why it cannot be used. */
export async function readJsonBody(req: RequestWithBody, limits: BodyLimits): Promise<BodyResult> {
  if (!isJsonContentType(req.headers.get("content-type"))) {
    return refuse(415, "Send the body as JSON (Content-Type: application/json).");
  }
  const tooLarge = refuse(413, `The body is too large (at most ${limits.maxBytes} bytes).`);
  const declared = Number(req.headers.get("content-length") ?? Number.NaN);
  if (declared > limits.maxBytes + DRAIN_BYTES) return tooLarge;
  const bytes = await readCapped(req.body, limits.maxBytes);
  if (bytes === null) return tooLarge;
  if (bytes.byteLength === 0) return refuse(400, "The body is empty; send JSON.");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return refuse(400, "The body is not valid UTF-8.");
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse(400, "The body is not valid JSON.");
  }
  if (depthExceeds(value, limits.maxDepth)) return refuse(400, "The body is nested too deeply.");
  return { ok: true, value };
}

/** application/json, optionally with charset=utf-8 (JSON is UTF-8 by definition; any other charset is refused). */
function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(";").map((p) => p.trim().toLowerCase());
  if (type !== "application/json") return false;
  return params.every((p) => p === "" || p === "charset=utf-8" || p === 'charset="utf-8"');
}

/** All the bytes of `body`, or null when they pass `maxBytes` (bytes past it are dropped, not kept). */
async function readCapped(body: RequestWithBody["body"], maxBytes: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes + DRAIN_BYTES) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    if (total <= maxBytes) chunks.push(value);
  }
  if (total > maxBytes) return null;
  const all = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/** Whether arrays and objects nest deeper than `maxDepth`; iterative, so it cannot overflow the stack itself. */
function depthExceeds(value: unknown, maxDepth: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value !== "object" || next.value === null) continue;
    if (next.depth >= maxDepth) return true;
    for (const child of Object.values(next.value)) stack.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}
