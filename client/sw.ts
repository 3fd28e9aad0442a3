/**
 * The service worker, served at /sw.js (scope /) by party/service-worker.ts,
 * which writes the build it keeps in front of this script. It keeps one build,
 * the page shells and every file of it, in a cache named by the build's id,
 * and answers pages from its shells at once (asking the server beside them
 * which build it serves; a room on the server's page from the server first)
 * and the build's files from its cache. What it decides is
 * offline/cache-plan.ts.
 *
 * No skipWaiting and no clients.claim(): a new build's worker installs in the
 * background and takes over only once no page of the old build is open, so a
 * game in progress never changes code, and a page that loaded without a worker
 * keeps loading from the server. Meanwhile the old worker, once it has seen
 * the server serve the new build, answers pages from the server; a page it had
 * answered from its cache is told (offline/newer-build.ts: one that holds no
 * game loads again). Requests only
 * the server can answer (/api/, /parties/, WebSockets, which never reach a
 * worker) are left to the browser.
 *
 * A classic script: it imports nothing at run time (bundled whole; no page
 * module imports these files, so no chunk is shared), as browsers without
 * module service workers need.
 */
import {
  BUILD_ID_HEADER,
  type NewerBuildMessage,
  OFFLINE_BUILD_GLOBAL,
  type OfflineBuild,
} from "../shared/offline-build";
import {
  buildOfShell,
  cacheName,
  isOfBuild,
  PAGE_WAIT_MS,
  pagePlan,
  planFetch,
  precacheList,
  staleCaches,
} from "./offline/cache-plan";
import type { FetchEvent, ServiceWorkerScope } from "./offline/worker-scope";

const scope = self as unknown as ServiceWorkerScope & { readonly [OFFLINE_BUILD_GLOBAL]: OfflineBuild };
const build = scope[OFFLINE_BUILD_GLOBAL];
const ours = cacheName(build.id);

scope.addEventListener("install", (event) => event.waitUntil(keepBuild()));
scope.addEventListener("activate", (event) => event.waitUntil(takeOver()));
scope.addEventListener("fetch", (event) => {
  const plan = planFetch(event.request, scope.location.origin, build);
  if (plan.kind === "asset") event.respondWith(asset(event.request, plan.build));
  else if (plan.kind === "page") event.respondWith(page(event, plan.shell, plan.serverRoom));
});

/**
 * Fetches and keeps every file of the build. A file that is missing, or of another build (a deploy between
 * this script and the file), fails the install: the browser tries again with the next visit's script.
 */
async function keepBuild(): Promise<void> {
  const cache = await caches.open(ours);
  const shells: readonly string[] = [build.shells.site, build.shells.embed];
  await Promise.all(
    precacheList(build).map(async (path) => {
      const shell = shells.includes(path);
      // Pages are never cached by the browser; an asset the page already loaded is in its HTTP cache (immutable).
      const res = await fetch(path, { cache: shell ? "no-cache" : "default" });
      const fits = shell
        ? res.ok && buildOfShell(await res.clone().text()) === build.id
        : isOfBuild(res.ok, res.headers.get(BUILD_ID_HEADER), build.id);
      if (!fits) throw new Error(`${path}: not of build ${build.id}`);
      await cache.put(path, res);
    }),
  );
}

/** Once no page of the old build is open: the other builds' caches go, and pages load while the worker starts. */
async function takeOver(): Promise<void> {
  await Promise.all(staleCaches(await caches.keys(), build.id).map((name) => caches.delete(name)));
  if ("navigationPreload" in scope.registration) await scope.registration.navigationPreload.enable();
}

/**
 * An asset of build `of`: from that build's cache (this worker's, or a newer build's worker that installed and
 * waits, for a page of its build loaded from the server meanwhile), else from the server. An answer for this
 * worker's build is kept, and refused when the server has moved on to another build: a page of this build
 * must not run a file of another.
 */
