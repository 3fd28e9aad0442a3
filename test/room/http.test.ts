/**
 * The site's HTTP surface against the real runtime: per-address limits on
 * room creation (the limiter party), bodies the server cannot use, and the
 * methods pages and assets accept.
 *
 * Client addresses: `partykit dev` sets no CF-Connecting-IP and passes a
 * client's own value through (production's Cloudflare edge overwrites it), so
 * these tests pose as different clients by sending the header themselves.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DevServer, startDevServer } from "./server";

/** Small ceilings so a limit is reached in a few requests; the limiter's state is readable (GET) for tests. */
const CREATE_BURST = 3;
const PROBE_BURST = 2;
const VARS = {
  ROOM_CREATE_BURST: String(CREATE_BURST),
  ROOM_CREATE_PER_MINUTE: "1",
  ROOM_PROBE_BURST: String(PROBE_BURST),
  ROOM_PROBE_PER_MINUTE: "1",
  EXPOSE_LIMITER_STATE: "1",
};

let server: DevServer;
let base: string;
beforeAll(async () => {
  server = await startDevServer({ vars: VARS, pages: false });
  base = `http://${server.host}`;
});
afterAll(async () => {
  await server?.stop();
});

/** POST /api/rooms as the client at `address` (documentation ranges: RFC 5737, RFC 3849). */
function create(address: string, body: unknown = { game: "spy" }): Promise<Response> {
  return fetch(`${base}/api/rooms`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": address },
    body: JSON.stringify(body),
  });
}

