/**
 * The service worker's decisions, pure (client/sw.ts carries them out): what
 * its caches are called, which of them are stale, what it keeps at install,
 * and how it answers each request. One build per cache, named by its id, and
 * every asset URL names its build (/a/<id>/…): a page's chunks come from its
 * own build's cache or from the server, never from another build's.
 */
import type { OfflineBuild } from "../../shared/offline-build";

const PREFIX = "tabletop-build-";

/** The cache that holds build `buildId`'s pages and files. */
export function cacheName(buildId: string): string {
  return `${PREFIX}${buildId}`;
}

/** The builds a cache name is of, or null for a cache this site's worker did not make. */
export function buildOfCache(name: string): string | null {
  return name.startsWith(PREFIX) ? name.slice(PREFIX.length) : null;
}

/** Of `names`, the caches of other builds: deleted once build `buildId`'s worker takes over. */
export function staleCaches(names: readonly string[], buildId: string): string[] {
  return names.filter((name) => buildOfCache(name) !== null && name !== cacheName(buildId));
}

/** What the worker fetches and keeps when it installs: both shells and every file of the build. */
export function precacheList(build: OfflineBuild): string[] {
  return [build.shells.site, build.shells.embed, ...build.files];
}

/**
 * How long a page the worker asks the server for (pagePlan: "server") waits before the worker answers with its
 * kept shell: time enough for a slow phone's network to bring a page (a round trip or a few), short enough that
 * a network answering nothing does not hold a blank screen.
 */
export const PAGE_WAIT_MS = 4000;

/**
 * Where a page comes from (FetchPlan "page"): "kept", this worker's shell at once, while the server is asked
 * beside it which build it serves (a round trip less before a returning phone sees anything: on a slow phone's
 * 400 ms line, half of what a game against the computer waited); or "server", as a page the worker holds no
 * view of. The server's for a page of a room on the server (`serverRoom`), which needs the server anyway: the
 * page comes with the room's first script and is the server's build, as the room is. The server's when the
 * worker has seen it serve another build (`serverBuild`, from an earlier page's answer): the new build is taken
 * at once, the page and every chunk of it the server's. And the server's for a reload (the request's cache
 * mode), which a person asks for when they want the latest page.
 */
export function pagePlan(
  cacheMode: string,
  serverRoom: boolean,
  serverBuild: string | null,
  buildId: string,
): "kept" | "server" {
  if (serverRoom || cacheMode === "reload" || cacheMode === "no-cache" || cacheMode === "no-store") return "server";
  return serverBuild === null || serverBuild === buildId ? "kept" : "server";
}

/** The build a page the server sent is a shell of: the id its assets are linked under; null for any other page. */
export function buildOfShell(html: string): string | null {
  return html.match(/\/a\/([0-9a-f]{1,32})\//)?.[1] ?? null;
}

export type FetchPlan =
  /** Not the worker's to answer: the browser goes to the server as if there were no worker. */
  | { readonly kind: "network" }
  /** An asset of build `build`: from that build's cache, else the server (kept when it is this worker's build). */
  | { readonly kind: "asset"; readonly build: string }
  /**
   * A page: the shell `shell` from this worker's cache, or the server's (pagePlan says which, PAGE_WAIT_MS how
   * long); `serverRoom`: a room on the server's page (or its replay's), which needs the server to show anything.
   */
  | { readonly kind: "page"; readonly shell: string; readonly serverRoom: boolean };

const NETWORK: FetchPlan = { kind: "network" };
/** What only the server can answer: room creation, rooms (HTTP and WebSocket), a game's download. */
const SERVER_ONLY = /^\/(?:api|parties)\//;
const ASSET = /^\/a\/([0-9a-f]{1,32})\//;
/** The pages a shell can stand for: home, a room (and its replay), a solo game, an embed of either or a try-it page. */
const PAGE = /^\/(?:$|r\/|solo\/|embed\/)/;
const SERVER_ROOM = /^\/(?:embed\/)?r\//;

export interface RequestFacts {
  readonly url: string;
  readonly method: string;
  /** Request.mode: "navigate" for a page. */
  readonly mode: string;
}

/** How the worker of `build`, at `origin`, answers a request. */
export function planFetch(request: RequestFacts, origin: string, build: OfflineBuild): FetchPlan {
  if (request.method !== "GET") return NETWORK;
  const url = new URL(request.url);
  if (url.origin !== origin || SERVER_ONLY.test(url.pathname)) return NETWORK;
  const asset = url.pathname.match(ASSET);
  if (asset) return { kind: "asset", build: asset[1] as string };
  if (request.mode === "navigate" && PAGE.test(url.pathname)) {
    // An embed's shell may be framed by any site; the site's may not: each path gets the one with its headers.
    return {
      kind: "page",
      shell: url.pathname.startsWith("/embed/") ? build.shells.embed : build.shells.site,
      serverRoom: SERVER_ROOM.test(url.pathname),
    };
  }
  return NETWORK;
}

/** Whether the server's answer for an asset of build `buildId` is of that build (`servedBuild`: its build header). */
export function isOfBuild(ok: boolean, servedBuild: string | null, buildId: string): boolean {
  return ok && servedBuild === buildId;
}
