/**
 * The service worker, served at /sw.js (scope /) by party/service-worker.ts,
 * which writes the build it keeps in front of this script. It keeps one build,
 * the page shells and every file of it, in a cache named by the build's id,
 * and answers pages from the server or, offline, from its shells, and the
 * build's files from its cache. What it decides is offline/cache-plan.ts.
 *
 * No skipWaiting and no clients.claim(): a new build's worker installs in the
 * background and takes over only once no page of the old build is open, so a
 * game in progress never changes code, and a page that loaded without a worker
 * keeps loading from the server. Requests only the server can answer (/api/,
 * /parties/, WebSockets, which never reach a worker) are left to the browser.
 *
 * A classic script: it imports nothing at run time (bundled whole; no page
 * module imports these files, so no chunk is shared), as browsers without
 * module service workers need.
 */
import { BUILD_ID_HEADER, OFFLINE_BUILD_GLOBAL, type OfflineBuild } from "../shared/offline-build";
import {
  cacheName,
  isOfBuild,
  isShellOfBuild,
  PAGE_WAIT_MS,
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
  else if (plan.kind === "page") event.respondWith(page(event, plan.shell));
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
        ? res.ok && isShellOfBuild(await res.clone().text(), build.id)
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
 * A page: the server's (always the current build's); the kept shell of this build when the network fails, or
 * when it has not answered within PAGE_WAIT_MS (a network that takes requests and answers none, a train's or a
 * café's, would otherwise hold the page blank until the browser gives up, minutes later).
 */
async function page(event: FetchEvent, shell: string): Promise<Response> {
  const server = (async () => (await event.preloadResponse) ?? (await fetch(event.request)))();
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
