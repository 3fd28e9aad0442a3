/**
 * GET /sw.js: the service worker (client/sw.ts, built to public/dist/sw.js), served at the site's root so that
 * its scope is the whole site, with the build it keeps written in front of it: the build id, the two page
 * shells and every file of the build (build-files.ts, and the stylesheets). A new build is a new script, so the
 * browser installs its worker beside the old one (client/sw.ts says when it takes over).
 *
 * Why not Workbox: its precache manifest is injected into the worker after the build, and partykit's build has
 * no step after esbuild to do it in; the server already knows the build's files (it serves them), so it writes
 * the manifest itself, on the worker it serves, from the build it serves. What is left for the worker to do is
 * small (client/offline/cache-plan.ts).
 */
import type * as Party from "partykit/server";
import { GAME_IDS } from "../shared/games/manifests";
import { OFFLINE_BUILD_GLOBAL, type OfflineBuild } from "../shared/offline-build";
import { SERVICE_WORKER_SCRIPT } from "./app-files";
import { buildFiles } from "./build-files";
import { buildId, LATER_STYLES, STYLES } from "./site";

/**
 * The pages a navigation is answered with offline: the home page stands for every site page (the client routes
 * by the address, not the page); a try-it page for every embed, which must carry an embed's headers (framed by
 * any site) and shell (no site chrome).
 */
const SHELLS = { site: "/", embed: `/embed/try/${GAME_IDS[0]}` } as const;

/** The build the worker keeps (what the served script starts with). */
export async function offlineBuild(assets: Party.FetchLobby["assets"]): Promise<OfflineBuild> {
  const id = await buildId(assets);
  const files = await buildFiles(assets, id);
  return {
    id,
    shells: SHELLS,
    files: [
      ...files.map((file) => `/a/${id}/dist/${file}`),
      ...[...STYLES, ...LATER_STYLES].map((s) => `/a/${id}/${s}`),
    ],
  };
}

export async function serviceWorkerResponse(assets: Party.FetchLobby["assets"]): Promise<Response> {
  const script = await assets.fetch(`/${SERVICE_WORKER_SCRIPT}`);
  if (!script?.ok) return new Response("Not found", { status: 404 });
  const [build, code] = await Promise.all([offlineBuild(assets), script.text()]);
  // The source map's comment would point next to /sw.js, where nothing is served; the line above shifts it anyway.
  const body = `self.${OFFLINE_BUILD_GLOBAL}=${JSON.stringify(build)};\n${code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n")}`;
  return new Response(body, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      // Looked for afresh at every visit: that is how a new build is found.
      "cache-control": "no-cache",
      // A worker's own policy comes from its script's headers: it fetches from this site only.
      "content-security-policy": "default-src 'self'",
      "x-content-type-options": "nosniff",
    },
  });
}
