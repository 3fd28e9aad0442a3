/**
 * Builds the pages' JavaScript (client/main.tsx and every part it loads on
 * demand) into public/dist with Rolldown, the bundler Vite is built on
 * (already here through vitest), and measures it for scripts/client-size.ts.
 *
 * Why not esbuild, which partykit's own `serve.build` runs: esbuild splits by
 * which entries reach a module, counting each part loaded on demand as an
 * entry, so the home page's first load was the entry and 7 chunks, the room
 * page 7 files and a game's board 6, some under 200 bytes. On a phone's
 * HTTP/1.1 (six requests at a time, 400 ms a round on the bench's slow line)
 * every file past six waits a round. Rolldown's groups say which modules
 * travel together, and a part loaded on demand imports what the page already
 * has from the page's own chunk:
 * - `initial`: everything the entry imports statically, one chunk;
 * - `room-route`: everything the room page needs beyond that, with what both
 *   games' boards share (the rules dialog, the turn order, the log's scroll),
 *   which a board always loads after the room page;
 * - one group per game: its board's code beyond the two above.
 * The rest (each language's words, the replay page, the local room's
 * socket, the people's parts) stays as Rolldown splits it. The groups are
 * read from a first, plain pass over the same sources (a few tens of
 * milliseconds). A part's import() loads its group's chunk itself, through a
 * 158-byte helper of Rolldown's (rolldown-runtime-*.js, which pages preload
 * with their start), as long as no module awaits at its top level: with one
 * (main.tsx had), every part got a file of its own that only re-exported its
 * group's chunk, a request more each.
 */
import { relative, resolve } from "node:path";
import { type CodeSplittingGroup, type OutputChunk, type Plugin, rolldown } from "rolldown";

export const PAGE_ENTRY = "client/main.tsx";
export const PAGES_OUTDIR = "public/dist";
export const LOCAL_ROOM_ENTRY = "client/local-room-worker.ts";
export const LOCAL_ROOM_FILE = "local-room-worker.js";
const ROOM_PAGE = /(^|\/)client\/room-route\.tsx$/;
const BOARD = /(^|\/)client\/games\/([^/]+)\/index\.ts$/;
/**
 * Minified, and without comments: Rolldown keeps `@__PURE__` annotations (and JSDoc) in minified output by
 * default, about 900 of them over the build, 0.2–0.5 % of each file gzipped. There are no licence comments to keep.
 */
const MINIFIED = { minify: true, comments: false } as const;

export interface PageChunk {
  readonly fileName: string;
  readonly code: string;
  /** Chunks it imports statically, and on demand (file names). */
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  /** The module it is the chunk of (an entry, or a module loaded with import()), relative to the root. */
  readonly entryPoint?: string;
  /** Its modules, relative to the root (node_modules/… for packages), and the bytes each takes in it. */
  readonly modules: Readonly<Record<string, number>>;
}

export interface BuildPagesOptions {
  /** The page's entry (the fixture site's tests build their own); written as main.js. */
  readonly entry?: string;
  /** Where to write; nothing is written without it. */
  readonly outdir?: string;
  readonly sourcemap?: boolean;
}

/**
 * Builds the browser's local room (client/local-room-worker.ts) into one ES module (scripts/build.ts says why), and
 * each game's computer players into a file of their own, which it loads when a computer first has to move
 * (client/local-room/lazy-bots.ts). Returns its JavaScript files' names (written to `outdir` when given).
 */
export async function buildLocalRoomWorker(outdir?: string): Promise<string[]> {
  const build = await rolldown({
    input: LOCAL_ROOM_ENTRY,
    transform: { target: "es2022" },
    logLevel: "warn",
    plugins: [botsApart()],
  });
  try {
    const settings = {
      format: "esm",
      ...MINIFIED,
      sourcemap: outdir !== undefined,
      entryFileNames: LOCAL_ROOM_FILE,
      // Each game's players in a file named after it (a module only they import is in theirs; any other, in the
      // worker's file, which offline-files.test holds to importing nothing as it loads).
      chunkFileNames: (chunk: { facadeModuleId: string | null; name: string }) =>
        `local-room-bots-${botsOf(chunk.facadeModuleId ?? "") ?? chunk.name}-[hash].js`,
      hashCharacters: "base36",
    } as const;
    const { output } = outdir ? await build.write({ ...settings, dir: outdir }) : await build.generate(settings);
    return output.filter((o) => o.type === "chunk").map((chunk) => chunk.fileName);
  } finally {
    await build.close();
  }
}

const GAME_RULES = /(^|\/)shared\/games\/([\w-]+)\/index\.ts$/;
const BOTS = /(^|\/)shared\/games\/([\w-]+)\/bot\//;
/** The game whose computer players module `id` is of, if it is. */
const botsOf = (id: string) => fromRoot(id).match(BOTS)?.[2];
const LAZY_BOT = "\0lazy-bot:";

