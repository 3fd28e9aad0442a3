/**
 * The site's files kept in the worker's memory once read, for a worker whose build cannot change while it runs:
 * a deployment (a new build is a new worker) or a test server (SOURCES_FIXED, site.ts). Under partykit dev each
 * file is otherwise read from its asset server, esbuild's, at a few milliseconds of CPU a file: a page's thirty
 * files, and the test suite's thousands of pages. A build's files are about a megabyte in all.
 */
import type * as Party from "partykit/server";

interface Kept {
  readonly status: number;
  readonly headers: readonly [string, string][];
  readonly body: ArrayBuffer;
}

const kept = new Map<string, Kept>();

/** The asset at `path` (under public/), as the asset server answers it; a file it has is read from it once. */
export async function keptAsset(assets: Party.FetchLobby["assets"], path: string): Promise<Response | null> {
  const known = kept.get(path);
  if (known)
    return new Response(known.body, {
      status: known.status,
      headers: known.headers.map(([name, value]): [string, string] => [name, value]),
    });
  const found = await assets.fetch(path);
  if (found?.status !== 200) return found;
  const body = await found.arrayBuffer();
  const headers = [...found.headers.entries()];
  kept.set(path, { status: found.status, headers, body });
  return new Response(body, { status: found.status, headers });
}
