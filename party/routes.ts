/**
 * The site's HTTP routes outside rooms: room creation, the pages and the
 * client's assets. Rooms answer their own URLs (room.ts); this is everything
 * else the main party's worker serves.
 */
import type * as Party from "partykit/server";
import * as v from "valibot";
import { CreateRoomSchema, RoomErrors } from "../shared/protocol";
import { newRoomCode, newToken, normaliseRoomCode } from "./ids";
import { chargeRoomCreation, clientAddress, rateLimitedResponse } from "./limiter";
import { assetResponse, buildId, pageHeaders, pageHtml } from "./site";

export async function routeSite(req: Party.Request, lobby: Party.FetchLobby): Promise<Response> {
  const url = new URL(req.url);
  if (url.pathname === "/api/rooms") {
    if (req.method !== "POST") return Response.json({ code: "METHOD_NOT_ALLOWED" }, { status: 405 });
    return createRoom(req, lobby);
  }
  const asset = url.pathname.match(/^\/a\/([0-9a-f]{1,32})\/(.+)$/);
  if (asset) return assetResponse(lobby.assets, asset[1] as string, asset[2] as string);
  const page = pageKind(url.pathname);
  if (!page) return new Response("Not found", { status: 404, headers: pageHeaders(false) });
  return new Response(pageHtml(await buildId(lobby.assets), page === "embed"), {
    headers: pageHeaders(page === "embed"),
  });
}

/** Which page a path shows: the site, an embed, or none (404). */
function pageKind(pathname: string): "site" | "embed" | null {
  if (pathname === "/") return "site";
  const room = pathname.match(/^\/(embed\/)?r\/([^/]+)\/?$/);
  if (room && normaliseRoomCode(decodeURIComponent(room[2] ?? ""))) return room[1] ? "embed" : "site";
  if (/^\/embed\/try\/(spy|sequence)\/?$/.test(pathname)) return "embed";
  return null;
}

/** POST /api/rooms: checks the body, charges the address, then draws codes until one is free. */
async function createRoom(req: Party.Request, lobby: Party.FetchLobby): Promise<Response> {
  const body = v.safeParse(CreateRoomSchema, await req.json().catch(() => null));
  if (!body.success) {
    return Response.json(
      { code: RoomErrors.BAD_MESSAGE, message: "Say which game: spy or sequence." },
      { status: 400 },
    );
  }
  // Charged only for a usable request: a client's malformed body costs it nothing but its own 400.
  const allowance = await chargeRoomCreation(lobby, clientAddress(req));
  if (!allowance.ok) {
    const wait = allowance.retryAfterSeconds;
    return rateLimitedResponse(wait, `Too many new rooms from your address; try again in ${wait} s.`);
  }
  const rooms = lobby.parties.main;
  if (!rooms) throw new Error("the main party is missing");
  const hostToken = newToken();
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = newRoomCode();
    const res = await rooms.get(code).fetch({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code, hostToken, request: body.output }),
    });
    if (res.status === 201) return Response.json({ code, hostToken }, { status: 201 });
    if (res.status !== 409) return new Response(res.body, { status: res.status, headers: res.headers });
  }
  return Response.json(
    { code: "NO_FREE_CODE", message: "Could not find a free room code; try again." },
    { status: 503 },
  );
}