async function asset(request: Request, of: string): Promise<Response> {
  const kept = await caches.match(request.url, { cacheName: cacheName(of) });
  if (kept) return kept;
  const res = await fetch(request);
  if (of !== build.id || !res.ok) return res;
  if (!isOfBuild(res.ok, res.headers.get(BUILD_ID_HEADER), build.id)) {
    return new Response(`Not a file of build ${build.id}`, { status: 503 });
  }
  const cache = await caches.open(ours);
  await cache.put(request.url, res.clone());
  return res;
}

/**
 * A page: this build's kept shell at once, the server asked beside it which build it serves (pagePlan); or the
 * server's, for a room on the server's page, when the worker has seen the server serve another build, or when the
 * page is reloaded.
 */
async function page(event: FetchEvent, shell: string, serverRoom: boolean): Promise<Response> {
  if (pagePlan(event.request.cache, serverRoom, await serverBuild(), build.id) === "kept") {
    const kept = await caches.match(shell, { cacheName: ours });
    if (kept) {
      event.waitUntil(askServer(event, shell));
      return kept;
    }
  }
  return fromServer(event, shell);
}

/**
 * The server's page, noted for the build it is of; the kept shell of this build when the network fails, or when
 * it has not answered within PAGE_WAIT_MS (a network that takes requests and answers none, a train's or a
 * café's, would otherwise hold the page blank until the browser gives up, minutes later).
 */
async function fromServer(event: FetchEvent, shell: string): Promise<Response> {
  const server = (async () => {
    const res = (await event.preloadResponse) ?? (await fetch(event.request));
    event.waitUntil(noteServerPage(event.request, shell, res.clone()).catch(() => undefined));
    return res;
  })();
  // Settled either way, answer or not: a navigation preload left unsettled is reported as cancelled.
  event.waitUntil(server.catch(() => undefined));
  const kept = () => caches.match(shell, { cacheName: ours });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), PAGE_WAIT_MS);
  });
  try {
    return (await Promise.race([server, late])) ?? (await kept()) ?? (await server);
  } catch {
    return (await kept()) ?? Response.error();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Beside a page answered from the cache: the server's answer (the navigation preload the browser started, so no
 * request more), for the build it serves. Another build's: the page is told, and its next page is the server's.
 */
async function askServer(event: FetchEvent, shell: string): Promise<void> {
  try {
    const res = (await event.preloadResponse) ?? (await fetch(event.request));
    const served = await noteServerPage(event.request, shell, res);
    if (served === null || served === build.id) return;
    const message: NewerBuildMessage = { type: "newer-build", build: build.id };
    (await scope.clients.get(event.resultingClientId))?.postMessage(message);
  } catch {
    // Offline, or a server that answered no page: this build is all there is for now.
  }
}

/**
 * The build the server serves pages of, as last seen, kept beside the build's files (a worker is stopped when
 * idle and forgets): null when not seen yet.
 */
let seenServerBuild: string | null | undefined;
const SERVER_BUILD_KEY = "/.server-build";

async function serverBuild(): Promise<string | null> {
  if (seenServerBuild === undefined) {
    const kept = await caches.match(SERVER_BUILD_KEY, { cacheName: ours });
    seenServerBuild = kept ? await kept.text() : null;
  }
  return seenServerBuild;
}

/**
 * Notes the build a page the server sent is of, and returns it (null: no page of a build, which notes nothing).
 * The server's answer for a shell's own address, of this build, becomes the kept shell: what the server writes
 * around the build (the page's headers, its hints, the deployment's settings) can change without the build, and
 * the next visit is to show it.
 */
async function noteServerPage(request: Request, shell: string, res: Response): Promise<string | null> {
  const kept = res.clone();
  const served = buildOfShell(await res.text());
  if (served === null) return null;
  const cache = await caches.open(ours);
  if (served !== (await serverBuild())) {
    seenServerBuild = served;
    await cache.put(SERVER_BUILD_KEY, new Response(served));
  }
  if (served === build.id && res.ok && new URL(request.url).pathname === shell) {
    await cache.put(shell, kept);
  }
  return served;
}