function post(body: BodyInit, contentType = "application/json", address = "192.0.2.200"): Promise<Response> {
  return fetch(`${base}/api/rooms`, {
    method: "POST",
    headers: { "content-type": contentType, "cf-connecting-ip": address },
    body,
  });
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A refused body: a 4xx with a short message a person can read, and nothing of the server's insides. */
async function expectPlainRefusal(res: Response, status: number): Promise<void> {
  expect(res.status).toBe(status);
  const text = await res.text();
  expect(text).not.toMatch(/stack|Error|at \w+ \(|\.ts:\d+|\.js:\d+/);
  const body = JSON.parse(text) as { code: string; message: string };
  expect(body.code).toBe("BAD_MESSAGE");
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.message.length).toBeLessThan(120);
}

describe("room creation is limited per client address", () => {
  it("past the burst an address gets 429 with Retry-After; another address is not affected", async () => {
    const a = "192.0.2.10";
    for (let i = 0; i < CREATE_BURST; i++) expect((await create(a)).status).toBe(201);
    const refused = await create(a);
    expect(refused.status).toBe(429);
    const retryAfter = refused.headers.get("retry-after") ?? "";
    expect(retryAfter).toMatch(/^\d+$/);
    // 1 a minute: the next token is at most 60 s away.
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/try again/) });

    expect((await create("192.0.2.11")).status).toBe(201);
    // Still refused: the other address took nothing from this one, nor gave anything back.
    expect((await create(a)).status).toBe(429);
  });

  it("an IPv6 client is limited by its /64 network, not by each address in it", async () => {
    for (let i = 1; i <= CREATE_BURST; i++) expect((await create(`2001:db8:aa:1::${i}`)).status).toBe(201);
    expect((await create("2001:db8:aa:1:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect((await create("2001:db8:aa:2::1")).status).toBe(201);
  });

  it("a refused body costs the address nothing; the whole burst is still there", async () => {
    const a = "192.0.2.12";
    for (let i = 0; i < CREATE_BURST + 2; i++) expect((await create(a, { game: "chess" })).status).toBe(400);
    for (let i = 0; i < CREATE_BURST; i++) expect((await create(a)).status).toBe(201);
    expect((await create(a)).status).toBe(429);
  });

  it("the limiter's object is named by the SHA-256 of the address, never by the address", async () => {
    const a = "192.0.2.13";
    expect((await create(a)).status).toBe(201);
    const byHash = await (await fetch(`${base}/parties/limiter/${sha256(a)}`)).json();
    expect(byHash).toEqual({ id: sha256(a), tokens: { create: expect.closeTo(CREATE_BURST - 1, 1) } });
    // An object named by the raw address exists only because this GET made it: it holds no bucket.
    const byAddress = await (await fetch(`${base}/parties/limiter/${a}`)).json();
    expect(byAddress).toEqual({ id: a, tokens: {} });

    // Outside requests cannot reach it: the shared test server runs without EXPOSE_LIMITER_STATE.
    const shared = `http://${inject("pkHost")}`;
    const id = sha256(a);
    expect((await fetch(`${shared}/parties/limiter/${id}`)).status).toBe(404);
    const charge = await fetch(`${shared}/parties/limiter/${id}`, { method: "POST", body: '{"kind":"create"}' });
    expect(charge.status).toBe(404);
    // Nor here, where reading is allowed: charging is for the site's own parties only.
    expect((await fetch(`${base}/parties/limiter/${id}`, { method: "POST", body: '{"kind":"create"}' })).status).toBe(
      404,
    );
  });

  // Enable once room.ts charges unknown codes (chargeProbe in party/limiter.ts).
  it("GETs for unknown codes are limited per address; another address is not affected", async () => {
    const a = "192.0.2.14";
    for (let i = 0; i < PROBE_BURST; i++) expect((await probe(a, `ZZZZZZ${i + 2}`)).status).toBe(404);
    const refused = await probe(a, "ZZZZZZ9");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect((await probe("192.0.2.15", "ZZZZZZ9")).status).toBe(404);
    // Probing does not touch the creation allowance.
    expect((await create(a)).status).toBe(201);
  });
});

function probe(address: string, code: string): Promise<Response> {
  return fetch(`${base}/parties/main/${code}`, { headers: { "cf-connecting-ip": address } });
}

describe("POST /api/rooms refuses bodies it cannot use with a 4xx and a plain message", () => {
  it("a 10 KB, 5,000-deep body is refused as too large, not answered 500", async () => {
    const deep = `{"game":"spy","options":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    expect(deep.length).toBeGreaterThan(10_000);
    await expectPlainRefusal(await post(deep), 413);
  });

  it("a deep body under the size cap is refused as nested too deeply", async () => {
    const deep = `{"game":"spy","options":${"[".repeat(1900)}${"]".repeat(1900)}}`;
    expect(deep.length).toBeLessThan(4096);
    await expectPlainRefusal(await post(deep), 400);
  });

  it("a body over 4 KiB gets 413, whether or not it declares its length", async () => {
    const padded = `{"game":"spy"}${" ".repeat(5000)}`;
    await expectPlainRefusal(await post(padded), 413);
    // A streamed body carries no Content-Length: the cap holds while reading.
    const bytes = new TextEncoder().encode(padded);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.slice(at, at + 1000));
        controller.close();
      },
    });
    const streamed = await fetch(`${base}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "192.0.2.200" },
      body: stream,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    await expectPlainRefusal(streamed, 413);
  });

  it("a wrong content type, an empty body, invalid UTF-8 and invalid JSON each get their 4xx", async () => {
    await expectPlainRefusal(await post('{"game":"spy"}', "text/plain"), 415);
    await expectPlainRefusal(await post('{"game":"spy"}', "application/json; charset=iso-8859-1"), 415);
    await expectPlainRefusal(await post(""), 400);
    await expectPlainRefusal(await post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])), 400);
    await expectPlainRefusal(await post('{"game":'), 400);
    // The charset parameter JSON allows is accepted.
    expect((await post('{"game":"spy"}', "application/json; charset=utf-8")).status).toBe(201);
  });
});

/** The pages and their assets: the shared server's, which builds the client (this file's own serves only rooms). */
describe("pages and assets answer GET and HEAD only", () => {
  const base = `http://${inject("pkHost")}`;
  it("other methods on / and /r/CODE get 405 with Allow; HEAD gets the page's headers and no body", async () => {
    for (const path of ["/", "/r/ABCDEFG", "/embed/r/ABCDEFG", "/embed/try/spy"]) {
      for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
        const res = await fetch(`${base}${path}`, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("allow")).toBe("GET, HEAD");
        expect(await res.text()).toMatch(/^Method not allowed/);
      }
    }
    const head = await fetch(`${base}/`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await head.text()).toBe("");
  });

  it("assets refuse other methods too; /api/rooms takes only POST; unknown paths keep their 404", async () => {
    const page = await (await fetch(`${base}/`)).text();
    const script = page.match(/src="(\/a\/[0-9a-f]+\/dist\/main\.js)"/)?.[1];
    expect(script).toBeTruthy();
    expect((await fetch(`${base}${script}`)).status).toBe(200);
    const put = await fetch(`${base}${script}`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD");

    const get = await fetch(`${base}/api/rooms`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");

    for (const method of ["GET", "POST"]) expect((await fetch(`${base}/nowhere`, { method })).status).toBe(404);
  });
});
