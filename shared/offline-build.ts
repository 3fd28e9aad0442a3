/**
 * What the served service worker is told of the build it keeps (party/service-worker.ts writes it in front of
 * the worker's script; client/sw.ts reads it): one build's id, its page shells and every file of it.
 */

/** The worker's global the server sets: `self[OFFLINE_BUILD_GLOBAL] = {…}` before the script. */
export const OFFLINE_BUILD_GLOBAL = "OFFLINE_BUILD";

/** The response header that says which build the server's answer to an /a/<id>/ request is of. */
export const BUILD_ID_HEADER = "x-build-id";

export interface OfflineBuild {
  /** The build id (party/site.ts buildId): every asset of the build is under /a/<id>/. */
  readonly id: string;
  /** The pages the worker keeps to answer navigations offline: the site's shell and the embeds' (other headers). */
  readonly shells: { readonly site: string; readonly embed: string };
  /** Every asset of the build as a path (/a/<id>/dist/main.js, its chunks, the stylesheets). */
  readonly files: readonly string[];
}

/**
 * What the worker tells a page it answered from its kept build once the server, asked beside it, turned out to
 * serve another (client/sw.ts; client/offline/newer-build.ts takes it): `build` is the page's own.
 */
export interface NewerBuildMessage {
  readonly type: "newer-build";
  readonly build: string;
}
