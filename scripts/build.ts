/**
 * Builds the client into public/dist: partykit.json's `build.command`, run by
 * `partykit dev` as it starts (again when its sources change) and by
 * `partykit deploy`. Five builds, side by side:
 * - the pages (client/main.tsx and what it loads on demand): Rolldown, in
 *   chunks that travel together (scripts/build-pages.ts says why not esbuild);
 * - the local room's Web Worker (client/local-room-worker.ts), one file, by
 *   Rolldown too (its minifier makes it 3 % smaller than esbuild's), and each
 *   game's computer players a file it loads when they first have to move;
 * - a room page's first script (client/early-room.ts), which party/site.ts
 *   inlines in the pages of rooms: a classic script of about 1 KB gzipped,
 *   run as the HTML is read, which imports nothing at run time (esbuild, IIFE);
 * - the service worker (client/sw.ts), one classic script, served at /sw.js
 *   (esbuild, IIFE);
 * - each stylesheet of public/, minified (esbuild) into public/dist/, which
 *   the site serves at the stylesheet's own address (party/site.ts): on the
 *   line, gzipped, styles.css is 3.4 KB where its source is 6.0, Sequence's
 *   2.5 where it is 4.6.
 *
 * Why the worker is one file, built apart from the pages: split with them, it
 * was an entry and 14 chunks, fetched in a second round once the entry had
 * arrived (a module worker's imports are found only as it parses them), on a
 * slow phone ~0.4 s a round. What it repeats of the pages' chunks (a game's
 * rules, which its board uses too) costs a few kilobytes, once.
 * Files of an earlier build left in public/dist are removed once this one is
 * written (never before: a server may be sending them). Under `partykit dev`
 * a page opened before a rebuild may then find the parts it loads later
 * gone: reload it (a deployment's pages are of one build, its service worker
 * keeps that build's files).
 * Usage: node --import tsx scripts/build.ts [--entry <the page's entry>]
 */
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type BuildOptions, build } from "esbuild";
import { buildLocalRoomWorker, buildPages, PAGE_ENTRY, PAGES_OUTDIR } from "./build-pages";

const EARLY_ROOM_BUILD: BuildOptions = {
  entryPoints: ["client/early-room.ts"],
  bundle: true,
  format: "iife",
  minify: true,
  target: "es2022",
  logLevel: "warning",
  outfile: `${PAGES_OUTDIR}/early-room.js`,
};

const SERVICE_WORKER_BUILD: BuildOptions = {
  ...EARLY_ROOM_BUILD,
  entryPoints: ["client/sw.ts"],
  sourcemap: true,
  outfile: `${PAGES_OUTDIR}/sw.js`,
};

/** Builds everything into public/dist, then removes what an earlier build left there. */
export async function buildClientFiles(pageEntry = PAGE_ENTRY): Promise<void> {
  const stylesheets = readdirSync("public").filter((file) => file.endsWith(".css"));
  const [pages, localRoom] = await Promise.all([
    buildPages({ entry: pageEntry, outdir: PAGES_OUTDIR, sourcemap: true }),
    buildLocalRoomWorker(PAGES_OUTDIR),
    build(EARLY_ROOM_BUILD),
    build(SERVICE_WORKER_BUILD),
    build({
      entryPoints: stylesheets.map((file) => join("public", file)),
      outdir: PAGES_OUTDIR,
      minify: true,
      logLevel: "warning",
    }),
  ]);
  const written = new Set([
    ...[...pages.map((c) => c.fileName), ...localRoom, "early-room.js", "sw.js"].flatMap((f) => [f, `${f}.map`]),
    ...stylesheets,
  ]);
  for (const file of readdirSync(PAGES_OUTDIR)) if (!written.has(file)) rmSync(join(PAGES_OUTDIR, file));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { entry: { type: "string" } } });
  await buildClientFiles(values.entry);
}
