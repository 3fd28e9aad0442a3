/**
 * The site's HTTP routes outside rooms: room creation, the pages and the
 * client's assets. Rooms answer their own URLs (room.ts); this is everything
 * else the main party's worker serves.
 *
 * Every answer is deliberate: a method a route does not take gets 405 with
 * Allow, a body it cannot use gets a 4xx with a plain message, and anything
 * unexpected a plain 500 with no internal detail (logged instead).
 */

import type * as Party from "partykit/server";
import * as v from "valibot";
import type { GameManifest } from "../shared/games/manifest";
import { GAME_ID_PATTERN, GAME_IDS, manifestOf } from "../shared/games/manifests";
import { newRoomCode, newToken, normaliseRoomCode } from "../shared/ids";
import { RoomErrors } from "../shared/limits";
import { CreateRoomSchema } from "../shared/protocol";
import { roomConfig } from "../shared/room/config";
import { isSoloCode } from "../shared/solo-code";
import { appPathResponse, isAppPath } from "./app-routes";
import { readJsonBody } from "./body";
import { chargeRoomCreation, clientAddress, rateLimitedResponse } from "./limiter";
import { pagePreloads, preloads } from "./preload";
import {
  assetResponse,
  buildId,
  type Embeddable,
  firstScript,
  LOCAL_ROOM,
  oembedAnswer,
  pageHeaders,
  pageHtml,
  prefetchScript,
} from "./site";

/** A create request is a few dozen bytes; 4 KiB leaves room for options without inviting abuse. */
const CREATE_BODY_LIMITS = { maxBytes: 4 * 1024, maxDepth: 4 };

const PAGE_METHODS = ["GET", "HEAD"];

export async function routeSite(req: Party.Request, lobby: Party.FetchLobby): Promise<Response> {
  try {
    return await route(req, lobby);
  } catch (e) {
    console.error("site route failed:", req.method, new URL(req.url).pathname, e);
    return plain(500, "Something went wrong on our side; try again.");
  }
}

async function route(req: Party.Request, lobby: Party.FetchLobby): Promise<Response> {
  const url = new URL(req.url);
  if (url.pathname === "/api/rooms") {
    if (req.method !== "POST") return methodNotAllowed(["POST"]);
    return createRoom(req, lobby);
  }
  const asset = url.pathname.match(/^\/a\/([0-9a-f]{1,32})\/(.+)$/);
  if (asset) {
    if (!PAGE_METHODS.includes(req.method)) return methodNotAllowed(PAGE_METHODS);
    return withoutBodyForHead(req, await assetResponse(lobby.assets, asset[1] as string, asset[2] as string));
  }
  // The service worker and the web app manifest (party/app-routes.ts).
  if (isAppPath(url.pathname)) {
    if (!PAGE_METHODS.includes(req.method)) return methodNotAllowed(PAGE_METHODS);
    return withoutBodyForHead(req, await appPathResponse(url.pathname, lobby.assets));
  }
  if (url.pathname === "/oembed") {
    if (!PAGE_METHODS.includes(req.method)) return methodNotAllowed(PAGE_METHODS);
    return withoutBodyForHead(req, oembed(url));
  }
  // An address that is no page still gets the site's shell when it is read (GET or HEAD), with status 404: the
  // client says "this page does not exist" with the header and a way home, in the reader's language.
  const page =
    pageKind(url.pathname) ??
    (PAGE_METHODS.includes(req.method) ? { kind: "site" as const, found: false, shows: "nothing" as const } : null);
  if (!page) return new Response("Not found", { status: 404, headers: pageHeaders(false) });
  if (!PAGE_METHODS.includes(req.method)) return methodNotAllowed(PAGE_METHODS);
  // Rooms and try-it pages advertise their oEmbed answer, so a pasted link can become a live embed.
  const discovery = embeddable(url.pathname)
    ? `${url.origin}/oembed?url=${encodeURIComponent(url.origin + url.pathname)}&format=json`
    : undefined;
  // A room's page preloads the room page's chunks too: most people arrive by a friend's link.
  const roomPage = !page.found ? null : page.shows === "room" ? "server" : page.shows === "solo" ? "browser" : null;
  // The home page and try-it pages open rooms: they name the room page's chunks for the client to fetch once up.
  const opensRooms = page.shows === "home" || page.shows === "try";
  const modules = pagePreloads(await preloads(lobby.assets), roomPage, req.headers.get("accept-language"));
  const later = opensRooms ? modules.later : [];
  const boards = opensRooms ? modules.boards : [];
  // The local room's worker (34 KB gzipped; its computer players come later, client/local-room/lazy-bots.ts), at
  // the lowest priority into the browser's cache: for a page that holds a game against the computer, with the
  // page's own files; for one that may start one, once the first of those has come (prefetchScript), so that its
  // bytes follow theirs and the game's code is there by the tap (a slow phone: seconds).
  const holdsSolo = page.found && page.shows === "solo";
  const id = await buildId(lobby.assets);
  const inline = [
    // A friend's link to a room on the server: the room's socket opens as the HTML arrives (client/early-room.ts).
    ...(page.found && page.shows === "room" ? [await firstScript(lobby.assets, id)] : []),
    ...(opensRooms ? [await prefetchScript(id, [LOCAL_ROOM])] : []),
  ];
  const body = pageHtml(
    id,
    page.kind === "embed",
    discovery,
    modules.now,
    later,
    soloConfig(lobby.env),
    holdsSolo ? [LOCAL_ROOM] : [],
    boards,
    inline,
  );
  const html = new Response(body, {
    status: page.found ? 200 : 404,
    headers: pageHeaders(page.kind === "embed", inline),
  });
  return withoutBodyForHead(req, html);
}

