/**
 * Builds the pages as `partykit deploy` does (scripts/build-pages.ts: Rolldown,
 * ESM, chunks, minified), in memory, and measures from its chunks:
 * - the JavaScript a browser must load before the home page works: the entry
 *   chunk and every chunk it imports statically (chunks loaded later with
 *   import() do not count);
 * - the same before a room's lobby shows: that, the room page's chunk and the
 *   room's words in English (both loaded on demand when a room opens);
 * - each game's board chunk (client/games/<id>/index.ts and what it imports
 *   statically beyond the lobby's, which a board is always shown in), and how
 *   many bytes of what it loads beyond the first load are computer players'
 *   code (shared/games/<id>/bot/): a board needs none, so it must be 0;
 * - how many bytes of a game's board strings (client/games/<id>/i18n/<lang>-board.ts)
 *   the first load carries: they load with the board, so it must be 0.
 * Stylesheets are not counted. Usage: npx tsx scripts/client-size.ts  (prints JSON)
 */
import { gzipSync } from "node:zlib";
import { buildPages, type PageChunk } from "./build-pages";

export interface BoardSize {
  /** The board's module, client/games/<id>/index.ts. */
  readonly module: string;
  /** Gzipped bytes of its chunk and the chunks it imports that the lobby (the first load and the room page) does not hold. */
  readonly gzip: number;
  /** How many files those are. */
  readonly files: number;
  /** Minified bytes of shared/games/<id>/bot/ code in what it loads beyond the first load (must be 0). */
  readonly botBytes: number;
}

export interface ClientSize {
  /** Gzipped bytes of the home page's initial JavaScript. */
  readonly initialGzip: number;
  readonly initialFiles: readonly string[];
  /** Gzipped bytes of the JavaScript before a room's lobby shows (the initial load, the room page, its words). */
  readonly lobbyGzip: number;
  /** The files the lobby loads, the first load's among them. */
  readonly lobbyFiles: readonly string[];
  /** Minified bytes of games' board strings in the initial JavaScript (must be 0: they load with the board). */
  readonly gameStringsInitialBytes: number;
  /** Minified bytes of games' board strings in every chunk (more than 0, or the pattern finds none and the 0 above proves nothing). */
  readonly gameStringsTotalBytes: number;
  readonly boards: readonly BoardSize[];
  /** Gzipped bytes of every chunk, including those loaded on demand. */
  readonly totalGzip: number;
}

const ENTRY = "client/main.tsx";
const ROOM_PAGE = "client/room-route.tsx";
const ROOM_WORDS = "client/i18n/en/room.ts";
const BOARD = /^client\/games\/[^/]+\/index\.ts$/;
const BOT_CODE = /^shared\/games\/[^/]+\/bot\//;
/** A game's board strings, in any language (its shell strings, <lang>-shell.ts, are part of every page). */
const GAME_STRINGS = /^client\/games\/[^/]+\/i18n\/[a-z]+-board\.ts$/;

/** The pages' chunks by file name, as `partykit deploy` builds them (nothing written). */
export async function buildClient(): Promise<Outputs> {
  return new Map((await buildPages()).map((chunk) => [chunk.fileName, chunk]));
}

export async function measureClient(): Promise<ClientSize> {
  const outputs = await buildClient();
  const gz = (file: string) => gzipSync(outputs.get(file)?.code ?? "", { level: 9 }).length;
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gz(f), 0);
  const initial = loadedWith(outputs, [outputOf(outputs, ENTRY)]);
  const lobby = loadedWith(outputs, [...initial, outputOf(outputs, ROOM_PAGE), outputOf(outputs, ROOM_WORDS)]);
  const boards = [...outputs.values()]
    .filter((chunk) => BOARD.test(chunk.entryPoint ?? ""))
    .map((chunk): BoardSize => {
      const own = [...loadedWith(outputs, [chunk.fileName])].filter((f) => !initial.has(f));
      const beyondLobby = own.filter((f) => !lobby.has(f));
      return {
        module: chunk.entryPoint ?? chunk.fileName,
        gzip: sum(beyondLobby),
        files: beyondLobby.length,
        botBytes: inputBytes(outputs, own, BOT_CODE),
      };
    });
  const js = [...outputs.keys()];
  return {
    initialGzip: sum(initial),
    initialFiles: [...initial],
    lobbyGzip: sum(lobby),
    lobbyFiles: [...lobby],
    gameStringsInitialBytes: inputBytes(outputs, initial, GAME_STRINGS),
    gameStringsTotalBytes: inputBytes(outputs, js, GAME_STRINGS),
    boards,
    totalGzip: sum(js),
  };
}

export type Outputs = ReadonlyMap<string, PageChunk>;

/** The output chunk whose entry point (the entry, or a module loaded with import()) is `source`. */
export function outputOf(outputs: Outputs, source: string): string {
  const found = [...outputs.values()].find((chunk) => chunk.entryPoint === source)?.fileName;
  if (!found) throw new Error(`no chunk for ${source}`);
  return found;
}

/** The chunks loading `start` runs: those and every chunk they import statically. */
export function loadedWith(outputs: Outputs, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of outputs.get(file)?.imports ?? []) visit(next);
  };
  for (const file of start) visit(file);
  return seen;
}

/** The source files bundled into these chunks. */
export function sourcesOf(outputs: Outputs, files: Iterable<string>): Set<string> {
  const sources = new Set<string>();
  for (const file of files) for (const input of Object.keys(outputs.get(file)?.modules ?? {})) sources.add(input);
  return sources;
}

/** Minified bytes that source files matching `pattern` take in these chunks. */
function inputBytes(outputs: Outputs, files: Iterable<string>, pattern: RegExp): number {
  let bytes = 0;
  for (const file of files)
    for (const [input, bytesInOutput] of Object.entries(outputs.get(file)?.modules ?? {}))
      if (pattern.test(input)) bytes += bytesInOutput;
  return bytes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureClient(), null, 2));
}
