/**
 * Every file of the client's build that the service worker keeps, relative to
 * public/dist/: the entries and every chunk they name, whether imported
 * statically, on demand or per language, followed to the end. Read from the
 * built files themselves (as party/preload.ts does): the build's output names
 * each chunk it may load by relative path in a string ("./x.js"), so a
 * chunk of an older build still lying in public/dist is never listed, and no
 * chunk of this one is missed. Computed once per build.
 */
import type * as Party from "partykit/server";
import { Known } from "./known";

/**
 * The build's entries (scripts/build.ts): the page's, and the browser's local room
 * (client/local-room-worker.ts), which no page chunk imports (a page starts it by URL; its computer players'
 * files, which it loads, import it back). The service worker's own script is not one of them: it is served at
 * /sw.js, never cached by itself.
 */
const ENTRIES = ["main.js", "local-room-worker.js"];
/** A file named by relative path in a chunk: `from"./x.js"`, `import("./x.js")`, `ar:()=>import("./x.js")`. */
const NAMED = /(["'`])\.\/([\w-]+\.js)\1/g;

const known = new Known<readonly string[]>();

/** The files of build `id` (site.ts buildId, which changes with every build, also under `partykit dev`). */
export function buildFiles(assets: Party.FetchLobby["assets"], id: string): Promise<readonly string[]> {
  return known.get(id, () => walk(assets));
}

async function walk(assets: Party.FetchLobby["assets"]): Promise<readonly string[]> {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const res = await assets.fetch(`/dist/${file}`);
    if (!res?.ok) return;
    found.push(file);
    const text = await res.text();
    await Promise.all([...text.matchAll(NAMED)].map((m) => visit(m[2] as string)));
  };
  await Promise.all(ENTRIES.map(visit));
  return found.sort();
}
