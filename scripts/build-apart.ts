/**
 * Builds what is built apart from the pages: the local room's Web Worker
 * (client/local-room-worker.ts) into one file, public/dist/local-room-worker.js,
 * and a room page's first script (client/early-room.ts), which party/site.ts
 * inlines in the pages of rooms on the server, into public/dist/early-room.js: partykit.json's
 * `build.command`, run by `partykit dev` (again when its sources change) and
 * `partykit deploy` before they build the pages.
 *
 * Why apart from the pages' build (serve.build): that build splits code shared
 * by its entries into chunks, and a worker shares most of its code (the rules,
 * the ids, the patch) with some page chunk or other, so inside it the worker
 * was an entry and 14 chunks, fetched in a second round once the entry had
 * arrived (a module worker's imports are found only as it parses them), on a
 * slow phone ~0.4 s a round and more on HTTP/1.1's six connections; the pages'
 * own chunks were split further by what they shared with the worker. Built
 * alone, it is one file, one request. What it repeats of the page's chunks (a
 * game's rules, which its board uses too) costs a few kilobytes, once. The
 * first script is a classic script (run as the HTML is read, before any
 * module) of about 1 KB gzipped, which imports nothing at run time.
 * Usage: node --import tsx scripts/build-apart.ts
 */
import { type BuildOptions, build } from "esbuild";

export const LOCAL_ROOM_ENTRY = "client/local-room-worker.ts";
export const LOCAL_ROOM_OUT = "public/dist/local-room-worker.js";

/** esbuild's options for the worker: the pages' (partykit's serve.build) without splitting. */
export const LOCAL_ROOM_BUILD: BuildOptions = {
  entryPoints: [LOCAL_ROOM_ENTRY],
  bundle: true,
  format: "esm",
  minify: true,
  target: "es2022",
  logLevel: "warning",
};

export const EARLY_ROOM_OUT = "public/dist/early-room.js";

export const EARLY_ROOM_BUILD: BuildOptions = {
  entryPoints: ["client/early-room.ts"],
  bundle: true,
  format: "iife",
  minify: true,
  target: "es2022",
  logLevel: "warning",
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await Promise.all([
    build({ ...LOCAL_ROOM_BUILD, sourcemap: true, outfile: LOCAL_ROOM_OUT }),
    build({ ...EARLY_ROOM_BUILD, outfile: EARLY_ROOM_OUT }),
  ]);
}
