/** The installable app's two addresses outside /a/<id>/: the service worker at the root and the web app manifest. */
import type * as Party from "partykit/server";
import { serviceWorkerResponse } from "./service-worker";
import { buildId } from "./site";
import { webManifestResponse } from "./web-manifest";

const APP_PATHS = ["/sw.js", "/manifest.webmanifest"];

export function isAppPath(pathname: string): boolean {
  return APP_PATHS.includes(pathname);
}

/** The answer for an app path (isAppPath) to GET. */
export async function appPathResponse(pathname: string, assets: Party.FetchLobby["assets"]): Promise<Response> {
  return pathname === "/sw.js" ? serviceWorkerResponse(assets) : webManifestResponse(await buildId(assets));
}