/**
 * The room settings a game against the computer in the browser follows too: the bots' pause, when the deployment
 * sets one (tests set 0: their games against the computer move as fast in the browser as in their rooms).
 */
function soloConfig(env: Record<string, unknown>): string | null {
  return env.BOT_DELAY_MS === undefined ? null : JSON.stringify({ botDelayMs: roomConfig(env).botDelayMs });
}

/** What a page path shows: the home page, a room on the server, a game in the browser, a finished game, a try-it page. */
type Shows = "home" | "room" | "solo" | "replay" | "try" | "nothing";

/**
 * Which page a path shows: the site, an embed, or none (the not-found page, or a plain 404 to other methods). A room
 * path whose code cannot be one (a character short, a stray letter) still gets
 * the page, with status 404, so the client can say so with the header, the
 * code box and a way home. The replay page of a room (/r/CODE/replay) is the
 * same shell: the client fetches the finished game itself.
 */
function pageKind(pathname: string): { kind: "site" | "embed"; found: boolean; shows: Shows } | null {
  if (pathname === "/") return { kind: "site", found: true, shows: "home" };
  // A room, or the replay of its finished game (/r/CODE/replay).
  const room = pathname.match(/^\/(embed\/)?r\/([^/]{0,32})(\/replay)?\/?$/);
  if (room) {
    const found = normaliseRoomCode(safeDecode(room[2] ?? "")) !== null;
    return { kind: room[1] ? "embed" : "site", found, shows: room[3] ? "replay" : "room" };
  }
  // A game against the computer, played in the browser (client/local-room/): the same page, no room here.
  const solo = pathname.match(/^\/(embed\/)?solo\/([^/]{0,32})(\/replay)?\/?$/);
  if (solo) {
    const found = isSoloCode(safeDecode(solo[2] ?? "").toUpperCase());
    return { kind: solo[1] ? "embed" : "site", found, shows: solo[3] ? "replay" : "solo" };
  }
  if (tryItGame(pathname)) return { kind: "embed", found: true, shows: "try" };
  return null;
}

/** The embed page that a room or try-it path of this site stands for, or null. */
function embeddable(pathname: string): Embeddable | null {
  const room = pathname.match(/^\/(?:embed\/)?r\/([^/]{1,32})\/?$/);
  const code = room ? normaliseRoomCode(safeDecode(room[1] ?? "")) : null;
  if (code) return { path: `/embed/r/${code}`, title: `Tabletop rooms: room ${code}` };
  const tryIt = tryItGame(pathname);
  if (tryIt) return { path: `/embed/try/${tryIt.id}`, title: tryIt.title };
  return null;
}

/**
 * GET /oembed?url=…[&maxwidth=…&maxheight=…&format=json]: the iframe for a room
 * or try-it page of this site as oEmbed JSON. 400 without a url, 404 for a url
 * this site cannot embed (another site, any other page), 501 for a format other
 * than JSON, as the oEmbed spec asks.
 */
function oembed(url: URL): Response {
  const target = url.searchParams.get("url");
  if (!target) return plain(400, "Say which page: /oembed?url=…");
  const format = url.searchParams.get("format");
  if (format !== null && format !== "json") return plain(501, "Only the JSON format is offered.");
  let page: URL;
  try {
    page = new URL(target);
  } catch {
    return plain(404, "That is not a page of this site.");
  }
  const found = page.origin === url.origin ? embeddable(page.pathname) : null;
  if (!found) return plain(404, "This site cannot embed that page.");
  const number = (name: string) => {
    const value = url.searchParams.get(name);
    return value === null ? undefined : Number(value);
  };
  const answer = oembedAnswer(url.origin, found, { width: number("maxwidth"), height: number("maxheight") });
  return Response.json(answer, {
    headers: {
      "access-control-allow-origin": "*",
      "cache-control": "public, max-age=3600",
      "x-content-type-options": "nosniff",
    },
  });
}

/** decodeURIComponent throws on a stray "%"; such a path is simply not a room code. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return "";
  }
}

/** POST /api/rooms: checks the body, charges the address, then draws codes until one is free. */
async function createRoom(req: Party.Request, lobby: Party.FetchLobby): Promise<Response> {
  const read = await readJsonBody(req, CREATE_BODY_LIMITS);
  if (!read.ok) return Response.json({ code: RoomErrors.BAD_MESSAGE, message: read.message }, { status: read.status });
  const body = v.safeParse(CreateRoomSchema, read.value);
  if (!body.success) {
    return Response.json(
      { code: RoomErrors.BAD_MESSAGE, message: `Say which game: ${GAME_IDS.join(" or ")}.` },
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

function methodNotAllowed(allowed: readonly string[]): Response {
  const res = plain(405, `Method not allowed; use ${allowed.join(" or ")}.`);
  res.headers.set("allow", allowed.join(", "));
  return res;
}

function plain(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" },
  });
}

/** HEAD answers as GET would, headers only. */
function withoutBodyForHead(req: Party.Request, res: Response): Response {
  if (req.method !== "HEAD") return res;
  return new Response(null, { status: res.status, headers: res.headers });
}

const TRY_IT = new RegExp(`^/embed/try/(${GAME_ID_PATTERN})/?$`);

/** The game a try-it path (/embed/try/GAME) offers, or null. */
function tryItGame(pathname: string): GameManifest | null {
  return manifestOf(pathname.match(TRY_IT)?.[1]);
}