/** In the worker's build, where a game's rules import its bot, `lazyBot` stands in for it (lazy-bots.ts). */
function botsApart(): Plugin {
  return {
    name: "bots-apart",
    resolveId(source, importer) {
      const game = importer && fromRoot(importer).match(GAME_RULES)?.[2];
      return game && source === "./bot" ? `${LAZY_BOT}${game}` : null;
    },
    load(id) {
      if (!id.startsWith(LAZY_BOT)) return null;
      const game = id.slice(LAZY_BOT.length);
      const lazy = JSON.stringify(resolve("client/local-room/lazy-bots.ts"));
      const bots = JSON.stringify(resolve(`shared/games/${game}/bot/index.ts`));
      return `import { lazyBot } from ${lazy};\nexport const bot = lazyBot(${JSON.stringify(game)}, () => import(${bots}).then((m) => m.bot));\n`;
    },
  };
}

/** Builds the pages; returns every chunk (written to `outdir` when given). */
export async function buildPages(options: BuildPagesOptions = {}): Promise<PageChunk[]> {
  const entry = options.entry ?? PAGE_ENTRY;
  // The entry's own module stays in main.js: in the shared chunk, an entry that awaited a part loaded on demand at
  // its top level would wait on a chunk that waits on it.
  const initial: CodeSplittingGroup = { name: "initial", tags: ["$initial"], test: (id) => fromRoot(id) !== entry };
  const first = await bundle(entry, [initial]);
  // What each part loaded on demand is the chunk of: in the second pass, a group's chunk holds its part's module.
  const parts = new Set(first.flatMap((chunk) => (chunk.entryPoint ? [chunk.entryPoint] : [])));
  const groups = groupsOf(first, initial);
  const chunks = await bundle(entry, groups, options);
  return chunks.map((chunk) => {
    const part = chunk.entryPoint ?? Object.keys(chunk.modules).find((id) => parts.has(id));
    return part ? { ...chunk, entryPoint: part } : chunk;
  });
}

async function bundle(
  entry: string,
  groups: CodeSplittingGroup[],
  options: BuildPagesOptions = {},
): Promise<PageChunk[]> {
  const build = await rolldown({
    input: { main: entry },
    preserveEntrySignatures: false,
    transform: { target: "es2022" },
    logLevel: "warn",
  });
  try {
    const settings = {
      format: "esm",
      ...MINIFIED,
      sourcemap: options.sourcemap ?? false,
      entryFileNames: "[name].js",
      // A part loaded on demand, or a group's chunk (which is its part's), is named after it, and so is Rolldown's
      // helper (RUNTIME_CHUNK); any other is a "chunk".
      chunkFileNames: (chunk: { isDynamicEntry: boolean; name: string }) =>
        chunk.isDynamicEntry ||
        chunk.name === "rolldown-runtime" ||
        groups.some((group) => group.name === chunk.name && group.name !== "initial")
          ? "[name]-[hash].js"
          : "chunk-[hash].js",
      hashCharacters: "base36",
      codeSplitting: { groups },
    } as const;
    const { output } = options.outdir
      ? await build.write({ ...settings, dir: options.outdir })
      : await build.generate(settings);
    return output.filter((o): o is OutputChunk => o.type === "chunk").map(pageChunk);
  } finally {
    await build.close();
  }
}

const fromRoot = (id: string) => relative(resolve("."), id);

function pageChunk(chunk: OutputChunk): PageChunk {
  const modules: Record<string, number> = {};
  for (const [id, info] of Object.entries(chunk.modules)) modules[fromRoot(id)] = info.renderedLength;
  return {
    fileName: chunk.fileName,
    code: chunk.code,
    imports: chunk.imports,
    dynamicImports: chunk.dynamicImports,
    ...(chunk.facadeModuleId ? { entryPoint: fromRoot(chunk.facadeModuleId) } : {}),
    modules,
  };
}

/** The groups of the second pass, from the first pass's chunks (module ids there are absolute). */
function groupsOf(chunks: readonly PageChunk[], initialGroup: CodeSplittingGroup): CodeSplittingGroup[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const modulesLoadedWith = (file: string | undefined): Set<string> => {
    const seen = new Set<string>();
    const modules = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const chunk = byFile.get(name);
      if (!chunk) return;
      for (const id of Object.keys(chunk.modules)) modules.add(id);
      for (const next of chunk.imports) visit(next);
    };
    if (file) visit(file);
    return modules;
  };
  const initial = modulesLoadedWith("main.js");
  const beyondInitial = (file: string | undefined) =>
    new Set([...modulesLoadedWith(file)].filter((id) => !initial.has(id)));
  const room = beyondInitial(chunks.find((c) => ROOM_PAGE.test(c.entryPoint ?? ""))?.fileName);
  const boards = chunks.flatMap((c) => {
    const game = c.entryPoint?.match(BOARD)?.[2];
    return game ? [{ game, modules: beyondInitial(c.fileName) }] : [];
  });
  for (const id of new Set(boards.flatMap((b) => [...b.modules])))
    if (boards.filter((b) => b.modules.has(id)).length > 1) room.add(id);
  const capture = (modules: Set<string>) => (id: string) => modules.has(fromRoot(id));
  return [
    { ...initialGroup, priority: 3 },

    { name: "room-route", test: capture(room), priority: 2 },
    ...boards.map(({ game, modules }) => ({
      name: game,
      test: capture(new Set([...modules].filter((id) => !room.has(id)))),
      priority: 1,
    })),
  ];
}
